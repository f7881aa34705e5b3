import { DICTIONARIES } from '@console/domain';
import {
  computed,
  defineModel,
  type FieldOptions,
  noFilter,
  type QueryModel,
  type RelationOptions,
  studentRef,
} from '../../../platform/query';
import { FLAG, LABEL_TYPE, RECORD_TYPE, SMS_STATUS } from './fields';
import { ManagementForTeacherModel, ManagementTeamModel } from './management-for-teacher';

/**
 * Student-side history shown in the detail tabs (follow-ups, behaviour, logins, weekly reports,
 * SMS, outbound calls, agreements), labels, and the enrollment periods teachers pick from.
 * Filters are the indexed columns of 0120 / 0100; the rest is readable only.
 */

const STUDENTS = { area: 'students' } as const;
const user = (localField: string): Record<string, RelationOptions> => ({ user: { model: 'User', localField, foreignField: 'id' } });
const teacher: Record<string, RelationOptions> = { teacher: { model: 'Teacher', localField: 'teacher_id', foreignField: 'id' } };
const team: Record<string, RelationOptions> = { team: { model: 'Team', localField: 'team_id', foreignField: 'id' } };

export const UserFollowLogModel = defineModel({
  name: 'UserFollowLog',
  description: 'Follow-up log of a student (page size 10 in the console)',
  source: 'follow_log',
  subjectColumn: 'subject',
  access: STUDENTS,
  roots: ['Page', 'List'],
  fields: {
    id: { type: 'id' },
    ...studentRef('uid'),
    subject: { type: 'int' },
    teacher_id: { type: 'id' },
    staff_id: noFilter('id'),
    todo_task_id: { type: 'id' },
    source: noFilter('int'),
    label_text: noFilter('string'),
    contact_type: noFilter('int'),
    point_type: noFilter('int'),
    finish_type: noFilter('int'),
    content: noFilter('string'),
    ctime: { type: 'time' },
    // The author's name for every role of the area (the Staff relation needs area teachers).
    staff_name: { type: 'string', sql: '(SELECT s.real_name FROM staff s WHERE s.id = t.staff_id)', filter: false, sort: false },
  },
  relations: {
    ...user('uid'),
    ...teacher,
    staff: { model: 'Staff', localField: 'staff_id', foreignField: 'id' },
    // The original client's names: the author as a teacher or as staff.
    createTeacherInfo: { model: 'Teacher', localField: 'teacher_id', foreignField: 'id' },
    createStaffInfo: { model: 'Staff', localField: 'staff_id', foreignField: 'id' },
    // The student's live class rows: `{"teamRows.team_id": id}` pages the follow-ups of a whole class
    // on the server (one indexed IN over student_team), however many students it has.
    teamRows: { model: 'TeamUser', localField: 'uid', foreignField: 'id', many: true },
  },
});

/**
 * The client's behaviour page shows, next to each action, the student and the student's current class,
 * order and homework in the subject (behavior_log keeps only the action): read when selected.
 */
function behaviorContextFields(): Record<string, FieldOptions> {
  const person = (c: string) => `(SELECT s.${c} FROM student s WHERE s.id = t.uid)`;
  const lastRow = (expr: string) =>
    `(SELECT ${expr} FROM student_team x WHERE x.student_id = t.uid AND x.subject = t.subject ORDER BY x.enter_team_time DESC LIMIT 1)`;
  const lastOrder = (c: string) =>
    `(SELECT o.${c} FROM orders o WHERE o.uid = t.uid AND o.subject = t.subject ORDER BY o.ctime DESC LIMIT 1)`;
  const lastTask = (c: string) =>
    `(SELECT k.${c} FROM student_task k WHERE k.student_id = t.uid AND k.subject = t.subject AND k.del = 0 ORDER BY k.upload_time DESC LIMIT 1)`;
  const ro = (type: FieldOptions['type'], sql: string, more: Partial<FieldOptions> = {}): FieldOptions => ({
    type,
    sql,
    filter: false,
    sort: false,
    ...more,
  });
  return {
    username: ro('string', person('username')),
    nickname: ro('string', person('nickname')),
    weixin_nick_name: ro('string', person('wechat_nickname')),
    head: ro('string', person('head')),
    birthday: ro('time', person('birthday')),
    sex: ro('int', person('sex'), { label: DICTIONARIES.sex }),
    base_painting: ro('int', person('base_painting'), { label: DICTIONARIES.basePainting }),
    status: ro('int', '(SELECT ss.user_status FROM student_subject ss WHERE ss.student_id = t.uid AND ss.subject = t.subject)', {
      label: DICTIONARIES.userStatus,
    }),
    channel: ro('id', person('channel_id')),
    first_order_send_id: ro('id', person('send_id'), { description: 'the recommender' }),
    join_date: ro('time', person('join_date')),
    mobile: ro('string', person('mobile'), { mask: 'mobile' }),
    mobile_province: ro('string', person('mobile_province')),
    mobile_city: ro('string', person('mobile_city')),
    device_model: ro('string', '(SELECT ld.device_model FROM login_data ld WHERE ld.uid = t.uid ORDER BY ld.login_time DESC LIMIT 1)'),
    team_id: ro('id', lastRow('x.team_id')),
    team_name: ro('string', lastRow('(SELECT tm.team_name FROM team tm WHERE tm.id = x.team_id)')),
    team_state: ro('int', lastRow('(SELECT tm.team_state FROM team tm WHERE tm.id = x.team_id)'), { label: DICTIONARIES.teamState }),
    current_lesson: ro('string', lastRow('x.current_lesson')),
    teacher_id: ro('id', lastRow('x.teacher_id')),
    teacher_name: ro('string', lastRow('(SELECT r.realname FROM teacher r WHERE r.id = x.teacher_id)')),
    teacher_department_id: ro('id', lastRow('(SELECT r.department_id FROM teacher r WHERE r.id = x.teacher_id)')),
    teacher_department_name: ro(
      'string',
      lastRow('(SELECT d.name FROM teacher r JOIN department d ON d.id = r.department_id WHERE r.id = x.teacher_id)'),
    ),
    order_id: ro('id', lastOrder('id')),
    out_trade_no: ro('string', lastOrder('out_trade_no')),
    order_status: ro('int', lastOrder('status'), { label: DICTIONARIES.orderStatus }),
    order_regtype: ro('int', lastOrder('regtype'), { label: DICTIONARIES.orderRegtype }),
    stage: ro('string', lastRow('x.sup'), { description: 'the sup (stage) of the current class' }),
    task_id: ro('id', lastTask('id')),
    course_id: ro('id', lastTask('course_id')),
    course_title: ro('string', `(SELECT c.title FROM course c WHERE c.id = ${lastTask('course_id')})`),
    comment_id: ro(
      'id',
      `(SELECT tc.id FROM task_comment tc WHERE tc.task_id = ${lastTask('id')} AND tc.del = 0 ORDER BY tc.ctime DESC LIMIT 1)`,
    ),
  };
}

/**
 * Behaviour trail. Spec: for dance (subject 5) the log also shows the art (0) rows of action type 1,
 * so art rows of type 1 appear a second time under scope subject 5 (the UNION branch); `subject` is
 * the row's own subject.
 */
export const UserBehaviorLogModel = defineModel({
  name: 'UserBehaviorLog',
  description: 'Behaviour log (page size 5); dance also sees the art rows of action type 1',
  source: `SELECT b.id, b.subject AS scope_subject, b.subject, b.uid, b.action_type, b.action_name, b.content, b.ctime FROM behavior_log b
    UNION ALL
    SELECT b.id, 5, b.subject, b.uid, b.action_type, b.action_name, b.content, b.ctime FROM behavior_log b WHERE b.subject = 0 AND b.action_type = 1`,
  subjectColumn: 'scope_subject',
  access: STUDENTS,
  roots: ['Page'],
  fields: {
    id: { type: 'id' },
    ...studentRef('uid'),
    subject: noFilter('int', { label: DICTIONARIES.subject }),
    action_type: { type: 'int' },
    action_name: noFilter('string'),
    action_type_text: noFilter('string', { column: 'action_name', description: 'the name of the action' }),
    action_time: noFilter('time', { column: 'ctime' }),
    content: { type: 'json' },
    ctime: { type: 'time' },
    ...behaviorContextFields(),
  },
  relations: {
    ...user('uid'),
    weixinUser: { model: 'WeixinUser', localField: 'uid', foreignField: 'id' },
    firstOrderSend: { model: 'User', localField: 'first_order_send_id', foreignField: 'id' },
    teacher: { model: 'Teacher', localField: 'teacher_id', foreignField: 'id' },
    team: { model: 'Team', localField: 'team_id', foreignField: 'id' },
    order: { model: 'Order', localField: 'order_id', foreignField: 'id' },
    task: { model: 'StudentCourseTask', localField: 'task_id', foreignField: 'id' },
  },
});

export const UserLoginDataModel = defineModel({
  name: 'UserLoginData',
  description: 'App logins of a student',
  source: 'login_data',
  subjectColumn: 'subject',
  access: STUDENTS,
  roots: ['Page'],
  defaultSort: { login_time: 'desc' },
  fields: {
    id: { type: 'id' },
    ...studentRef('uid'),
    subject: { type: 'int' },
    device_type: noFilter('string'),
    device_model: noFilter('string'),
    device_id: { type: 'string', description: "filterable: the client keeps app logins with device_id {gt: 1} inside one student's rows" },
    login_time: { type: 'time' },
    login_source: noFilter('string'),
    appversion: noFilter('string'),
    ip: noFilter('string'),
    ctime: noFilter('time'),
    // The original client's login log (migration 0280); its `device_id: {gt: 1}` filter keeps app logins.
    ostype: noFilter('string', { description: 'operating system (iOS, Android)' }),
    user_agent: noFilter('string'),
    appname: noFilter('string'),
    buildcode: noFilter('string'),
    system_version: noFilter('string'),
    channel: noFilter('string', { description: 'install channel of the app' }),
    market: noFilter('string', { description: 'app store the app came from' }),
    carrier: noFilter('string'),
    headers: computed('string', "(SELECT string_agg(h.key || ':' || h.value, ',' ORDER BY h.key) FROM jsonb_each_text(t.headers) h)", {
      description: 'non-secret request headers as key:value,key:value (what the client splits on commas)',
    }),
    // Session tokens are never kept on a login row nor shown (docs/decisions/client-compatibility.md).
    old_token: computed('string', 'NULL::text', { description: 'never answered: session tokens are not kept on login rows' }),
    new_token: computed('string', 'NULL::text', { description: 'never answered: session tokens are not kept on login rows' }),
  },
  relations: user('uid'),
});

export const StudentWeekReportModel = defineModel({
  name: 'StudentWeekReport',
  description: 'Weekly learning reports (StudentWeekReportPage / StudentWeekReportCount)',
  source: 'weekly_report',
  subjectColumn: 'subject',
  access: STUDENTS,
  roots: ['Page', 'Count'],
  defaultSort: { report_week: 'desc' },
  fields: {
    id: { type: 'id' },
    ...studentRef('student_id'),
    subject: { type: 'int' },
    team_id: { type: 'id' },
    teacher_id: noFilter('id'),
    course_type: noFilter('int'),
    report_week: { type: 'time', description: 'the week (a date)' },
    current_super: noFilter('string'),
    current_level: noFilter('string'),
    current_unit: noFilter('string'),
    look_times: noFilter('int'),
    share_times: noFilter('int'),
    first_look_time: noFilter('time'),
    content: { type: 'json' },
    ctime: noFilter('time'),
  },
  relations: { ...user('student_id'), ...teacher, ...team },
});

export const SmsModel = defineModel({
  name: 'Sms',
  description: 'SMS sent to students (the mobile filter matches the real number; exact match is indexed)',
  source: 'sms_record',
  subjectColumn: 'subject',
  access: STUDENTS,
  roots: ['Page'],
  defaultSort: { datetime: 'desc' },
  fields: {
    id: { type: 'id' },
    ...studentRef('uid'),
    subject: { type: 'int' },
    mobile: { type: 'string', mask: 'mobile' },
    datetime: { type: 'time' },
    content: noFilter('string'),
    type: noFilter('int'),
    status: noFilter('int', { label: SMS_STATUS }),
    result: noFilter('string'),
    staff_id: noFilter('id'),
    ctime: noFilter('time'),
  },
  relations: user('uid'),
});

export const OutboundCallRecordModel = defineModel({
  name: 'OutboundCallRecord',
  description: 'Outbound call history (call_record.record_type 1)',
  source: 'call_record',
  subjectColumn: 'subject',
  where: 't.record_type = 1',
  access: STUDENTS,
  roots: ['Page'],
  defaultSort: { start_time: 'desc' },
  fields: {
    id: { type: 'id' },
    ...studentRef('uid'),
    subject: { type: 'int' },
    teacher_id: { type: 'id' },
    cno: noFilter('string'),
    record_type: noFilter('int', { label: RECORD_TYPE }),
    call_type: noFilter('int'),
    customer_number: { type: 'string', mask: 'mobile' },
    cdr_status: noFilter('int', { label: DICTIONARIES.callCdrStatus }),
    start_time: { type: 'time' },
    answer_time: noFilter('time'),
    end_time: noFilter('time'),
    answer_duration: noFilter('int', { description: 'seconds' }),
    end_reason: noFilter('string'),
    record_file: noFilter('string'),
    ctime: noFilter('time'),
  },
  relations: { ...user('uid'), ...teacher },
});

export const DefineLabelModel = defineModel({
  name: 'DefineLabel',
  description: 'Student labels of the subject (system and teacher-defined)',
  source: 'label',
  subjectColumn: 'subject',
  where: 't.deleted = 0',
  access: STUDENTS,
  roots: ['ListEx', 'List'],
  defaultSort: { sort: 'asc' },
  fields: {
    id: { type: 'id' },
    subject: { type: 'int' },
    name: noFilter('string'),
    type: { type: 'int', label: LABEL_TYPE },
    teacher_id: { type: 'id' },
    color: noFilter('string'),
    sort: noFilter('int'),
    ctime: noFilter('time'),
    utime: noFilter('time'),
  },
  relations: teacher,
});

export const JLLabelRecordInfoModel = defineModel({
  name: 'JLLabelRecordInfo',
  description: 'Labels set on students (student_label with the label); id is "<student_id>-<label_id>"',
  source: `SELECT (sl.student_id::text || '-' || sl.label_id::text) AS id, sl.student_id, sl.label_id, sl.subject, sl.teacher_id, sl.ctime,
      l.name AS label_name, l.type AS label_type, l.color AS label_color
    FROM student_label sl JOIN label l ON l.id = sl.label_id WHERE l.deleted = 0`,
  subjectColumn: 'subject',
  access: STUDENTS,
  roots: ['List'],
  fields: {
    id: noFilter('string'),
    ...studentRef('student_id'),
    label_id: { type: 'id' },
    subject: noFilter('int'),
    teacher_id: noFilter('id'),
    label_name: noFilter('string'),
    name: noFilter('string', { column: 'label_name' }),
    label_type: noFilter('int', { label: LABEL_TYPE }),
    label_color: noFilter('string'),
    ctime: noFilter('time'),
  },
  relations: { ...user('student_id'), ...teacher },
});

export const UserAgreementModel = defineModel({
  name: 'UserAgreement',
  description: "Agreements a student signed in the app (the spec's unnamed user-agreement query)",
  source: 'user_agreement',
  subjectColumn: 'subject',
  access: STUDENTS,
  roots: ['Page', 'List'],
  defaultSort: { sign_time: 'desc' },
  fields: {
    id: { type: 'id' },
    ...studentRef('uid'),
    subject: noFilter('int'),
    agreement_name: noFilter('string'),
    version: noFilter('string'),
    sign_time: noFilter('time'),
    effect_time: noFilter('time'),
    release_time: noFilter('time'),
    ctime: noFilter('time'),
  },
  relations: user('uid'),
});

/**
 * Purchase intentions (user_intention, one row per student, subject and type). No root of its own:
 * the target of the `intentions` relation of User / UserExtends, which the student lists filter on
 * (`intentions.is_track`); the unique index (uid, subject, type) serves the relation.
 */
export const UserIntentionModel = defineModel({
  name: 'UserIntention',
  description: "A student's purchase intention (relation target of User.intentions)",
  source: 'user_intention',
  subjectColumn: 'subject',
  access: STUDENTS,
  roots: [],
  fields: {
    id: { type: 'id' },
    ...studentRef('uid'),
    subject: noFilter('int'),
    teacher_id: noFilter('id'),
    type: { type: 'int' },
    describe: noFilter('string'),
    is_track: { type: 'int', label: FLAG },
    today: noFilter('string'),
    tomorrow: noFilter('string'),
    ctime: noFilter('time'),
    utime: noFilter('time'),
  },
  relations: { ...user('uid'), ...teacher },
});

const d = (zh: string, en: string) => ({ zh, en });
/** todo_task.status (0 from the spec, the rest ours, see 0120). */
export const TODO_STATUS = { 0: d('待处理', 'Pending'), 1: d('已完成', 'Done'), 2: d('已过期', 'Expired'), 3: d('已取消', 'Cancelled') };

/** A student's to-do tasks (the teachers' follow-up tasks about this student), for the detail tab. */
export const StudentTodoTaskModel = defineModel({
  name: 'StudentTodoTask',
  description: 'To-do tasks of teachers about one student (todo_task; filter by uid, index todo_task_student_idx)',
  source: 'todo_task',
  subjectColumn: 'subject',
  access: STUDENTS,
  roots: ['Page'],
  defaultSort: { due_time: 'desc' },
  fields: {
    id: { type: 'id' },
    ...studentRef('student_id'),
    subject: noFilter('int'),
    teacher_id: { type: 'id' },
    task_type: noFilter('int'),
    status: { type: 'int', label: TODO_STATUS },
    due_time: { type: 'time' },
    period: noFilter('int'),
    call_duration: noFilter('int', { description: 'seconds' }),
    content: noFilter('string'),
    finish_time: noFilter('time'),
    ctime: noFilter('time'),
  },
  relations: { ...user('student_id'), ...teacher },
});

export const RECORD_MODELS: readonly QueryModel[] = [
  UserIntentionModel,
  StudentTodoTaskModel,
  UserFollowLogModel,
  UserBehaviorLogModel,
  UserLoginDataModel,
  StudentWeekReportModel,
  SmsModel,
  OutboundCallRecordModel,
  DefineLabelModel,
  JLLabelRecordInfoModel,
  ManagementForTeacherModel,
  ManagementTeamModel,
  UserAgreementModel,
];
