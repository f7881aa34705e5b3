import { getAuth } from '../../platform/auth/auth-store';
import { apiUrl, http } from '../../platform/http/client';
import type { ImportReport } from './upload';

export type ImportKind =
  | 'orders.completed'
  | 'express'
  | 'classes.change'
  | 'classes.boxes'
  | 'coupons.send'
  | 'targets.import'
  | 'clues.grabTreasure'
  | 'renewal.targetDetail';

interface ImportJob extends ImportReport {
  id: string;
  status: 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
  progressDone: number;
  progressTotal: number | null;
  error: string | null;
  reportReady: boolean;
}

const POLL_MS = 500;

/**
 * A spreadsheet import as a job (POST /api/b/v1/importJob/create): a dry run checks every row and
 * writes nothing; a commit writes every row or none. Polls until the job ends; reports progress.
 */
export async function runImportJob(
  kind: ImportKind,
  fileKey: string,
  fileName: string,
  dryRun: boolean,
  onProgress?: (done: number, total: number | null) => void,
): Promise<ImportReport & { id: string; reportReady: boolean }> {
  let job = await http.post<ImportJob>('/api/b/v1/importJob/create', { kind, fileKey, fileName, dryRun }, { silent: true });
  while (job.status === 'queued' || job.status === 'running') {
    onProgress?.(job.progressDone, job.progressTotal);
    await new Promise((r) => setTimeout(r, POLL_MS));
    job = await http.get<ImportJob>('/api/b/v1/importJob/detail', { id: job.id }, { silent: true });
  }
  if (job.status !== 'done') throw new Error(job.error ?? job.status);
  return { ...job, rows: job.rows ?? [], total: job.total ?? 0, success: job.success ?? 0, failed: job.failed ?? 0 };
}

/** The row-by-row report (the sheet's columns + result + error) through a signed, expiring link. */
export async function downloadImportReport(id: string): Promise<void> {
  const { url } = await http.post<{ url: string }>('/api/b/v1/importJob/reportUrl', { id });
  const [path, qs] = url.split('?');
  const a = document.createElement('a');
  a.href = apiUrl(path, { ...Object.fromEntries(new URLSearchParams(qs)), access_token: getAuth().token ?? '' });
  document.body.appendChild(a);
  a.click();
  a.remove();
}
