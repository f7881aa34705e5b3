import type { Page } from '../../components/list-page';
import { ApiError, authHeaders, http, request, type GraphQLResponse } from '../../platform/http/client';

export async function gql<T>(document: string, signal?: AbortSignal): Promise<T> {
  const res = await request<GraphQLResponse<T>>('/graphql/v1/toss', { method: 'POST', body: { query: document }, raw: true, signal });
  if (res?.data) return res.data;
  throw new ApiError(res?.errors?.[0]?.message ?? 'GraphQL error', 'body', 200, res);
}
export const lit = (value: unknown): string => JSON.stringify(typeof value === 'string' ? value : JSON.stringify(value));

export interface LayerRow {
  id: string;
  uid: string;
  renew_level: number;
  flow_status: number;
  flow_status_text: string | null;
  last_renewal_time: number | null;
  continue_order_count: number;
  remaining_lessons: number;
  last_follow_time: number | null;
  follow_count: number;
  user: { username: string | null; user_num: string | null } | null;
  teacher: { realname: string | null } | null;
}

export async function fetchLayer(filter: object, page: number, size: number, sort: string | undefined, signal?: AbortSignal) {
  const s = sort ? `, sort: ${lit(sort)}` : '';
  const r = await gql<{ UserSystemRenewLayerStatisticsPage: Page<LayerRow> }>(
    `{ UserSystemRenewLayerStatisticsPage(query: ${lit(filter)}, page: ${page}, size: ${size}${s}) { totalElements content {
        id uid renew_level flow_status flow_status_text last_renewal_time continue_order_count remaining_lessons last_follow_time follow_count
        user { username user_num } teacher { realname } } } }`,
    signal,
  );
  return r.UserSystemRenewLayerStatisticsPage;
}

/** RenewLayerCount: the total and one per flow status, as aliases of one document. */
export async function fetchLayerCounts(base: object, signal?: AbortSignal): Promise<Record<string, number>> {
  const parts = [
    `total: RenewLayerCount(query: ${lit(base)})`,
    ...[1, 2, 3, 4].map((s) => `f${s}: RenewLayerCount(query: ${lit({ ...base, flow_status: s })})`),
  ];
  return gql<Record<string, number>>(`{ ${parts.join(' ')} }`, signal);
}

const FOLLOW = '/api/toss/v1/toss-api/renewal/follow/log';
export const followApi = {
  add: (userId: string, content: string) => http.post(`${FOLLOW}/addLog`, { userId, content }),
  list: (userId: string) =>
    http.get<{ content: { id: string; content: string; ctime: number; teacher_name: string | null; staff_name: string | null }[] }>(
      `${FOLLOW}/getLogs`,
      {
        userId,
        size: 50,
      },
    ),
};

export interface TargetRow {
  id: string;
  target_name: string;
  year_month: string;
  total_order_quantity: number;
  total_amount: number;
  status: number;
  status_text: string | null;
  ctime: number;
}

export const KINDS = ['makeup', 'after_course', 'before_course', 'camp', 'other'] as const;
export type DetailRow = { id: string; teacher: { realname: string | null } | null } & Record<string, number>;

export async function fetchTargets(page: number, size: number, signal?: AbortSignal) {
  const r = await gql<{ RenewalTargetPage: Page<TargetRow> }>(
    `{ RenewalTargetPage(query: "{}", page: ${page}, size: ${size}) { totalElements content { id target_name year_month total_order_quantity total_amount status status_text ctime } } }`,
    signal,
  );
  return r.RenewalTargetPage;
}

export async function fetchTargetDetail(id: string) {
  const fields = KINDS.flatMap((k) => [`${k}_quantity`, `${k}_amount`, `${k}_achieved_quantity`, `${k}_achieved_amount`]).join(' ');
  const r = await gql<{
    RenewalTargetDetailedPage: Page<DetailRow>;
    RenewalTargetOperationLogPage: Page<{
      id: string;
      operation_name: string;
      operation_time: number;
      desc: string | null;
      staff_name: string | null;
    }>;
  }>(
    `{ RenewalTargetDetailedPage(query: ${lit({ target_id: id })}, page: 1, size: 500) { totalElements content { id ${fields} teacher { realname } } }
       RenewalTargetOperationLogPage(query: ${lit({ target_id: id })}, page: 1, size: 50) { content { id operation_name operation_time desc staff_name } } }`,
  );
  return { rows: r.RenewalTargetDetailedPage.content, log: r.RenewalTargetOperationLogPage.content };
}

const RT = '/api/t/v1/renewalTarget';
export interface ImportReport {
  written: boolean;
  total: number;
  success: number;
  failed: number;
  rows: { row: number; ok: boolean; error?: string }[];
}
export const targetApi = {
  create: (body: { targetName: string; yearMonth: string; totalOrderQuantity: number; totalAmount: number }) =>
    http.post<{ id: string }>(`${RT}/createTarget`, body),
  status: (id: string, status: number) => http.post(`${RT}/updateStatus?id=${id}&status=${status}`, {}),
  import: (id: string, rows: Record<string, string>[], dryRun: boolean) =>
    http.post<ImportReport>(`${RT}/importRenewalTargetDetailed?index=0&tRenewalTargetId=${id}`, { rows, dryRun }),
  async export(id: string, fileName: string) {
    const res = await fetch(`${RT}/export?id=${id}`, { method: 'POST', headers: authHeaders() });
    if (!res.ok) throw new ApiError(`HTTP ${res.status}`, 'http', res.status, undefined);
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = `${fileName}.xlsx`;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  },
};

/** Rows pasted from a sheet: tab-separated, the first line the header. */
export function parsePasted(textValue: string): Record<string, string>[] {
  const lines = textValue.split(/\r?\n/).filter((l) => l.trim());
  if (lines.length < 2) return [];
  const head = lines[0].split('\t').map((h) => h.trim());
  return lines.slice(1).map((l) => Object.fromEntries(l.split('\t').map((v, i) => [head[i] ?? `c${i}`, v.trim()])));
}
