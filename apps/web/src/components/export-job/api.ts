import type { Page } from '../list-page';
import { apiUrl, http } from '../../platform/http/client';
import { getAuth } from '../../platform/auth/auth-store';

/** The body of POST /graphql/export: a query root, its columns, the current filter and sort. */
export interface ExportRequest {
  apiName: string;
  header: Record<string, string>;
  fileName: string;
  query: string;
  sort?: string;
}

/** A REST export (its own filter shape) as a job: the synchronous call's path and the body it takes. */
export interface RestExportRequest {
  restApi: string;
  filter: Record<string, unknown>;
  fileName?: string;
}

export type ExportStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

export interface ExportRecord {
  id: string;
  staffName: string;
  apiName: string;
  fileName: string;
  query: unknown;
  status: ExportStatus;
  progressDone: number;
  progressTotal: number | null;
  rowCount: number | null;
  sizeBytes: number | null;
  error: string | null;
  createdAt: number;
  startedAt: number | null;
  finishedAt: number | null;
  downloadable: boolean;
  /** The retention job deleted the file; the record stays. */
  expired: boolean;
  expiredAt: number | null;
}

export const isFinal = (s: ExportStatus): boolean => s === 'done' || s === 'failed' || s === 'cancelled';

export const createExportJob = (req: ExportRequest | RestExportRequest) =>
  'restApi' in req
    ? http.post<ExportRecord>('/api/b/v1/exportRecord/createRest', { apiName: req.restApi, filter: req.filter, fileName: req.fileName })
    : http.post<ExportRecord>('/api/b/v1/exportRecord/create', req);
export const exportDetail = (id: string, signal?: AbortSignal) =>
  http.get<ExportRecord>('/api/b/v1/exportRecord/detail', { id }, { signal, silent: true });
export const fetchExportRecords = (page: number, size: number, status?: string, signal?: AbortSignal) =>
  http.post<Page<ExportRecord>>('/api/b/v1/exportRecord/getFileDownloadInfoPage', { page, size, status }, { signal });
export const cancelExport = (id: string) => http.post<ExportRecord>('/api/b/v1/exportRecord/cancel', { id });
export const deleteExport = (id: string) => http.post<null>('/api/b/v1/exportRecord/delete', { id });

/** Asks for a signed, expiring link (the server checks the requester) and lets the browser download it. */
export async function downloadExport(id: string): Promise<void> {
  const { url } = await http.post<{ url: string }>('/api/b/v1/exportRecord/downloadUrl', { id });
  const [path, qs] = url.split('?');
  const query = Object.fromEntries(new URLSearchParams(qs));
  const a = document.createElement('a');
  a.href = apiUrl(path, { ...query, access_token: getAuth().token ?? '' });
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

export function formatBytes(n: number | null): string {
  if (n === null) return '-';
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}
