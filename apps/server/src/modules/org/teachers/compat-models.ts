import { DICTIONARIES, type Dictionary } from '@console/domain';
import { GraphQLFloat, GraphQLInt, GraphQLNonNull, GraphQLObjectType, GraphQLString } from 'graphql';
import { defineModel, type QueryRegistry } from '../../../platform/query';

/**
 * The original client's teacher roots on /graphql/v1/boss, /graphql/v1/teacher and /graphql/v1/toss
 * that the main models do not already answer (docs/decisions/organisation.md, "Client documents"):
 * duty and rank lists, the department list/page under its old name, teacher↔department and
 * teacher↔WeChat relations, the capitalised TeacherList, and the outbound-line roots.
 */

/** CONTRACT §9 duty ids; the names the console shows. */
const DUTIES: [number, string][] = [
  [1, '体验课老师'],
  [2, '系统课老师'],
  [3, '兼职'],
  [4, '兼职'],
];
/** Ranks (ours): the positions the teacher form offers. */
const RANKS: [number, string][] = [
  [1, '组员'],
  [2, '组长'],
  [3, '主管'],
  [4, '经理'],
  [5, '总监'],
];
const values = (rows: [number, string][]) =>
  `SELECT * FROM (VALUES ${rows.map(([id, name]) => `(${id}, '${name}')`).join(', ')}) AS v(id, name)`;

/** A fixed id/name list (duties, ranks) answered as a List root. */
const fixedListModel = (name: string, description: string, rows: [number, string][]) =>
  defineModel({
    name,
    description,
    source: values(rows),
    access: 'staff',
    defaultSort: { id: 'asc' },
    roots: ['List'],
    fields: { id: { type: 'int' }, name: { type: 'string' } },
  });
export const TeacherDutyModel = fixedListModel('TeacherDuty', 'teacher duties (duty_id 1 trial, 2 system, 3 and 4 part-time)', DUTIES);
export const TeacherRankModel = fixedListModel('TeacherRank', 'teacher ranks (positions)', RANKS);

/** The department tree as the old pages read it (TeacherDepartmentList / TeacherDepartmentPage). */
export const TeacherDepartmentModel = defineModel({
  name: 'TeacherDepartment',
  description: 'departments (id, pid, name); root pid 99999',
  source: 'department',
  where: 't.status = 0',
  access: 'staff',
  defaultSort: { sort: 'asc', id: 'asc' },
  roots: ['List', 'Page'],
  fields: { id: { type: 'id' }, pid: { type: 'id' }, name: { type: 'string' }, sort: { type: 'int' }, subject: { type: 'int' } },
});

/** Which department each teacher is in (TeacherDepartmentRelationList). */
export const TeacherDepartmentRelationModel = defineModel({
  name: 'TeacherDepartmentRelation',
  source: 'SELECT id, id AS teacher_id, department_id, subject, deleted FROM teacher',
  where: 't.deleted = 0',
  access: 'staff',
  subjectColumn: 'subject',
  roots: ['List'],
  fields: { id: { type: 'id' }, teacher_id: { type: 'id' }, department_id: { type: 'id' } },
  relations: { department: { model: 'Department', localField: 'department_id', foreignField: 'id' } },
});

/** Which WeChat accounts each teacher uses (TeacherWeixinRelation / TeacherWeixinRelationList). */
export const TeacherWeixinRelationModel = defineModel({
  name: 'TeacherWeixinRelation',
  source: `SELECT id, teacher_id, id AS weixin_id, wechat_no AS weixin_no, subject, CASE WHEN wechat_status = 0 THEN 1 ELSE 0 END AS is_effective,
    ctime FROM teacher_wechat WHERE deleted = 0`,
  access: 'staff',
  subjectColumn: 'subject',
  roots: ['List', 'One'],
  rootNames: { One: 'TeacherWeixinRelation' },
  fields: {
    id: { type: 'id' },
    teacher_id: { type: 'id' },
    weixin_id: { type: 'id' },
    weixin_no: { type: 'string' },
    is_effective: { type: 'int' },
    ctime: { type: 'time' },
  },
});

/** `TeacherList` (capital T, the old name of teacherList): id, realname, phone, department. */
export const TeacherBriefModel = defineModel({
  name: 'TeacherBrief',
  description: 'teacher lookup under its old name TeacherList (phone masked)',
  source: 'teacher',
  where: 't.deleted = 0',
  access: 'staff',
  subjectColumn: 'subject',
  defaultSort: { id: 'desc' },
  roots: ['List'],
  rootNames: { List: 'TeacherList' },
  fields: {
    id: { type: 'id' },
    realname: { type: 'string' },
    nickname: { type: 'string' },
    phone: { type: 'string', mask: 'mobile' },
    status: { type: 'int', label: DICTIONARIES.teacherStatus },
    duty_id: { type: 'int', label: DICTIONARIES.dutyId },
    department_id: { type: 'id' },
  },
  relations: { department: { model: 'Department', localField: 'department_id', foreignField: 'id' } },
});

const CALL_TYPE: Dictionary = { 1: { zh: '呼出', en: 'Outbound' }, 2: { zh: '呼入', en: 'Inbound' } };
const USE_STATUS: Dictionary = { 0: { zh: '空闲', en: 'Free' }, 1: { zh: '已绑定', en: 'Bound' } };

/** The teacher's details the outbound pages show next to a line or a call (teacherInfo). */
export const OutboundTeacherInfoModel = defineModel({
  name: 'OutboundTeacherInfo',
  source: `SELECT t.*, t.duty_id AS duty_id_v, d.name AS department_name, p.id AS group_id, p.name AS group_name
    FROM teacher t LEFT JOIN department d ON d.id = t.department_id LEFT JOIN department p ON p.id = d.pid`,
  access: 'staff',
  subjectColumn: 'subject',
  roots: [],
  fields: {
    id: { type: 'id' },
    cid: { type: 'id', sql: 'NULL::bigint' },
    mid: { type: 'id', sql: 'NULL::bigint' },
    ding_userid: { type: 'string' },
    realname: { type: 'string' },
    nickname: { type: 'string' },
    phone: { type: 'string', mask: 'mobile' },
    status: { type: 'int', label: DICTIONARIES.teacherStatus },
    head_image: { type: 'string' },
    sex: { type: 'int', label: DICTIONARIES.sex },
    level: { type: 'int' },
    is_login: { type: 'int' },
    join_date: { type: 'time' },
    leave_date: { type: 'time' },
    leave_train: { type: 'time', sql: 'NULL::timestamptz', description: 'not kept (the original form’s training date)' },
    duty_id: { type: 'int' },
    duty_name: { type: 'string', sql: `CASE t.duty_id ${DUTIES.map(([id, n]) => `WHEN ${id} THEN '${n}'`).join(' ')} END` },
    rank_id: { type: 'int' },
    rank_name: { type: 'string', column: 'rank' },
    group_id: { type: 'id' },
    group_name: { type: 'string' },
    department_id: { type: 'id' },
    department_name: { type: 'string' },
    area_id: { type: 'id', sql: 'NULL::bigint' },
    area_name: { type: 'string' },
    ctime: { type: 'time' },
    utime: { type: 'time' },
  },
});

/** A student as the call pages show them (studentInfo): the person, their classes and current courses. */
export const OutboundStudentInfoModel = defineModel({
  name: 'OutboundStudentInfo',
  source: 'student',
  access: { area: 'call-center' },
  roots: [],
  fields: {
    id: { type: 'id' },
    sex: { type: 'int', label: DICTIONARIES.sex },
    status: { type: 'int', sql: 't.is_logoff' },
    mobile: { type: 'string', mask: 'mobile' },
    username: { type: 'string' },
    mobile_city: { type: 'string' },
    mobile_province: { type: 'string' },
    birthday: { type: 'time' },
  },
  relations: {
    teams: { model: 'OutboundStudentTeam', localField: 'id', foreignField: 'student_id', many: true },
    trialCourse: { model: 'OutboundTrialCourse', localField: 'id', foreignField: 'student_id' },
    systemCourse: { model: 'OutboundSystemCourse', localField: 'id', foreignField: 'student_id' },
  },
});

const courseFields = {
  id: { type: 'id' as const },
  student_id: { type: 'id' as const },
  term: { type: 'int' as const },
  current_lesson: { type: 'string' as const },
  current_level: { type: 'string' as const },
  team_name: { type: 'string' as const, sql: '(SELECT tm.team_name FROM team tm WHERE tm.id = t.team_id)' },
  team_type: { type: 'int' as const },
};
/** A student's classes as the outbound student card reads them; `where` picks all, trial or system ones. */
const outboundCourseModel = (name: string, where: string) =>
  defineModel({
    name,
    source: 'student_team',
    where,
    access: { area: 'call-center' },
    subjectColumn: 'subject',
    roots: [],
    fields: courseFields,
  });
export const OutboundStudentTeamModel = outboundCourseModel('OutboundStudentTeam', 't.del = 0');
export const OutboundTrialCourseModel = outboundCourseModel('OutboundTrialCourse', 't.del = 0 AND t.team_type = 0');
export const OutboundSystemCourseModel = outboundCourseModel('OutboundSystemCourse', 't.del = 0 AND t.team_type > 0');

/** Outbound lines (seats) and the teacher each is bound to (TeacherOutboundPage / List). */
export const TeacherOutboundModel = defineModel({
  name: 'TeacherOutbound',
  description: 'outbound phone line (seat) bound to a teacher',
  source: 'outbound_binding',
  access: { area: 'call-center' },
  subjectColumn: 'subject',
  defaultSort: { id: 'desc' },
  roots: ['Page', 'List'],
  fields: {
    id: { type: 'id' },
    cid: { type: 'id', sql: 'NULL::bigint' },
    mid: { type: 'id', sql: 'NULL::bigint' },
    del: { type: 'int', sql: '0' },
    cno: { type: 'string' },
    agent_name: { type: 'string' },
    teacher_id: { type: 'id' },
    realname: { type: 'string', sql: '(SELECT x.realname FROM teacher x WHERE x.id = t.teacher_id)' },
    tel_type: { type: 'int' },
    tel: { type: 'string', mask: 'mobile' },
    use_status: { type: 'int', label: USE_STATUS },
    bind_time: { type: 'time' },
    ctime: { type: 'time' },
    utime: { type: 'time' },
  },
  relations: { teacherInfo: { model: 'OutboundTeacherInfo', localField: 'teacher_id', foreignField: 'id' } },
});

/** Teachers' outbound calls under the old root names (TeacherOutboundCallRecordPage / List). */
export const TeacherOutboundCallRecordModel = defineModel({
  name: 'TeacherOutboundCallRecord',
  description: 'an outbound call of a teacher (call_record, record_type 1)',
  source: 'call_record',
  where: 't.record_type = 1',
  access: { area: 'call-center' },
  subjectColumn: 'subject',
  defaultSort: { start_time: 'desc' },
  roots: ['Page', 'List'],
  fields: {
    id: { type: 'id' },
    cid: { type: 'id', sql: 'NULL::bigint' },
    mid: { type: 'id', sql: 'NULL::bigint' },
    del: { type: 'int', sql: '0' },
    cno: { type: 'string' },
    agent_name: { type: 'string', sql: '(SELECT b.agent_name FROM outbound_binding b WHERE b.subject = t.subject AND b.cno = t.cno)' },
    teacher_id: { type: 'id' },
    student_id: { type: 'id', column: 'uid' },
    student_mobile: { type: 'string', column: 'customer_number', mask: 'mobile' },
    request_unique_id: { type: 'string', sql: "'CR' || t.id::text" },
    cdr_status: { type: 'int', label: DICTIONARIES.callCdrStatus },
    call_type: { type: 'int', label: CALL_TYPE },
    start_time: { type: 'time' },
    bridge_time: { type: 'time', column: 'answer_time' },
    answer_time: { type: 'time' },
    end_time: { type: 'time' },
    answer_duration: { type: 'int', description: 'seconds' },
    end_reason: { type: 'string' },
    end_reason_text: { type: 'string', column: 'end_reason' },
    record_file: { type: 'string' },
    ctime: { type: 'time' },
    utime: { type: 'time', column: 'ctime' },
  },
  relations: {
    teacherInfo: { model: 'OutboundTeacherInfo', localField: 'teacher_id', foreignField: 'id' },
    studentInfo: { model: 'OutboundStudentInfo', localField: 'student_id', foreignField: 'id' },
  },
});

export function registerOrganizationCompatRoots(registry: QueryRegistry): void {
  registry.register(
    TeacherDutyModel,
    TeacherRankModel,
    TeacherDepartmentModel,
    TeacherDepartmentRelationModel,
    TeacherWeixinRelationModel,
    TeacherBriefModel,
    OutboundTeacherInfoModel,
    OutboundStudentInfoModel,
    OutboundStudentTeamModel,
    OutboundTrialCourseModel,
    OutboundSystemCourseModel,
    TeacherOutboundModel,
    TeacherOutboundCallRecordModel,
  );
  // Totals of the outbound-call page: calls, answered / not, answered seconds, rate and average.
  registry.addRoot({
    name: 'TeacherOutboundStatistics',
    access: { area: 'call-center' },
    description: 'outbound-call totals over the filter: total, answerTotal, notAnswerTotal, answerTotalTime (s), answerRate, avgTime (s)',
    args: { query: { type: GraphQLString } },
    type: () =>
      new GraphQLNonNull(
        new GraphQLObjectType({
          name: 'TeacherOutboundStatisticsResult',
          fields: {
            total: { type: new GraphQLNonNull(GraphQLInt) },
            answerTotal: { type: new GraphQLNonNull(GraphQLInt) },
            notAnswerTotal: { type: new GraphQLNonNull(GraphQLInt) },
            answerTotalTime: { type: new GraphQLNonNull(GraphQLInt) },
            answerRate: { type: GraphQLFloat },
            avgTime: { type: GraphQLFloat },
          },
        }),
      ),
    resolve: async (_ctx, args, tools) => {
      const buckets = await tools.statistics('TeacherOutboundRecord', {
        query: (args.query as string | undefined) || null,
        termField: 'cdr_status',
        sumField: 'answer_duration',
      });
      const answered = buckets.find((b) => b.code === '22');
      const total = buckets.reduce((n, b) => n + b.count, 0);
      const answerTotal = answered?.count ?? 0;
      const answerTotalTime = Math.round(answered?.value ?? 0);
      return {
        total,
        answerTotal,
        notAnswerTotal: total - answerTotal,
        answerTotalTime,
        answerRate: total ? Math.round((answerTotal / total) * 10000) / 100 : null,
        avgTime: answerTotal ? Math.round((answerTotalTime / answerTotal) * 10) / 10 : null,
      };
    },
  });
}
