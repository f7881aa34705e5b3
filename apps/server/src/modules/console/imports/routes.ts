import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/deps';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { defineRoute } from '../../../platform/http/route';
import { enqueueJob, getJob } from '../../../platform/jobs';
import { assertRecordLink, openRecordFile, recordDownloadLink, sendXlsx } from '../../../platform/files/record-download';
import { recordOperation } from '../../../platform/oplog';
import { isAdmin } from '../exports/records';
import { IMPORT_JOB, registerImportJob } from './import-job';
import { assertImportAccess, importKinds } from './kinds';

/** Declared on the routes naming an import record: ownImport below restricts it to its requester. */
const OWN_IMPORT = "the caller's own import record (ownImport: another staff member's is 404; role 7 sees all)";
const idInput = z.object({ id: z.coerce.string().regex(/^\d{1,18}$/, '必须是数字') });

interface Stored {
  id: string;
  job_id: string | null;
  staff_id: string;
  kind: string;
  file_name: string;
  dry_run: boolean;
  total: number | null;
  success: number | null;
  failed: number | null;
  written: boolean;
  report: { row: number; ok: boolean; error?: string }[] | null;
  report_key: string | null;
  expired: boolean;
}

async function ownImport(ctx: AuthedContext, id: string) {
  const r = await ctx.db.query<Stored>(
    `SELECT id::text AS id, job_id::text AS job_id, staff_id::text AS staff_id, kind, file_name, dry_run, total, success, failed, written, report, report_key, expired_at IS NOT NULL AS expired
       FROM import_record WHERE id = $1::bigint`,
    [id],
  );
  const rec = r.rows[0];
  if (!rec || (rec.staff_id !== ctx.staff.id && !isAdmin(ctx.staff))) throw errors.notFound('导入记录');
  const job = rec.job_id ? await getJob(ctx.db, rec.job_id) : null;
  return {
    rec,
    dto: {
      id: rec.id,
      kind: rec.kind,
      fileName: rec.file_name,
      dryRun: rec.dry_run,
      status: job?.state ?? 'failed',
      progressDone: job?.progressDone ?? 0,
      progressTotal: job?.progressTotal ?? null,
      error: job?.state === 'failed' ? job.lastError : null,
      written: rec.written,
      total: rec.total,
      success: rec.success,
      failed: rec.failed,
      rows: rec.report,
      reportReady: rec.report_key !== null,
      /** The retention job deleted the report (and its rows); the summary stays. */
      expired: rec.expired,
    },
  };
}

/**
 * Spreadsheet imports as jobs: POST …/importJob/create {kind, fileKey, fileName, dryRun} queues a dry run
 * (a row-by-row report, nothing written) or an all-or-nothing commit; …/detail follows it; the report
 * downloads through a signed, expiring URL. The synchronous import calls of the original client stay.
 */
export function registerImportRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, files } = deps;
  registerImportJob(deps);

  const createBody = z.object({
    kind: z.string({ message: '不支持的导入类型' }).refine((k) => importKinds.has(k), { message: '不支持的导入类型' }),
    fileKey: z.string().trim().min(1).max(200),
    fileName: z.string().trim().max(200).default(''),
    dryRun: z.preprocess((v) => v === true || v === 'true' || v === 1 || v === '1', z.boolean()),
  });
  defineRoute<z.infer<typeof createBody>>(app, {
    method: 'POST',
    url: '/api/b/v1/importJob/create',
    access: 'staff',
    body: createBody,
    handler: async (ctx, { body }) => {
      assertImportAccess(ctx, importKinds.get(body.kind)!, `import ${body.kind}`);
      const id = await db.transaction(async (tx) => {
        const r = await tx.query<{ id: string }>(
          `INSERT INTO import_record (staff_id, subject, kind, file_key, file_name, dry_run) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id`,
          [ctx.staff.id, ctx.subject, body.kind, body.fileKey, body.fileName, body.dryRun],
        );
        const importId = r.rows[0].id;
        const jobId = await enqueueJob(tx, IMPORT_JOB, { importId }, { createdBy: ctx.staff.id, maxAttempts: 3 });
        await tx.query('UPDATE import_record SET job_id = $2::bigint WHERE id = $1::bigint', [importId, jobId]);
        await recordOperation(tx, ctx, {
          action: body.dryRun ? 'import.check' : 'import.commit',
          entity: 'import_record',
          entityId: importId,
          detail: { kind: body.kind, fileName: body.fileName },
        });
        return importId;
      });
      return (await ownImport(ctx, id)).dto;
    },
  });

  defineRoute<unknown, z.infer<typeof idInput>>(app, {
    method: 'GET',
    url: '/api/b/v1/importJob/detail',
    access: 'staff',
    unscoped: { id: OWN_IMPORT },
    query: idInput,
    handler: async (ctx, { query }) => (await ownImport(ctx, query.id)).dto,
  });

  defineRoute<z.infer<typeof idInput>>(app, {
    method: 'POST',
    url: '/api/b/v1/importJob/reportUrl',
    access: 'staff',
    unscoped: { id: OWN_IMPORT },
    body: idInput,
    handler: async (ctx, { body }) => {
      const { rec } = await ownImport(ctx, body.id);
      if (rec.expired) throw errors.conflict('校验报告已过期', 'The report has expired');
      if (!rec.report_key) throw errors.conflict('校验报告尚未生成', 'The report is not ready');
      return recordDownloadLink(files, rec.report_key, `/api/b/v1/importJob/report/${rec.id}`);
    },
  });

  const signedQuery = z.object({ expires: z.coerce.number(), sig: z.string().min(1) });
  defineRoute<unknown, z.infer<typeof signedQuery>>(app, {
    method: 'GET',
    url: '/api/b/v1/importJob/report/:id',
    access: 'staff',
    unscoped: { id: OWN_IMPORT },
    reply: 'raw',
    query: signedQuery,
    handler: async (ctx, { params, query, reply }) => {
      const { rec } = await ownImport(ctx, params.id);
      assertRecordLink(files, rec.report_key, query);
      const file = await openRecordFile(files, rec.report_key, '校验报告');
      return sendXlsx(reply, file, `${rec.file_name.replace(/\.xlsx$/i, '') || '导入'}-校验报告`);
    },
  });
}
