import { computed, type Fields, type RelationOptions, TODAY_START, WEEK_START } from '../../../platform/query';
import { FLAG } from './fields';

/**
 * The original client's names on a student-in-class row (student_team): the trial and system student
 * lists, the student detail's class cards. Every name reads a column, a relation or a value derived
 * from our tables (docs/decisions/client-compatibility.md, "Students", lists each source). Computed
 * fields are correlated sub-queries read only when selected (a page of 20 rows), never filtered;
 * the person's fields that the client filters on (`mobile`, `user_num_text`, `username`) filter
 * through the `user` relation, so the filter is the indexed `student_id IN (SELECT ...)`.
 */

const person = (column: string) => `(SELECT s.${column} FROM student s WHERE s.id = t.student_id)`;
const line = (column: string) =>
  `(SELECT ss.${column} FROM student_subject ss WHERE ss.student_id = t.student_id AND ss.subject = t.subject)`;
const team = (column: string) => `(SELECT tm.${column} FROM team tm WHERE tm.id = t.team_id)`;
const order = (column: string) => `(SELECT o.${column} FROM orders o WHERE o.id = t.order_id)`;
const teacher = (column: string) => `(SELECT x.${column} FROM teacher x WHERE x.id = t.teacher_id)`;
const teacherDepartment = `(SELECT d.name FROM department d WHERE d.id = (SELECT x.department_id FROM teacher x WHERE x.id = t.teacher_id))`;
const lessons = (cond: string) =>
  `(SELECT count(*) FROM learning_record lr WHERE lr.student_id = t.student_id AND lr.team_id = t.team_id AND ${cond})`;
const lessonSum = (column: string) =>
  `(SELECT coalesce(sum(lr.${column}), 0) FROM learning_record lr WHERE lr.student_id = t.student_id AND lr.team_id = t.team_id)`;
const lessonMax = (column: string) =>
  `(SELECT max(lr.${column}) FROM learning_record lr WHERE lr.student_id = t.student_id AND lr.team_id = t.team_id)`;
/** Earliest time of the enrollment's lessons. */
const firstOf = (column: string) =>
  `(SELECT min(lr.${column}) FROM learning_record lr WHERE lr.student_id = t.student_id AND lr.team_id = t.team_id)`;
/** 1 when some lesson of the enrollment had the event on a later China day than its unlock (ctime). */
const madeUp = (column: string) =>
  `(${lessons(`(lr.${column} AT TIME ZONE 'Asia/Shanghai')::date > (lr.ctime AT TIME ZONE 'Asia/Shanghai')::date`)} > 0)::int`;
const labels = (cond: string) =>
  `(SELECT string_agg(l.name, ',' ORDER BY l.sort, l.id) FROM student_label sl JOIN label l ON l.id = sl.label_id
    WHERE sl.student_id = t.student_id AND sl.subject = t.subject AND l.deleted = 0 AND ${cond})`;
const logins = `login_data ld WHERE ld.uid = t.student_id AND ld.subject = t.subject`;
const intention = (column: string) =>
  `(SELECT ui.${column} FROM user_intention ui WHERE ui.uid = t.student_id AND ui.subject = t.subject ORDER BY ui.utime DESC LIMIT 1)`;
/** The student's trial class row in the subject (the latest). */
const trialRow = (expr: string) =>
  `(SELECT ${expr} FROM student_team tr WHERE tr.student_id = t.student_id AND tr.subject = t.subject AND tr.team_type = 0 ORDER BY tr.enter_team_time DESC LIMIT 1)`;

const SENT = 'lr.state >= 1';

/** Flat copies of the person (student) and its subject line. */
function personFields(): Fields {
  return {
    username: { type: 'string', sql: person('username'), sort: false, filterVia: 'user.username' },
    nickname: computed('string', person('nickname')),
    mobile: { type: 'string', sql: person('mobile'), sort: false, mask: 'mobile', filterVia: 'user.mobile' },
    user_num: { type: 'string', sql: person('user_num'), sort: false, filterVia: 'user.user_num' },
    user_num_text: {
      type: 'string',
      sql: person('user_num'),
      sort: false,
      filterVia: 'user.user_num',
      description: 'the user number as text',
    },
    usernum: computed('string', person('user_num')),
    // the student detail's system card filters {"studentid": "4594"} (student_team's unique key leads with student_id)
    studentid: { type: 'id', sql: 't.student_id', sort: false },
    head: computed('string', person('head')),
    sex: computed('int', person('sex')),
    birthday: computed('time', person('birthday')),
    base_painting: computed('int', person('base_painting')),
    basepainting: computed('int', person('base_painting')),
    mobile_city: computed('string', person('mobile_city')),
    mobile_province: computed('string', person('mobile_province')),
    mobilecity: computed('string', person('mobile_city')),
    mobileprovince: computed('string', person('mobile_province')),
    wechat_nikename: computed('string', person('wechat_nickname')),
    send_id: computed('id', person('send_id')),
    user_status: { type: 'int', sql: line('user_status'), sort: false, filterVia: 'userExtends.user_status' },
    remain_order_count: computed('int', `greatest(${line('system_order_count')} - 1, 0)`, {
      description: "the student's other paid system orders in the subject (system_order_count - 1)",
    }),
    user_label: computed('string', labels('l.type = 1'), { description: 'teacher-defined labels, comma-joined' }),
    userlabel: computed('string', labels('l.type = 1')),
    sys_label: computed('string', labels('l.type = 0'), { description: 'system labels, comma-joined' }),
    bi_label: computed('string', labels('TRUE'), { description: 'every label, comma-joined' }),
    last_login_time: computed('time', `(SELECT max(ld.login_time) FROM ${logins})`),
    lastlogintime: computed('time', `(SELECT max(ld.login_time) FROM ${logins})`),
    last_open_app_time: computed('time', `(SELECT max(ld.login_time) FROM ${logins})`),
    open_app_count: computed('int', `(SELECT count(*) FROM ${logins} AND ld.login_time >= t.enter_team_time)`, {
      description: 'app logins since the student entered this class',
    }),
    devicetype: computed('string', `(SELECT ld.device_type FROM ${logins} ORDER BY ld.login_time DESC LIMIT 1)`),
    user_intention_type: computed('int', intention('type')),
    user_intention_describe: computed('string', intention('describe')),
    is_track: computed('int', intention('is_track')),
    today: computed('string', intention('today')),
    tomorrow: computed('string', intention('tomorrow')),
    questionnaire_count: computed(
      'int',
      '(SELECT count(*) FROM questionnaire_answer qa WHERE qa.uid = t.student_id AND qa.subject = t.subject)',
    ),
    trialcurrentlesson: computed('string', trialRow('tr.current_lesson')),
    trialteamname: computed('string', trialRow('(SELECT tm.team_name FROM team tm WHERE tm.id = tr.team_id)')),
    trialrealname: computed('string', trialRow('(SELECT x.realname FROM teacher x WHERE x.id = tr.teacher_id)')),
    trialdepartmentname: computed(
      'string',
      trialRow('(SELECT d.name FROM department d JOIN teacher x ON x.department_id = d.id WHERE x.id = tr.teacher_id)'),
    ),
  };
}

/** Lesson counters from learning_record (one row per lesson of this enrollment). */
function lessonFields(): Fields {
  return {
    course_count: computed('int', lessons('TRUE'), { description: 'lessons of this enrollment' }),
    send_course_count: computed('int', lessons(SENT), { description: 'lessons sent (unlocked)' }),
    start_course_count: computed('int', lessons(SENT), { description: 'lessons started (unlocked), as send_course_count' }),
    currenttotal: computed('int', lessons(SENT)),
    join_course_count: computed('int', 't.join_count', { description: 'lessons joined' }),
    all_join_course_count: computed('int', lessonSum('join_count'), { description: 'joins, repeats included' }),
    complete_course_count: computed('int', 't.complete_count'),
    all_complete_course_count: computed('int', lessonSum('complete_count')),
    task_course_count: computed('int', 't.task_count', { description: 'lessons with homework' }),
    course_task_count: computed('int', 't.task_count'),
    task_comment_count: computed('int', 't.comment_count'),
    taskcount: computed('int', 't.task_count'),
    istask: computed('int', '(t.task_count > 0)::int', { label: FLAG }),
    listen_comment_count: computed('int', lessons('lr.listen_comment_time IS NOT NULL')),
    day_join_course_count: computed('int', lessons(`lr.join_time >= ${TODAY_START}`)),
    day_complete_course_count: computed('int', lessons(`lr.complete_time >= ${TODAY_START}`)),
    last_comment_time: computed('time', lessonMax('comment_time')),
    last_listen_comment_time: computed('time', lessonMax('listen_comment_time')),
    // "flag" is the teacher's comment on the homework (flagged work).
    isflag: computed('int', '(t.comment_count > 0)::int', { label: FLAG }),
    flagcount: computed('int', 't.comment_count'),
    flag_total_count: computed('int', lessonSum('comment_count')),
    // Activity: joining lessons.
    isactive: computed('int', `(t.last_join_time >= now() - interval '7 days')::int`, {
      description: 'joined a lesson in the last 7 days',
    }),
    isnoactive: computed('int', `(t.last_join_time IS NULL OR t.last_join_time < now() - interval '7 days')::int`),
    activecount: computed('int', lessons(`lr.join_time >= ${WEEK_START}`), { description: 'lessons joined this week' }),
    all_activecount: computed('int', 't.join_count'),
    noactivecount: computed('int', lessons(`${SENT} AND lr.join_time IS NULL AND lr.ctime >= ${WEEK_START}`), {
      description: 'lessons unlocked this week and not joined',
    }),
    all_noactivecount: computed('int', lessons(`${SENT} AND lr.join_time IS NULL`), { description: 'unlocked lessons never joined' }),
    current_progress: computed('string', 't.current_lesson'),
    wd_info: computed('string', 't.current_lesson', { description: 'the current lesson (week / day) of the class' }),
    buy_system_order_weeks: computed('int', order('packages_course_week')),
    first_order_buytime: computed('time', 't.buytime'),
    first_send_course_time: computed('time', 't.send_course_time'),
    system_order_count: computed('int', line('system_order_count')),
    logic_end_course_time: computed('time', team('class_end')),
  };
}

/** The client's glued-together spellings on the system list (currentlesson, teamname, ...). */
function gluedFields(): Fields {
  return {
    addedgroup: computed('int', 't.added_group'),
    addedwechat: computed('int', 't.added_wechat'),
    expressstatus: computed('int', 't.express_status'),
    expresscount: computed('int', 't.express_send_count'),
    currentsuper: computed('string', 't.current_super'),
    currentlevel: computed('string', 't.current_level'),
    currentunit: computed('string', 't.current_unit'),
    currentlesson: computed('string', 't.current_lesson'),
    teamid: computed('id', 't.team_id'),
    team_type_text: computed('string', "CASE WHEN t.team_type = 0 THEN '体验课' ELSE '系统课' END", {
      description: 'as Team.team_type_text',
    }),
    teacherid: computed('id', 't.teacher_id'),
    orderid: computed('id', 't.order_id'),
    isrefund: computed('int', '(t.refund_status <> 0)::int', { label: FLAG }),
    teamname: computed('string', team('team_name')),
    teamstate: computed('int', team('team_state')),
    course_day: computed('time', team('class_start'), { description: 'first class day' }),
    end_course_day: computed('time', team('class_end'), { description: 'last class day' }),
    realname: computed('string', teacher('realname')),
    departmentname: computed('string', teacherDepartment),
    packagescourseweek: computed('int', order('packages_course_week')),
    packagesname: computed('string', order('packages_name')),
    packagestype: computed(
      'int',
      '(SELECT p.type FROM package p WHERE p.id = (SELECT o.packages_id FROM orders o WHERE o.id = t.order_id))',
    ),
    packagescourseday: computed('int', order('packages_course_week * 7'), { description: 'package length in days' }),
    pay_channel: computed('id', order('channel_id'), { description: 'channel of the order' }),
    channel_outer_name: computed('string', `(SELECT c.name FROM channel c WHERE c.id = ${order('channel_id')})`),
    express_id: computed('id', '(SELECT e.id FROM express e WHERE e.order_id = t.order_id ORDER BY e.id DESC LIMIT 1)'),
    // Keys of the relations below.
    term_id: computed('id', team('term_id')),
    pay_channel_id: computed('id', order('channel_id')),
    casual_teacher_id: computed(
      'id',
      `(SELECT tc.teacher_id FROM student_task st JOIN task_comment tc ON tc.task_id = st.id
        WHERE st.student_id = t.student_id AND st.team_id = t.team_id AND tc.del = 0 ORDER BY tc.ctime DESC LIMIT 1)`,
      { description: 'the teacher of the latest homework comment (the casual teacher who reviews)' },
    ),
    ready_team_id: computed(
      'id',
      `(SELECT n.team_id FROM student_team n WHERE n.student_id = t.student_id AND n.subject = t.subject AND n.team_type > 0
        AND n.life_cycle = 0 AND n.id <> t.id ORDER BY n.enter_team_time LIMIT 1)`,
      { description: 'the next system class, not started yet' },
    ),
  };
}

/** The student's system class row in the subject (the latest), for the trial list's conversion columns. */
const systemRow = (expr: string) =>
  `(SELECT ${expr} FROM student_team sr WHERE sr.student_id = t.student_id AND sr.subject = t.subject AND sr.team_type > 0 ORDER BY sr.enter_team_time DESC LIMIT 1)`;
const systemTeacher = (column: string) => systemRow(`(SELECT x.${column} FROM teacher x WHERE x.id = sr.teacher_id)`);

/** The trial list (StudentTrialStatisticsPage): teacher, orders and the system class the student converted to. */
function trialListFields(): Fields {
  return {
    teacher_realname: computed('string', teacher('realname')),
    department_name: computed('string', teacherDepartment),
    trial_order_no: computed('string', 't.order_no'),
    channel: computed('id', person('channel_id'), { description: "the student's registration channel" }),
    conversion_type: computed('int', systemRow('sr.team_type'), { description: 'team_type of the system class converted to' }),
    // Trial learning tab (StudentTrialLearnListStatisticsPage): first / latest join and completion of the
    // enrollment's lessons, and whether a lesson was made up (joined / completed a China day after it unlocked).
    first_join_course_time: computed('time', firstOf('join_time')),
    first_complete_course_time: computed('time', firstOf('complete_time')),
    last_join_course_time: computed('time', 't.last_join_time'),
    last_complete_course_time: computed('time', 't.last_complete_time'),
    bu_join_state: computed('int', madeUp('join_time'), {
      label: FLAG,
      description: '1 补 (a lesson joined after its unlock day), 0 当日',
    }),
    bu_complete_state: computed('int', madeUp('complete_time'), {
      label: FLAG,
      description: '1 补 (a lesson completed after its unlock day), 0 当日',
    }),
    is_today_join_course: computed('int', `(t.last_join_time >= ${TODAY_START})::int`, { label: FLAG }),
    is_today_complete_course: computed('int', `(t.last_complete_time >= ${TODAY_START})::int`, { label: FLAG }),
    has_today_course_task: computed('int', `(t.last_task_time >= ${TODAY_START})::int`, { label: FLAG }),
    today_course_task_count: computed('int', lessons(`lr.task_time >= ${TODAY_START}`)),
    system_team_id: computed('id', systemRow('sr.team_id')),
    system_team_name: computed('string', systemRow('(SELECT tm.team_name FROM team tm WHERE tm.id = sr.team_id)')),
    system_order_no: computed('string', systemRow('sr.order_no')),
    system_order_buytime: computed('time', systemRow('sr.buytime')),
    system_order_packages_name: computed('string', systemRow('(SELECT o.packages_name FROM orders o WHERE o.id = sr.order_id)')),
    system_teacher_id: computed('id', systemRow('sr.teacher_id')),
    system_teacher_realname: computed('string', systemTeacher('realname')),
    system_teacher_username: computed('string', systemTeacher('nickname'), {
      description: "the teacher's nickname (teachers have no user name)",
    }),
    system_teacher_department_id: computed('id', systemTeacher('department_id')),
    system_teacher_department_name: computed(
      'string',
      systemRow('(SELECT d.name FROM department d JOIN teacher x ON x.department_id = d.id WHERE x.id = sr.teacher_id)'),
    ),
    device_type: computed('string', `(SELECT ld.device_type FROM ${logins} ORDER BY ld.login_time DESC LIMIT 1)`),
  };
}

export function clientRowFields(): Fields {
  return { ...personFields(), ...lessonFields(), ...gluedFields(), ...trialListFields() };
}

/** The client's relation names on a class row. */
export const CLIENT_ROW_RELATIONS: Record<string, RelationOptions> = {
  userInfo: { model: 'User', localField: 'student_id', foreignField: 'id' },
  user_info: { model: 'User', localField: 'student_id', foreignField: 'id' },
  userExtends: { model: 'UserExtends', localField: 'student_id', foreignField: 'id' },
  teamInfo: { model: 'Team', localField: 'team_id', foreignField: 'id' },
  readyTeamInfo: { model: 'Team', localField: 'ready_team_id', foreignField: 'id' },
  teacherInfo: { model: 'Teacher', localField: 'teacher_id', foreignField: 'id' },
  teacher_info: { model: 'Teacher', localField: 'teacher_id', foreignField: 'id' },
  casualTeacherInfo: { model: 'Teacher', localField: 'casual_teacher_id', foreignField: 'id' },
  teacherWeixinRelationInfo: { model: 'TeacherWechat', localField: 'teacher_wechat_id', foreignField: 'id' },
  teacher_wechat_info: { model: 'TeacherWechat', localField: 'teacher_wechat_id', foreignField: 'id' },
  orderInfo: { model: 'Order', localField: 'order_id', foreignField: 'id' },
  managementInfo: { model: 'Management', localField: 'term_id', foreignField: 'id' },
  payChannelInfo: { model: 'Channel', localField: 'pay_channel_id', foreignField: 'id' },
  expressInfo: { model: 'Express', localField: 'express_id', foreignField: 'id' },
  userLoginDataInfo: { model: 'LastLoginData', localField: 'student_id', foreignField: 'uid' },
  userIntention: { model: 'UserIntention', localField: 'student_id', foreignField: 'uid' },
  lastUserFollowLog: { model: 'LastFollowLog', localField: 'student_id', foreignField: 'uid' },
};
