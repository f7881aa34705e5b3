import { GraphQLID, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLString } from 'graphql';
import {
  compileFilter,
  LAST_MONTH_START,
  LAST_WEEK_START,
  MONTH_START,
  type QueryRegistry,
  scopeConditions,
  SqlParams,
  TODAY_START,
  WEEK_START,
} from '../../../platform/query';
import { filterObject, idList, isEmptyValue, topLevelKey } from './query-utils';

/**
 * Custom student roots: the system-student menu counters, the class-scoped phone search of
 * /graphql/user, and the per-class "who completed nothing last week / month" lists.
 */

const STUDENTS = { area: 'students' } as const;
const str = (v: unknown) => (typeof v === 'string' ? v : null);

const STARTED = 't.life_cycle = 1';
const notJoinedFor = (days: number) => `${STARTED} AND (t.last_join_time IS NULL OR t.last_join_time < now() - interval '${days} days')`;
const joinedBetween = (fromDays: number, toDays: number) =>
  `${STARTED} AND t.last_join_time >= now() - interval '${toDays} days' AND t.last_join_time < now() - interval '${fromDays} days'`;

/**
 * The tabs of the system-student page (spec §3 "Student camp menu counts") and what each counts,
 * over the rows StudentSystemStatisticsPage lists for the same filter. Codes the spec leaves open are
 * read as in fields.ts (course_state 1 停课, enter_team_way 2 调班转入, refund_status 1 首期退费,
 * makeup_status 1 已补差, renew_status 1 已续费). Activity is by the last lesson join.
 */
export const MENU_COUNTERS: ReadonlyArray<readonly [name: string, condition: string, description: string]> = [
  ['total', 'TRUE', 'all rows'],
  ['today_new', `t.enter_team_time >= ${TODAY_START}`, 'entered the class today'],
  ['started', STARTED, 'life_cycle 1 开课中'],
  ['un_started', 't.life_cycle = 0', 'life_cycle 0 待开课'],
  ['finished', 't.life_cycle = 2', 'life_cycle 2 已结课'],
  ['stopped', 't.course_state = 1', 'course_state 1 停课'],
  ['refund', 't.life_cycle = 91', 'life_cycle 91 已退费'],
  ['transfer', 't.enter_team_way = 2', 'enter_team_way 2 调班转入'],
  ['no_join_7', notJoinedFor(7), 'started, no lesson joined for 7 days'],
  ['no_join_15', notJoinedFor(15), 'started, no lesson joined for 15 days'],
  ['no_join_30', notJoinedFor(30), 'started, no lesson joined for 30 days'],
  ['un_upload', `${STARTED} AND t.last_task_time IS NULL`, 'started, never uploaded homework'],
  ['un_upload_week', `${STARTED} AND (t.last_task_time IS NULL OR t.last_task_time < ${WEEK_START})`, 'started, no homework this week'],
  ['un_upload_month', `${STARTED} AND (t.last_task_time IS NULL OR t.last_task_time < ${MONTH_START})`, 'started, no homework this month'],
  ['studying', `${STARTED} AND t.course_state = 0`, 'started and not suspended'],
  ['no_comment', 't.task_count > t.comment_count', 'homework without a teacher comment'],
  ['bucha', 't.makeup_status = 1', 'makeup_status 1 已补差'],
  ['first_refund', 't.refund_status = 1', 'refund_status 1 首期退费'],
  ['renewed', 't.renew_status = 1', 'renew_status 1 已续费'],
  ['active_high', `${STARTED} AND t.last_join_time >= now() - interval '3 days'`, 'started, joined a lesson in the last 3 days'],
  ['active_mid', joinedBetween(3, 7), 'started, last join 3 to 7 days ago'],
  ['active_low', joinedBetween(7, 14), 'started, last join 7 to 14 days ago'],
  ['active_silent', notJoinedFor(14), 'started, no join for 14 days (or never)'],
];

/** The original client's names of the same counters (its system-student page reads these). */
export const CLIENT_MENU_NAMES: Readonly<Record<string, string>> = {
  total_count: 'total',
  today_new_count: 'today_new',
  started_count: 'started',
  un_started_count: 'un_started',
  finish_count: 'finished',
  refund_count: 'refund',
  day7_no_join_count: 'no_join_7',
  day15_no_join_count: 'no_join_15',
  day30_no_join_count: 'no_join_30',
  un_upload_count: 'un_upload',
  current_week_no_upload_count: 'un_upload_week',
  current_month_no_upload_count: 'un_upload_month',
};

const and = (parts: string[]) =>
  parts
    .filter((p) => p !== 'TRUE')
    .map((p) => `(${p})`)
    .join(' AND ') || 'TRUE';

export function registerStudentCustomRoots(registry: QueryRegistry): void {
  registry.addRoot({
    name: 'StudentSystemPageMenu',
    access: STUDENTS,
    description: 'Counters of the system-student tabs, for the rows StudentSystemStatisticsPage lists with the same filter',
    args: { query: { type: GraphQLString, description: 'filter over StudentSystemStatistics fields (term, teacher_id, team_id, ...)' } },
    type: (t) =>
      new GraphQLNonNull(
        new GraphQLObjectType({
          name: 'StudentSystemPageMenuResult',
          fields: Object.fromEntries([
            ...MENU_COUNTERS.map(([name, , description]) => [name, { type: new GraphQLNonNull(t.long), description }]),
            ...Object.entries(CLIENT_MENU_NAMES).map(([alias, name]) => [
              alias,
              { type: new GraphQLNonNull(t.long), description: `= ${name} (the original client's name)` },
            ]),
          ]),
        }),
      ),
    resolve: async (ctx, args) => {
      // One statement, one pass over the rows: count(*) FILTER per tab.
      const model = registry.model('StudentSystemStatistics');
      const params = new SqlParams();
      const where = and([...scopeConditions(model, ctx, params), compileFilter(model, str(args.query), params, { ctx, registry })]);
      const select = MENU_COUNTERS.map(([name, cond]) =>
        cond === 'TRUE' ? `count(*) AS ${name}` : `count(*) FILTER (WHERE ${cond}) AS ${name}`,
      );
      const { text, values } = params.bind(`SELECT ${select.join(', ')} FROM ${model.from} WHERE ${where}`);
      const row = (await ctx.db.query<Record<string, unknown>>(text, values)).rows[0] ?? {};
      const counts = Object.fromEntries(MENU_COUNTERS.map(([name]) => [name, Number(row[name] ?? 0)]));
      for (const [alias, name] of Object.entries(CLIENT_MENU_NAMES)) counts[alias] = counts[name];
      return counts;
    },
  });

  registry.addRoot({
    name: 'blurrySearch',
    access: STUDENTS,
    description:
      'POST /graphql/user: students (User) whose mobile contains the digits, optionally with a class (team_id) or a class of a type (team_type); ' +
      'the client passes them inside query ({"mobile","team_id","team_type"}) or as arguments',
    args: {
      mobile: { type: GraphQLString, description: 'digits of the mobile (a wildcard pattern with * is used as given)' },
      team_id: { type: GraphQLID },
      team_type: { type: GraphQLInt },
      query: { type: GraphQLString, description: '{"mobile": "...", "team_id": "...", "team_type": "..."} (subject is the request\'s)' },
      size: { type: GraphQLInt },
    },
    type: (t) => new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(t.object('User')))),
    resolve: async (_ctx, args, tools) => {
      const given = filterObject(args.query);
      const pick = (name: string, arg: unknown) => {
        const key = topLevelKey(given, name);
        const value = arg ?? (key ? given[key] : undefined);
        return isEmptyValue(value) ? undefined : value;
      };
      const mobile = String(pick('mobile', args.mobile) ?? '').trim();
      // "Lookups by phone do nothing without a value" (spec §5).
      if (!/\d/.test(mobile)) return [];
      const filter: Record<string, unknown> = { mobile: mobile.includes('*') ? mobile : `*${mobile}*` };
      const teamId = pick('team_id', args.team_id);
      const teamType = pick('team_type', args.team_type);
      if (teamId !== undefined) filter['teams.team_id'] = teamId;
      else if (teamType !== undefined) filter['teams.team_type'] = teamType;
      return tools.list('User', { query: JSON.stringify(filter), size: typeof args.size === 'number' ? args.size : 50 });
    },
  });

  registry.addRoot({
    name: 'TeamStudentCompleteCourseStatistics',
    access: STUDENTS,
    description: 'Students of a class (del = 0) who completed no lesson in the previous calendar week / month',
    args: {
      query: { type: GraphQLString, description: '{"team_id": id | [ids]}' },
      team_id: { type: GraphQLID },
    },
    type: (t) =>
      new GraphQLNonNull(
        new GraphQLObjectType({
          name: 'TeamStudentCompleteCourseStatisticsResult',
          fields: {
            team_id: { type: GraphQLID, description: 'the class asked for (the first when several)' },
            student_count: { type: new GraphQLNonNull(t.long), description: 'students of the class(es)' },
            last_week: {
              type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(GraphQLID))),
              description: 'student ids without a completed lesson last week',
            },
            last_month: {
              type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(GraphQLID))),
              description: 'student ids without a completed lesson last month',
            },
          },
        }),
      ),
    resolve: async (ctx, args) => {
      const filter = filterObject(args.query);
      const key = topLevelKey(filter, 'team_id');
      const teamIds = idList(args.team_id ?? (key ? filter[key] : null));
      if (teamIds.length === 0) return { team_id: null, student_count: 0, last_week: [], last_month: [] };
      const completedBetween = (from: string, to: string) =>
        `EXISTS (SELECT 1 FROM learning_record lr WHERE lr.student_id = st.student_id AND lr.team_id = st.team_id
          AND lr.complete_time >= ${from} AND lr.complete_time < ${to})`;
      const r = await ctx.db.query<{ student_id: string; week_done: boolean; month_done: boolean }>(
        `SELECT st.student_id::text AS student_id, ${completedBetween(LAST_WEEK_START, WEEK_START)} AS week_done,
           ${completedBetween(LAST_MONTH_START, MONTH_START)} AS month_done
         FROM student_team st WHERE st.subject = $1 AND st.team_id = ANY($2::bigint[]) AND st.del = 0 ORDER BY st.student_id`,
        [ctx.subject, teamIds],
      );
      return {
        team_id: teamIds[0],
        student_count: new Set(r.rows.map((x) => x.student_id)).size,
        last_week: [...new Set(r.rows.filter((x) => !x.week_done).map((x) => x.student_id))],
        last_month: [...new Set(r.rows.filter((x) => !x.month_done).map((x) => x.student_id))],
      };
    },
  });
}
