import { DICTIONARIES } from '@console/domain';
import { GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLString } from 'graphql';
import {
  computed,
  defineModel,
  type Fields,
  noFilter,
  type QueryRegistry,
  type RelationOptions,
  studentRef,
} from '../../../platform/query';
import { SYSTEM_USER_STATUSES } from './fields';

/**
 * The student as a person (`student`) seen from one subject line, and the subject line itself
 * (`student_subject`, the spec's UserExtends). Both join the two tables, so the subject scope is the
 * line's subject and a phone wildcard hits the trigram index on student.mobile.
 */

const STUDENTS = { area: 'students' } as const;
const SYSTEM_STATUSES = SYSTEM_USER_STATUSES.join(', ');

/**
 * The labels and intentions of the student in the subject: the lists filter on them
 * (`labelRecords.label_id`, `intentions.is_track`), each a `student_id IN (SELECT ...)` condition.
 * A label or an intention in a line needs the student's row in that line (foreign keys of migration
 * 0225), so a list filtered by one of them alone is counted on the labels or intentions.
 */
const PERSON_RELATIONS: Record<string, RelationOptions> = {
  labelRecords: {
    model: 'JLLabelRecordInfo',
    localField: 'id',
    foreignField: 'student_id',
    many: true,
    countOnTarget: true,
    uniquePer: 'label_id', // student_label's primary key is (student_id, label_id)
  },
  intentions: { model: 'UserIntention', localField: 'id', foreignField: 'uid', many: true, countOnTarget: true },
};

/** The original client's relations on the person (User and UserExtends). */
const PERSON_CLIENT_RELATIONS: Record<string, RelationOptions> = {
  weixinUser: { model: 'WeixinUser', localField: 'id', foreignField: 'id' },
  lastLoginData: { model: 'LastLoginData', localField: 'id', foreignField: 'uid' },
  teams: { model: 'StudentTeamRow', localField: 'id', foreignField: 'student_id', many: true },
};

/**
 * User: the student as a person (spec "Student (user)"), in the request's subject (a student without a
 * line in it is not seen). Root `User`; the target of every `user` relation (foreignField `id`).
 */
export const UserModel = defineModel({
  name: 'User',
  description: 'A student (spec "Student (user)") in the current subject line',
  source: `SELECT s.id, s.user_num, s.mobile, s.tel_area_code, s.mobile_province, s.mobile_city, s.username, s.nickname,
      s.sex, s.birthday, s.head, s.base_painting, s.grade, s.email, s.country_code, s.province, s.city, s.area,
      s.channel_id, s.send_id, s.join_date, s.wechat_unionid, s.wechat_nickname, s.wechat_head, s.wechat_follow,
      s.is_logoff, s.logoff_time, s.wechat_no, s.ctime, s.utime, ss.subject, ss.user_status, ss.life_cycle
    FROM student s JOIN student_subject ss ON ss.student_id = s.id`,
  subjectColumn: 'subject',
  access: STUDENTS,
  roots: ['One', 'List'],
  defaultSort: { join_date: 'desc' },
  fields: {
    id: { type: 'id' },
    ...studentRef('id'),
    user_num: { type: 'string' },
    user_num_text: { type: 'string', column: 'user_num', description: 'the user number as text (the client searches it with a wildcard)' },
    wechat_nikename: noFilter('string', { column: 'wechat_nickname', description: "the original client's spelling" }),
    wechat_no: noFilter('string'),
    last_team_id: computed(
      'id',
      `(SELECT x.team_id FROM student_team x WHERE x.student_id = t.id AND x.subject = t.subject ORDER BY x.enter_team_time DESC LIMIT 1)`,
      { description: 'the class the student entered last in the subject' },
    ),
    mobile: { type: 'string', mask: 'mobile' },
    tel_area_code: noFilter('string'),
    mobile_province: noFilter('string'),
    mobile_city: noFilter('string'),
    username: { type: 'string' },
    nickname: { type: 'string' },
    sex: noFilter('int', { label: DICTIONARIES.sex }),
    birthday: noFilter('time'),
    head: noFilter('string'),
    base_painting: noFilter('int', { label: DICTIONARIES.basePainting }),
    grade: noFilter('int'),
    email: noFilter('string'),
    country_code: noFilter('string'),
    province: noFilter('string'),
    city: noFilter('string'),
    area: noFilter('string'),
    channel: noFilter('id', { column: 'channel_id' }),
    channel_id: noFilter('id'),
    send_id: { type: 'id', description: 'recommender (a student id)' },
    join_date: { type: 'time', description: 'registration time' },
    status: { type: 'int', column: 'user_status', label: DICTIONARIES.userStatus, description: 'user_status of this subject line' },
    user_status: { type: 'int', label: DICTIONARIES.userStatus },
    life_cycle: { type: 'int', label: DICTIONARIES.lifeCycle },
    subject: { type: 'int', label: DICTIONARIES.subject },
    bought_subject: computed(
      'string[]',
      `ARRAY(SELECT x.subject::text FROM student_subject x WHERE x.student_id = t.id AND x.user_status IN (${SYSTEM_STATUSES}) ORDER BY x.subject)`,
      { description: 'subjects with a bought system course' },
    ),
    labels: computed(
      'string[]',
      `ARRAY(SELECT l.name FROM student_label sl JOIN label l ON l.id = sl.label_id
        WHERE sl.student_id = t.id AND sl.subject = t.subject AND l.deleted = 0 ORDER BY l.sort, l.id)`,
    ),
    wechat_unionid: { type: 'string' },
    wechat_nickname: noFilter('string'),
    wechat_head: noFilter('string'),
    wechat_follow: noFilter('int'),
    is_logoff: noFilter('int'),
    logoff_time: noFilter('time'),
    ctime: noFilter('time'),
    utime: noFilter('time'),
  },
  relations: {
    userExtends: { model: 'UserExtends', localField: 'id', foreignField: 'id' },
    channelInfo: { model: 'Channel', localField: 'channel_id', foreignField: 'id' },
    sender: { model: 'User', localField: 'send_id', foreignField: 'id' },
    ...PERSON_RELATIONS,
    ...PERSON_CLIENT_RELATIONS,
    // The detail header's class cards: the student's system and trial classes in the subject.
    systemCourseOfStudentDetails: { model: 'StudentSystemStatistics', localField: 'id', foreignField: 'student_id', many: true },
    trialOfStudentDetails: { model: 'StudentTrialStatistics', localField: 'id', foreignField: 'student_id', many: true },
    zero_teamid_write_trials: { model: 'StudentTrialStatistics', localField: 'id', foreignField: 'student_id', many: true },
    address: { model: 'UserAddress', localField: 'id', foreignField: 'uid', many: true },
    jluserInfo: { model: 'JlUserInfo', localField: 'id', foreignField: 'id' },
  },
});

/** student_subject joined with student: the line's codes plus the person's profile. */
const EXTENDS_SOURCE = `SELECT ss.id AS extends_id, ss.student_id, ss.subject, ss.user_status, ss.life_cycle, ss.join_date,
    ss.channel_id, ss.send_id AS subject_send_id, ss.teacher_id, ss.department_id, ss.team_id, ss.term, ss.sup,
    ss.trial_teacher_id, ss.trial_team_id, ss.trial_term, ss.first_order_time, ss.last_order_buy_time,
    ss.system_order_count, ss.remaining_week, ss.added_wechat, ss.ctime, ss.utime,
    s.user_num, s.mobile, s.username, s.nickname, s.sex, s.birthday, s.head, s.province, s.city, s.area,
    s.mobile_province, s.mobile_city, s.base_painting, s.grade, s.email, s.send_id, s.join_date AS register_date,
    s.wechat_nickname, s.wechat_head, s.wechat_follow, s.wechat_unionid, s.wechat_no, s.is_logoff
  FROM student_subject ss LEFT JOIN student s ON s.id = ss.student_id`;

/**
 * The join with the person is 1:1 (student_id NOT NULL REFERENCES student), so the subject lines' counts
 * are the rows'. It is written as a LEFT JOIN, which gives the same rows, so that PostgreSQL drops the
 * join from totals that read no column of the person.
 */
const EXTENDS_COUNTS = { table: 'student_subject_count', columns: ['subject', 'user_status', 'life_cycle'] } as const;

/** The all-users page's summary of the student's orders and teachers in the subject (arrays of ids). */
function allUserFields(): Fields {
  const ids = (sql: string) => computed('string[]', `ARRAY(${sql})`);
  const rows = `FROM student_team x WHERE x.student_id = t.student_id AND x.subject = t.subject`;
  return {
    oids: ids(`SELECT o.id::text FROM orders o WHERE o.uid = t.student_id AND o.subject = t.subject ORDER BY o.id`),
    teacher_ids: ids(`SELECT DISTINCT x.teacher_id::text ${rows} AND x.teacher_id IS NOT NULL`),
    last_teacher_ids: ids(`SELECT t.teacher_id::text WHERE t.teacher_id IS NOT NULL`),
    pay_teacher_ids: ids(`SELECT DISTINCT x.teacher_id::text ${rows} AND x.team_type > 0 AND x.teacher_id IS NOT NULL`),
    sale_department_ids: ids(`SELECT DISTINCT x.department_id::text ${rows} AND x.team_type = 0 AND x.department_id IS NOT NULL`),
    last_department_ids: ids(`SELECT t.department_id::text WHERE t.department_id IS NOT NULL`),
    is_trial: computed('int', `(EXISTS (SELECT 1 ${rows} AND x.team_type = 0))::int`),
    is_system: computed('int', `(EXISTS (SELECT 1 ${rows} AND x.team_type > 0))::int`),
  };
}

/** `id` is the student's id (what details/{u_id} opens); one row per student in a subject. */
function extendsFields(): Fields {
  return {
    id: { type: 'id', column: 'student_id', description: 'the student id (u_id)' },
    ...studentRef('student_id'),
    extends_id: { type: 'id', description: 'id of the student_subject row' },
    user_num: { type: 'string' },
    user_num_text: { type: 'string', column: 'user_num', description: 'the user number as text (the client searches it with a wildcard)' },
    mobile: { type: 'string', mask: 'mobile' },
    username: { type: 'string' },
    nickname: { type: 'string' },
    sex: noFilter('int', { label: DICTIONARIES.sex }),
    birthday: noFilter('time'),
    head: noFilter('string'),
    wechat_nikename: noFilter('string', { column: 'wechat_nickname' }),
    wechat_nick_name: noFilter('string', { column: 'wechat_nickname' }),
    wechat_avatar: noFilter('string', { column: 'wechat_head' }),
    wechat_id: noFilter('string', { column: 'wechat_unionid' }),
    wechat_no: noFilter('string'),
    bear_amount: computed('money', '(SELECT a.balance FROM account a WHERE a.uid = t.student_id AND a.account_type = 2)', {
      description: 'coin (小熊币) balance: account_type 2',
    }),
    ...allUserFields(),
    province: noFilter('string'),
    city: noFilter('string'),
    area: noFilter('string'),
    mobile_province: noFilter('string'),
    mobile_city: noFilter('string'),
    base_painting: noFilter('int', { label: DICTIONARIES.basePainting }),
    grade: noFilter('int'),
    email: noFilter('string'),
    subject: { type: 'int', label: DICTIONARIES.subject },
    user_status: { type: 'int', label: DICTIONARIES.userStatus },
    status: { type: 'int', column: 'user_status', label: DICTIONARIES.userStatus },
    life_cycle: { type: 'int', label: DICTIONARIES.lifeCycle },
    join_date: { type: 'time', description: 'joined this subject line' },
    register_date: noFilter('time'),
    channel: { type: 'id', column: 'channel_id' },
    channel_id: { type: 'id' },
    send_id: { type: 'id', description: 'recommender of the person (student.send_id)' },
    subject_send_id: noFilter('id', { description: 'recommender recorded on this subject line' }),
    teacher_id: { type: 'id' },
    trial_teacher_id: { type: 'id' },
    department_id: noFilter('id'),
    team_id: noFilter('id'),
    term: noFilter('int'),
    sup: noFilter('string'),
    trial_team_id: noFilter('id'),
    trial_term: noFilter('int'),
    first_order_time: noFilter('time'),
    last_order_buy_time: { type: 'time' },
    system_order_count: noFilter('int'),
    remaining_week: noFilter('int'),
    added_wechat: noFilter('int'),
    wechat_nickname: noFilter('string'),
    wechat_head: noFilter('string'),
    wechat_follow: noFilter('int'),
    is_logoff: noFilter('int'),
    ctime: noFilter('time'),
    utime: noFilter('time'),
  };
}

const extendsRelations: Record<string, RelationOptions> = {
  user: { model: 'User', localField: 'id', foreignField: 'id' },
  teacher: { model: 'Teacher', localField: 'teacher_id', foreignField: 'id' },
  trialTeacher: { model: 'Teacher', localField: 'trial_teacher_id', foreignField: 'id' },
  team: { model: 'Team', localField: 'team_id', foreignField: 'id' },
  trialTeam: { model: 'Team', localField: 'trial_team_id', foreignField: 'id' },
  channelInfo: { model: 'Channel', localField: 'channel_id', foreignField: 'id' },
  department: { model: 'Department', localField: 'department_id', foreignField: 'id' },
  ...PERSON_RELATIONS,
  ...PERSON_CLIENT_RELATIONS,
  userInfo: { model: 'User', localField: 'id', foreignField: 'id' },
  sender: { model: 'User', localField: 'send_id', foreignField: 'id' },
  couponUserList: { model: 'GradeCoupon', localField: 'id', foreignField: 'uid', many: true },
  accountUserCollect: { model: 'AccountUserCollect', localField: 'id', foreignField: 'uid', many: true },
};

export const UserExtendsModel = defineModel({
  name: 'UserExtends',
  description: 'A student in one subject line (student_subject with the person)',
  source: EXTENDS_SOURCE,
  subjectColumn: 'subject',
  countRollup: EXTENDS_COUNTS,
  access: STUDENTS,
  defaultSort: { join_date: 'desc' },
  fields: extendsFields(),
  relations: extendsRelations,
});

export const StudentAllUserStatisticsModel = defineModel({
  name: 'StudentAllUserStatistics',
  description: 'All users of the subject (default sort join_date desc)',
  source: EXTENDS_SOURCE,
  subjectColumn: 'subject',
  countRollup: EXTENDS_COUNTS,
  access: STUDENTS,
  roots: ['Page'],
  defaultSort: { join_date: 'desc' },
  fields: extendsFields(),
  relations: extendsRelations,
});

/** The system-course state pages list the students who bought a system course (user_status 3-7, 9-12). */
const systemState = (name: string) =>
  defineModel({
    name,
    description: 'Students with a bought system course, by their state',
    source: EXTENDS_SOURCE,
    subjectColumn: 'subject',
    countRollup: EXTENDS_COUNTS,
    where: `t.user_status IN (${SYSTEM_STATUSES})`,
    access: STUDENTS,
    roots: ['Page'],
    defaultSort: { join_date: 'desc' },
    fields: extendsFields(),
    relations: extendsRelations,
  });
export const UserSystemStateStatisticsModel = systemState('UserSystemStateStatistics');
export const UserSystemStateStatisticsV2Model = systemState('UserSystemStateStatisticsV2');

const QUERY_ARG = { type: GraphQLString, description: 'filter (JSON text), as for every root' };
const SORT_ARG = { type: GraphQLString, description: 'sort (JSON text)' };
const str = (v: unknown) => (typeof v === 'string' ? v : null);

export function registerStudentModels(registry: QueryRegistry): void {
  registry.register(
    UserModel,
    UserExtendsModel,
    StudentAllUserStatisticsModel,
    UserSystemStateStatisticsModel,
    UserSystemStateStatisticsV2Model,
  );
  registry.addRoot({
    name: 'StudentDetails',
    access: STUDENTS,
    description: 'One student (the detail page header): the first User matching the filter, e.g. {"id": 123}',
    args: { query: QUERY_ARG, sort: SORT_ARG },
    type: (t) => t.object('User'),
    resolve: async (_ctx, args, tools) => (await tools.list('User', { query: str(args.query), sort: str(args.sort), size: 1 }))[0] ?? null,
  });
  registry.addRoot({
    name: 'StudentHierarchyList',
    access: STUDENTS,
    description: 'The spec\'s unnamed "hierarchy student list": UserExtends rows (filter by user_status / life_cycle / teacher)',
    args: { query: QUERY_ARG, size: { type: GraphQLInt }, sort: SORT_ARG },
    type: (t) => new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(t.object('UserExtends')))),
    resolve: (_ctx, args, tools) =>
      tools.list('UserExtends', {
        query: str(args.query),
        sort: str(args.sort),
        size: typeof args.size === 'number' ? args.size : undefined,
      }),
  });
}
