import { DICTIONARIES } from '@console/domain';
import { computed, defineModel, type FieldOptions, TODAY_START } from '../../../platform/query';
import { teamRowFields, TEAM_ROW_RELATIONS } from '../../students';
import { TEAM_FIELDS, TEAM_RELATIONS } from './team-models';

/**
 * The class-centre statistics roots of the original client (studentTeam pages, Team.js / TeamV2.js /
 * TeamV3.js): a class row with its teacher and counts read from its live students, and the class's
 * student rows. Counts that the team row keeps (enrolled, WeChat, join ...) are read from it; the
 * "today" and shipment counts are counted from the class's students (student_team, index team_id, del).
 */

const YESTERDAY_START = `(${TODAY_START} - interval '1 day')`;
/** Live students of the class matching a condition. */
const students = (cond?: string) =>
  `(SELECT count(*) FROM student_team st WHERE st.team_id = t.id AND st.del = 0${cond ? ` AND ${cond}` : ''})::int`;
const share = (count: string) => `round((${count})::numeric / NULLIF(t.student_count, 0), 4)::float8`;
const stat = (cond: string, description: string): FieldOptions =>
  computed('int', students(cond), { description, sort: false, filter: false });
const rateOf = (cond: string, description: string): FieldOptions =>
  computed('float', share(students(cond)), { description: `${description} / student_count`, sort: false, filter: false });
const teamRate = (column: string): FieldOptions => computed('float', share(`t.${column}`), { sort: false, filter: false });
const flat = (type: FieldOptions['type'], sql: string): FieldOptions => computed(type, sql, { sort: false, filter: false });

const SYSTEM_ORDERS_TODAY = `(SELECT count(*) FROM orders o WHERE o.uid IN (SELECT st.student_id FROM student_team st WHERE st.team_id = t.id AND st.del = 0)
  AND o.regtype IN (2, 3) AND o.buytime >= ${TODAY_START})::int`;

export const TEAM_STAT_FIELDS: Record<string, FieldOptions> = {
  ...TEAM_FIELDS,
  teacher_realname: flat('string', '(SELECT x.realname FROM teacher x WHERE x.id = t.teacher_id)'),
  teacher_nickname: flat('string', '(SELECT x.nickname FROM teacher x WHERE x.id = t.teacher_id)'),
  teacher_username: flat('string', '(SELECT x.realname FROM teacher x WHERE x.id = t.teacher_id)'),
  teacher_wechat_no: flat('string', '(SELECT w.wechat_no FROM teacher_wechat w WHERE w.id = t.teacher_wechat_id)'),
  department_name: flat('string', '(SELECT d.name FROM department d WHERE d.id = t.department_id)'),
  start_date: flat('time', '(SELECT m.enroll_start FROM management m WHERE m.id = t.term_id)'),
  end_date: flat('time', '(SELECT m.enroll_end FROM management m WHERE m.id = t.term_id)'),
  end_course_day: flat('time', 't.class_end'),
  today_enroll_count: stat(`st.enter_team_time >= ${TODAY_START}`, 'students who entered today'),
  follow_count: stat('st.follow > 0', 'students followed up'),
  follow_rate: rateOf('st.follow > 0', 'followed'),
  open_app_count: stat('st.last_join_time IS NOT NULL', 'students who opened a lesson in the app'),
  open_app_rate: rateOf('st.last_join_time IS NOT NULL', 'opened the app'),
  today_open_app_rate: rateOf(`st.last_join_time >= ${TODAY_START}`, 'opened the app today'),
  no_address_count: stat('st.express_status = 0', 'shipments without an address'),
  no_address_rate: rateOf('st.express_status = 0', 'no address'),
  to_be_delivered_count: stat('st.express_status = 1', 'shipments waiting to be sent'),
  delivered_start_count: flat('int', 't.express_sent_count'),
  delivered_start_rate: teamRate('express_sent_count'),
  delivered_sign_count: flat('int', 't.express_signed_count'),
  delivered_sign_rate: teamRate('express_signed_count'),
  today_join_course_count: stat(`st.last_join_time >= ${TODAY_START}`, 'joined a lesson today'),
  today_join_course_rate: rateOf(`st.last_join_time >= ${TODAY_START}`, 'joined today'),
  today_actual_join_course_count: stat(`st.last_join_time >= ${TODAY_START}`, 'joined a lesson today'),
  today_actual_join_course_rate: rateOf(`st.last_join_time >= ${TODAY_START}`, 'joined today'),
  today_complete_course_count: stat(`st.last_complete_time >= ${TODAY_START}`, 'completed a lesson today'),
  today_complete_course_rate: rateOf(`st.last_complete_time >= ${TODAY_START}`, 'completed today'),
  today_actual_complete_course_count: stat(`st.last_complete_time >= ${TODAY_START}`, 'completed a lesson today'),
  today_actual_complete_course_rate: rateOf(`st.last_complete_time >= ${TODAY_START}`, 'completed today'),
  yesterday_complete_course_count: stat(
    `st.last_complete_time >= ${YESTERDAY_START} AND st.last_complete_time < ${TODAY_START}`,
    'latest completion yesterday',
  ),
  today_system_order_count: flat('int', SYSTEM_ORDERS_TODAY),
  today_system_order_rate: flat('float', share(SYSTEM_ORDERS_TODAY)),
  all_join_course_rate: teamRate('join_count'),
  all_complete_course_rate: teamRate('complete_count'),
  all_task_rate: teamRate('task_count'),
  all_commont_rate: teamRate('comment_count'),
  refund_system_count: flat('int', 't.refund_count'),
  refund_system_rate: teamRate('refund_count'),
  student_task_count: flat('int', 't.task_count'),
  student_join_course_count: flat('int', 't.join_count'),
  student_complete_course_count: flat('int', 't.complete_count'),
};

const classesArea = { area: 'classes' } as const;

export const StudentTrialTeamStatisticsModel = defineModel({
  name: 'StudentTrialTeamStatistics',
  description: 'trial class with its statistics (class centre): StudentTrialTeamStatisticsPage and the one-class header',
  source: 'team',
  access: classesArea,
  subjectColumn: 'subject',
  where: 't.deleted = 0 AND t.team_type = 0',
  roots: ['Page', 'One'],
  fields: TEAM_STAT_FIELDS,
  relations: TEAM_RELATIONS,
});

export const StudentSystemTeamStatisticsModel = defineModel({
  name: 'StudentSystemTeamStatistics',
  description: 'system class with its statistics (class centre)',
  source: 'team',
  access: classesArea,
  subjectColumn: 'subject',
  where: 't.deleted = 0 AND t.team_type > 0',
  roots: ['Page', 'One'],
  fields: TEAM_STAT_FIELDS,
  relations: TEAM_RELATIONS,
});

/** A class's students (the class detail's student tab): live student_team rows with the student flat. */
const studentFlat = (column: string, type: FieldOptions['type'] = 'string'): FieldOptions =>
  computed(type, `(SELECT s.${column} FROM student s WHERE s.id = t.student_id)`, { sort: false, filter: false });
/** Landing-page and import columns the original list shows; this product keeps no such data (always null). */
const flatNull = (type: FieldOptions['type']): FieldOptions => computed(type, 'NULL', { sort: false, filter: false });
const ROW_FIELDS = teamRowFields();
const CLASS_STUDENT_FIELDS: Record<string, FieldOptions> = {
  ...ROW_FIELDS,
  base_painting: { ...ROW_FIELDS.base_painting, label: DICTIONARIES.basePainting },
  country: studentFlat('country_code'),
  join_date: studentFlat('join_date', 'time'),
  weixin_unionid: studentFlat('wechat_unionid'),
  weixin_openid: studentFlat('wechat_unionid'),
  wechat_nickname: studentFlat('wechat_nickname'),
  status: computed('int', '(SELECT ss.user_status FROM student_subject ss WHERE ss.student_id = t.student_id AND ss.subject = t.subject)', {
    sort: false,
    filter: false,
  }),
  page_origin: flatNull('string'),
  page_origin_id: flatNull('string'),
  import_remark: flatNull('string'),
  import_time: flatNull('time'),
  fast_follow_time: computed('time', '(SELECT max(f.ctime) FROM follow_log f WHERE f.uid = t.student_id)', { sort: false, filter: false }),
  out_trade_no: computed('string', 't.order_no', { sort: false, filter: false }),
};

function classStudents(name: string, description: string, where: string, roots: Array<'Page' | 'List'>) {
  return defineModel({
    name,
    description,
    source: 'student_team',
    access: classesArea,
    subjectColumn: 'subject',
    where,
    roots,
    defaultSort: { ctime: 'desc' },
    fields: CLASS_STUDENT_FIELDS,
    relations: TEAM_ROW_RELATIONS,
  });
}

export const StudentTrialForTeamModel = classStudents(
  'StudentTrialForTeamStatistics',
  "a trial class's live students (class detail, student tab)",
  't.team_type = 0 AND t.del = 0',
  ['Page'],
);
export const StudentSystemForTeamModel = classStudents(
  'StudentSystemForTeamStatistics',
  "a system class's live students (class detail, student tab)",
  't.team_type > 0 AND t.del = 0',
  ['Page'],
);
export const StudentTrialCourseModel = classStudents(
  'StudentTrialCourse',
  'trial-course enrolments (student, class, order): who received a trial course',
  't.team_type = 0',
  ['Page', 'List'],
);
export const StudentSystemCourseModel = classStudents(
  'StudentSystemCourse',
  'system-course enrolments (student, class, order): the period head counts of /putTheCourse',
  't.team_type > 0',
  ['Page', 'List'],
);
