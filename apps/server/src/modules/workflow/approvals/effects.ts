/**
 * What the final approval of a type does, run inside the transaction that won the approval (so
 * the effect and the status change commit or roll back together). Registered per type:
 *
 *   registerApprovalEffect(APPROVAL.CLUE_JUDGMENT, async (tx, ctx, flow) => { ...; return { clueId } });
 *
 * A type with no registered effect cannot be finally approved: the approval answers 400
 * 「…审批通过后的处理尚未接入」 and nothing changes (see docs/decisions/approvals.md for the types
 * the classes area wires: adjustments and suspensions).
 */
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { AppError } from '../../../platform/http/errors';
import { APPROVAL, typeText } from './approval-types';
import type { FlowRow } from './flow-store';

export type ApprovalEffect = (tx: Queryable, ctx: AuthedContext, flow: FlowRow) => Promise<Record<string, unknown>>;

const EFFECTS = new Map<number, ApprovalEffect>();

export function registerApprovalEffect(type: number, effect: ApprovalEffect): void {
  EFFECTS.set(type, effect);
}

export function hasApprovalEffect(type: number): boolean {
  return EFFECTS.has(type);
}

/** Runs the type's effect; a type nobody wired is a clear refusal, never a silent pass. */
export async function runApprovalEffect(tx: Queryable, ctx: AuthedContext, flow: FlowRow): Promise<Record<string, unknown>> {
  const effect = EFFECTS.get(flow.type);
  if (!effect)
    throw new AppError(
      'BAD_REQUEST',
      `「${typeText(flow.type)}」审批通过后的处理尚未接入，暂不能终审`,
      `The effect of a final approval of type ${flow.type} is not wired yet`,
      {},
      { effectNotWired: flow.type },
    );
  return effect(tx, ctx, flow);
}

/** The approval itself is the record (nothing else changes): uncredited order, box, rhw, change of owner. */
const recordOnly: ApprovalEffect = async () => ({ recordOnly: true });

// The owners register the rest from their family's index.ts: refunds (trading/refunds/approval-effects.ts),
// shipments (logistics/express/approval-effects.ts), class moves and suspensions (teaching), clue judgment (sales).
for (const t of [APPROVAL.UNCREDITED, APPROVAL.PACKAGE_BOX, APPROVAL.RHW, APPROVAL.CHANGE_CUSTOMER]) registerApprovalEffect(t, recordOnly);
