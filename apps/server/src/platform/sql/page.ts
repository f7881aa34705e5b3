import type { Queryable } from '../db';
import { pageOf, type PageOf } from '../http/envelope';
import type { Where } from './where';

/**
 * The one way a hand-written REST list reads a page (the GraphQL query models page on their own,
 * platform/query): the rows of the asked page and the total, in ONE statement. The total is a CTE
 * (`count(*)` over `from` + the conditions) read once by the row query, so a page costs one round
 * trip and the count runs once however many rows come back. A CTE cannot see the outer query's
 * tables, so a condition that names a table of `joins` fails loudly instead of counting wrong.
 * Grouped rows (`groupBy`) are counted with a window over the groups instead.
 */

/** The largest page any list serves (the inputs cap lower; this holds when one does not). */
export const MAX_PAGE_SIZE = 1000;

export interface PageSpec<R, T = R> {
  /** The select list, without SELECT. */
  select: string;
  /** What is counted, without FROM: the table and the joins the conditions need. */
  from: string;
  /** Joins only the rows need, after `from`. They must not change the number of rows (to-one joins), as they are not counted. */
  joins?: string;
  /** The conditions: a Where (its params are the statement's), or text without WHERE with `params`. */
  where?: Where | string;
  params?: unknown[];
  /** Rows are groups: the total counts the groups. */
  groupBy?: string;
  /** End it with a unique key, or rows of equal keys can show on two pages. */
  orderBy: string;
  /** The page as the client numbers it (see `base`); echoed back as given. */
  page: number;
  size: number;
  /** How the client numbers its pages: 1 when the first page is 1, 0 when it is 0. */
  base: 0 | 1;
  /** Cap on `size` (default MAX_PAGE_SIZE). */
  maxSize?: number;
  /**
   * A SELECT of one number used as the total instead of count(*) over `from` + conditions: only for
   * a list whose total has always been counted another way (kept so the answer does not change).
   */
  count?: string;
  /** Turns a row into what the client reads (mask, parse, add labels). */
  present?: (row: R) => T;
}

export interface RestPage<T> {
  rows: T[];
  total: number;
  /** The page in the client's numbering. */
  page: number;
  size: number;
}

const TOTAL = 'page$total';

const whole = (v: number, fallback: number) => (Number.isSafeInteger(Math.trunc(v)) ? Math.trunc(v) : fallback);

function statement<R, T>(spec: PageSpec<R, T>) {
  const given = spec.where;
  const conditions = typeof given === 'object' ? given.conditions : (given ?? '');
  const params = typeof given === 'object' ? given.params : (spec.params ?? []);
  const size = Math.min(Math.max(1, whole(spec.size, 1)), spec.maxSize ?? MAX_PAGE_SIZE);
  const page = Math.max(spec.base, whole(spec.page, spec.base));
  const where = conditions.trim() ? `WHERE ${conditions}` : '';
  const group = spec.groupBy ? `GROUP BY ${spec.groupBy}` : '';
  const body = `FROM ${spec.from} ${spec.joins ?? ''} ${where} ${group} ORDER BY ${spec.orderBy}`;
  return { params, size, page, offset: (page - spec.base) * size, where, body };
}

function presented<R, T>(spec: PageSpec<R, T>, rows: R[]): T[] {
  return spec.present ? rows.map(spec.present) : (rows as unknown as T[]);
}

/** Rows and total of one page. Past the last page: no rows, the real total. */
export async function restPage<R = Record<string, unknown>, T = R>(q: Queryable, spec: PageSpec<R, T>): Promise<RestPage<T>> {
  const s = statement(spec);
  // Groups are all formed before they are sorted, so counting them over the same pass is free; a
  // plain list counts its rows apart (an index-only count, not the select list of every row).
  const head =
    spec.groupBy && !spec.count
      ? `SELECT ${spec.select}, count(*) OVER ()::int AS "${TOTAL}"`
      : `WITH "${TOTAL}" AS (${spec.count ?? `SELECT count(*) FROM ${spec.from} ${s.where}`})
         SELECT ${spec.select}, (SELECT * FROM "${TOTAL}")::int AS "${TOTAL}"`;
  const sql = (limit: number, offset: number) => `${head} ${s.body} LIMIT ${limit} OFFSET ${offset}`;
  const r = await q.query<Record<string, unknown>>(sql(s.size, s.offset), s.params);
  // The total rides on every row; a page past the end has none, so ask for the first row to learn it.
  const carrier = r.rows[0] ?? (s.offset > 0 ? (await q.query<Record<string, unknown>>(sql(1, 0), s.params)).rows[0] : undefined);
  const total = carrier ? Number(carrier[TOTAL]) : 0;
  const rows = r.rows.map(({ [TOTAL]: _total, ...row }) => row as R);
  return { rows: presented(spec, rows), total, page: s.page, size: s.size };
}

/** The rows of one page without a total (a list the client pages through by asking until it gets fewer). */
export async function pageRows<R = Record<string, unknown>, T = R>(q: Queryable, spec: Omit<PageSpec<R, T>, 'count'>): Promise<T[]> {
  const s = statement(spec);
  const r = await q.query<R>(`SELECT ${spec.select} ${s.body} LIMIT ${s.size} OFFSET ${s.offset}`, s.params);
  return presented(spec, r.rows);
}

/** count(*) of `FROM … WHERE …` (for tab counters and totals outside a page). */
export async function countOf(q: Queryable, fromWhere: string, params: unknown[]): Promise<number> {
  const r = await q.query<{ n: string }>(`SELECT count(*)::text AS n ${fromWhere}`, params);
  return Number(r.rows[0]?.n ?? 0);
}

// ---- the page shapes the original clients read ----

/** {content, totalElements, totalPages, number, size}: the Spring page of most REST lists (CONTRACT §4). */
export const springPage = <T>(p: RestPage<T>): PageOf<T> => pageOf(p.rows, p.total, p.page, p.size);

/** {total, list, pageNumber, pageSize}: the complaint centre's page. */
export const listPage = <T>(p: RestPage<T>) => ({ total: p.total, list: p.rows, pageNumber: p.page, pageSize: p.size });
