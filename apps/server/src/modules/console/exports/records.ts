import type { Queryable } from '../../../platform/db';
import type { StaffPrincipal } from '../../../platform/http/context';
import { epochMs } from '../../../platform/sql/columns';
import { restPage, springPage } from '../../../platform/sql/page';
import { Where } from '../../../platform/sql/where';

/** Role 7 (administrators) sees, downloads and runs every export; anyone else only their own. */
export const isAdmin = (staff: StaffPrincipal): boolean => staff.roleIds.includes('7');

export interface ExportRecordDto {
  id: string;
  jobId: string | null;
  staffId: string;
  staffName: string;
  apiName: string;
  fileName: string;
  query: unknown;
  sort: unknown;
  status: 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
  progressDone: number;
  progressTotal: number | null;
  rowCount: number | null;
  sizeBytes: number | null;
  error: string | null;
  createdAt: number;
  startedAt: number | null;
  finishedAt: number | null;
  downloadable: boolean;
  /** The retention job deleted the file (the record stays). */
  expired: boolean;
  expiredAt: number | null;
}

const COLUMNS = `r.id::text AS id, r.job_id::text AS job_id, r.staff_id::text AS staff_id, r.staff_name, r.api_name, r.file_name,
  r.query, r.sort, coalesce(j.state, 'failed') AS status, coalesce(j.progress_done, 0)::text AS progress_done,
  j.progress_total::text AS progress_total, r.row_count::text AS row_count, r.size_bytes::text AS size_bytes, j.last_error,
  ${epochMs('r.created_at')} AS created_at, ${epochMs('j.started_at')} AS started_at, ${epochMs('coalesce(r.finished_at, j.finished_at)')} AS finished_at,
  r.file_key, ${epochMs('r.expired_at')} AS expired_at`;

interface Row {
  id: string;
  job_id: string | null;
  staff_id: string;
  staff_name: string;
  api_name: string;
  file_name: string;
  query: unknown;
  sort: unknown;
  status: ExportRecordDto['status'];
  progress_done: string;
  progress_total: string | null;
  row_count: string | null;
  size_bytes: string | null;
  last_error: string | null;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
  file_key: string | null;
  expired_at: number | null;
}

const n = (v: string | number | null): number | null => (v === null ? null : Number(v));

function toDto(r: Row): ExportRecordDto {
  return {
    id: r.id,
    jobId: r.job_id,
    staffId: r.staff_id,
    staffName: r.staff_name,
    apiName: r.api_name,
    fileName: r.file_name,
    query: r.query,
    sort: r.sort,
    status: r.status,
    progressDone: Number(r.progress_done),
    progressTotal: n(r.progress_total),
    rowCount: n(r.row_count),
    sizeBytes: n(r.size_bytes),
    // A failure the requester can act on; the full text is in the operations view.
    error: r.status === 'failed' ? r.last_error : null,
    createdAt: Number(r.created_at),
    startedAt: n(r.started_at),
    finishedAt: n(r.finished_at),
    downloadable: r.status === 'done' && r.file_key !== null,
    expired: r.expired_at !== null,
    expiredAt: n(r.expired_at),
  };
}

export interface StoredRecord extends ExportRecordDto {
  fileKey: string | null;
  subject: number;
  header: Record<string, unknown>;
  lang: 'zh' | 'en';
}

export async function findRecord(q: Queryable, id: string): Promise<StoredRecord | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const r = await q.query<Row & { subject: number; header: [string, unknown][]; lang: 'zh' | 'en' }>(
    `SELECT ${COLUMNS}, r.subject, r.header, r.lang FROM export_record r LEFT JOIN job j ON j.id = r.job_id
      WHERE r.id = $1::bigint AND r.deleted_at IS NULL`,
    [id],
  );
  const row = r.rows[0];
  return row
    ? { ...toDto(row), fileKey: row.file_key, subject: row.subject, header: Object.fromEntries(row.header), lang: row.lang }
    : null;
}

export async function listRecords(
  q: Queryable,
  staff: StaffPrincipal,
  f: { page: number; size: number; status?: string; apiName?: string; all?: boolean },
) {
  const w = new Where().and('r.deleted_at IS NULL');
  if (!(f.all && isAdmin(staff))) w.add('r.staff_id = ?::bigint', staff.id);
  if (f.status) w.add(`coalesce(j.state, 'failed') = ?`, f.status);
  if (f.apiName) w.add('r.api_name = ?', f.apiName);
  const p = await restPage(q, {
    select: COLUMNS,
    from: 'export_record r LEFT JOIN job j ON j.id = r.job_id',
    where: w,
    orderBy: 'r.id DESC',
    page: f.page,
    size: f.size,
    base: 1,
    present: toDto,
  });
  return springPage(p);
}
