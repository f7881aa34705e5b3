import { readsOnly, whereSql, type EngineContext } from './where-sql';
import { parseFilterInput } from './filter';
import type { QueryModel } from './model';
import { SqlParams } from './values';

/**
 * Statistics from a day rollup (ModelOptions.dayRollup): whole China calendar days come from the
 * rollup table, the partial first and last day of the range from the rows, in one statement, so the
 * figure is exact for any range. Used only when the filter is the shorthand over rollup columns plus
 * one range of the time field in milliseconds (what the console sends); anything else is null and
 * the caller scans the rows as before.
 */

const DAY_MS = 86_400_000;
/** China keeps UTC+8 all year (migration 0226's china_day). */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const RANGE_KEYS = new Set(['gte', 'gt', 'lte', 'lt']);

/** Start of the China day holding `ms`. */
const dayStart = (ms: number) => Math.floor((ms + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS;
const dayText = (start: number) => new Date(start + CHINA_OFFSET_MS).toISOString().slice(0, 10);

function millis(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isSafeInteger(v)) return v;
  if (typeof v === 'string' && /^\d{1,15}$/.test(v)) return Number(v);
  return undefined;
}

interface Bound {
  op: string;
  ms: number;
}

/** The range's lower and upper bound, or null when it is not a plain millisecond range. */
function bounds(range: unknown): { lo?: Bound; hi?: Bound } | null {
  if (range === undefined) return {};
  if (typeof range !== 'object' || range === null || Array.isArray(range)) return null;
  const out: { lo?: Bound; hi?: Bound } = {};
  for (const [op, raw] of Object.entries(range)) {
    const ms = millis(raw);
    if (!RANGE_KEYS.has(op) || ms === undefined) return null;
    const side = op.startsWith('g') ? 'lo' : 'hi';
    if (out[side]) return null;
    out[side] = { op, ms };
  }
  return out;
}

export function dayRollupStatement(
  ec: EngineContext,
  model: QueryModel,
  query: unknown,
  /** The bucket's code and value expressions (`statistics` in engine.ts). */
  select: { code: string; value: string; grouped: boolean },
  limit: number,
): { text: string; values: unknown[] } | null {
  const rollup = model.dayRollup;
  if (!rollup) return null;
  const filter = parseFilterInput(query) ?? {};
  const { [rollup.time]: range, ...rest } = filter;
  const b = bounds(range);
  if (!b) return null;
  // Whole days: the first day starting at or after the lower bound (after it, for gt), up to the
  // day holding the upper bound (a day ending exactly at the bound is whole).
  const first = b.lo ? dayStart(b.lo.ms + (b.lo.op === 'gt' ? 1 : 0) + DAY_MS - 1) : undefined;
  const end = b.hi ? dayStart(b.hi.ms) : undefined;
  if (first !== undefined && end !== undefined && first >= end) return null;

  const { code, value, grouped } = select;
  if (!readsOnly(code, rollup.columns) || !readsOnly(value, rollup.sums)) return null;
  const params = new SqlParams();
  const others = whereSql(ec, model, rest, params);
  if (!readsOnly(others, rollup.columns)) return null;

  const days = [others];
  if (first !== undefined) days.push(`t.day >= ${params.add(dayText(first), 'date')}`);
  if (end !== undefined) days.push(`t.day < ${params.add(dayText(end), 'date')}`);
  const parts = [
    `SELECT ${code} AS code, sum(t.n) AS n, ${value} AS v
      FROM ${rollup.table} AS t WHERE ${days.map((d) => `(${d})`).join(' AND ')} GROUP BY 1`,
  ];
  const edge = (timeRange: Record<string, number>) =>
    parts.push(
      `SELECT ${code} AS code, count(*) AS n, ${value} AS v
        FROM ${model.from} WHERE ${whereSql(ec, model, { ...rest, [rollup.time]: timeRange }, params)} GROUP BY 1`,
    );
  if (b.lo && first !== undefined) edge({ [b.lo.op]: b.lo.ms, lt: first });
  if (b.hi && end !== undefined) edge({ gte: end, [b.hi.op]: b.hi.ms });

  const union = parts.join(' UNION ALL ');
  // A combination whose rows all left it still has delta rows summing to zero until compaction.
  const sql = grouped
    ? `SELECT code, sum(n) AS n, sum(v) AS v FROM (${union}) AS u GROUP BY 1 HAVING sum(n) <> 0 ORDER BY 2 DESC, 1 LIMIT ${limit}`
    : `SELECT NULL::text AS code, coalesce(sum(n), 0) AS n, sum(v) AS v FROM (${union}) AS u`;
  return params.bind(sql);
}
