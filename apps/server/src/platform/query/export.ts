import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { assertAccess } from '../http/access';
import type { AuthedContext } from '../http/context';
import { AppError } from '../http/errors';
import { defineRoute } from '../http/route';
import { runInBackground } from '../db/priority';
import { admitExport } from '../limits';
import { createXlsxStream, type XlsxStream } from '../xlsx/writer';
import { whereSql, type EngineContext } from './engine';
import type { QueryModel } from './model';
import type { QueryRegistry } from './registry';
import { attachRelations, type RelationTree } from './relations';
import { scanRows } from './scan';
import { parseSort } from './sort';
import { SqlParams } from './values';
import { cellOf, contentDisposition, resolveColumns, type ExportColumn } from './xlsx';

/** What the export reports when it ends (the platform writes it to the operation log). */
export interface ExportInfo {
  apiName: string;
  model: string;
  fileName: string;
  query: unknown;
  sort: unknown;
  columns: string[];
  rowCount: number;
  completed: boolean;
  durationMs: number;
}

export type OnExported = (ctx: AuthedContext, info: ExportInfo) => Promise<void> | void;

export interface ExportOptions {
  registry: QueryRegistry;
  onExported?: OnExported;
  /** Rows read per keyset batch (memory stays ~ one batch). Default 2000. */
  exportBatchSize?: number;
  /** Time zone of time cells. Default Asia/Shanghai (the business runs in China). */
  exportTimeZone?: string;
}

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `header` and `query`/`sort` may arrive as JSON text (clients stringify) or as objects. */
const jsonish = z.union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown()), z.null()]).optional();
const ExportBody = z.object({
  apiName: z.string().min(1).max(100),
  header: z.union([z.string(), z.record(z.string(), z.unknown())]),
  fileName: z.string().max(200).nullish(),
  query: jsonish,
  sort: jsonish,
});

function headerObject(header: string | Record<string, unknown>): Record<string, unknown> {
  if (typeof header !== 'string') return header;
  try {
    const v: unknown = JSON.parse(header);
    if (typeof v === 'object' && v !== null && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {
    /* reported below */
  }
  throw new AppError('BAD_REQUEST', '参数错误：header 必须是 {"字段":"列名"} 形式的 JSON', 'Bad parameter: header must be a JSON object');
}

export type ExportBodyInput = z.infer<typeof ExportBody>;
export const exportBodySchema = ExportBody;

export interface ExportPlan {
  model: QueryModel;
  columns: ExportColumn[];
  projection: Set<string>;
  tree: RelationTree;
}

/** The root an export names; the original client names two page roots without their `Page` suffix (OrderOptStatistics, CouponOrderStatistics). */
export function exportRoot(registry: EngineContext['registry'], apiName: string): ReturnType<EngineContext['registry']['root']> {
  return registry.root(apiName) ?? registry.root(`${apiName}Page`);
}

/**
 * Everything that can refuse an export, checked before any row is read: the root, the caller's
 * access to it, the columns, the filter and the sort. Used by the synchronous download and by export jobs.
 */
export function planExport(
  ec: EngineContext,
  body: { apiName: string; header: ExportBodyInput['header']; query?: unknown; sort?: unknown },
): ExportPlan {
  const entry = exportRoot(ec.registry, body.apiName);
  if (!entry) throw new AppError('BAD_REQUEST', `未知的查询：${body.apiName}`, `Unknown query root: ${body.apiName}`);
  assertAccess(ec.ctx, entry.access, body.apiName);
  const model = entry.model;
  if (!model) throw new AppError('BAD_REQUEST', `该查询不支持导出：${body.apiName}`, `${body.apiName} cannot be exported`);
  const { columns, projection, tree } = resolveColumns(ec, model, headerObject(body.header));
  whereSql(ec, model, body.query, new SqlParams());
  parseSort(model, body.sort);
  return { model, columns, projection, tree };
}

/**
 * Streams every row of the plan into the workbook, batch by batch (memory ~ one batch). `afterBatch`
 * runs between batches (an export job writes its progress and sees a cancel there).
 */
export async function writeWorkbook(
  xlsx: XlsxStream,
  ec: EngineContext,
  plan: ExportPlan,
  req: { query: unknown; sort: unknown; lang: 'zh' | 'en'; batchSize: number; timeZone: string },
  progress: { rows: number },
  afterBatch?: (rows: number) => Promise<void>,
): Promise<void> {
  const { model } = plan;
  for await (const batch of scanRows(ec, model, {
    query: req.query,
    sort: req.sort,
    projection: plan.projection,
    batchSize: req.batchSize,
  })) {
    await attachRelations(ec, model, batch, plan.tree);
    for (const row of batch) {
      // False once per ~64 KB of XML (the wait lets deflate compress it on the thread pool while the
      // next rows are built here) and whenever the client is behind.
      if (!xlsx.addRow(plan.columns.map((c) => cellOf(c, row, req.lang, req.timeZone)))) await xlsx.drained();
      progress.rows++;
    }
    if (xlsx.stream.destroyed) throw new Error('export stream closed by the client');
    // Wait for the client to read what is buffered, so a slow download does not pile rows up in memory.
    await xlsx.drained();
    await afterBatch?.(progress.rows);
  }
  await xlsx.finish();
}

/**
 * POST /graphql/export {apiName, header, fileName, query, sort}: every row the root `apiName` would
 * match, streamed as .xlsx. Everything that can be refused (access, fields, filter, sort) is checked
 * before the first byte, so those answer with the normal 4xx envelope.
 */
export function registerExportRoute(app: FastifyInstance, opts: ExportOptions): void {
  defineRoute(app, {
    method: 'POST',
    url: '/graphql/export',
    access: 'staff',
    reply: 'raw',
    body: ExportBody,
    handler: async (ctx, { body, request, reply }) => sendExport(opts, ctx, body, request, reply),
  });
}

/**
 * Streams an export to the client: everything that can refuse is checked before the first byte (the
 * normal 4xx envelope); then the rows, batch by batch. Used by POST /graphql/export and by the
 * original client's other synchronous export calls (modules/exports/common-export.ts).
 */
export async function sendExport(
  opts: ExportOptions,
  ctx: AuthedContext,
  body: ExportBodyInput,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const started = Date.now();
  const ec: EngineContext = { ctx, registry: opts.registry };
  const { model, columns, projection, tree } = planExport(ec, body);
  // At most HEAVY_PER_STAFF downloads at once per person (429 beyond), taken after the checks.
  const release = admitExport(request, ctx.staff.id);

  const lang = /^en/i.test(request.headers['accept-language'] ?? '') ? 'en' : 'zh';
  const fileName = contentDisposition(body.fileName);
  // A longer export than Excel's 1,048,576 rows per sheet continues on Sheet2, Sheet3, … (1,000,000 each).
  const xlsx = createXlsxStream({ header: columns.map((c) => c.title) });
  const report = (rowCount: number, completed: boolean) =>
    Promise.resolve(
      opts.onExported?.(ctx, {
        apiName: body.apiName,
        model: model.name,
        fileName: body.fileName ?? '',
        query: body.query ?? null,
        sort: body.sort ?? null,
        columns: columns.map((c) => c.path),
        rowCount,
        completed,
        durationMs: Date.now() - started,
      }),
    ).catch((err: unknown) => request.log.error({ err }, 'recording an export failed'));

  const progress = { rows: 0 };
  // The rows are written as background work: on the embedded database other people's requests go
  // between its batches (db/statement-gate.ts). The export's slot is given back when it ends.
  void runInBackground(() =>
    writeWorkbook(
      xlsx,
      ec,
      { model, columns, projection, tree },
      {
        query: body.query,
        sort: body.sort,
        lang,
        batchSize: opts.exportBatchSize ?? 2000,
        timeZone: opts.exportTimeZone ?? 'Asia/Shanghai',
      },
      progress,
    ),
  )
    .then(
      () => report(progress.rows, true),
      async (err: unknown) => {
        // Headers are gone already: the client sees a broken download, the log sees why.
        request.log.error({ err }, 'export failed while streaming');
        xlsx.stream.destroy(err instanceof Error ? err : new Error('export failed'));
        await report(progress.rows, false);
      },
    )
    .finally(release);
  return reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', fileName)
    .header('cache-control', 'no-store')
    .send(xlsx.stream);
}
