import { AppError } from '../../../platform/http/errors';
import { APPROVAL, registerApprovalEffect, typeText, type ApprovalEffect } from '../../workflow';
import { manualDelivery } from './manual-delivery';

/** source_type of shipments an approval created: 5 replenishment (CONTRACT §9), 7 approval gift (ours). */
export const SOURCE_REPLENISHMENT = 5;
export const SOURCE_APPROVAL_GIFT = 7;
const PRODUCT_REPLENISH = 5;
const PRODUCT_CLOSING_GIFT = 6;

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

const replenishmentEffect = shipmentEffect(PRODUCT_REPLENISH, SOURCE_REPLENISHMENT);
const giftEffect = shipmentEffect(PRODUCT_CLOSING_GIFT, SOURCE_APPROVAL_GIFT);

/** Replenishment and closing-gift approvals ship through the manual delivery use case. */
export function registerShipmentApprovalEffects(): void {
  registerApprovalEffect(APPROVAL.REISSUE, replenishmentEffect);
  registerApprovalEffect(APPROVAL.PROMOTIONS, giftEffect);
}
