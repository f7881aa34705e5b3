import type { AppDeps } from '../../../platform/deps';
import { AppError } from '../../../platform/http/errors';
import { JobFailed, partTagOf } from '../../../platform/jobs';
import { createXlsxStream, type Cell } from '../../../platform/xlsx/writer';
import { requesterContext } from '../exports/export-job';
import { readSheetRows } from '../../../platform/xlsx/sheet';
import { assertImportAccess, importKinds, type ImportOutcome } from './kinds';

export const IMPORT_JOB = 'import.sheet';

class AlreadyCommitted extends Error {}

interface ImportRow {
  id: string;
  staffId: string;
  subject: number;
  kind: string;
  fileKey: string;
  fileName: string;
  dryRun: boolean;
  committed: boolean;
}

const cell = (v: unknown): Cell => {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return v;
  if (v instanceof Date) return v.toISOString();
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
};

/**
 * `import.sheet`: reads the uploaded sheet, checks every row (progress per row), and either keeps the
 * report (dry run: nothing written) or writes all rows in one transaction when every row passes
 * (otherwise none). The report (the sheet's columns + result + error) is stored as an .xlsx.
 */
export function registerImportJob(deps: AppDeps): void {
  const { db, files } = deps;
  deps.jobs.register<{ importId: string }>(
    IMPORT_JOB,
    async ({ job, progress }) => {
      const r = await db.query<ImportRow>(
        `SELECT id::text AS id, staff_id::text AS "staffId", subject, kind, file_key AS "fileKey", file_name AS "fileName",
                dry_run AS "dryRun", committed_at IS NOT NULL AS committed FROM import_record WHERE id = $1::bigint`,
        [job.payload.importId],
      );
      const rec = r.rows[0];
      if (!rec || rec.committed) return { skipped: rec ? 'committed' : 'missing' };
      const kind = importKinds.get(rec.kind);
      let rows: Record<string, unknown>[];
      try {
        if (!kind) throw new AppError('BAD_REQUEST', `未知的导入类型：${rec.kind}`);
        const ctx = await requesterContext(deps, rec, job.id);
        assertImportAccess(ctx, kind, rec.kind);
        rows = await readSheetRows(files, rec.fileKey, kind.titles, kind.maxRows);
        if (rows.length === 0) throw new AppError('BAD_REQUEST', '表格没有数据行', 'The sheet has no data rows');
        await progress(0, rows.length);
        let done = 0;
        // Row checks run inside the import's transaction: progress is written beside it, twice a second.
        const timer = setInterval(() => void progress(done, rows.length).catch(() => undefined), 500);
        let outcome: ImportOutcome;
        try {
          outcome = await kind.run(db, ctx, rows, rec.dryRun, rec.fileName, {
            allOrNothing: true,
            onRow: (n) => (done = n),
            guard: async (tx) => {
              const g = await tx.query('UPDATE import_record SET committed_at = now() WHERE id = $1::bigint AND committed_at IS NULL', [
                rec.id,
              ]);
              if (!g.affectedRows) throw new AlreadyCommitted();
            },
          });
        } finally {
          clearInterval(timer);
        }
        const reportKey = `imports/${rec.id}-report.xlsx`;
        await writeReport(deps, reportKey, partTagOf(job), kind.titles, rows, outcome, rec.dryRun);
        await db.query(
          `UPDATE import_record SET total = $2, success = $3, failed = $4, written = $5, report = $6, report_key = $7, finished_at = now()
            WHERE id = $1::bigint`,
          [rec.id, outcome.total, outcome.success, outcome.failed, outcome.written, JSON.stringify(outcome.rows), reportKey],
        );
        await progress(rows.length, rows.length);
        return { total: outcome.total, success: outcome.success, failed: outcome.failed, written: outcome.written };
      } catch (err) {
        if (err instanceof AlreadyCommitted) return { skipped: 'committed' };
        // A refusal (access, bad file, too many rows) will not change on a retry.
        if (err instanceof AppError) throw new JobFailed(err.message);
        throw err;
      }
    },
    { retryDelayMs: 5000 },
  );
}

async function writeReport(
  deps: AppDeps,
  key: string,
  tag: string,
  titles: Record<string, string>,
  rows: Record<string, unknown>[],
  outcome: ImportOutcome,
  dryRun: boolean,
): Promise<void> {
  const columns = Object.entries(titles);
  const xlsx = createXlsxStream({ header: [...columns.map(([title]) => title), '结果', '错误'] });
  const stored = deps.files.putStream('private', key, xlsx.stream, { tag });
  try {
    for (const [i, raw] of rows.entries()) {
      const r = outcome.rows[i];
      const result = r?.ok ? (outcome.written ? '已导入' : dryRun ? '通过' : '通过（未导入）') : '未通过';
      if (!xlsx.addRow([...columns.map(([, field]) => cell(raw[field])), result, r?.error ?? null])) await xlsx.drained();
    }
    await xlsx.finish();
  } catch (err) {
    xlsx.stream.destroy();
    await stored.catch(() => undefined);
    throw err;
  }
  await stored;
}
