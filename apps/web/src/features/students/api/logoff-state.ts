import { http } from '../../../platform/http/client';

export interface LogoffProcess {
  id: string;
  status: number;
  statusText: string;
  reason: string | null;
  notes: string | null;
  applyTime: number;
  approvalTime: number | null;
  staffName: string | null;
  approvalStaffName: string | null;
}

export interface LogoffState {
  uid: string;
  isLogoff: number;
  logoffTime: number | null;
  status: number | null;
  current: LogoffProcess | null;
  processes: LogoffProcess[];
}

/** checkLogoffState: the student's log-off processes (0 draft, 1 under review, 2 logged off, 3 cancelled). */
export function fetchLogoffState(uid: string, signal?: AbortSignal): Promise<LogoffState> {
  return http.get<LogoffState>('/api/u/v1/user/checkLogoffState', { uid }, { signal });
}
