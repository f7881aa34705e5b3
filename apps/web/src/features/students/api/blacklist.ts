import { http } from '../../../platform/http/client';

const BASE = '/api/u/v1/user/notifySwitch';

export interface BlacklistEntry {
  id: string;
  studentId: string;
  type: string;
  reason: string | null;
  staffName: string | null;
  ctime: number;
}

export interface BlacklistState {
  studentId: string;
  isBlack: boolean;
  types: string[];
  list: BlacklistEntry[];
}

/** Message types a student can be blacklisted for: MSG = every message, the rest one business line each. */
export const BLACK_TYPES = ['MSG', 'COMMENT', 'COURSE', 'ACTIVITY', 'ORDER'] as const;

/** checkBlacklists: the student's blacklist entries in the subject. */
export function fetchBlacklist(studentId: string, signal?: AbortSignal): Promise<BlacklistState> {
  return http.get<BlacklistState>(`${BASE}/checkBlacklists`, { studentId }, { signal });
}

/** addBlacklists: one student, one type. */
export function addBlacklist(studentId: string, type: string, reason?: string): Promise<unknown> {
  return http.post(`${BASE}/addBlacklists`, { studentId, type, reason });
}

/** deleteBlacklist: takes the student off the list for that type. */
export function deleteBlacklist(studentId: string, type: string): Promise<unknown> {
  return http.post(`${BASE}/deleteBlacklist`, { studentId, type });
}
