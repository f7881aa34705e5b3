import { http } from '../../platform/http/client';

/** Records a staff opened recently (students, orders), kept on the server per staff and subject. */
export type RecentKind = 'student' | 'order';

export interface RecentRecord {
  kind: RecentKind;
  id: string;
  label: string;
  openedAt: number;
}

export const RECENT_QUERY_KEY = ['console', 'recent'] as const;

export function fetchRecent(signal?: AbortSignal): Promise<RecentRecord[]> {
  return http.get<RecentRecord[]>('/api/b/v1/console/recent', undefined, { signal, silent: true });
}

/** Fire and forget: a failure to remember must never disturb opening the record. */
export function rememberRecent(kind: RecentKind, id: string, label: string): void {
  if (!id || !label.trim()) return;
  void http.post('/api/b/v1/console/recent', { kind, id, label: label.trim().slice(0, 100) }, { silent: true }).catch(() => undefined);
}
