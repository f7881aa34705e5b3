import { AppError } from '../../../platform/http/errors';
import { numericToFen } from '../../../platform/money';
import { APPROVAL, registerApprovalEffect, type ApprovalEffect } from '../../workflow';
import { financeRefund } from './finance-refund';

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

/** Refund approvals (and gold-coin mall chargebacks) pay back through the refund use case. */
export function registerRefundApprovalEffects(): void {
  registerApprovalEffect(APPROVAL.REFUND, refundEffect);
  registerApprovalEffect(APPROVAL.GOLD_COIN_MALL_CHARGEBACK, refundEffect);
}
