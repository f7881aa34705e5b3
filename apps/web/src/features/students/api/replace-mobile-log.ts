import { http } from '../../../platform/http/client';
import type { Page } from '../../../components/list-page';

export interface ReplaceLogRow {
  id: string;
  old_mobile: string;
  new_mobile: string;
  staff_name: string | null;
  remark: string | null;
  ctime: number;
}

/** replaceMobile/log: the student's number changes (masked). */
export function fetchReplaceLog(uid: string, page: number, size: number, signal?: AbortSignal): Promise<Page<ReplaceLogRow>> {
  return http.get<Page<ReplaceLogRow>>('/api/u/v1/user/replaceMobile/log', { uid, page, size }, { signal });
}
