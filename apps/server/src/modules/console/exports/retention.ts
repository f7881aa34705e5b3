import type { AppDeps } from '../../../platform/deps';
import type { Queryable } from '../../../platform/db';
import type { FileStorage } from '../../../platform/files';
import { sweepDeadPartials } from '../../../platform/jobs';
import { EXPORTS_FOLDER } from './export-job';

export const FILE_RETENTION_JOB = 'files.expire';
/** How often the retention job looks (the period is days; an hour late is nothing). */
export const FILE_RETENTION_EVERY_MS = 60 * 60_000;
const BATCH = 200;

interface Expirable {
  /** Table, the column holding the file key, and what else the expiry clears. */
  table: 'export_record' | 'import_record';
  keyColumn: 'file_key' | 'report_key';
  clear: string;
}
// An import's row-by-row result goes with its report file: it is the same content.
const KINDS: Expirable[] = [
  { table: 'export_record', keyColumn: 'file_key', clear: 'file_key = NULL' },
  { table: 'import_record', keyColumn: 'report_key', clear: 'report_key = NULL, report = NULL' },
];

/**
 * Deletes the files of export records and import reports finished more than `days` ago and marks the
 * records expired (the rows stay). Idempotent and crash-safe: the file goes first, then the row is
 * marked under a condition on its key; a run that died between the two deletes nothing twice (removing
 * a missing file is a no-op) and marks the row on the next run.
 */
export async function expireOldFiles(db: Queryable, files: FileStorage, days: number): Promise<{ exports: number; imports: number }> {
  const counts = { exports: 0, imports: 0 };
  for (const k of KINDS) {
    for (;;) {
      const r = await db.query<{ id: string; key: string }>(
        `SELECT id::text AS id, ${k.keyColumn} AS key FROM ${k.table}
          WHERE ${k.keyColumn} IS NOT NULL AND finished_at < now() - $1 * interval '1 day'
          ORDER BY finished_at LIMIT ${BATCH}`,
        [days],
      );
      for (const row of r.rows) {
        await files.remove('private', row.key);
        const marked = await db.query(
          `UPDATE ${k.table} SET ${k.clear}, expired_at = coalesce(expired_at, now()) WHERE id = $1::bigint AND ${k.keyColumn} = $2`,
          [row.id, row.key],
        );
        if (marked.affectedRows) counts[k.table === 'export_record' ? 'exports' : 'imports']++;
      }
      if (r.rows.length < BATCH) break;
    }
  }
  return counts;
}

/** Folders of job-written files whose partials a killed job may leave (exports, import reports). */
const JOB_FILE_FOLDERS = [EXPORTS_FOLDER, 'imports/'];

/** Removes the partial files of export and import jobs that died while writing (platform/jobs/partials.ts). */
export const sweepJobPartials = (deps: Pick<AppDeps, 'db' | 'files'>): Promise<number> =>
  sweepDeadPartials(deps.db, deps.files, 'private', JOB_FILE_FOLDERS);

/**
 * The recurring job: hourly, files older than `days` (EXPORT_RETENTION_DAYS, default 7), and the
 * partial files of jobs killed while writing.
 */
export function scheduleFileRetention(deps: AppDeps, days: number, everyMs = FILE_RETENTION_EVERY_MS): void {
  deps.jobs.register(FILE_RETENTION_JOB, async () => ({
    ...(await expireOldFiles(deps.db, deps.files, days)),
    partials: await sweepJobPartials(deps),
  }));
  deps.jobs.schedule('files-expire', FILE_RETENTION_JOB, everyMs);
}
