/**
 * Every move of a flow is one conditional UPDATE (`WHERE status = 0 AND version = $read AND
 * current_step = $read`): of concurrent callers exactly one wins; the others get the 409 naming who
 * handled it and when.
 */
import type { Queryable } from '../../../platform/db';
import { STATUS } from './approval-types';
import { handledConflict, type FlowRow } from './flow-store';

/** Claims the flow for one move; 0 rows = someone moved it first. */
export async function claim(
  tx: Queryable,
  flow: FlowRow,
  expected: number | undefined,
  set: string,
  params: unknown[] = [],
): Promise<number> {
  if (expected !== undefined && expected !== flow.version) throw await handledConflict(tx, flow.id);
  const r = await tx.query<{ version: number }>(
    `UPDATE flow_approval SET ${set}, version = version + 1, utime = now()
      WHERE id = $1::bigint AND status = 0 AND version = $2 AND current_step = $3 RETURNING version`,
    [flow.id, flow.version, flow.current_step, ...params],
  );
  if (!r.rows[0]) throw await handledConflict(tx, flow.id);
  return r.rows[0].version;
}

/** Pending at an approver's node (not sent back to the applicant, step 0). */
export function assertPending(flow: FlowRow) {
  if (flow.status !== STATUS.PENDING) return false;
  return flow.current_step > 0;
}
