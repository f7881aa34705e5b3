import { http } from '../../platform/http/client';

/** Records whose history the server knows (modules/oplog/history.ts RECORD_HISTORY). */
export type HistoryEntity = 'student' | 'order';

export interface HistoryEntry {
  id: string;
  action: string;
  entity: string | null;
  entityId: string | null;
  staffId: string | null;
  staffName: string | null;
  ip: string | null;
  ctime: number;
  /** {field: [old, new]} */
  changes: Record<string, [unknown, unknown]> | null;
  detail: Record<string, unknown> | null;
}

export interface HistoryPage {
  content: HistoryEntry[];
  totalElements: number;
  number: number;
}

export const historyKey = (entity: HistoryEntity, entityId: string) => ['record-history', entity, entityId] as const;

/** One record's operation log, newest first (the server checks the record's area and subject). */
export function fetchRecordHistory(entity: HistoryEntity, entityId: string, page: number, signal?: AbortSignal): Promise<HistoryPage> {
  return http.get<HistoryPage>('/api/t/v1/operatelog/recordHistory', { entity, entityId, page, size: 20 }, { signal });
}
