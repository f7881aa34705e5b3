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
import type { Queryable } from '../../platform/db';
import type { AuthedContext } from '../../platform/http/context';
import { errors } from '../../platform/http/errors';
import type { QueryRegistry } from '../../platform/query';
import { toDate } from '../orders/kit';

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
  count(*) FILTER (WHERE u.paid AND ss.added_wechat = 1)::int AS wet_nums,
  count(*) FILTER (WHERE u.paid AND ss.trial_team_id IS NOT NULL)::int AS join_user_num,
  count(*) FILTER (WHERE u.completed)::int AS complete_user_num,
  count(*) FILTER (WHERE sys.n > 0)::int AS system_user_num,
  COALESCE(sum(sys.amount), 0)::float8 AS system_user_amounts`;

function statsSql(ctx: AuthedContext, p: ChannelStatsParams) {
  const params: unknown[] = [ctx.subject];
  const where = ['o.subject = $1', 'o.regtype = 1', 'o.channel_id IS NOT NULL'];
  if (p.channelIds.length) where.push(`o.channel_id = ANY($${params.push(p.channelIds)}::bigint[])`);
  if (p.classIds.length) where.push(`c.channel_class_id = ANY($${params.push(p.classIds)}::bigint[])`);
  if (p.term !== undefined) where.push(`o.term = $${params.push(p.term)}`);
  if (p.start) where.push(`o.ctime >= $${params.push(p.start)}`);
  if (p.end) where.push(`o.ctime <= $${params.push(p.end)}`);
  const group = p.byClass ? 'c.channel_class_id' : 'o.channel_id';
  const users = `SELECT ${group} AS g, o.uid, bool_or(o.status BETWEEN 2 AND 6) AS paid, bool_or(o.status = 3) AS completed, min(o.ctime) AS first_trial
    FROM orders o JOIN channel c ON c.id = o.channel_id WHERE ${where.join(' AND ')} GROUP BY 1, 2`;
  const from = `FROM (${users}) u
    LEFT JOIN student_subject ss ON ss.student_id = u.uid AND ss.subject = $1
    LEFT JOIN LATERAL (SELECT count(*) AS n, sum(s.amount) AS amount FROM orders s
      WHERE u.paid AND s.uid = u.uid AND s.subject = $1 AND s.regtype IN (2, 3) AND s.status BETWEEN 2 AND 6
        AND s.ctime >= u.first_trial) sys ON true`;
  return { params, from };
}

export async function channelStatsTotal(q: Queryable, ctx: AuthedContext, p: ChannelStatsParams) {
  const { params, from } = statsSql(ctx, p);
  const r = await q.query(`SELECT ${COUNTERS} ${from}`, params);
  return r.rows[0];
}

export async function channelStatsPage(q: Queryable, ctx: AuthedContext, p: ChannelStatsParams) {
  const { params, from } = statsSql(ctx, p);
  const limit = params.push(p.size);
  const offset = params.push((p.page - 1) * p.size);
  const r = await q.query<Record<string, unknown> & { total: number }>(
    `SELECT u.g::text AS g, ${COUNTERS}, count(*) OVER ()::int AS total ${from}
     GROUP BY u.g ORDER BY trial_user_num DESC, u.g LIMIT $${limit} OFFSET $${offset}`,
    params,
  );
  const total = Number(r.rows[0]?.total ?? 0);
  const content = r.rows.map(({ g, total: _t, ...row }) =>
    p.byClass ? { ...row, pay_channel: null, trial_channel_class_id: g } : { ...row, pay_channel: g, trial_channel_class_id: null },
  );
  return {
    content,
    number: p.page,
    size: p.size,
    numberOfElements: content.length,
    totalElements: total,
    totalPages: Math.ceil(total / p.size),
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
