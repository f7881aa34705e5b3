import { GraphQLID, GraphQLInt, GraphQLString, type GraphQLFieldConfigArgumentMap } from 'graphql';
import type { AuthedContext } from '../../../platform/http/context';
import type { QueryRegistry } from '../../../platform/query';
import { maskMobile } from '../../../platform/query/present';
import { TODAY_START } from '../../../platform/query';
import { epochMs } from '../../../platform/sql/columns';
import { restPage, type PageSpec } from '../../../platform/sql/page';
import { asPage, idOf, listOf, objectType, pageArgs, pageType, queryObject } from './legacy-types';

/**
 * The legacy class-centre roots of the original client (`/graphql/team`, `/graphql/getClassTeacher`,
 * `/graphql/getClassLogin`, `/graphql/getClassComplete`, `/graphql/getStuComment`,
 * `/graphql/getStuRankingList`, `/graphql/getDepartmentCourse`; reference §2.3). Every one reads the
 * class named by `team_id` in its `query` (or argument) inside the request's subject; without a class
 * the answer is empty. Mobiles are masked as everywhere else.
 */
const access = { area: 'classes' } as const;
const YESTERDAY = `(${TODAY_START} - interval '1 day')`;
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
/** 'id' arguments take a number or a string literal (the client sends both). */
const args = (names: Record<string, 'string' | 'int' | 'id'>): GraphQLFieldConfigArgumentMap =>
  Object.fromEntries(
    Object.entries(names).map(([k, v]) => [k, { type: v === 'int' ? GraphQLInt : v === 'id' ? GraphQLID : GraphQLString }]),
  );
const QUERY_PAGE = args({ query: 'string', page: 'int', size: 'int', sort: 'string' });
const mask = <T extends { mobile?: unknown }>(rows: T[]) =>
  rows.map((r) => ({ ...r, mobile: r.mobile ? maskMobile(String(r.mobile)) : r.mobile }));

/** One page of a class-detail root, as the legacy page type (mobiles masked). */
async function classPage(
  ctx: AuthedContext,
  spec: Omit<PageSpec<Record<string, unknown>>, 'page' | 'size' | 'base'>,
  page: number,
  size: number,
) {
  const p = await restPage(ctx.db, { ...spec, page, size, base: 1 });
  return asPage(mask(p.rows), p.total, p.page, p.size);
}

/** The team id of a request, checked against the subject (null when absent or another subject's). */
async function teamOf(ctx: { db: { query: <T>(s: string, p: unknown[]) => Promise<{ rows: T[] }> }; subject: number }, raw: unknown) {
  const id = idOf(raw);
  if (!id) return null;
  const r = await ctx.db.query<{ id: string }>('SELECT id::text AS id FROM team WHERE id = $1::bigint AND subject = $2', [id, ctx.subject]);
  return r.rows[0]?.id ?? null;
}

export function registerLegacyClassRoots(registry: QueryRegistry): void {
  // --- /graphql/team ---
  const statusCount = objectType('LegacyTeamStatusCount', { code: 'string', value: 'string', name: 'string' });
  const teamFilter = (a: Record<string, unknown>, withState: boolean) => {
    const q: Record<string, unknown> = { deleted: 0, ...queryObject(a.query) };
    const type = Number(a.team_type);
    if (a.team_type !== undefined && a.team_type !== null && a.team_type !== '') q.team_type = type === 0 ? 0 : { gte: 1 };
    const teachers = String(a.teacher_id ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => /^\d+$/.test(s));
    if (teachers.length) q.teacher_id = teachers;
    if (withState && a.team_state !== undefined && a.team_state !== '') {
      const states = String(a.team_state)
        .split(',')
        .filter((s) => /^\d$/.test(s.trim()))
        .map(Number);
      if (states.length) q.team_state = states;
    }
    return JSON.stringify(q);
  };
  registry.addRoot({
    name: 'teamStatusCount',
    access,
    description: 'classes per state for the class-centre tabs (field team_state, team_type 0 trial / >0 system, teacher_id list)',
    args: args({ field: 'string', team_type: 'int', teacher_id: 'id', query: 'string' }),
    type: () => listOf(statusCount),
    resolve: async (_ctx, a, tools) => {
      const buckets = await tools.statistics('Team', { query: teamFilter(a, false), termField: 'team_state' });
      const byCode = new Map(buckets.map((b) => [String(b.code), b]));
      return ['0', '1', '2'].map((code) => ({
        code,
        value: String(byCode.get(code)?.count ?? 0),
        name: ['待开课', '开课中', '已结课'][Number(code)],
      }));
    },
  });
  registry.addRoot({
    name: 'teamStatusPage',
    access,
    description: 'classes of the chosen states (team_state "0,1"), team_type and teachers; 15 a page',
    args: args({ query: 'string', team_state: 'string', team_type: 'int', teacher_id: 'id', page: 'int', size: 'int', sort: 'string' }),
    type: (t) => t.page('Team'),
    resolve: (_ctx, a, tools) => {
      const { page, size } = pageArgs(a, 15);
      return tools.page('Team', { query: teamFilter(a, true), sort: str(a.sort), page, size });
    },
  });

  const userStats = objectType('LegacyTeamUserStatistics', {
    login: 'int',
    complete_course: 'int',
    join_course: 'int',
    course_task: 'int',
    comment: 'int',
    listen_comment: 'int',
    open_app: 'int',
  });
  const wechatStatus = objectType('LegacyTeamUserWechatStatus', { added_group: 'int', added_wechat: 'int' });
  const userExpress = objectType('LegacyTeamUserExpress', { total: 'int', status: 'string' });
  const userExtends = objectType('LegacyTeamUserExtends', { grade: 'string', status: 'string' });
  const teamUser = objectType('LegacyTeamUser', {
    id: 'string',
    ctime: 'string',
    birthday: 'string',
    nickname: 'string',
    username: 'string',
    country: 'string',
    head: 'string',
    send_id: 'string',
    channel: 'string',
    status: 'string',
    subscribe: 'int',
    sex: 'string',
    type: 'int',
    weixin_openid: 'string',
    user_num: 'string',
    base_painting: 'int',
    base_painting_text: 'string',
    team_id: 'string',
    mobile: 'string',
    pay_channel_outer_name: 'string',
    statistics: userStats,
    wechat_status: wechatStatus,
    express: userExpress,
    userExtends,
  });
  registry.addRoot({
    name: 'teamUserListPage',
    access,
    description: "a class's live students with their learning counts, WeChat / group and shipment (class detail, student tab)",
    args: args({ type: 'int', team_id: 'id', page: 'int', size: 'int', id: 'id', mobile: 'string' }),
    type: () => pageType('LegacyTeamUserPage', teamUser),
    resolve: async (ctx, a) => {
      const { page, size } = pageArgs(a, 20);
      const teamId = await teamOf(ctx, a.team_id);
      if (!teamId) return asPage([], 0, page, size);
      const only = idOf(a.id);
      const params = [teamId, only ?? null];
      const where = 'st.team_id = $1::bigint AND st.del = 0 AND ($2::bigint IS NULL OR st.student_id = $2::bigint)';
      return classPage(
        ctx,
        {
          select: `s.id::text AS id, ${epochMs('st.enter_team_time')}::text AS ctime, coalesce(${epochMs('s.birthday')}::text, '0') AS birthday,
                  s.nickname, s.username, s.country_code AS country, s.head, s.send_id::text AS send_id, s.channel_id::text AS channel,
                  ss.user_status::text AS status, s.wechat_follow AS subscribe, s.sex::text AS sex, st.team_type AS type,
                  s.wechat_unionid AS weixin_openid, s.user_num, s.base_painting,
                  CASE s.base_painting WHEN 1 THEN '无基础' WHEN 2 THEN '<1年' WHEN 3 THEN '>1年' END AS base_painting_text,
                  st.team_id::text AS team_id, s.mobile,
                  (SELECT c.name FROM channel c WHERE c.id = s.channel_id) AS pay_channel_outer_name,
                  json_build_object('login', (st.last_join_time IS NOT NULL)::int, 'complete_course', st.complete_count, 'join_course', st.join_count,
                    'course_task', st.task_count, 'comment', st.comment_count,
                    'listen_comment', (SELECT count(*) FROM learning_record lr WHERE lr.student_id = st.student_id AND lr.team_id = st.team_id AND lr.listen_comment_count > 0)::int,
                    'open_app', (st.last_join_time IS NOT NULL)::int) AS statistics,
                  json_build_object('added_group', st.added_group, 'added_wechat', st.added_wechat) AS wechat_status,
                  json_build_object('total', st.express_send_count, 'status', st.express_status::text) AS express,
                  json_build_object('grade', s.grade::text, 'status', ss.user_status::text) AS "userExtends"`,
          from: 'student_team st',
          joins: `JOIN student s ON s.id = st.student_id
             LEFT JOIN student_subject ss ON ss.student_id = st.student_id AND ss.subject = st.subject`,
          orderBy: 'st.enter_team_time DESC, st.id DESC',
          where,
          params,
        },
        page,
        size,
      );
    },
  });

  // --- /graphql/getClassTeacher: the class header ---
  const teacherType = objectType('LegacyClassTeacher', {
    id: 'string',
    nickname: 'string',
    weixin_ids: 'string',
    weichat_num: 'string',
    ctime: 'string',
    realname: 'string',
  });
  const headerStats = objectType('LegacyClassHeaderStatistics', {
    today_order: 'int',
    yesterday_order: 'int',
    order_all: 'int',
    wait_sent: 'int',
    unadd_wechat: 'int',
    unadd_group: 'int',
    unlogin: 'int',
    today_add_class: 'int',
    yesterday_add_class: 'int',
    tody_comp_class: 'int',
    yesterday_comp_class: 'int',
    tody_works: 'int',
    yesterday_works: 'int',
    tody_comment: 'int',
    yesterday_comment: 'int',
  });
  const header = objectType('LegacyClassTeacherDetail', {
    id: 'string',
    team_name: 'string',
    team_state: 'int',
    team_type: 'int',
    teacher_wx: 'string',
    enrolled: 'int',
    teacher: teacherType,
    statictis: headerStats,
  });
  registry.addRoot({
    name: 'detail',
    access,
    description:
      'class header of the class centre (GET /graphql/getClassTeacher, query "[{id:N}]"): teacher, WeChat and today / yesterday counts',
    args: args({ query: 'string' }),
    type: () => header,
    resolve: async (ctx, a) => {
      const teamId = await teamOf(ctx, /id\s*"?\s*:\s*"?(\d+)/.exec(String(a.query ?? ''))?.[1]);
      if (!teamId) return null;
      const day = (col: string, from: string, to?: string) =>
        `count(*) FILTER (WHERE st.${col} >= ${from}${to ? ` AND st.${col} < ${to}` : ''})::int`;
      const r = await ctx.db.query<Record<string, unknown>>(
        `SELECT t.id::text AS id, t.team_name, t.team_state, t.team_type, w.wechat_no AS teacher_wx, t.enrolled,
                CASE WHEN te.id IS NULL THEN NULL ELSE json_build_object('id', te.id::text, 'nickname', te.nickname, 'weixin_ids', t.teacher_wechat_id::text,
                  'weichat_num', w.wechat_no, 'ctime', ${epochMs('te.ctime')}::text, 'realname', te.realname) END AS teacher,
                (SELECT json_build_object(
                   'today_order', (SELECT count(*) FROM orders o WHERE o.uid IN (SELECT x.student_id FROM student_team x WHERE x.team_id = t.id AND x.del = 0) AND o.regtype IN (2, 3) AND o.buytime >= ${TODAY_START})::int,
                   'yesterday_order', (SELECT count(*) FROM orders o WHERE o.uid IN (SELECT x.student_id FROM student_team x WHERE x.team_id = t.id AND x.del = 0) AND o.regtype IN (2, 3) AND o.buytime >= ${YESTERDAY} AND o.buytime < ${TODAY_START})::int,
                   'order_all', t.system_order_count, 'wait_sent', count(*) FILTER (WHERE st.express_status = 1)::int,
                   'unadd_wechat', t.unadd_wechat, 'unadd_group', t.unadd_group, 'unlogin', count(*) FILTER (WHERE st.last_join_time IS NULL)::int,
                   'today_add_class', ${day('last_join_time', TODAY_START)}, 'yesterday_add_class', ${day('last_join_time', YESTERDAY, TODAY_START)},
                   'tody_comp_class', ${day('last_complete_time', TODAY_START)}, 'yesterday_comp_class', ${day('last_complete_time', YESTERDAY, TODAY_START)},
                   'tody_works', ${day('last_task_time', TODAY_START)}, 'yesterday_works', ${day('last_task_time', YESTERDAY, TODAY_START)},
                   'tody_comment', (SELECT count(*) FROM task_comment c JOIN student_task k ON k.id = c.task_id WHERE k.team_id = t.id AND c.ctime >= ${TODAY_START})::int,
                   'yesterday_comment', (SELECT count(*) FROM task_comment c JOIN student_task k ON k.id = c.task_id WHERE k.team_id = t.id AND c.ctime >= ${YESTERDAY} AND c.ctime < ${TODAY_START})::int)
                   FROM student_team st WHERE st.team_id = t.id AND st.del = 0) AS statictis
           FROM team t LEFT JOIN teacher te ON te.id = t.teacher_id LEFT JOIN teacher_wechat w ON w.id = t.teacher_wechat_id
          WHERE t.id = $1::bigint`,
        [teamId],
      );
      return r.rows[0] ?? null;
    },
  });

  registerLessonRoots(registry);
}

/** The lesson tabs: who opened the app, joined / completed each lesson, homework and comments, rankings. */
function registerLessonRoots(registry: QueryRegistry): void {
  const login = objectType('LegacyClassLoginRow', {
    id: 'string',
    head: 'string',
    username: 'string',
    nickname: 'string',
    ctime: 'string',
    mobile: 'string',
    status: 'string',
    login_time: 'string',
    express_ctime: 'string',
    first_login_time: 'string',
    page_origin: 'string',
  });
  registry.addRoot({
    name: 'stuLoginPage',
    access,
    description: "a class's students with their first and latest app activity (query team_id, student_id)",
    args: QUERY_PAGE,
    type: () => pageType('LegacyClassLoginPage', login),
    resolve: async (ctx, a) => {
      const { page, size } = pageArgs(a);
      const q = queryObject(a.query);
      const teamId = await teamOf(ctx, q.team_id);
      if (!teamId) return asPage([], 0, page, size);
      const params = [teamId, idOf(q.student_id ?? q.uid) ?? null];
      const where = 'st.team_id = $1::bigint AND st.del = 0 AND ($2::bigint IS NULL OR st.student_id = $2::bigint)';
      return classPage(
        ctx,
        {
          select: `s.id::text AS id, s.head, s.username, s.nickname, ${epochMs('st.enter_team_time')}::text AS ctime, s.mobile,
                  CASE WHEN st.last_join_time IS NULL THEN '0' ELSE '1' END AS status, ${epochMs('st.last_join_time')}::text AS login_time,
                  (SELECT ${epochMs('e.ctime')}::text FROM express e WHERE e.uid = st.student_id AND e.team_id = st.team_id ORDER BY e.id DESC LIMIT 1) AS express_ctime,
                  (SELECT ${epochMs('min(lr.join_time)')}::text FROM learning_record lr WHERE lr.student_id = st.student_id AND lr.team_id = st.team_id) AS first_login_time,
                  NULL AS page_origin`,
          from: 'student_team st',
          joins: `JOIN student s ON s.id = st.student_id`,
          orderBy: 'st.last_join_time DESC NULLS LAST, st.id',
          where,
          params,
        },
        page,
        size,
      );
    },
  });

  const comp = objectType('LegacyClassCompleteRow', {
    mobile: 'string',
    buy_time: 'string',
    username: 'string',
    nickname: 'string',
    head: 'string',
    status: 'string',
    course_id: 'string',
    course_title: 'string',
    course_begin_time: 'string',
    course_current_num: 'string',
    join_course_state: 'string',
    join_course_time: 'string',
    complete_course_state: 'string',
    complete_course_time: 'string',
    student_id: 'string',
  });
  registry.addRoot({
    name: 'getClassCompPage',
    access,
    description:
      'attendance and completion by lesson: one row per student and unlocked lesson of the class (query team_id, course_id, student_id)',
    args: QUERY_PAGE,
    type: () => pageType('LegacyClassCompletePage', comp),
    resolve: async (ctx, a) => {
      const { page, size } = pageArgs(a);
      const q = queryObject(a.query);
      const teamId = await teamOf(ctx, q.team_id);
      if (!teamId) return asPage([], 0, page, size);
      const params = [teamId, idOf(q.course_id) ?? null, idOf(q.student_id ?? q.uid) ?? null];
      const where = `lr.team_id = $1::bigint AND lr.state >= 1 AND ($2::bigint IS NULL OR lr.course_id = $2::bigint) AND ($3::bigint IS NULL OR lr.student_id = $3::bigint)
        AND EXISTS (SELECT 1 FROM student_team st WHERE st.student_id = lr.student_id AND st.team_id = lr.team_id AND st.del = 0)`;
      return classPage(
        ctx,
        {
          select: `s.mobile, (SELECT ${epochMs('st.buytime')}::text FROM student_team st WHERE st.student_id = lr.student_id AND st.team_id = lr.team_id) AS buy_time,
                  s.username, s.nickname, s.head, lr.state::text AS status, lr.course_id::text AS course_id, c.title AS course_title,
                  ${epochMs('lr.ctime')}::text AS course_begin_time, c.lesson AS course_current_num,
                  (lr.join_time IS NOT NULL)::int::text AS join_course_state, ${epochMs('lr.join_time')}::text AS join_course_time,
                  (lr.complete_time IS NOT NULL)::int::text AS complete_course_state, ${epochMs('lr.complete_time')}::text AS complete_course_time,
                  lr.student_id::text AS student_id`,
          from: 'learning_record lr',
          joins: `JOIN student s ON s.id = lr.student_id JOIN course c ON c.id = lr.course_id`,
          orderBy: 'c.sort DESC, lr.course_id DESC, lr.student_id',
          where,
          params,
        },
        page,
        size,
      );
    },
  });

  registerWorkRoots(registry);
}

/** Homework and comments, the class's lessons, rankings, and the department completion report. */
function registerWorkRoots(registry: QueryRegistry): void {
  const work = objectType('LegacyStuWorkMedia', {
    task_image: 'string',
    works_ctime: 'string',
    task_sound: 'string',
    task_video: 'string',
    task_video_second: 'int',
    task_sound_second: 'int',
  });
  const comment = objectType('LegacyStuCommentRow', {
    id: 'string',
    team_name: 'string',
    current_lesson: 'string',
    buytime: 'string',
    classTitle: 'string',
    course_current_num: 'string',
    start_course_date: 'string',
    status: 'string',
    head: 'string',
    mobile: 'string',
    username: 'string',
    nickname: 'string',
    task_image: 'string',
    works_ctime: 'string',
    task_sound: 'string',
    task_video: 'string',
    task_video_second: 'int',
    task_sound_second: 'int',
    has_comment_ctime: 'string',
    has_comment_utime: 'string',
    has_listen_time: 'string',
    sound_comment: 'string',
    sound_comment_second: 'int',
    student_id: 'string',
    listenInfoArr: listOf(work),
  });
  registry.addRoot({
    name: 'getStuCommentPage',
    access,
    description: "a class's homework with its latest comment, newest first (query team_id, course_id, student_id)",
    args: QUERY_PAGE,
    type: () => pageType('LegacyStuCommentPage', comment),
    resolve: async (ctx, a) => {
      const { page, size } = pageArgs(a);
      const q = queryObject(a.query);
      const teamId = await teamOf(ctx, q.team_id);
      if (!teamId) return asPage([], 0, page, size);
      const params = [teamId, idOf(q.course_id) ?? null, idOf(q.student_id ?? q.uid) ?? null];
      const where =
        'k.team_id = $1::bigint AND k.del = 0 AND ($2::bigint IS NULL OR k.course_id = $2::bigint) AND ($3::bigint IS NULL OR k.student_id = $3::bigint)';
      return classPage(
        ctx,
        {
          select: `k.id::text AS id, t.team_name, c.lesson AS current_lesson,
                  (SELECT ${epochMs('st.buytime')}::text FROM student_team st WHERE st.student_id = k.student_id AND st.team_id = k.team_id) AS buytime,
                  c.title AS "classTitle", c.lesson AS course_current_num, ${epochMs('t.class_start')}::text AS start_course_date,
                  k.comment_status::text AS status, s.head, s.mobile, s.username, s.nickname, k.task_image->>0 AS task_image,
                  ${epochMs('k.upload_time')}::text AS works_ctime, k.task_sound, k.task_video, NULL::int AS task_video_second, NULL::int AS task_sound_second,
                  ${epochMs('cm.ctime')}::text AS has_comment_ctime, ${epochMs('cm.utime')}::text AS has_comment_utime, ${epochMs('cm.listen_time')}::text AS has_listen_time,
                  cm.sound AS sound_comment, cm.sound_duration AS sound_comment_second, k.student_id::text AS student_id,
                  json_build_array(json_build_object('task_image', k.task_image->>0, 'works_ctime', ${epochMs('k.upload_time')}::text, 'task_sound', k.task_sound,
                    'task_video', k.task_video, 'task_video_second', NULL, 'task_sound_second', NULL)) AS "listenInfoArr"`,
          from: 'student_task k',
          joins: `JOIN team t ON t.id = k.team_id JOIN student s ON s.id = k.student_id JOIN course c ON c.id = k.course_id
             LEFT JOIN LATERAL (SELECT * FROM task_comment x WHERE x.task_id = k.id AND x.del = 0 ORDER BY x.id DESC LIMIT 1) cm ON true`,
          orderBy: 'k.upload_time DESC, k.id DESC',
          where,
          params,
        },
        page,
        size,
      );
    },
  });

  const lesson = objectType('LegacyStuCourse', { course_id: 'string', classTitle: 'string' });
  registry.addRoot({
    name: 'getStuCourseList',
    access,
    description: "the class's unlocked lessons, newest first (query team_id)",
    args: args({ query: 'string' }),
    type: () => listOf(lesson),
    resolve: async (ctx, a) => {
      const teamId = await teamOf(ctx, queryObject(a.query).team_id);
      if (!teamId) return [];
      const r = await ctx.db.query(
        `SELECT c.id::text AS course_id, c.title AS "classTitle" FROM course c
          WHERE c.id IN (SELECT DISTINCT lr.course_id FROM learning_record lr WHERE lr.team_id = $1::bigint AND lr.state >= 1) ORDER BY c.sort DESC, c.id DESC`,
        [teamId],
      );
      return r.rows;
    },
  });

  const rankCell = objectType('LegacyStuRankCell', { current_lesson: 'string', is_complete: 'int', task_image: 'string' });
  const rank = objectType('LegacyStuRankRow', {
    student_id: 'string',
    mobile: 'string',
    username: 'string',
    head: 'string',
    completeArr: listOf(rankCell),
  });
  const ranking = (name: string, description: string, cell: string, order: string) =>
    registry.addRoot({
      name,
      access,
      description,
      args: args({ query: 'string' }),
      type: () => listOf(rank),
      resolve: async (ctx, a) => {
        const teamId = await teamOf(ctx, queryObject(a.query).team_id);
        if (!teamId) return [];
        const r = await ctx.db.query<Record<string, unknown>>(
          `SELECT s.id::text AS student_id, s.mobile, s.username, s.head,
                  coalesce((SELECT json_agg(json_build_object('current_lesson', c.lesson, ${cell}) ORDER BY c.sort)
                     FROM learning_record lr JOIN course c ON c.id = lr.course_id WHERE lr.student_id = st.student_id AND lr.team_id = st.team_id AND lr.state >= 1), '[]') AS "completeArr"
             FROM student_team st JOIN student s ON s.id = st.student_id
            WHERE st.team_id = $1::bigint AND st.del = 0 ORDER BY ${order} DESC, st.student_id LIMIT 200`,
          [teamId],
        );
        return mask(r.rows);
      },
    });
  ranking(
    'getStuComRankingList',
    "the class's students by lessons completed, with each unlocked lesson's completion",
    "'is_complete', (lr.complete_time IS NOT NULL)::int",
    'st.complete_count',
  );
  ranking(
    'getStuTaskRankingList',
    "the class's students by homework uploaded, with each lesson's first work",
    "'task_image', (SELECT k.task_image->>0 FROM student_task k WHERE k.student_id = lr.student_id AND k.team_id = lr.team_id AND k.course_id = lr.course_id AND k.del = 0 ORDER BY k.id LIMIT 1)",
    'st.task_count',
  );
}
