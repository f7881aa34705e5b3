import type { Database } from '../db';
import { dbOf, selectList, whereSql, type EngineContext } from './engine';
import { and } from './filter';
import type { QueryModel } from './model';
import type { RawRow } from './registry';
import { orderBySql, parseSort, type SortKey } from './sort';
import { SqlParams } from './values';

/**
 * Every matching row in sort order, in batches, with a keyset cursor: each batch starts strictly after
 * the last row of the previous one, so memory stays constant and deep batches cost what the first does
 * (OFFSET would rescan everything before it). No transaction is held between batches: on PGlite that
 * would block every other request for the whole export. On PGlite the rows come from a holdable cursor
 * instead (cursorRows below).
 */

/**
 * Cursor values come back as text and are bound untyped, so PostgreSQL reads them as the column's own
 * type (exact: microseconds, numeric digits). Booleans go typed: PGlite serialises a parameter by its
 * inferred type and wants a JS boolean there.
 */
function cursorParam(key: SortKey, v: string, params: SqlParams): string {
  return key.field.type === 'bool' ? params.add(v === 'true', 'boolean') : params.addUntyped(v);
}

function afterCursor(keys: SortKey[], cursor: Array<string | null>, params: SqlParams): string {
  const ors: string[] = [];
  for (let i = 0; i < keys.length; i++) {
    const parts: string[] = [];
    for (let j = 0; j < i; j++) {
      const v = cursor[j];
      parts.push(v === null ? `${keys[j].field.sql} IS NULL` : `${keys[j].field.sql} = ${cursorParam(keys[j], v, params)}`);
    }
    const { field, dir } = keys[i];
    const v = cursor[i];
    // PostgreSQL default null placement: ASC puts NULLs last, DESC puts them first.
    let after: string;
    if (dir === 'asc') after = v === null ? 'FALSE' : `(${field.sql} > ${cursorParam(keys[i], v, params)} OR ${field.sql} IS NULL)`;
    else after = v === null ? `${field.sql} IS NOT NULL` : `${field.sql} < ${cursorParam(keys[i], v, params)}`;
    parts.push(after);
    ors.push(and(parts));
  }
  const real = ors.filter((p) => p !== 'FALSE');
  if (real.length === 0) return 'FALSE';
  const expanded = real.map((p) => `(${p})`).join(' OR ');
  // Redundant but index-friendly: with a descending first key (the default ctime desc) every later row
  // is <= the cursor, so an index on that key can start there instead of filtering from the top.
  const first = keys[0];
  const v = cursor[0];
  return first.dir === 'desc' && v !== null ? `${first.field.sql} <= ${cursorParam(first, v, params)} AND (${expanded})` : expanded;
}

type ScanRequest = { query?: unknown; sort?: unknown; projection: Iterable<string>; batchSize: number };

export async function* scanRows(ec: EngineContext, model: QueryModel, req: ScanRequest): AsyncGenerator<RawRow[]> {
  const db = dbOf(ec) as Partial<Database>;
  if (db.kind === 'pglite') {
    yield* cursorRows(ec, model, req);
    return;
  }
  const keys = parseSort(model, req.sort);
  const select = `${selectList(model, req.projection)}, ${keys.map((k, i) => `(${k.field.sql})::text AS "__k${i}"`).join(', ')}`;
  let cursor: Array<string | null> | null = null;
  for (;;) {
    const params = new SqlParams();
    const where = and([whereSql(ec, model, req.query, params), cursor ? afterCursor(keys, cursor, params) : 'TRUE']);
    if (where === 'FALSE') return;
    const sql = `SELECT ${select} FROM ${model.from} WHERE ${where} ORDER BY ${orderBySql(keys)} LIMIT ${params.add(req.batchSize, 'int')}`;
    const { text, values } = params.bind(sql);
    const rows = (await dbOf(ec).query<RawRow>(text, values)).rows;
    if (rows.length === 0) return;
    const last = rows[rows.length - 1];
    cursor = keys.map((_k, i) => {
      const v = last[`__k${i}`];
      return v === null || v === undefined ? null : String(v);
    });
    for (const row of rows) for (let i = 0; i < keys.length; i++) delete row[`__k${i}`];
    yield rows;
    if (rows.length < req.batchSize) return;
  }
}

/** Rows per FETCH on the embedded database: each one holds the server's thread while it runs (~10 ms). */
const EMBEDDED_FETCH = 500;
let cursorSeq = 0;

/**
 * The embedded database: one session, statements run on the server's own thread. A keyset batch
 * whose sort no index serves sorts every matching row again (400,000 redeem codes by ctime: 1.4 s a
 * batch, 200 batches, the whole server stalled for each). A WITH HOLD cursor runs the query once
 * (one stall of about one such batch) and keeps the result; each FETCH then takes milliseconds, and
 * other requests' statements go between them (db/statement-gate.ts). No transaction stays open: a
 * holdable cursor outlives the statement that declared it. Not for PostgreSQL: a pooled connection
 * is not the one that declared the cursor there.
 */
async function* cursorRows(ec: EngineContext, model: QueryModel, req: ScanRequest): AsyncGenerator<RawRow[]> {
  const db = dbOf(ec);
  const params = new SqlParams();
  const where = whereSql(ec, model, req.query, params);
  const order = orderBySql(parseSort(model, req.sort));
  const name = `scan_rows_${++cursorSeq}`;
  const { text, values } = params.bind(
    `DECLARE ${name} NO SCROLL CURSOR WITH HOLD FOR SELECT ${selectList(model, req.projection)} FROM ${model.from} WHERE ${where} ORDER BY ${order}`,
  );
  await db.query(text, values);
  const size = Math.min(req.batchSize, EMBEDDED_FETCH);
  try {
    for (;;) {
      const rows = (await db.query<RawRow>(`FETCH FORWARD ${size} FROM ${name}`)).rows;
      if (rows.length) yield rows;
      if (rows.length < size) return;
    }
  } finally {
    await db.query(`CLOSE ${name}`).catch(() => undefined);
  }
}
