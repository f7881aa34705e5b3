import { http } from '../../platform/http/client';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Uploads a spreadsheet as a private file (signed PUT) and answers its file key. */
export async function uploadSheet(file: File): Promise<string> {
  const grant = await http.get<{ key: string; uploadUrl: string; headers: Record<string, string> }>(
    `/api/home/v1/ossconfig/getPrivateWriteSinged?fileName=${encodeURIComponent(file.name)}&contentType=${encodeURIComponent(XLSX)}`,
  );
  const put = await fetch(grant.uploadUrl, { method: 'PUT', headers: { 'content-type': XLSX }, body: file });
  if (!put.ok) {
    const body = (await put.json().catch(() => ({}))) as { errors?: string };
    throw new Error(body.errors ?? `HTTP ${put.status}`);
  }
  return grant.key;
}

export interface ImportReportRow {
  row: number;
  outTradeNo?: string | null;
  ok: boolean;
  error?: string;
  orderId?: string;
}

export interface ImportReport {
  dryRun: boolean;
  /** Set by an import job: its id (the report downloads by it) and whether rows were written. */
  id?: string;
  written?: boolean;
  total: number;
  success: number;
  failed: number;
  rows: ImportReportRow[];
}
