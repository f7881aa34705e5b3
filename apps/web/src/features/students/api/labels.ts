import { http } from '../../../platform/http/client';

const LABEL = '/api/u/v1/user/label';

export interface LabelBatchResult {
  students: number;
  labels: number;
  added?: number;
  removed?: number;
}

/** batchAddLabels: adds the labels to every student (labels they already carry are kept). */
export function batchAddLabels(uids: string[], labelIds: string[]): Promise<LabelBatchResult> {
  return http.post<LabelBatchResult>(`${LABEL}/batchAddLabels`, { uids, labelIds });
}

/** batchRemoveLabels: removes the labels from every student that carries them. */
export function batchRemoveLabels(uids: string[], labelIds: string[]): Promise<LabelBatchResult> {
  return http.post<LabelBatchResult>(`${LABEL}/batchRemoveLabels`, { uids, labelIds });
}
