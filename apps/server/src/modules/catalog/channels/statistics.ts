/**
 * Channel statistics (ChannelManagementStatisticsPage / Total), from the real orders. The client sends
 * one parameter object as the `query` text: {trialChannels:"1,2", trialChannelClassIds:[…], stage,
 * startCtime, endCtime, page, pageSzie(sic), termCondition:"trialchannel"|"trialchannelclassid"}.
 *
 * A trial user is a student with a trial order (regtype 1) from the channel created in the period;
 * per channel (or per channel class with termCondition "trialchannelclassid"):
 *   trial_user_num          trial users whose trial order is paid (status 2-6)
 *   order_user_no_pay_nums  trial users with only unpaid trial orders (status 0/1)
 *   wet_nums                paid trial users who added the teacher's WeChat (student_subject.added_wechat)
 *   join_user_num           paid trial users placed in a trial class (student_subject.trial_team_id)
 *   complete_user_num       trial users whose trial order is completed (status 3)
 *   system_user_num         paid trial users who bought a system course (regtype 2/3, paid) in the subject
 *                           after their trial order (a conversion, not an earlier purchase)
 *   system_user_amounts     what those system orders paid (yuan)
 * `stage` filters the trial orders' term (period number).
 */
import {
  GraphQLFloat,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLArgumentConfig,
} from 'graphql';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import type { QueryRegistry } from '../../../platform/query';
import { toDate } from '../../../platform/http/time-text';
import { restPage } from '../../../platform/sql/page';

export interface ChannelStatsParams {
  channelIds: string[];
  classIds: string[];
  term?: number;
  start?: Date;
  end?: Date;
  byClass: boolean;
  page: number;
  size: number;
}

const ids = (v: unknown): string[] =>
  (Array.isArray(v) ? v : typeof v === 'string' || typeof v === 'number' ? String(v).split(',') : [])
    .map((x) => String(x).trim())
    .filter((x) => /^\d{1,18}$/.test(x));

/** Reads the client's parameter object (JSON text, or an object); unknown keys are ignored. */
export function parseStatsParams(query: unknown): ChannelStatsParams {
  let p: Record<string, unknown> = {};
  if (typeof query === 'string' && query.trim()) {
    try {
      const parsed: unknown = JSON.parse(query);
      p = typeof parsed === 'string' ? (JSON.parse(parsed) as Record<string, unknown>) : ((parsed ?? {}) as Record<string, unknown>);
    } catch {
      throw errors.invalidField('query', '必须是 JSON 对象', 'must be a JSON object');
    }
  } else if (query && typeof query === 'object') p = query as Record<string, unknown>;
  const date = (v: unknown, field: string) => {
    const d = toDate(v);
    if (d && Number.isNaN(d.getTime())) throw errors.invalidField(field, '必须是时间', 'must be a time');
    return d;
  };
  const stage = p.stage === undefined || p.stage === '' || p.stage === null ? undefined : Number(p.stage);
  if (stage !== undefined && !Number.isInteger(stage)) throw errors.invalidField('stage', '必须是期数', 'must be a period number');
  const page = Math.max(1, Number(p.page) || 1);
  const size = Math.min(200, Math.max(1, Number(p.pageSzie ?? p.pageSize ?? p.size) || 20));
  return {
    channelIds: ids(p.trialChannels),
    classIds: ids(p.trialChannelClassIds),
    term: stage,
    start: date(p.startCtime, 'startCtime'),
    end: date(p.endCtime, 'endCtime'),
    byClass: String(p.termCondition ?? '').toLowerCase() === 'trialchannelclassid',
    page,
    size,
  };
}

const COUNTERS = `count(*) FILTER (WHERE u.paid)::int AS trial_user_num,
  count(*) FILTER (WHERE NOT u.paid)::int AS order_user_no_pay_nums,
  count(*) FILTER (WHERE u.paid AND u.wet)::int AS wet_nums,
  count(*) FILTER (WHERE u.paid AND u.team)::int AS join_user_num,
  count(*) FILTER (WHERE u.completed)::int AS complete_user_num,
  count(*) FILTER (WHERE u.paid AND u.sys_n > 0)::int AS system_user_num,
  COALESCE(sum(u.sys_amount) FILTER (WHERE u.paid), 0)::float8 AS system_user_amounts`;

/**
 * Reads channel_trial_order (migration 0420): one row per trial order with its flags worked out. A
 * student is one row unless they have several trial orders (`shared`); only those are grouped per
 * student here: paid or completed if any of them is, and the system orders after the earliest one
 * (the most, since each row counts the system orders at or after its own time).
 */
function statsSql(ctx: AuthedContext, p: ChannelStatsParams) {
  const params: unknown[] = [ctx.subject];
  const where = ['t.subject = $1'];
  if (p.channelIds.length) where.push(`t.channel_id = ANY($${params.push(p.channelIds)}::bigint[])`);
  if (p.classIds.length) where.push(`c.channel_class_id = ANY($${params.push(p.classIds)}::bigint[])`);
  if (p.term !== undefined) where.push(`t.term = $${params.push(p.term)}`);
  if (p.start) where.push(`t.ctime >= $${params.push(p.start)}`);
  if (p.end) where.push(`t.ctime <= $${params.push(p.end)}`);
  const needsClass = p.byClass || p.classIds.length > 0;
  const source = `FROM channel_trial_order t${needsClass ? ' JOIN channel c ON c.id = t.channel_id' : ''} WHERE ${where.join(' AND ')}`;
  const group = p.byClass ? 'c.channel_class_id' : 't.channel_id';
  const from = `(
      SELECT ${group} AS g, t.paid, t.completed, t.added_wechat AS wet, t.in_team AS team, t.system_n AS sys_n, t.system_amount AS sys_amount
      ${source} AND NOT t.shared
      UNION ALL
      SELECT ${group}, bool_or(t.paid), bool_or(t.completed), bool_or(t.added_wechat), bool_or(t.in_team), max(t.system_n), max(t.system_amount)
      ${source} AND t.shared GROUP BY 1, t.uid
    ) u`;
  return { params, from };
}

/** Recomputes the rows of students changed since the last flush, so the figures include every committed change. */
async function flushChangedStudents(q: Queryable): Promise<void> {
  await q.query('SELECT channel_trial_order_flush()');
}

export async function channelStatsTotal(q: Queryable, ctx: AuthedContext, p: ChannelStatsParams) {
  await flushChangedStudents(q);
  const { params, from } = statsSql(ctx, p);
  const r = await q.query(`SELECT ${COUNTERS} FROM ${from}`, params);
  return r.rows[0];
}

export async function channelStatsPage(q: Queryable, ctx: AuthedContext, p: ChannelStatsParams) {
  await flushChangedStudents(q);
  const { params, from } = statsSql(ctx, p);
  const page = await restPage(q, {
    select: `u.g::text AS g, ${COUNTERS}`,
    from,
    params,
    groupBy: 'u.g',
    orderBy: 'trial_user_num DESC, u.g',
    page: p.page,
    size: p.size,
    base: 1,
    present: ({ g, ...row }: Record<string, unknown> & { g: string }) =>
      p.byClass ? { ...row, pay_channel: null, trial_channel_class_id: g } : { ...row, pay_channel: g, trial_channel_class_id: null },
  });
  return {
    content: page.rows,
    number: page.page,
    size: page.size,
    numberOfElements: page.rows.length,
    totalElements: page.total,
    totalPages: Math.ceil(page.total / page.size),
  };
}

const counterFields = {
  trial_user_num: { type: new GraphQLNonNull(GraphQLInt) },
  order_user_no_pay_nums: { type: new GraphQLNonNull(GraphQLInt) },
  wet_nums: { type: new GraphQLNonNull(GraphQLInt) },
  join_user_num: { type: new GraphQLNonNull(GraphQLInt) },
  complete_user_num: { type: new GraphQLNonNull(GraphQLInt) },
  system_user_num: { type: new GraphQLNonNull(GraphQLInt) },
  system_user_amounts: { type: new GraphQLNonNull(GraphQLFloat) },
};

export function registerChannelStatisticsRoots(registry: QueryRegistry, queryArg: GraphQLArgumentConfig): void {
  const access = { area: 'short-url' } as const;
  const row = new GraphQLObjectType({
    name: 'ChannelManagementStatistics',
    fields: { ...counterFields, pay_channel: { type: GraphQLString }, trial_channel_class_id: { type: GraphQLString } },
  });
  const page = new GraphQLObjectType({
    name: 'ChannelManagementStatisticsPageResult',
    fields: {
      content: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(row))) },
      number: { type: new GraphQLNonNull(GraphQLInt) },
      size: { type: new GraphQLNonNull(GraphQLInt) },
      numberOfElements: { type: new GraphQLNonNull(GraphQLInt) },
      totalElements: { type: new GraphQLNonNull(GraphQLInt) },
      totalPages: { type: new GraphQLNonNull(GraphQLInt) },
    },
  });
  registry.addRoot({
    name: 'ChannelManagementStatisticsPage',
    access,
    description: 'trial users, paid and system orders per channel (or channel class) from the orders',
    args: { query: queryArg },
    type: () => new GraphQLNonNull(page),
    resolve: (ctx, args) => channelStatsPage(ctx.db, ctx, parseStatsParams(args.query)),
  });
  registry.addRoot({
    name: 'ChannelManagementStatisticsTotal',
    access,
    description: 'the same counters over every matching channel',
    args: { query: queryArg },
    type: () => new GraphQLNonNull(new GraphQLObjectType({ name: 'ChannelManagementStatisticsTotalResult', fields: counterFields })),
    resolve: (ctx, args) => channelStatsTotal(ctx.db, ctx, parseStatsParams(args.query)),
  });
}
