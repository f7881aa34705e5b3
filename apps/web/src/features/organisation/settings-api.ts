import { graphql, gqlString, http } from '../../platform/http/client';
import type { Page } from '../../components/list-page';

export interface NavyRow {
  id: string;
  weixin_no: string;
  nickname: string | null;
  type: number;
  zq_status: number;
  department_id: string | null;
  department_name: string | null;
  teacher_id: string | null;
  teacher_name: string | null;
  remark: string | null;
  ctime: number;
}
export function fetchNavyPage(q: { weixinNo?: string; zqStatus?: string; pageNum: number; pageSize: number }, departmentIds: string[]) {
  const params = new URLSearchParams({ pageNum: String(q.pageNum), pageSize: String(q.pageSize) });
  if (q.weixinNo) params.set('weixinNo', q.weixinNo);
  if (q.zqStatus) params.set('zqStatus', q.zqStatus);
  return http.post<Page<NavyRow>>(`/api/t/v1/navy/getNavyPage?${params}`, departmentIds);
}
export const saveNavy = (body: Record<string, unknown>) => http.post<NavyRow>('/api/t/v1/navy/saveNavy', body);
export const deleteNavy = (id: string) => http.post<boolean>('/api/t/v1/navy/delNavy', { id, del: 1 });

export interface WechatRow {
  id: string;
  wechat_no: string;
  nickname: string | null;
  wechat_status: number;
  wechat_status_text: string;
  type_text: string;
  teacher: { id: string; realname: string } | null;
}
export async function fetchWechatPage(filter: Record<string, unknown>, page: number, size: number, signal?: AbortSignal) {
  const r = await graphql<{ WeChatTeacherPage: Page<WechatRow> }>(
    `{ WeChatTeacherPage(query: ${gqlString({ ...filter, deleted: 0 })}, page: ${page}, size: ${size}) { totalElements content {
        id wechat_no nickname wechat_status wechat_status_text type_text teacher { id realname } } } }`,
    { signal },
  );
  return r.WeChatTeacherPage;
}

export interface QwStaffRow {
  id: string;
  qwUserId: string;
  name: string;
  departmentName: string | null;
  teacherId: string | null;
  teacherName: string | null;
  teacherStatus: number | null;
  lastLoginTime: number | null;
  lastLoginIp: string | null;
}
export const fetchQwStaffPage = (q: Record<string, unknown>) => http.post<Page<QwStaffRow>>('/api/zq/v1/qw/staff/getStaffPage', q);
export const bindQwStaff = (qwUserId: string, teacherId: string | null) =>
  http.post<boolean>('/api/zq/v1/qw/staff/bind/qwUser/teacher', { qwUserId, teacherId });

export interface TargetRow {
  id: string;
  teacher_id: string;
  teacher_name: string;
  department_name: string | null;
  term: number | null;
  sup: string | null;
  gmv_num: number;
  gmv: number;
  achieved_num: number;
  achieved_gmv: number;
  achieved_rate: number | null;
}
export const fetchTargets = (q: Record<string, unknown>) =>
  http.get<Page<TargetRow>>('/api/t/v1/teachertargets/getTeacherTargetsPage', q as never);
export const updateTarget = (id: string, gmvNum: number, gmv: number) =>
  http.post<boolean>('/api/t/v1/teachertargets/updateTeacherTargets', { id, gmvNum, gmv });
export const deleteTargets = (ids: string[]) => http.post<number>(`/api/t/v1/teachertargets/deleteTeacherTargetsById?ids=${ids.join(',')}`);
export interface ImportReport {
  written: boolean;
  total: number;
  success: number;
  failed: number;
  rows: { row: number; ok: boolean; error?: string }[];
}
export const importTargets = (rows: unknown[], dryRun: boolean) =>
  http.post<ImportReport>('/api/t/v1/teachertargets/importTeacherTargets', { rows, dryRun });

export interface LogRow {
  id: string;
  staffName: string | null;
  action: string;
  entity: string | null;
  entityId: string | null;
  changes: Record<string, [unknown, unknown]> | null;
  detail: Record<string, unknown> | null;
  ip: string | null;
  ctime: number;
}
export const fetchLog = (q: Record<string, unknown>, signal?: AbortSignal) =>
  http.get<Page<LogRow>>('/api/t/v1/operatelog/getLog', q as never, { signal });

export const fetchQwHandoverList = (q: { pageNum: number; pageSize: number }) =>
  http.post<Page<QwStaffRow>>('/api/zq/v1/qw/handoverList', q);
export const batchQwHandover = (list: { qwUserId: string; receiveTeacherId: string }[]) =>
  http.post<{ moved: number }>('/api/zq/v1/qw/batchHandover', { list });
