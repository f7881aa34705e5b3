import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AppDeps } from '../../../platform/deps';
import { assertAccess } from '../../../platform/http/access';
import type { AuthedContext } from '../../../platform/http/context';
import { AppError, errors } from '../../../platform/http/errors';
import { defineRoute } from '../../../platform/http/route';
import { cancelJob, enqueueJob } from '../../../platform/jobs';
import { assertRecordLink, openRecordFile, recordDownloadLink, sendXlsx } from '../../../platform/files/record-download';
import { recordOperation } from '../../../platform/oplog';
import { requestLang } from '../../../platform/query/routes';
import { exportBodySchema, exportRoot, planExport } from '../../../platform/query/export';
import type { QueryRegistry } from '../../../platform/query/registry';
import { QUERY_EXPORT_JOB, registerQueryExportJob, type ExportJobOptions } from './export-job';
import { findRecord, isAdmin, listRecords, type StoredRecord } from './records';
import { scheduleFileRetention, sweepJobPartials } from './retention';
import { assertRestAccess, parseRestFilter, REST_EXPORT_JOB, registerRestExportJob, restExportOf } from './rest-exports';

const idBody = z.object({ id: z.coerce.string().regex(/^\d{1,18}$/, '必须是数字') });
const restBody = z.object({
  apiName: z.string().max(100),
  fileName: z.string().max(150).optional(),
  /** The body the synchronous call takes. */
  filter: z.record(z.string(), z.unknown()).optional(),
});
const pageBody = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(['queued', 'running', 'done', 'failed', 'cancelled']).optional(),
  apiName: z.string().max(100).optional(),
  /** Role 7 only: everyone's exports. */
  all: z.coerce.boolean().optional(),
});

/** Declared on the routes naming an export record: ownRecord below restricts it to its requester. */
const OWN_RECORD = "the caller's own export record (ownRecord: another staff member's is 404; role 7 sees all)";

/**
 * At most `limit` export jobs queued or running per staff member: jobs run two at a time per
 * instance, so one person's fifty exports would make everyone else's wait behind them. The count is
 * taken under a per-staff transaction lock, so concurrent requests cannot all see room (checked on
 * PostgreSQL in export-queue-limit.test.ts).
 */
async function assertExportQueueRoom(tx: Queryable, ctx: AuthedContext, limit: number): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('export-queue:' || $1::text, 0))`, [ctx.staff.id]);
  const r = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM export_record r JOIN job j ON j.id = r.job_id
      WHERE r.staff_id = $1::bigint AND r.deleted_at IS NULL AND j.state IN ('queued', 'running')`,
    [ctx.staff.id],
  );
  if (r.rows[0].n >= limit) {
    throw new AppError(
      'TOO_MANY',
      `排队中的导出过多（最多 ${limit} 个），请等已有导出完成后再试`,
      `Too many exports waiting (at most ${limit}); wait for one to finish`,
      { 'retry-after': '10' },
    );
  }
}

/** The requester's own record, or anyone's for role 7; a stranger's is "not found" (no probing ids). */
async function ownRecord(ctx: AuthedContext, id: string): Promise<StoredRecord> {
  const rec = await findRecord(ctx.db, id);
  if (!rec || (rec.staffId !== ctx.staff.id && !isAdmin(ctx.staff))) throw errors.notFound('导出记录');
  return rec;
}

/**
 * The export centre: "export current filter" as a job (POST …/exportRecord/create takes the body of
 * POST /graphql/export, which keeps answering synchronously), its records, progress, cancel, delete,
 * and the download through a signed, expiring URL with the permission checked again.
 */
export function registerExportRoutes(app: FastifyInstance, deps: AppDeps, registry: QueryRegistry, opts: ExportJobOptions = {}): void {
  const { db, files } = deps;
  registerQueryExportJob(deps, registry, opts);
  registerRestExportJob(deps, opts);
  scheduleFileRetention(deps, deps.config.exportRetentionDays);
  // At start, the partial files of jobs killed with a previous process (also hourly, with the retention).
  app.addHook('onReady', async () => {
    void sweepJobPartials(deps).catch((err: unknown) => deps.log.warn({ err }, 'sweeping partial job files failed'));
  });

  /** One transaction: the record, its job, the operation log. */
  const createRecord = (
    ctx: AuthedContext,
    kind: string,
    r: { apiName: string; fileName: string; header: unknown; query: unknown; sort: unknown; lang: 'zh' | 'en' },
  ) =>
    db.transaction(async (tx) => {
      await assertExportQueueRoom(tx, ctx, deps.config.limits.exportJobsPerStaff);
      const ins = await tx.query<{ id: string }>(
        `INSERT INTO export_record (staff_id, staff_name, subject, api_name, file_name, header, query, sort, lang)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id::text AS id`,
        [
          ctx.staff.id,
          ctx.staff.realName || ctx.staff.userName,
          ctx.subject,
          r.apiName,
          r.fileName,
          JSON.stringify(r.header),
          JSON.stringify(r.query),
          JSON.stringify(r.sort),
          r.lang,
        ],
      );
      const recordId = ins.rows[0].id;
      const jobId = await enqueueJob(tx, kind, { recordId }, { createdBy: ctx.staff.id, maxAttempts: 3 });
      await tx.query('UPDATE export_record SET job_id = $2::bigint WHERE id = $1::bigint', [recordId, jobId]);
      await recordOperation(tx, ctx, {
        action: 'export.request',
        entity: 'export_record',
        entityId: recordId,
        detail: { apiName: r.apiName, fileName: r.fileName },
      });
      return recordId;
    });

  defineRoute(app, {
    method: 'POST',
    url: '/api/b/v1/exportRecord/create',
    access: 'staff',
    body: exportBodySchema,
    handler: async (ctx, { body, request }) => {
      // Refusals (root, access, columns, filter, sort) answer now, before anything is queued.
      planExport({ ctx, registry }, body);
      const parse = (v: unknown) => (typeof v === 'string' && v.trim() ? (JSON.parse(v) as unknown) : (v ?? null));
      const header = typeof body.header === 'string' ? parse(body.header) : body.header;
      const fileName = body.fileName?.trim() || body.apiName;
      const id = await createRecord(ctx, QUERY_EXPORT_JOB, {
        apiName: body.apiName,
        fileName,
        // As [path, title] pairs: a jsonb object would reorder the columns.
        header: Object.entries(header as Record<string, unknown>),
        query: parse(body.query),
        sort: parse(body.sort),
        lang: requestLang(request),
      });
      return findRecord(db, id);
    },
  });

  // A REST export (renew orders, payments, order-out) as a job: its path and the filter it takes.
  defineRoute<z.infer<typeof restBody>>(app, {
    method: 'POST',
    url: '/api/b/v1/exportRecord/createRest',
    access: 'staff',
    body: restBody,
    handler: async (ctx, { body }) => {
      const e = restExportOf(body.apiName);
      if (!e) throw errors.invalidField('apiName', '不是可导出的接口', 'is not an export');
      assertRestAccess(ctx, body.apiName, e);
      // A bad filter answers now, as the synchronous call would; the job reads the same filter.
      const filter = body.filter ?? {};
      const parsed = parseRestFilter(e, filter);
      await e.check?.(db, ctx, parsed);
      const fileName = body.fileName?.trim() || e.fileName;
      const id = await createRecord(ctx, REST_EXPORT_JOB, {
        apiName: body.apiName,
        fileName,
        header: [],
        query: filter,
        sort: null,
        lang: 'zh',
      });
      return findRecord(db, id);
    },
  });

  defineRoute<unknown, z.infer<typeof idBody>>(app, {
    method: 'GET',
    url: '/api/b/v1/exportRecord/detail',
    access: 'staff',
    unscoped: { id: OWN_RECORD },
    query: idBody,
    handler: async (ctx, { query }) => ownRecord(ctx, query.id),
  });

  defineRoute<z.infer<typeof pageBody>>(app, {
    method: 'POST',
    url: ['/api/b/v1/exportRecord/getFileDownloadInfoPage', '/api/b/v1/operateExportLog/getFileDownloadInfoPage'],
    access: 'staff',
    body: pageBody,
    handler: async (ctx, { body }) => listRecords(db, ctx.staff, body),
  });

  defineRoute<z.infer<typeof idBody>>(app, {
    method: 'POST',
    url: '/api/b/v1/exportRecord/cancel',
    access: 'staff',
    unscoped: { id: OWN_RECORD },
    body: idBody,
    handler: async (ctx, { body }) => {
      const rec = await ownRecord(ctx, body.id);
      if (!rec.jobId || !['queued', 'running'].includes(rec.status))
        throw errors.conflict('该导出已结束，无法取消', 'The export has ended and cannot be cancelled');
      await db.transaction(async (tx) => {
        await cancelJob(tx, rec.jobId!);
        await recordOperation(tx, ctx, { action: 'export.cancel', entity: 'export_record', entityId: rec.id });
      });
      return findRecord(db, rec.id);
    },
  });

  defineRoute<z.infer<typeof idBody>>(app, {
    method: 'POST',
    url: '/api/b/v1/exportRecord/delete',
    access: 'staff',
    unscoped: { id: OWN_RECORD },
    body: idBody,
    handler: async (ctx, { body }) => {
      const rec = await ownRecord(ctx, body.id);
      await db.transaction(async (tx) => {
        await tx.query('UPDATE export_record SET deleted_at = now() WHERE id = $1::bigint AND deleted_at IS NULL', [rec.id]);
        if (rec.jobId) await cancelJob(tx, rec.jobId);
        await recordOperation(tx, ctx, { action: 'export.delete', entity: 'export_record', entityId: rec.id });
      });
      if (rec.fileKey) await files.remove('private', rec.fileKey);
      return null;
    },
  });

  defineRoute<z.infer<typeof idBody>>(app, {
    method: 'POST',
    url: '/api/b/v1/exportRecord/downloadUrl',
    access: 'staff',
    unscoped: { id: OWN_RECORD },
    body: idBody,
    handler: async (ctx, { body }) => {
      const rec = await ownRecord(ctx, body.id);
      if (rec.expired) throw errors.conflict('导出文件已过期', 'The exported file has expired');
      if (!rec.downloadable || !rec.fileKey) throw errors.conflict('导出尚未完成', 'The export is not finished');
      return recordDownloadLink(files, rec.fileKey, `/api/b/v1/exportRecord/download/${rec.id}`);
    },
  });

  const signedQuery = z.object({ expires: z.coerce.number(), sig: z.string().min(1) });
  defineRoute<unknown, z.infer<typeof signedQuery>>(app, {
    method: 'GET',
    url: '/api/b/v1/exportRecord/download/:id',
    access: 'staff',
    unscoped: { id: OWN_RECORD },
    reply: 'raw',
    query: signedQuery,
    handler: async (ctx, { params, query, reply }) => {
      const rec = await ownRecord(ctx, params.id);
      assertRecordLink(files, rec.fileKey, query);
      // Permissions again, as of now: the role that could read the list must still be there.
      const rest = restExportOf(rec.apiName);
      if (rest) assertRestAccess(ctx, rec.apiName, rest);
      else {
        const entry = exportRoot(registry, rec.apiName);
        if (!entry) throw errors.notFound('导出的查询');
        assertAccess(ctx, entry.access, rec.apiName);
      }
      const file = await openRecordFile(files, rec.fileKey, '导出文件');
      await recordOperation(db, ctx, { action: 'export.download', entity: 'export_record', entityId: rec.id });
      return sendXlsx(reply, file, rec.fileName);
    },
  });

  // What the original client reports after a synchronous download (order and express lists).
  const logBody = z.object({
    operateType: z.string().max(50).default(''),
    tableName: z.string().max(100).default(''),
    name: z.string().max(200).default(''),
  });
  defineRoute<z.infer<typeof logBody>>(app, {
    method: 'POST',
    url: '/api/b/v1/operateExportLog/add',
    access: 'staff',
    body: logBody,
    handler: async (ctx, { body, request }) => {
      const detail = typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};
      const text = JSON.stringify(detail);
      if (text.length > 20_000) throw errors.invalidField('body', '过大', 'is too large');
      await db.transaction(async (tx) => {
        await tx.query('INSERT INTO operate_export_log (staff_id, operate_type, table_name, name, detail) VALUES ($1, $2, $3, $4, $5)', [
          ctx.staff.id,
          body.operateType,
          body.tableName,
          body.name,
          text,
        ]);
        await recordOperation(tx, ctx, {
          action: 'export.log',
          entity: 'operate_export_log',
          detail: { operateType: body.operateType, name: body.name },
        });
      });
      return null;
    },
  });
}
