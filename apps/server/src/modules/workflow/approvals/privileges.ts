/**
 * The original client's approver checks (issue 28): checkpriviles?type= (may the caller decide
 * approvals of this type — it shows the approve / reject buttons) and approval/staffIds/get (the
 * staff ids allowed to decide, which the approval drawer compares with the caller).
 * A type's deciders are the roles of its chain (approval-types.ts) and the admin roles (flow-store).
 */
import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { optTextField } from '../../../platform/http/fields';
import { APPROVAL, FINANCE_THRESHOLD_FEN, approvalType, parseType } from './approval-types';
import { ADMINS } from './flow-store';

/** The client's spellings that differ from our type names. */
const CLIENT_TYPE_NAMES: Record<string, number> = { ADJUSTMENT_SUP_TRIAL: APPROVAL.TRIAL_ADJUSTMENT_SUP };

export const privilegeInput = z.object({ type: optTextField(50, 'coerce') });
export const staffIdsInput = z.object({ redisKey: optTextField(100, 'coerce') });

/** The roles that may decide some approval of the type: the chain of its largest form (a refund above the finance threshold) and the admins. */
export function deciderRoles(type: number): string[] {
  const def = approvalType(type);
  if (!def) return [];
  const widest = { refundFee: FINANCE_THRESHOLD_FEN + 1 } as Record<string, unknown>;
  return [...new Set([...ADMINS, ...def.chain(widest, {}).map((n) => n.roleId)])];
}

const typeOf = (given: string | undefined): number | undefined =>
  given === undefined ? undefined : (CLIENT_TYPE_NAMES[given.toUpperCase()] ?? parseType(given));

/** checkpriviles: true when one of the caller's roles decides approvals of the type; an unknown or absent type is false. */
export function mayDecideType(ctx: AuthedContext, given: string | undefined): boolean {
  const type = typeOf(given);
  if (type === undefined || type < 0) return false;
  const roles = deciderRoles(type);
  return ctx.staff.roleIds.some((r) => roles.includes(r));
}

async function decidersOf(q: Queryable, ctx: AuthedContext, type: number): Promise<string[]> {
  const r = await q.query<{ id: string }>(
    'SELECT id::text AS id FROM staff WHERE status = 0 AND $1 = ANY(subject_list) AND role_ids && $2::text[] ORDER BY id',
    [ctx.subject, deciderRoles(type)],
  );
  return r.rows.map((x) => x.id);
}

/**
 * staffIds/get?redisKey=approval:uncreditedApprovalIds: the active staff of the subject who decide
 * uncredited orders (approvalIdSet) and refunds (testCourseIdSet, systemCourseIdSet: we do not split
 * refunds by course type). We have no hardware replenishment type: hardwareApprovalIdSet is empty.
 */
export async function approverStaffIds(q: Queryable, ctx: AuthedContext) {
  const refunds = await decidersOf(q, ctx, APPROVAL.REFUND);
  return {
    approvalIdSet: await decidersOf(q, ctx, APPROVAL.UNCREDITED),
    hardwareApprovalIdSet: [] as string[],
    testCourseIdSet: refunds,
    systemCourseIdSet: refunds,
  };
}
