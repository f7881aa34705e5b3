import { GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLString } from 'graphql';
import type { QueryRegistry } from '../../../platform/query';
import { TODAY_START } from '../../../platform/query';
import { epochMs } from '../../../platform/sql/columns';
import { pageRows, restPage } from '../../../platform/sql/page';
import { asPage, idOf, listOf, objectType, pageArgs, pageType, queryObject } from './legacy-types';

/**
 * Per-lesson statistics of a class (StudentTeamCourseStatistics / …Page: class detail, lesson tab),
 * the class's extra counters (StudentTrialTeamStatisticsExtra) and the department completion report
 * of a period (getCompeteCourseList, /graphql/getDepartmentCourse). All read learning_record by
 * team (index learning_record_team_idx) and student_team by team (index team_id, del).
 */
const access = { area: 'classes' } as const;
const rate = (a: string, b: string) => `round((${a})::numeric / NULLIF(${b}, 0), 4)::float8`;
const queryArgs = { query: { type: GraphQLString }, page: { type: GraphQLInt }, size: { type: GraphQLInt }, sort: { type: GraphQLString } };

async function teamIdOf(ctx: { db: { query: <T>(s: string, p: unknown[]) => Promise<{ rows: T[] }> }; subject: number }, raw: unknown) {
  const id = idOf(queryObject(raw).team_id ?? queryObject(raw).teamId);
  if (!id) return null;
  const r = await ctx.db.query<{ id: string }>('SELECT id::text AS id FROM team WHERE id = $1::bigint AND subject = $2', [id, ctx.subject]);
  return r.rows[0]?.id ?? null;
}

/** One row per unlocked lesson of the class $1 (its live students' learning records). */
const LESSONS = {
  select: `lr.course_id::text AS id, lr.course_id::text AS course_id, c.title, c.lesson_type, c.lesson AS current_lesson,
         (SELECT t.student_count FROM team t WHERE t.id = $1::bigint) AS enrolled, ${epochMs('min(lr.ctime)')}::text AS send_date,
         count(lr.join_time)::int AS join_count, count(lr.complete_time)::int AS complete_count,
         count(*) FILTER (WHERE lr.task_count > 0)::int AS task_student_count, coalesce(sum(lr.task_count), 0)::int AS task_count,
         count(*) FILTER (WHERE lr.last_learn_time >= ${TODAY_START} AND lr.join_time IS NOT NULL)::int AS today_join_count,
         count(*) FILTER (WHERE lr.complete_time >= ${TODAY_START})::int AS today_complete_count,
         count(*) FILTER (WHERE lr.task_time >= ${TODAY_START})::int AS today_task_student_count,
         count(*) FILTER (WHERE lr.task_time >= ${TODAY_START})::int AS today_task_count,
         count(*) FILTER (WHERE lr.task_count > 0 AND lr.comment_count = 0)::int AS no_task_comment_student_count,
         count(*) FILTER (WHERE lr.join_time >= ${TODAY_START})::int AS new_today_join_count,
         count(*) FILTER (WHERE lr.complete_time >= ${TODAY_START})::int AS new_today_complete_count`,
  from: 'learning_record lr JOIN course c ON c.id = lr.course_id',
  where: `lr.team_id = $1::bigint AND lr.state >= 1
     AND EXISTS (SELECT 1 FROM student_team st WHERE st.student_id = lr.student_id AND st.team_id = lr.team_id AND st.del = 0)`,
  groupBy: 'lr.course_id, c.title, c.lesson_type, c.lesson, c.sort',
  orderBy: 'c.sort DESC, lr.course_id DESC',
};

export function registerCourseRoots(registry: QueryRegistry): void {
  const lesson = objectType('LegacyTeamCourseStatistics', {
    id: 'string',
    course_id: 'string',
    title: 'string',
    lesson_type: 'int',
    enrolled: 'int',
    current_lesson: 'string',
    send_date: 'string',
    join_count: 'int',
    complete_count: 'int',
    task_student_count: 'int',
    task_count: 'int',
    today_join_count: 'int',
    today_complete_count: 'int',
    today_task_student_count: 'int',
    today_task_count: 'int',
    no_task_comment_student_count: 'int',
    new_today_join_count: 'int',
    new_today_complete_count: 'int',
  });
  registry.addRoot({
    name: 'StudentTeamCourseStatistics',
    access,
    description: "per unlocked lesson of a class (query team_id): students joined, completed, with homework, today's counts",
    args: { query: { type: GraphQLString } },
    type: () => listOf(lesson),
    resolve: async (ctx, a) => {
      const teamId = await teamIdOf(ctx, a.query);
      if (!teamId) return [];
      const { select, from, where, groupBy, orderBy } = LESSONS;
      return (await ctx.db.query(`SELECT ${select} FROM ${from} WHERE ${where} GROUP BY ${groupBy} ORDER BY ${orderBy}`, [teamId])).rows;
    },
  });
  registry.addRoot({
    name: 'StudentTeamCourseStatisticsPage',
    access,
    description: 'StudentTeamCourseStatistics as a page',
    args: queryArgs,
    type: () => pageType('LegacyTeamCourseStatisticsPage', lesson),
    resolve: async (ctx, a) => {
      const { page, size } = pageArgs(a);
      const teamId = await teamIdOf(ctx, a.query);
      if (!teamId) return asPage([], 0, page, size);
      // The total counts the lessons with any record, as it always has (the rows: with a live student's).
      const p = await restPage(ctx.db, {
        ...LESSONS,
        params: [teamId],
        count: 'SELECT count(DISTINCT course_id) FROM learning_record WHERE team_id = $1::bigint AND state >= 1',
        page,
        size,
        base: 1,
      });
      return asPage(p.rows, p.total, p.page, p.size);
    },
  });

  registerExtra(registry);
  registerCompeteReport(registry);
}

/** StudentTrialTeamStatisticsExtra: the counters and student-id lists the class detail's tabs read. */
function registerExtra(registry: QueryRegistry): void {
  const ids = new GraphQLList(new GraphQLNonNull(GraphQLString));
  const uidFields = [
    'un_added_wechat_uids',
    'un_added_group_uids',
    'yesterday_join_course_uids',
    'yesterday_complete_course_uids',
    'yesterday_course_task_uids',
    'yesterday_task_comment_uids',
    'yesterday_listen_comment_uids',
    'yesterday_un_join_course_uids',
    'yesterday_un_complete_course_uids',
    'yesterday_un_listen_comment_uids',
    'yesterday_un_open_app_uids',
    'today_join_course_uids',
    'today_complete_course_uids',
    'today_course_task_uids',
    'today_task_comment_uids',
    'today_listen_comment_uids',
    'today_un_join_course_uids',
    'today_un_complete_course_uids',
    'today_un_listen_comment_uids',
    'today_un_open_app_uids',
  ];
  const intFields = [
    'student_count',
    'to_be_delivered_count',
    'un_follow_count',
    'un_open_app_count',
    'no_address_count',
    'un_added_wechat_count',
    'un_added_group_count',
    'today_track_count',
    'tomorrow_track_count',
    'today_join_course_count',
    'today_complete_course_count',
    'all_system_order_count',
    'total_system_order_count',
    'system_order_count',
    'payment_system_order_count',
    'no_payment_order_count',
    'refund_order_count',
    'today_no_payment_order_count',
    'today_payment_order_count',
    'yesterday_system_order_count',
    'today_system_order_count',
  ];
  const moneyFields = [
    'payment_system_order_amount',
    'no_payment_order_amount',
    'refund_order_amount',
    'today_no_payment_order_amount',
    'today_payment_order_amount',
    'system_order_amount',
    'yesterday_system_order_amount',
    'today_system_order_amount',
  ];
  const extra = objectType('LegacyTrialTeamExtra', {
    ...Object.fromEntries(uidFields.map((f) => [f, ids])),
    ...Object.fromEntries(intFields.map((f) => [f, 'int' as const])),
    ...Object.fromEntries(moneyFields.map((f) => [f, 'float' as const])),
    complete_course_count_group: 'string',
    send_course_count_per_student: 'string',
  });
  const T = TODAY_START;
  const Y = `(${TODAY_START} - interval '1 day')`;
  const uids = (cond: string) => `coalesce(array_agg(st.student_id::text ORDER BY st.student_id) FILTER (WHERE ${cond}), '{}')`;
  const lessonUids = (cond: string) =>
    `coalesce((SELECT array_agg(DISTINCT lr.student_id::text) FROM learning_record lr WHERE lr.team_id = $1::bigint AND ${cond}), '{}')`;
  registry.addRoot({
    name: 'StudentTrialTeamStatisticsExtra',
    access,
    description:
      "a trial class's extra counters (query team_id): shipments, follow-ups, today / yesterday learners, system orders of its students",
    args: { query: { type: GraphQLString } },
    type: () => extra,
    resolve: async (ctx, a) => {
      const teamId = await teamIdOf(ctx, a.query);
      if (!teamId) return null;
      const orders = `(SELECT o.* FROM orders o WHERE o.uid IN (SELECT x.student_id FROM student_team x WHERE x.team_id = $1::bigint AND x.del = 0) AND o.regtype IN (2, 3))`;
      const r = await ctx.db.query<Record<string, unknown>>(
        `SELECT count(*)::int AS student_count, count(*) FILTER (WHERE st.express_status = 1)::int AS to_be_delivered_count,
                count(*) FILTER (WHERE st.follow = 0)::int AS un_follow_count, count(*) FILTER (WHERE st.last_join_time IS NULL)::int AS un_open_app_count,
                count(*) FILTER (WHERE st.express_status = 0)::int AS no_address_count, count(*) FILTER (WHERE st.added_wechat = 0)::int AS un_added_wechat_count,
                count(*) FILTER (WHERE st.added_group = 0)::int AS un_added_group_count,
                ${uids('st.added_wechat = 0')} AS un_added_wechat_uids, ${uids('st.added_group = 0')} AS un_added_group_uids,
                ${uids(`st.last_join_time >= ${T}`)} AS today_join_course_uids, ${uids(`st.last_complete_time >= ${T}`)} AS today_complete_course_uids,
                ${uids(`st.last_task_time >= ${T}`)} AS today_course_task_uids,
                ${uids(`st.last_join_time IS NULL OR st.last_join_time < ${T}`)} AS today_un_join_course_uids,
                ${uids(`st.last_complete_time IS NULL OR st.last_complete_time < ${T}`)} AS today_un_complete_course_uids,
                ${uids(`st.last_join_time IS NULL OR st.last_join_time < ${T}`)} AS today_un_open_app_uids,
                ${uids(`st.last_join_time IS NULL OR st.last_join_time < ${Y}`)} AS yesterday_un_open_app_uids,
                count(*) FILTER (WHERE st.last_join_time >= ${T})::int AS today_join_course_count,
                count(*) FILTER (WHERE st.last_complete_time >= ${T})::int AS today_complete_course_count
           FROM student_team st WHERE st.team_id = $1::bigint AND st.del = 0`,
        [teamId],
      );
      const l = await ctx.db.query<Record<string, unknown>>(
        `SELECT ${lessonUids(`lr.join_time >= ${Y} AND lr.join_time < ${T}`)} AS yesterday_join_course_uids,
                ${lessonUids(`lr.complete_time >= ${Y} AND lr.complete_time < ${T}`)} AS yesterday_complete_course_uids,
                ${lessonUids(`lr.task_time >= ${Y} AND lr.task_time < ${T}`)} AS yesterday_course_task_uids,
                ${lessonUids(`lr.comment_time >= ${Y} AND lr.comment_time < ${T}`)} AS yesterday_task_comment_uids,
                ${lessonUids(`lr.listen_comment_time >= ${Y} AND lr.listen_comment_time < ${T}`)} AS yesterday_listen_comment_uids,
                ${lessonUids(`lr.comment_time >= ${T}`)} AS today_task_comment_uids,
                ${lessonUids(`lr.listen_comment_time >= ${T}`)} AS today_listen_comment_uids,
                (SELECT coalesce(json_agg(g ORDER BY g.n), '[]')::text FROM (SELECT complete_count AS n, count(*)::int AS students FROM student_team
                   WHERE team_id = $1::bigint AND del = 0 GROUP BY complete_count) g) AS complete_course_count_group,
                (SELECT round(count(*)::numeric / NULLIF((SELECT count(*) FROM student_team WHERE team_id = $1::bigint AND del = 0), 0), 2)::text
                   FROM learning_record WHERE team_id = $1::bigint AND state >= 1) AS send_course_count_per_student`,
        [teamId],
      );
      const o = await ctx.db.query<Record<string, unknown>>(
        `SELECT count(*)::int AS all_system_order_count, count(*)::int AS total_system_order_count,
                count(*) FILTER (WHERE o.status = 3)::int AS payment_system_order_count, count(*) FILTER (WHERE o.status = 3)::int AS system_order_count,
                coalesce(sum(o.amount) FILTER (WHERE o.status = 3), 0)::float8 AS payment_system_order_amount,
                coalesce(sum(o.amount) FILTER (WHERE o.status = 3), 0)::float8 AS system_order_amount,
                count(*) FILTER (WHERE o.status IN (0, 1))::int AS no_payment_order_count, coalesce(sum(o.amount) FILTER (WHERE o.status IN (0, 1)), 0)::float8 AS no_payment_order_amount,
                count(*) FILTER (WHERE o.isrefund = 1)::int AS refund_order_count, coalesce(sum(o.amount) FILTER (WHERE o.isrefund = 1), 0)::float8 AS refund_order_amount,
                count(*) FILTER (WHERE o.status IN (0, 1) AND o.ctime >= ${T})::int AS today_no_payment_order_count,
                coalesce(sum(o.amount) FILTER (WHERE o.status IN (0, 1) AND o.ctime >= ${T}), 0)::float8 AS today_no_payment_order_amount,
                count(*) FILTER (WHERE o.status = 3 AND o.buytime >= ${T})::int AS today_payment_order_count,
                coalesce(sum(o.amount) FILTER (WHERE o.status = 3 AND o.buytime >= ${T}), 0)::float8 AS today_payment_order_amount,
                count(*) FILTER (WHERE o.status = 3 AND o.buytime >= ${T})::int AS today_system_order_count,
                coalesce(sum(o.amount) FILTER (WHERE o.status = 3 AND o.buytime >= ${T}), 0)::float8 AS today_system_order_amount,
                count(*) FILTER (WHERE o.status = 3 AND o.buytime >= ${Y} AND o.buytime < ${T})::int AS yesterday_system_order_count,
                coalesce(sum(o.amount) FILTER (WHERE o.status = 3 AND o.buytime >= ${Y} AND o.buytime < ${T}), 0)::float8 AS yesterday_system_order_amount
           FROM ${orders} o`,
        [teamId],
      );
      // Follow-ups: today = follow logs written today; follow_log keeps no planned time, so "tomorrow" is 0.
      const track = await ctx.db.query<{ today: number; tomorrow: number }>(
        `SELECT count(*)::int AS today, 0 AS tomorrow FROM follow_log f
          WHERE f.ctime >= ${T} AND f.uid IN (SELECT x.student_id FROM student_team x WHERE x.team_id = $1::bigint AND x.del = 0)`,
        [teamId],
      );
      const empty = Object.fromEntries(uidFields.map((f) => [f, []]));
      return {
        ...empty,
        yesterday_un_join_course_uids: [],
        yesterday_un_complete_course_uids: [],
        yesterday_un_listen_comment_uids: [],
        today_un_listen_comment_uids: [],
        ...r.rows[0],
        ...l.rows[0],
        ...o.rows[0],
        today_track_count: track.rows[0].today,
        tomorrow_track_count: track.rows[0].tomorrow,
      };
    },
  });
}

/** getCompeteCourseList: join / completion per class of a period (query term, sups, department_ids, teacher_ids), a page of classes. */
function registerCompeteReport(registry: QueryRegistry): void {
  const cell = objectType('LegacyCompeteLesson', {
    current_lesson: 'string',
    sum: 'int',
    join_nums: 'int',
    join_rate: 'float',
    complete_nums: 'int',
    complete_rate: 'float',
  });
  const row = objectType('LegacyCompeteClass', {
    sup: 'string',
    department_name: 'string',
    teacher_name: 'string',
    student_nums: 'int',
    total_join_nums: 'int',
    total_join_rate: 'float',
    total_complete_nums: 'int',
    total_complete_rate: 'float',
    completeArr: listOf(cell),
  });
  const report = objectType('LegacyCompeteCourseReport', {
    start_date: 'string',
    end_date: 'string',
    course_days: 'int',
    join_nums: 'int',
    join_rate: 'float',
    now_join_nums: 'int',
    now_join_rate: 'float',
    complete_nums: 'int',
    complete_rate: 'float',
    now_complete_nums: 'int',
    now_complete_rate: 'float',
    totalElements: 'string',
    completeCourse: listOf(row),
  });
  const list = (v: unknown) =>
    String(v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  registry.addRoot({
    name: 'getCompeteCourseList',
    access,
    description: 'join / completion report of a period per class (department, teacher, difficulty), lesson by lesson',
    args: queryArgs,
    type: () => report,
    resolve: async (ctx, a) => {
      const { page, size } = pageArgs(a);
      const q = queryObject(a.query);
      const term = Number(q.term ?? q.period);
      if (!Number.isInteger(term)) return { totalElements: '0', completeCourse: [] };
      const params = [
        ctx.subject,
        term,
        list(q.sups).filter((s) => /^S[1-9]$/.test(s)),
        list(q.department_ids).filter((s) => /^\d+$/.test(s)),
        list(q.teacher_ids).filter((s) => /^\d+$/.test(s)),
      ];
      const where = `t.subject = $1 AND t.term = $2 AND t.deleted = 0 AND (cardinality($3::text[]) = 0 OR t.sup = ANY($3::text[]))
        AND (cardinality($4::text[]) = 0 OR t.department_id = ANY($4::bigint[])) AND (cardinality($5::text[]) = 0 OR t.teacher_id = ANY($5::bigint[]))`;
      const head = await ctx.db.query<Record<string, unknown>>(
        `SELECT (SELECT ${epochMs('min(m.class_start)')}::text FROM management m WHERE m.subject = $1 AND m.period = $2) AS start_date,
                (SELECT ${epochMs('max(m.class_end)')}::text FROM management m WHERE m.subject = $1 AND m.period = $2) AS end_date,
                (SELECT greatest(0, floor(EXTRACT(EPOCH FROM (least(now(), max(m.class_end)) - min(m.class_start))::interval) / 86400))::int FROM management m WHERE m.subject = $1 AND m.period = $2) AS course_days,
                coalesce(sum(t.join_count), 0)::int AS join_nums, ${rate('sum(t.join_count)', 'sum(t.student_count)')} AS join_rate,
                coalesce(sum(t.complete_count), 0)::int AS complete_nums, ${rate('sum(t.complete_count)', 'sum(t.student_count)')} AS complete_rate,
                coalesce(sum(t.today_active_count), 0)::int AS now_join_nums, ${rate('sum(t.today_active_count)', 'sum(t.student_count)')} AS now_join_rate,
                count(*)::text AS "totalElements"
           FROM team t WHERE ${where}`,
        params,
      );
      // The page's total is the summary's count (one pass over the classes for both).
      const rows = await pageRows(ctx.db, {
        select: `t.sup, (SELECT d.name FROM department d WHERE d.id = t.department_id) AS department_name,
                (SELECT x.realname FROM teacher x WHERE x.id = t.teacher_id) AS teacher_name, t.student_count AS student_nums,
                t.join_count AS total_join_nums, ${rate('t.join_count', 't.student_count')} AS total_join_rate,
                t.complete_count AS total_complete_nums, ${rate('t.complete_count', 't.student_count')} AS total_complete_rate,
                coalesce((SELECT json_agg(x ORDER BY x.sort) FROM (
                   SELECT c.lesson AS current_lesson, c.sort, count(*)::int AS sum, count(lr.join_time)::int AS join_nums,
                          ${rate('count(lr.join_time)', 'count(*)')} AS join_rate, count(lr.complete_time)::int AS complete_nums,
                          ${rate('count(lr.complete_time)', 'count(*)')} AS complete_rate
                     FROM learning_record lr JOIN course c ON c.id = lr.course_id WHERE lr.team_id = t.id AND lr.state >= 1
                    GROUP BY c.lesson, c.sort) x), '[]') AS "completeArr"`,
        from: 'team t',
        where,
        params,
        orderBy: 't.id',
        page,
        size,
        base: 1,
      });
      const h = head.rows[0];
      return { ...h, now_complete_nums: 0, now_complete_rate: null, completeCourse: rows };
    },
  });
}
