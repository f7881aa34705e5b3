import type { Queryable } from '../db';
import type { RequestContext } from '../http/context';

export interface OperationEntry {
  action: string;
  entity?: string;
  entityId?: string | number;
  /** {field: [old, new]} */
  changes?: Record<string, [unknown, unknown]>;
  detail?: Record<string, unknown>;
  /** Overrides the acting staff (e.g. a failed login names the account tried). */
  staff?: { id: string | null; name: string | null };
}

/** Records who did what, when and from where. Call it with the transaction of the write it describes. */
export async function recordOperation(
  q: Queryable,
  ctx: Pick<RequestContext, 'staff' | 'subject' | 'ip' | 'requestId'>,
  e: OperationEntry,
) {
  const staffId = e.staff ? e.staff.id : (ctx.staff?.id ?? null);
  const staffName = e.staff ? e.staff.name : ctx.staff ? ctx.staff.realName || ctx.staff.userName : null;
  await q.query(
    `INSERT INTO operation_log (staff_id, staff_name, action, entity, entity_id, changes, detail, subject, ip, request_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      staffId,
      staffName,
      e.action,
      e.entity ?? null,
      e.entityId === undefined ? null : String(e.entityId),
      e.changes ? JSON.stringify(e.changes) : null,
      e.detail ? JSON.stringify(e.detail) : null,
      ctx.subject ?? null,
      ctx.ip,
      ctx.requestId,
    ],
  );
}

/** Field changes between two records, only for fields that differ. */
export function diff<T extends Record<string, unknown>>(before: T, after: Partial<T>): Record<string, [unknown, unknown]> {
  const out: Record<string, [unknown, unknown]> = {};
  for (const [k, v] of Object.entries(after)) {
    if (v !== undefined && JSON.stringify(before[k]) !== JSON.stringify(v)) out[k] = [before[k] ?? null, v];
  }
  return out;
}
