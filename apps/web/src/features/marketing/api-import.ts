import { http } from '../../platform/http/client';

/** Coupon sending by spreadsheet: upload the .xlsx privately, then run the `coupons.send` import job. */

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function uploadSheet(file: File): Promise<string> {
  const grant = await http.get<{ key: string; uploadUrl: string }>(
    `/api/home/v1/ossconfig/getPrivateWriteSinged?fileName=${encodeURIComponent(file.name)}&contentType=${encodeURIComponent(XLSX)}`,
  );
  const put = await fetch(grant.uploadUrl, { method: 'PUT', headers: { 'content-type': XLSX }, body: file });
  if (!put.ok) throw new Error(((await put.json().catch(() => ({}))) as { errors?: string }).errors ?? `HTTP ${put.status}`);
  return grant.key;
}

export interface CouponImportReport {
  id: string;
  status: string;
  written?: boolean;
  total: number | null;
  success: number | null;
  failed: number | null;
  error: string | null;
  rows: { row: number; ok: boolean; error?: string }[] | null;
}

export async function runCouponImport(fileKey: string, fileName: string, dryRun: boolean): Promise<CouponImportReport> {
  let job = await http.post<CouponImportReport>('/api/b/v1/importJob/create', { kind: 'coupons.send', fileKey, fileName, dryRun });
  while (job.status === 'queued' || job.status === 'running') {
    await new Promise((r) => setTimeout(r, 500));
    job = await http.get<CouponImportReport>('/api/b/v1/importJob/detail', { id: job.id });
  }
  if (job.status !== 'done') throw new Error(job.error ?? job.status);
  return job;
}
