import type { Queryable } from '../db';
import { AppError } from '../http/errors';
import { dayRollupStatement } from './day-rollup';
import { rollupAnswers, whereSql, type EngineContext } from './where-sql';

import type { ModelField, QueryModel } from './model';
import { labelText, present, selectSql } from './present';
import type { PageResult, RawRow, StatisticsBucket } from './registry';
import { orderBySql, parseSort } from './sort';
import { SqlParams } from './values';

// The WHERE builder and the request context live in where-sql.ts (day-rollup.ts uses them too, and
// importing them from here would be a cycle); re-exported for the engine's other callers.
export { readsOnly, rollupAnswers, whereSql, type EngineContext } from './where-sql';

/** Size rules of CONTRACT §7 (and what we chose where it is silent: list default 20, 1000 buckets). */
export const QUERY_LIMITS = {
  pageSizeDefault: 20,
  pageSizeMax: 1000,
  listSizeDefault: 20,
  listSizeMax: 10000,
  statisticsBuckets: 1000,
} as const;

export const dbOf = (ec: EngineContext): Queryable => ec.db ?? ec.ctx.db;

const bad = (zh: string, en: string) => new AppError('BAD_REQUEST', zh, en);

export function checkSize(size: number | null | undefined, fallback: number, max: number): number {
  if (size === null || size === undefined) return fallback;
  if (!Number.isInteger(size) || size < 1) throw bad(`size 必须是 1 到 ${max} 之间的整数`, `size must be an integer from 1 to ${max}`);
  if (size > max) throw bad(`size 不能超过 ${max}（收到 ${size}）`, `size may not exceed ${max} (got ${size})`);
  return size;
}

export function checkPage(page: number | null | undefined): number {
  if (page === null || page === undefined) return 1;
  if (!Number.isInteger(page) || page < 1) throw bad('page 从 1 开始', 'page is 1-based');
  return page;
}

/** SELECT list for the requested fields (plus the key, always). Unknown names are skipped. */
export function selectList(model: QueryModel, projection: Iterable<string>): string {
  const names = new Set<string>([model.primaryKey.name]);
  for (const name of projection) if (model.fields.has(name)) names.add(name);
  return [...names].map((name) => `${selectSql(model.fields.get(name) as ModelField)} AS "${name}"`).join(', ');
}

/** Every field: used by custom-root helpers whose callers did not say what they read. */
export const allFields = (model: QueryModel): string[] => [...model.fields.keys()];

export interface RowsRequest {
  query?: unknown;
  sort?: unknown;
  projection: Iterable<string>;
}

/**
 * `SELECT <n>` counting the rows `where` admits: from the count rollup when it can answer, on a
 * relation's target when its condition is the whole filter (RelationOptions.countOnTarget).
 */
function countStatement(model: QueryModel, where: string, params: SqlParams): string {
  if (model.countRollup && rollupAnswers(model, where))
    return `SELECT coalesce(sum(t.n), 0) AS n FROM ${model.countRollup.table} AS t WHERE ${where}`;
  return params.targetCounts.get(where) ?? `SELECT count(*) AS n FROM ${model.from} WHERE ${where}`;
}

function rowsStatement(model: QueryModel, req: RowsRequest, where: string, params: SqlParams, limit: number, offset = 0): string {
  const order = orderBySql(parseSort(model, req.sort));
  const skip = offset ? ` OFFSET ${params.add(offset, 'bigint')}` : '';
  // The limit is a checked integer written into the text: a parameter there makes PostgreSQL cost a
  // prepared statement's generic plan for 10% of the table, so it never reuses the plan and plans
  // every page again (0.3-0.6 ms, more than the page itself takes to read).
  if (!Number.isSafeInteger(limit) || limit < 1) throw new Error(`bad limit ${limit}`);
  return `SELECT ${selectList(model, req.projection)} FROM ${model.from} WHERE ${where} ORDER BY ${order} LIMIT ${limit}${skip}`;
}

export async function countRows(ec: EngineContext, model: QueryModel, query: unknown): Promise<number> {
  const params = new SqlParams();
  const where = whereSql(ec, model, query, params);
  if (where === 'FALSE') return 0;
  const { text, values } = params.bind(countStatement(model, where, params));
  const r = await dbOf(ec).query<{ n: unknown }>(text, values);
  return Number(r.rows[0]?.n ?? 0);
}

export async function selectRows(
  ec: EngineContext,
  model: QueryModel,
  req: RowsRequest & { limit: number; offset?: number },
): Promise<RawRow[]> {
  const params = new SqlParams();
  const where = whereSql(ec, model, req.query, params);
  if (where === 'FALSE') return [];
  const { text, values } = params.bind(rowsStatement(model, req, where, params, req.limit, req.offset));
  return (await dbOf(ec).query<RawRow>(text, values)).rows;
}

/** Column carrying the total beside each row of a page statement (never a field name: fields are lower-case). */
const TOTAL = '__Total';

/**
 * `XxxPage`: 1-based page, `number` echoes it. The total and the page come back from one statement
 * (one round trip): the count joined laterally to the page, so an empty page still brings its total.
 */
export async function pageRows(
  ec: EngineContext,
  model: QueryModel,
  req: RowsRequest & { page?: number | null; size?: number | null },
): Promise<PageResult> {
  const page = checkPage(req.page);
  const size = checkSize(req.size, QUERY_LIMITS.pageSizeDefault, QUERY_LIMITS.pageSizeMax);
  parseSort(model, req.sort); // a malformed sort fails before any statement runs
  const offset = (page - 1) * size;
  const params = new SqlParams();
  const where = whereSql(ec, model, req.query, params);
  let totalElements = 0;
  let content: RawRow[] = [];
  if (where !== 'FALSE') {
    const rows = rowsStatement(model, req, where, params, size, offset);
    // The total is the last column: deleting an object's last-added property keeps it a fast object
    // (V8 rolls the shape back); deleting any other turns every row into a slow dictionary.
    const sql = `SELECT p.*, c.n AS "${TOTAL}" FROM (${countStatement(model, where, params)}) AS c LEFT JOIN LATERAL (${rows}) AS p ON TRUE`;
    const { text, values } = params.bind(sql);
    const result = (await dbOf(ec).query<RawRow>(text, values)).rows;
    totalElements = Number(result[0]?.[TOTAL] ?? 0);
    const key = model.primaryKey.name;
    content = result.filter((r) => r[key] !== null && r[key] !== undefined);
    for (const r of content) delete r[TOTAL];
  }
  const totalPages = Math.ceil(totalElements / size);
  return {
    content,
    totalElements,
    totalPages,
    number: page,
    size,
    numberOfElements: content.length,
    first: page === 1,
    last: page >= totalPages,
    empty: content.length === 0,
  };
}

/** `XxxList`: up to `size` rows; an optional 1-based `page` skips the pages before it (the original client sends one). */
export async function listRows(
  ec: EngineContext,
  model: QueryModel,
  req: RowsRequest & { size?: number | null; page?: number | null },
): Promise<RawRow[]> {
  const size = checkSize(req.size, QUERY_LIMITS.listSizeDefault, QUERY_LIMITS.listSizeMax);
  const page = checkPage(req.page);
  return selectRows(ec, model, { ...req, limit: size, offset: (page - 1) * size });
}

export async function firstRow(ec: EngineContext, model: QueryModel, req: RowsRequest): Promise<RawRow | null> {
  return (await selectRows(ec, model, { ...req, limit: 1 }))[0] ?? null;
}

function statField(model: QueryModel, raw: string, what: 'term' | 'sum'): ModelField {
  const name = raw.endsWith('.keyword') ? raw.slice(0, -'.keyword'.length) : raw;
  const field = model.fields.get(name);
  if (!field) throw bad(`未知的统计字段：${raw}`, `Unknown statistics field: ${raw}`);
  if (what === 'sum' && !['int', 'float', 'money'].includes(field.type)) {
    throw bad(`统计求和字段必须是数字：${raw}`, `sumField must be numeric: ${raw}`);
  }
  if (what === 'term' && (field.type === 'json' || field.type === 'string[]')) {
    throw bad(`该字段不能用于分组统计：${raw}`, `Cannot group by ${raw}`);
  }
  return field;
}

function scanStatement(ec: EngineContext, model: QueryModel, query: unknown, select: { code: string; value: string; grouped: boolean }) {
  const params = new SqlParams();
  const where = whereSql(ec, model, query, params);
  const sql = `SELECT ${select.code} AS code, count(*) AS n, ${select.value} AS v FROM ${model.from} WHERE ${where}
    ${select.grouped ? 'GROUP BY 1 ORDER BY count(*) DESC, 1' : ''} LIMIT ${QUERY_LIMITS.statisticsBuckets}`;
  return params.bind(sql);
}

/**
 * `XxxStatistics(query, sumField, termField)`: one bucket per distinct termField value with the row
 * count and SUM(sumField) (the count when no sumField). Buckets by count desc, at most 1000.
 * `type` is the termField as sent (the original client reads `type: 'status'`), `label` the code's
 * display label when the field has one, else the code.
 */
export async function statistics(
  ec: EngineContext,
  model: QueryModel,
  req: { query?: unknown; sumField?: string | null; termField?: string | null; lang?: 'zh' | 'en' },
): Promise<StatisticsBucket[]> {
  const term = req.termField ? statField(model, req.termField, 'term') : undefined;
  const sum = req.sumField ? statField(model, req.sumField, 'sum') : undefined;
  const select = { code: term ? selectSql(term) : 'NULL::text', value: sum ? `sum(${sum.sql})` : 'NULL::numeric', grouped: !!term };
  const { text, values } =
    dayRollupStatement(ec, model, req.query, select, QUERY_LIMITS.statisticsBuckets) ?? scanStatement(ec, model, req.query, select);
  const rows = (await dbOf(ec).query<{ code: unknown; n: unknown; v: unknown }>(text, values)).rows;
  return rows.map((r) => {
    const count = Number(r.n);
    // present() masks a mobile term, so buckets never reveal numbers either.
    const codeOut = term && r.code !== null ? String(present(term, r.code)) : null;
    return {
      code: codeOut,
      type: req.termField ?? null,
      label: term ? (labelText(term, r.code, req.lang ?? 'zh') ?? codeOut) : null,
      count,
      value: sum ? (r.v === null ? null : Number(r.v)) : count,
    };
  });
}
