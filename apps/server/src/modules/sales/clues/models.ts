import { GraphQLObjectType, GraphQLString } from 'graphql';
import type { AuthedContext } from '../../../platform/http/context';
import { computed, defineModel, noFilter, type QueryRegistry, type RelationOptions } from '../../../platform/query';
import { FLOW_TYPE_LABEL, LIBRARY_LABEL } from './rules';

/**
 * Clue query models (spec 02 §7): ClueBasePage / ClueCount (count0..count6 are aliases of one
 * ClueCount root, one per library tab), ClueLogPage (flow log), ClueActivityPage,
 * HistoryClueLogPage, FlowReasonList, MyClueCount (the caller's own clues) and the track roots.
 * Every filter is served by an index of 0400; computed fields are read-only.
 */
const CLUES = { area: 'clues' } as const;
const d = (zh: string, en: string) => ({ zh, en });
const user = (localField: string): Record<string, RelationOptions> => ({ user: { model: 'User', localField, foreignField: 'id' } });
const teacherRel = (name: string, localField: string): Record<string, RelationOptions> => ({
  [name]: { model: 'Teacher', localField, foreignField: 'id' },
});

export const ClueBaseModel = defineModel({
  name: 'ClueBase',
  description: 'Clues by library (clue_status = library code); ClueCount is its count (aliases count0..count6 per tab)',
  source: 'clue',
  subjectColumn: 'subject',
  access: CLUES,
  roots: ['Page', 'List', 'One', 'Count'],
  rootNames: { Count: 'ClueCount' },
  countRollup: { table: 'clue_count', columns: ['subject', 'clue_status'] },
  fields: {
    id: { type: 'id' },
    oid: noFilter('id'),
    user_id: { type: 'id' },
    uid: { type: 'id', column: 'user_id' },
    user_num: { type: 'string', sql: '(SELECT s.user_num FROM student s WHERE s.id = t.user_id)', filterVia: 'user.user_num', sort: false },
    period: { type: 'int' },
    period_name: noFilter('string'),
    sup: noFilter('string'),
    clue_status: { type: 'int', label: LIBRARY_LABEL },
    current_clue: noFilter('int'),
    clue_one_type_code: noFilter('string'),
    clue_two_type_code: noFilter('string'),
    channel: { type: 'string' },
    last_order_buy_time: noFilter('time'),
    join_course_enum: noFilter('int'),
    complete_course_enum: noFilter('int'),
    flow_count: noFilter('int'),
    flow_reason: noFilter('string'),
    flow_last_time: noFilter('time'),
    teacher_id: { type: 'id' },
    stage_no: noFilter('int'),
    treasure_grabbing_stauts: noFilter('int'),
    lock: noFilter('int'),
    claim_time: noFilter('time'),
    last_work_time: noFilter('time'),
    flow_deadline: noFilter('time'),
    remainFrozenDays: computed(
      'int',
      `CASE WHEN t.frozen_until > now() THEN ceil(EXTRACT(EPOCH FROM (t.frozen_until - now())) / 86400)::int ELSE 0 END`,
      { description: 'days before the teacher who lost the clue may claim it again' },
    ),
    flowCountDown: computed(
      'int',
      `CASE WHEN t.teacher_id IS NOT NULL AND t.lock = 0 AND t.flow_deadline IS NOT NULL
            THEN GREATEST(0, floor(EXTRACT(EPOCH FROM (t.flow_deadline - now())) * 1000))::bigint END`,
      { description: 'ms before a held clue flows back to the open sea (null when locked or not held)' },
    ),
    subject: noFilter('int'),
    again_avtive: noFilter('int'),
    again_buy: noFilter('int'),
    ctime: { type: 'time' },
    utime: noFilter('time'),
  },
  relations: {
    ...user('user_id'),
    ...teacherRel('teacher', 'teacher_id'),
    teacherInfo: { model: 'Teacher', localField: 'teacher_id', foreignField: 'id' },
    flowLogs: { model: 'ClueLog', localField: 'id', foreignField: 'clue_id', many: true },
  },
});

export const ClueLogModel = defineModel({
  name: 'ClueLog',
  description: 'Clue flow log: every move between libraries and teachers (flow_type 0 circulation, 1 change)',
  source: 'clue_flow_log',
  subjectColumn: 'subject',
  access: CLUES,
  roots: ['Page', 'List'],
  defaultSort: { flow_time: 'desc' },
  fields: {
    id: { type: 'id' },
    clue_id: { type: 'id' },
    user_id: noFilter('id'),
    from_clue_code: noFilter('int', { label: LIBRARY_LABEL }),
    to_clue_code: noFilter('int', { label: LIBRARY_LABEL }),
    from_teacher_id: { type: 'id' },
    to_teacher_id: { type: 'id' },
    flow_time: { type: 'time' },
    flow_type: noFilter('int', { label: FLOW_TYPE_LABEL }),
    flow_reason: noFilter('string'),
    staff_id: noFilter('id'),
  },
  relations: {
    ...user('user_id'),
    ...teacherRel('fromTeacher', 'from_teacher_id'),
    ...teacherRel('toTeacher', 'to_teacher_id'),
    clue: { model: 'ClueBase', localField: 'clue_id', foreignField: 'id' },
  },
});

const COURSE_STATUS = { 0: d('未开课', 'Not started'), 1: d('上课中', 'In class'), 2: d('已结课', 'Finished') };
const CONVERSION = { 0: d('未转化', 'Not converted'), 1: d('已转化', 'Converted') };

export const ClueActivityModel = defineModel({
  name: 'ClueActivity',
  description: 'Activities of a student that made or revived a clue',
  source: 'clue_activity',
  subjectColumn: 'subject',
  access: CLUES,
  roots: ['Page', 'List'],
  fields: {
    id: { type: 'id' },
    clue_id: noFilter('id'),
    uid: { type: 'id' },
    buy_time: noFilter('time'),
    activity_start: noFilter('time'),
    stage: noFilter('string'),
    course_status: noFilter('int', { label: COURSE_STATUS }),
    conversion_status: noFilter('int', { label: CONVERSION }),
    flowReasonMsg: noFilter('string', { column: 'flow_reason_msg' }),
    ctime: { type: 'time' },
  },
  relations: user('uid'),
});

export const HistoryClueLogModel = defineModel({
  name: 'HistoryClueLog',
  description: 'Trial-period snapshot of a student kept when its clue became history',
  source: 'history_clue_log',
  subjectColumn: 'subject',
  access: CLUES,
  roots: ['Page'],
  fields: {
    id: { type: 'id' },
    clue_id: noFilter('id'),
    team_id: { type: 'id' },
    user_id: { type: 'id' },
    user_status: noFilter('int'),
    added_wechat: noFilter('int'),
    open_app_count: noFilter('int'),
    join_course_count: noFilter('int'),
    complete_course_count: noFilter('int'),
    task_count: noFilter('int'),
    comment_count: noFilter('int'),
    listen_count: noFilter('int'),
    last_join_time: noFilter('time'),
    last_complete_time: noFilter('time'),
    labels: noFilter('string[]'),
    last_order_buy_time: noFilter('time'),
    appversion: noFilter('string'),
    device_model: noFilter('string'),
    device_type: noFilter('string'),
    login_time: noFilter('time'),
    userIntention: { type: 'json', column: 'intention' },
    ctime: { type: 'time' },
  },
  relations: { ...user('user_id'), userExtends: { model: 'User', localField: 'user_id', foreignField: 'id' } },
});

export const FlowReasonModel = defineModel({
  name: 'FlowReason',
  description: 'Reasons a clue flows, with the library it goes to (1001 private, 2000 open sea, 3000 grab treasure)',
  source: 'flow_reason',
  subjectColumn: 'subject',
  access: CLUES,
  roots: ['List', 'Page'],
  defaultSort: { sort: 'asc' },
  fields: {
    id: { type: 'id' },
    code: { type: 'string' },
    name: noFilter('string'),
    target_library: { type: 'int', label: LIBRARY_LABEL },
    sort: noFilter('int'),
    ctime: noFilter('time'),
  },
});

/** Clues handed out to teachers (allotment, claim, change): the dispatch view of the flow log. */
export const TrackDispatchRecordModel = defineModel({
  name: 'TrackDispatchRecord',
  description: 'Flow-log rows that gave a clue to a teacher',
  source: 'clue_flow_log',
  subjectColumn: 'subject',
  where: 't.to_teacher_id IS NOT NULL',
  access: CLUES,
  roots: ['Page'],
  defaultSort: { flow_time: 'desc' },
  fields: {
    id: { type: 'id' },
    clue_id: { type: 'id' },
    user_id: noFilter('id'),
    teacher_id: { type: 'id', column: 'to_teacher_id' },
    from_teacher_id: { type: 'id' },
    flow_type: noFilter('int', { label: FLOW_TYPE_LABEL }),
    flow_reason: noFilter('string'),
    flow_time: { type: 'time' },
  },
  relations: { ...user('user_id'), ...teacherRel('teacher', 'teacher_id') },
});

/** Clues in the open sea and grab treasure ("washing" pools), with whether the student came back. */
export const TrackWashQuantityModel = defineModel({
  name: 'TrackWashQuantity',
  description: 'Pooled clues (open sea, grab treasure): countAll, countWaitActive, countActived by again_avtive',
  source: 'clue',
  subjectColumn: 'subject',
  where: 't.clue_status IN (2000, 3000)',
  access: CLUES,
  roots: ['Page', 'Count'],
  rootNames: { Count: 'TrackWashQuantityTotal' },
  fields: {
    id: { type: 'id' },
    user_id: { type: 'id' },
    clue_status: { type: 'int', label: LIBRARY_LABEL },
    again_avtive: { type: 'int' },
    flow_reason: noFilter('string'),
    flow_last_time: noFilter('time'),
    ctime: { type: 'time' },
  },
  relations: user('user_id'),
});

/** The calling staff member's teacher record in the request's subject (null if not a teacher). */
async function callerTeacherId(ctx: AuthedContext): Promise<string | null> {
  const r = await ctx.db.query<{ id: string }>('SELECT id::text AS id FROM teacher WHERE staff_id = $1::bigint AND subject = $2', [
    ctx.staff.id,
    ctx.subject,
  ]);
  return r.rows[0]?.id ?? null;
}

/** ANDs a filter with the client's (both are JSON text of the filter language). */
const andQuery = (userQuery: unknown, extra: Record<string, unknown>) => {
  const given = typeof userQuery === 'string' && userQuery.trim() && userQuery.trim() !== 'null' ? JSON.parse(userQuery) : {};
  return JSON.stringify({ bool: { must: [given, extra] } });
};

export function registerClueQueries(registry: QueryRegistry): void {
  for (const m of [
    ClueBaseModel,
    ClueLogModel,
    ClueActivityModel,
    HistoryClueLogModel,
    FlowReasonModel,
    TrackDispatchRecordModel,
    TrackWashQuantityModel,
  ])
    registry.register(m);
  registry.addRoot({
    name: 'MyClueCount',
    access: CLUES,
    description: "Count of the caller's own clues (teacher of the staff member in this subject) matching the query",
    args: { query: { type: GraphQLString } },
    type: (t) => t.long,
    resolve: async (ctx, args, tools) => {
      const teacherId = await callerTeacherId(ctx);
      if (!teacherId) return 0;
      return tools.count('ClueBase', andQuery(args.query, { teacher_id: teacherId }));
    },
  });
  registry.addRoot({
    name: 'TrackWashQuantityCount',
    access: CLUES,
    description: 'Pooled clues: all, waiting to come back (again_avtive 0), came back (again_avtive 1)',
    args: { query: { type: GraphQLString } },
    type: (t) =>
      new GraphQLObjectType({
        name: 'TrackWashQuantityCountResult',
        fields: { countAll: { type: t.long }, countWaitActive: { type: t.long }, countActived: { type: t.long } },
      }),
    resolve: async (_ctx, args, tools) => {
      const [all, active] = await Promise.all([
        tools.count('TrackWashQuantity', (args.query as string) ?? null),
        tools.count('TrackWashQuantity', andQuery(args.query, { term: { again_avtive: 1 } })),
      ]);
      return { countAll: all, countWaitActive: all - active, countActived: active };
    },
  });
}
