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
import { manualDelivery } from '../../logistics/express/manual-delivery';
import { financeRefund } from '../../trading/refunds/finance-refund';
import { numericToFen } from '../../../platform/money';
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

/**
 * What an approver may add to the form while approving a step (spec 01 §5: the class an adjustment
 * moves to). The area that owns those fields registers a payload step: it checks the fields it knows
 * and answers what to merge into the form (undefined: none of its fields were given). Every step runs
 * on every approval, before the step is claimed, so the effect reads the completed form; the engine
 * itself knows no field.
 */
export type PayloadStep = (tx: Queryable, flow: FlowRow, fields: Record<string, unknown>) => Promise<Record<string, unknown> | undefined>;

const PAYLOAD_STEPS: PayloadStep[] = [];

export function registerPayloadStep(step: PayloadStep): void {
  PAYLOAD_STEPS.push(step);
}

/** The fields the registered payload steps accept from the approver (empty: nothing to write). */
export async function approverAdditions(tx: Queryable, flow: FlowRow, fields: Record<string, unknown>): Promise<Record<string, unknown>> {
  let added: Record<string, unknown> = {};
  for (const step of PAYLOAD_STEPS) added = { ...added, ...(await step(tx, flow, fields)) };
  return added;
}

/** source_type of shipments an approval created: 5 replenishment (CONTRACT §9), 7 approval gift (ours). */
export const SOURCE_REPLENISHMENT = 5;
export const SOURCE_APPROVAL_GIFT = 7;
const PRODUCT_REPLENISH = 5;
const PRODUCT_CLOSING_GIFT = 6;

/** Refund through the refund use case, once per approval (keyed by refund.flow_approval_id). */
const refundEffect: ApprovalEffect = async (tx, ctx, flow) => {
  const done = await tx.query<{ id: string }>('SELECT id::text AS id FROM refund WHERE flow_approval_id = $1 LIMIT 1', [flow.id]);
  if (done.rows[0]) return { refundId: done.rows[0].id, alreadyRefunded: true };
  if (!flow.order_id || flow.amount === null)
    throw new AppError('BAD_REQUEST', '退款审批缺少订单或金额', 'The refund approval has no order or amount');
  const reason = String(flow.payload.reason ?? flow.payload.refundMsg ?? flow.approval_name);
  const r = await financeRefund(
    tx,
    { ...ctx, subject: flow.subject },
    flow.order_id,
    numericToFen(flow.amount),
    `审批#${flow.id}：${reason}`,
  );
  await tx.query('UPDATE refund SET flow_approval_id = $1 WHERE id = $2::bigint', [flow.id, r.refundId]);
  await tx.query("UPDATE flow_approval SET finance_status = 2, finance_msg = '已退款' WHERE id = $1", [flow.id]);
  return { ...r };
};

const shipmentEffect =
  (productType: number, sourceType: number): ApprovalEffect =>
  async (tx, ctx, flow) => {
    const done = await tx.query<{ id: string }>('SELECT id::text AS id FROM express WHERE flow_approval_id = $1 LIMIT 1', [flow.id]);
    if (done.rows[0]) return { expressId: done.rows[0].id, alreadyShipped: true };
    if (!flow.order_id) throw new AppError('BAD_REQUEST', '该审批没有关联订单，无法发货', 'The approval has no order to ship for');
    const p = flow.payload as { productName?: string; expressTotal?: number; addressId?: string; reason?: string };
    const expressId = await manualDelivery(
      tx,
      { ...ctx, subject: flow.subject },
      {
        orderId: flow.order_id,
        productType,
        productName: p.productName ?? typeText(flow.type),
        expressTotal: p.expressTotal ?? 1,
        addressId: p.addressId,
        remark: `审批#${flow.id}：${p.reason ?? ''}`,
      },
    );
    await tx.query('UPDATE express SET source_type = $2, flow_approval_id = $3, replenish_reason = $4 WHERE id = $1::bigint', [
      expressId,
      sourceType,
      flow.id,
      p.reason ?? null,
    ]);
    return { expressId };
  };

/** The approval itself is the record (nothing else changes): uncredited order, box, rhw, change of owner. */
const recordOnly: ApprovalEffect = async () => ({ recordOnly: true });

registerApprovalEffect(APPROVAL.REFUND, refundEffect);
registerApprovalEffect(APPROVAL.GOLD_COIN_MALL_CHARGEBACK, refundEffect);
registerApprovalEffect(APPROVAL.REISSUE, shipmentEffect(PRODUCT_REPLENISH, SOURCE_REPLENISHMENT));
registerApprovalEffect(APPROVAL.PROMOTIONS, shipmentEffect(PRODUCT_CLOSING_GIFT, SOURCE_APPROVAL_GIFT));
for (const t of [APPROVAL.UNCREDITED, APPROVAL.PACKAGE_BOX, APPROVAL.RHW, APPROVAL.CHANGE_CUSTOMER]) registerApprovalEffect(t, recordOnly);
