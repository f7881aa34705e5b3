import { findStaffBy, toPrincipal } from '../../../platform/auth/staff-record';
import type { AppDeps } from '../../../platform/deps';
import type { AuthedContext } from '../../../platform/http/context';
import { AppError } from '../../../platform/http/errors';
import { JobCancelled, JobFailed, partTagOf, sweepDeadPartials } from '../../../platform/jobs';
import { countRows, type EngineContext } from '../../../platform/query';
import { planExport, writeWorkbook } from '../../../platform/query/export';
import type { QueryRegistry } from '../../../platform/query/registry';
import { createXlsxStream, type XlsxStream } from '../../../platform/xlsx/writer';
import { notifyStaff } from '../notifications/service';
import { findRecord, type StoredRecord } from './records';

export const QUERY_EXPORT_JOB = 'export.query';
/** Where export files are written (private storage). */
export const EXPORTS_FOLDER = 'exports/';

/** Notification type of the export centre (the drawer groups by it; the link opens /exportRecord). */
export const EXPORT_NOTICE = { typeId: 9, typeName: '导出', jumpLink: '/exportRecord' } as const;

export interface ExportJobOptions {
  /** Rows per keyset batch: progress is written and a cancel seen between batches. Default 2000. */
  batchSize?: number;
  timeZone?: string;
}

/** The requester as a request context: a job reads and writes with their permissions and scopes, as of now. */
export async function requesterContext(deps: AppDeps, rec: { staffId: string; subject: number }, jobId: string): Promise<AuthedContext> {
  const row = await findStaffBy(deps.db, 'id', rec.staffId);
  if (!row || row.status !== 0) throw new AppError('FORBIDDEN', '发起人账号已停用', "The requester's account is disabled");
  return { requestId: `job-${jobId}`, ip: '', db: deps.db, staff: toPrincipal(row), subject: rec.subject };
}

/** What an export kind produces for a record: the sheet's header, the row total, and how to write the rows. */
export interface ExportSource {
  header: string[];
  total: number;
  /** Writes every row into the sheet and finishes it; calls `afterBatch` between batches. */
  write: (xlsx: XlsxStream, counter: { rows: number }, afterBatch: (rows: number) => Promise<void>) => Promise<void>;
}

/**
 * An export job kind: the record's requester as a context, the kind's rows streamed into a private
 * .xlsx (memory ~ one batch) with progress per batch, the record updated and the requester notified.
 * Idempotent: a re-run writes the same key and replaces the file.
 */
export function registerExportJob(
  deps: AppDeps,
  kind: string,
  prepare: (rec: StoredRecord, ctx: AuthedContext) => Promise<ExportSource>,
): void {
  deps.jobs.register<{ recordId: string }>(
    kind,
    async ({ job, progress, signal }) => {
      const rec = await findRecord(deps.db, job.payload.recordId);
      if (!rec) return { skipped: 'deleted' };
      try {
        const ctx = await requesterContext(deps, rec, job.id);
        // The permission is checked again at run time (in prepare): a role taken away since the request counts.
        const source = await prepare(rec, ctx);
        const total = source.total;
        await progress(0, total);
        const xlsx = createXlsxStream({ header: source.header });
        const key = `exports/${rec.id}.xlsx`;
        // A try taken over from a dead instance first removes that instance's partial file.
        if (job.attempts > 1) await sweepDeadPartials(deps.db, deps.files, 'private', [EXPORTS_FOLDER]);
        const stored = deps.files.putStream('private', key, xlsx.stream, { tag: partTagOf(job) });
        const counter = { rows: 0 };
        try {
          await source.write(xlsx, counter, async (rows) => {
            if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new JobCancelled();
            await progress(rows, Math.max(total, rows));
          });
        } catch (err) {
          // Closing the source ends the file write (pipeline rejects; the partial file is removed).
          xlsx.stream.destroy();
          await stored.catch(() => undefined);
          throw err;
        }
        const size = await stored;
        const kept = await deps.db.query(
          'UPDATE export_record SET row_count = $2, size_bytes = $3, file_key = $4, finished_at = now() WHERE id = $1::bigint AND deleted_at IS NULL',
          [rec.id, counter.rows, size, key],
        );
        if (!kept.affectedRows) {
          // Deleted while it ran: no file is kept for a record nobody can see.
          await deps.files.remove('private', key);
          return { skipped: 'deleted' };
        }
        await progress(counter.rows, counter.rows);
        await notifyStaff(deps.db, deps.events, rec.staffId, {
          ...EXPORT_NOTICE,
          title: `导出完成：${rec.fileName}`,
          content: `共 ${counter.rows} 行，可在导出记录中下载。`,
          subject: rec.subject,
        });
        return { rows: counter.rows, size };
      } catch (err) {
        const cancelled = err instanceof JobCancelled || signal.aborted;
        const final = err instanceof AppError || job.attempts >= job.maxAttempts;
        if (!cancelled && final) {
          await notifyStaff(deps.db, deps.events, rec.staffId, {
            ...EXPORT_NOTICE,
            title: `导出失败：${rec.fileName}`,
            content: err instanceof Error ? err.message : String(err),
            subject: rec.subject,
          });
        }
        // A refusal (permission, filter) will not change on a retry: fail at once.
        if (err instanceof AppError && !cancelled) throw new JobFailed(err.message);
        throw err;
      }
    },
    { retryDelayMs: 10_000 },
  );
}

/** `export.query`: every row of a query root's filter (the body of POST /graphql/export). */
export function registerQueryExportJob(deps: AppDeps, registry: QueryRegistry, opts: ExportJobOptions = {}): void {
  registerExportJob(deps, QUERY_EXPORT_JOB, async (rec, ctx) => {
    const ec: EngineContext = { ctx, registry };
    const plan = planExport(ec, { apiName: rec.apiName, header: rec.header, query: rec.query, sort: rec.sort });
    const total = await countRows(ec, plan.model, rec.query);
    return {
      header: plan.columns.map((c) => c.title),
      total,
      write: (xlsx, counter, afterBatch) =>
        writeWorkbook(
          xlsx,
          ec,
          plan,
          {
            query: rec.query,
            sort: rec.sort,
            lang: rec.lang,
            batchSize: opts.batchSize ?? 2000,
            timeZone: opts.timeZone ?? 'Asia/Shanghai',
          },
          counter,
          afterBatch,
        ),
    };
  });
}
