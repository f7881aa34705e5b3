import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db';
import { runInBackground } from '../db/priority';
import type { AuthedContext } from '../http/context';
import { admitExport } from '../limits';
import { recordOperation } from '../oplog';
import { contentDisposition, formatTime, neutralize, type Cell } from '../query/xlsx';
import { createXlsxStream, type XlsxStream } from './writer';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const BATCH = 2000;

export interface SheetColumn<R> {
  title: string;
  value: (row: R) => unknown;
  /** 'time' (ms → China time text), 'money'/'number' (numbers), default text. */
  kind?: 'time' | 'money' | 'number' | 'text';
}

export interface SheetExport<R> {
  /** For the operation log and the file name. */
  name: string;
  fileName: string;
  columns: SheetColumn<R>[];
  /** SELECT list (must include `_k`, the keyset: a unique bigint text) and FROM … WHERE … without ORDER BY. */
  select: string;
  from: string;
  params: unknown[];
  /** The column behind `_k`, e.g. `o.id`. */
  keyColumn: string;
}

function cell<R>(c: SheetColumn<R>, row: R): Cell {
  const v = c.value(row);
  if (v === null || v === undefined || v === '') return null;
  if (c.kind === 'time') return typeof v === 'number' ? formatTime(v, 'Asia/Shanghai') : null;
  if (c.kind === 'money' || c.kind === 'number') return typeof v === 'number' ? v : Number(v);
  return neutralize(String(v));
}

/** How many rows the export will write (the progress total of an export job). */
export async function countSheetRows<R>(db: Queryable, spec: SheetExport<R>): Promise<number> {
  const r = await db.query<{ n: string }>(`SELECT count(*)::text AS n ${spec.from}`, spec.params);
  return Number(r.rows[0].n);
}

/**
 * Writes every matching row into the sheet in keyset batches (memory stays one batch) and finishes it.
 * `afterBatch` runs between batches with the rows written so far (an export job's progress and cancel).
 */
export async function writeSheetRows<R extends { _k: string }>(
  db: Queryable,
  xlsx: XlsxStream,
  spec: SheetExport<R>,
  counter: { rows: number },
  afterBatch?: (rows: number) => Promise<void>,
  batchSize = BATCH,
): Promise<void> {
  let last: string | null = null;
  for (;;) {
    const params: unknown[] = [...spec.params, last];
    const keyParam: string = `$${params.length}`;
    const where: string = `${spec.from} ${/\bWHERE\b/i.test(spec.from) ? 'AND' : 'WHERE'} (${keyParam}::bigint IS NULL OR ${spec.keyColumn} > ${keyParam}::bigint)`;
    const r: { rows: R[] } = await db.query<R>(`SELECT ${spec.select} ${where} ORDER BY ${spec.keyColumn} LIMIT ${batchSize}`, params);
    for (const row of r.rows) {
      if (!xlsx.addRow(spec.columns.map((c) => cell(c, row)))) await xlsx.drained();
      counter.rows++;
    }
    if (afterBatch) await afterBatch(counter.rows);
    if (r.rows.length < batchSize) break;
    last = r.rows[r.rows.length - 1]._k;
    if (xlsx.stream.destroyed) throw new Error('export stream closed by the client');
    await xlsx.drained();
  }
  await xlsx.finish();
}

/**
 * Streams every matching row as .xlsx (keyset batches of 2000, so memory stays one batch), like
 * /graphql/export; the export (rows, completed or not) goes to the operation log when it ends.
 */
export function streamSheet<R extends { _k: string }>(
  db: Queryable,
  ctx: AuthedContext,
  request: FastifyRequest,
  reply: FastifyReply,
  spec: SheetExport<R>,
) {
  // At most HEAVY_PER_STAFF downloads at once per person (429 beyond); given back when the rows end.
  const release = admitExport(request, ctx.staff.id);
  const xlsx = createXlsxStream({ header: spec.columns.map((c) => c.title) });
  const progress = { rows: 0 };
  // Background work: on the embedded database other requests' statements go between its batches.
  const write = () => runInBackground(() => writeSheetRows(db, xlsx, spec, progress));
  const report = (completed: boolean) =>
    recordOperation(db, ctx, {
      action: 'export',
      entity: spec.name,
      detail: { fileName: spec.fileName, rowCount: progress.rows, completed },
    }).catch((err: unknown) => request.log.error({ err }, 'recording an export failed'));
  void write()
    .then(
      () => report(true),
      async (err: unknown) => {
        request.log.error({ err }, 'export failed while streaming');
        xlsx.stream.destroy(err instanceof Error ? err : new Error('export failed'));
        await report(false);
      },
    )
    .finally(release);
  return reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', contentDisposition(spec.fileName))
    .header('cache-control', 'no-store')
    .send(xlsx.stream);
}
