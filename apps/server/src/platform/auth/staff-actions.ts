import { checkStaffAction, type StaffActionId, type StaffActionInput, type StaffActionRefusal } from '@console/domain';
import type { Queryable } from '../db';
import type { AuthedContext } from '../http/context';
import { AppError } from '../http/errors';
import { recordOperation } from '../oplog';

/** A 420 from a "who may do it to whom" rule (packages/domain staff-actions.ts). */
export class StaffActionRefused extends AppError {
  constructor(
    readonly action: StaffActionId,
    readonly refusal: StaffActionRefusal,
    readonly targetId: string | null,
  ) {
    super('FORBIDDEN', `没有权限：${refusal.zh}`, `No permission: ${refusal.en}`);
  }
}

/**
 * Throws StaffActionRefused unless the caller may do `action` to the target. Call it with the target's
 * roles as read under its row lock, in the use case's transaction, before anything is written.
 */
export function assertStaffAction(ctx: AuthedContext, action: StaffActionId, input: Omit<StaffActionInput, 'actor'>): void {
  const refusal = checkStaffAction(action, { ...input, actor: { id: ctx.staff.id, roleIds: ctx.staff.roleIds } });
  if (refusal) throw new StaffActionRefused(action, refusal, input.target?.id ?? null);
}

/**
 * Runs a use case; a refusal is written to the operation log as `denied` (like a refused route) after its
 * transaction has rolled back, then passed on.
 */
export async function logRefusals<T>(db: Queryable, ctx: AuthedContext, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof StaffActionRefused) {
      await recordOperation(db, ctx, {
        action: 'denied',
        entity: 'staff',
        entityId: err.targetId ?? undefined,
        detail: { action: err.action, rule: err.refusal.rule },
      }).catch(() => undefined);
    }
    throw err;
  }
}
