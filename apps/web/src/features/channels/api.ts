import type { Page } from '../../components/list-page';
import { apiUrl, graphql, gqlString, http } from '../../platform/http/client';
import { getAuth } from '../../platform/auth/auth-store';

export interface ChannelRow {
  id: string;
  channel_outer_name: string;
  channel_inner_name: string | null;
  channel_class_id: string | null;
  channel_class_name: string | null;
  p_channel_class_name: string | null;
  channel_link: string | null;
  channel_link_short: string | null;
  short_er_code: string | null;
  channel_level: string | null;
  channel_sort: number;
  status: number;
  status_text: string | null;
  remarks: string | null;
  visits: number;
  create_user: string | null;
  version: number;
  ctime: number | null;
}
export interface ChannelClass {
  id: string;
  channel_class_name: string;
  channel_class_parent_id: string;
  channel_level: number;
}
export interface ChannelStats {
  trial_user_num: number;
  order_user_no_pay_nums: number;
  wet_nums: number;
  join_user_num: number;
  complete_user_num: number;
  system_user_num: number;
  system_user_amounts: number;
}
export type ChannelStatsRow = ChannelStats & { pay_channel: string | null; trial_channel_class_id: string | null };

const FIELDS = `id channel_outer_name channel_inner_name channel_class_id channel_class_name p_channel_class_name channel_link channel_link_short
  short_er_code channel_level channel_sort status status_text remarks visits create_user version ctime`;

export async function fetchChannels(
  a: { filter: Record<string, unknown>; sort?: string; page: number; size: number },
  signal?: AbortSignal,
): Promise<Page<ChannelRow>> {
  const r = await graphql<{ ChannelDetailStatisticsPage: Page<ChannelRow> }>(
    `{ ChannelDetailStatisticsPage(query: ${gqlString(a.filter)}, sort: ${gqlString(a.sort ?? '{"id":"desc"}')}, page: ${a.page}, size: ${a.size}) {
      totalElements totalPages number content { ${FIELDS} } } }`,
    { signal },
  );
  return r.ChannelDetailStatisticsPage;
}
export async function fetchClasses(): Promise<ChannelClass[]> {
  const r = await graphql<{ ChannelClassList: ChannelClass[] }>(
    `{ ChannelClassList(query: ${gqlString({ deleted: 0 })}, size: 2000) { id channel_class_name channel_class_parent_id channel_level } }`,
  );
  return r.ChannelClassList;
}
export async function fetchAllChannels(): Promise<{ id: string; channel_outer_name: string }[]> {
  const r = await graphql<{ ChannelAllList: { id: string; channel_outer_name: string }[] }>(`
    {
      ChannelAllList(size: 5000) {
        id
        channel_outer_name
      }
    }
  `);
  return r.ChannelAllList;
}
export async function fetchStats(params: Record<string, unknown>): Promise<{ page: Page<ChannelStatsRow>; total: ChannelStats }> {
  const q = gqlString(params);
  const r = await graphql<{ ChannelManagementStatisticsPage: Page<ChannelStatsRow>; ChannelManagementStatisticsTotal: ChannelStats }>(
    `{ ChannelManagementStatisticsPage(query: ${q}) { totalElements content { pay_channel trial_channel_class_id trial_user_num order_user_no_pay_nums
        wet_nums join_user_num complete_user_num system_user_num system_user_amounts } }
       ChannelManagementStatisticsTotal(query: ${q}) { trial_user_num order_user_no_pay_nums wet_nums join_user_num complete_user_num
        system_user_num system_user_amounts } }`,
  );
  return { page: r.ChannelManagementStatisticsPage, total: r.ChannelManagementStatisticsTotal };
}

export const createChannel = (input: Record<string, unknown>) => http.post('/api/c/v1/channel/createChannel', input);
export const updateChannel = (input: Record<string, unknown>) => http.post('/api/c/v1/channel/updateChannel', input);
export const createClass = (input: { channelClassName: string; channelClassParentId?: string }) =>
  http.get<{ id: string }>('/api/c/v1/channel/createChannelClassV2', input);

/** The template download: a GET with the token in the query (a plain link; the browser saves the file). */
export const templateUrl = () => apiUrl('/api/b/v1/download/channelOrderTemplate', { access_token: getAuth().token ?? '' });

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Uploads the filled template as a private file (signed PUT) and answers its key. */
export async function uploadSheet(file: File): Promise<string> {
  const grant = await http.get<{ key: string; uploadUrl: string }>('/api/home/v1/ossconfig/getPrivateWriteSinged', {
    fileName: file.name,
    contentType: XLSX,
  });
  const put = await fetch(grant.uploadUrl, { method: 'PUT', headers: { 'content-type': XLSX }, body: file });
  if (!put.ok) throw new Error(((await put.json().catch(() => ({}))) as { errors?: string }).errors ?? `HTTP ${put.status}`);
  return grant.key;
}

export interface ImportReport {
  total: number;
  success: number;
  failed: number;
  written?: boolean;
  rows: { row: number; outTradeNo?: string | null; ok: boolean; error?: string }[];
}

/** The completed-order import with the channel column: a dry run checks, a real run writes once per key. */
export const importChannelOrders = (fileKey: string, fileName: string, dryRun: boolean, idempotencyKey: string) =>
  http.post<ImportReport>(
    '/api/b/v1/import/importCompletedOrder',
    { fileKey, fileName, dryRun },
    dryRun ? {} : { headers: { 'idempotency-key': idempotencyKey } },
  );

export const updateClass = (input: { channelClassId: string; channelClassName: string; channelClassParentId?: string }) =>
  http.get<{ id: string }>('/api/c/v1/channel/updateChannelClassV2', input);
export const deleteClass = (channelClassId: string) =>
  http.post<{ id: string }>('/api/c/v1/channel/deleteChannelClass', { channelClassId });
