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
import { NamedRegistry } from '../../../platform/registry';
import { APPROVAL, typeText } from './approval-types';
import type { FlowRow } from './flow-store';

export type ApprovalEffect = (tx: Queryable, ctx: AuthedContext, flow: FlowRow) => Promise<Record<string, unknown>>;

// One registry mechanism with import kinds and REST exports: a second, different effect for a type throws at start.
const EFFECTS = new NamedRegistry<number, ApprovalEffect>('approval effect');

export function registerApprovalEffect(type: number, effect: ApprovalEffect): void {
  EFFECTS.register(type, effect);
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

/**
 * What an approver may add to the form while approving a step (spec 01 §5: the class an adjustment
 * moves to). The area that owns those fields registers a payload step: it checks the fields it knows
 * and answers what to merge into the form (undefined: none of its fields were given). Every step runs
 * on every approval, before the step is claimed, so the effect reads the completed form; the engine
 * itself knows no field.
 */
export type PayloadStep = (tx: Queryable, flow: FlowRow, fields: Record<string, unknown>) => Promise<Record<string, unknown> | undefined>;

// A set: every app the process builds registers its families again, and a step must run once.
const PAYLOAD_STEPS = new Set<PayloadStep>();

export function registerPayloadStep(step: PayloadStep): void {
  PAYLOAD_STEPS.add(step);
}

/** The fields the registered payload steps accept from the approver (empty: nothing to write). */
export async function approverAdditions(tx: Queryable, flow: FlowRow, fields: Record<string, unknown>): Promise<Record<string, unknown>> {
  let added: Record<string, unknown> = {};
  for (const step of PAYLOAD_STEPS) added = { ...added, ...(await step(tx, flow, fields)) };
  return added;
}

/** The approval itself is the record (nothing else changes): uncredited order, box, rhw, change of owner. */
const recordOnly: ApprovalEffect = async () => ({ recordOnly: true });

// The owners register the rest from their family's index.ts: refunds (trading/refunds/approval-effects.ts),
// shipments (logistics/express/approval-effects.ts), class moves and suspensions (teaching), clue judgment (sales).
for (const t of [APPROVAL.UNCREDITED, APPROVAL.PACKAGE_BOX, APPROVAL.RHW, APPROVAL.CHANGE_CUSTOMER]) registerApprovalEffect(t, recordOnly);
