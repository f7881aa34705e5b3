import type { Page } from '../../components/list-page';
import { graphql, gqlString, http } from '../../platform/http/client';

/** The introductions by department and their download log (/channelManagement, introductions tabs). */
export interface IntroductionRow {
  id: string;
  department_id: string;
  department_name: string;
  title: string;
  content: string;
  file_url: string | null;
  file_name: string | null;
  channel_id: string | null;
  channel_name: string | null;
  staff_name: string | null;
  downloads: number;
  utime: number | null;
}
export interface DownloadLogRow {
  id: string;
  department_name: string;
  title: string;
  channel_name: string | null;
  staff_name: string | null;
  ctime: number | null;
}
type PageArgs = { filter: Record<string, unknown>; sort?: string; page: number; size: number };

export async function fetchIntroductions(a: PageArgs, signal?: AbortSignal): Promise<Page<IntroductionRow>> {
  const r = await graphql<{ IntroductionPage: Page<IntroductionRow> }>(
    `{ IntroductionPage(query: ${gqlString(a.filter)}, sort: ${gqlString(a.sort ?? '{"id":"desc"}')}, page: ${a.page}, size: ${a.size}) {
      totalElements content { id department_id department_name title content file_url file_name channel_id channel_name staff_name downloads utime } } }`,
    { signal },
  );
  return r.IntroductionPage;
}
export async function fetchDownloadLog(a: PageArgs, signal?: AbortSignal): Promise<Page<DownloadLogRow>> {
  const r = await graphql<{ IntroductionDownloadLogPage: Page<DownloadLogRow> }>(
    `{ IntroductionDownloadLogPage(query: ${gqlString(a.filter)}, sort: ${gqlString(a.sort ?? '{"id":"desc"}')}, page: ${a.page}, size: ${a.size}) {
      totalElements content { id department_name title channel_name staff_name ctime } } }`,
    { signal },
  );
  return r.IntroductionDownloadLogPage;
}
export async function fetchDepartments(): Promise<{ id: string; name: string }[]> {
  const r = await graphql<{ TeacherDepartmentList: { id: string; name: string }[] }>('{ TeacherDepartmentList(size: 2000) { id name } }');
  return r.TeacherDepartmentList;
}

export interface IntroductionInput {
  departmentId: string;
  title: string;
  content?: string;
  channelId?: string;
  fileUrl?: string;
  fileName?: string;
}
export const saveIntroduction = (input: IntroductionInput) =>
  http.post('/api/s/v1/introductionControllerV1/saveIntroductionByDepartmentId', input);

/** Writes the download log first, then hands the file to the browser (a download, not a new tab). */
export async function downloadIntroduction(row: IntroductionRow): Promise<void> {
  await http.post('/api/s/v1/introductionControllerV1/downloadIntroductionChannelLog', { departmentId: row.department_id });
  if (!row.file_url) return;
  const a = document.createElement('a');
  a.href = row.file_url;
  a.download = row.file_name ?? row.title;
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** Uploads a file as a public file (signed PUT, the file platform) and answers its address. */
export async function uploadPublicFile(file: File): Promise<string> {
  const grant = await http.get<{ uploadUrl: string }>('/api/home/v1/ossconfig/getPubWriteSinged', {
    fileName: file.name,
    contentType: file.type,
  });
  const put = await fetch(grant.uploadUrl, { method: 'PUT', headers: { 'content-type': file.type }, body: file });
  const body = (await put.json().catch(() => ({}))) as { payload?: { url: string }; errors?: string };
  if (!put.ok || !body.payload) throw new Error(body.errors ?? `HTTP ${put.status}`);
  return body.payload.url;
}
