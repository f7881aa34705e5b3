import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { fenToYuan, numericToFen } from '../../../platform/money';
import { epochMs } from '../../../platform/sql/columns';

const yuanOf = (v: string) => fenToYuan(numericToFen(v));

/** refundDetail: one refund of the subject (by id or refund number) with its order, ledger entries and approval. */
export async function refundDetail(q: Queryable, ctx: AuthedContext, by: { refundId?: string; refundNo?: string }) {
  if (!by.refundId && !by.refundNo) throw errors.invalidField('refundId', '不能为空', 'is required');
  const r = await q.query<
    Record<string, unknown> & {
      refund_amount: string;
      refund_time: number | null;
      ctime: number;
      order_amount: string;
      order_refunded: string;
    }
  >(
    `SELECT r.id::text AS id, r.refund_no AS "refundNo", r.order_id::text AS "orderId", r.uid::text AS uid, r.out_trade_no AS "outTradeNo",
            r.refund_amount::text AS refund_amount, r.coin_type AS "coinType", r.status, r.reason, r.trade_type AS "tradeType",
            r.fail_reason AS "failReason", r.flow_approval_id::text AS "flowApprovalId", r.staff_id::text AS "staffId", s.real_name AS "staffName",
            ${epochMs('r.refund_time')} AS refund_time, ${epochMs('r.ctime')} AS ctime,
            o.status AS "orderStatus", o.isrefund, o.amount::text AS order_amount, o.refunded_amount::text AS order_refunded
       FROM refund r JOIN orders o ON o.id = r.order_id LEFT JOIN staff s ON s.id = r.staff_id
      WHERE r.subject = $1 AND ($2::bigint IS NULL OR r.id = $2::bigint) AND ($3::text IS NULL OR r.refund_no = $3)`,
    [ctx.subject, by.refundId ?? null, by.refundNo ?? null],
  );
  const row = r.rows[0];
  if (!row) throw errors.notFound('退款记录');
  const { refund_amount, refund_time, ctime, order_amount, order_refunded, ...rest } = row;
  const ledger = await q.query<{ id: string; entryType: string; amount: string; balanceAfter: string; ctime: number }>(
    `SELECT id::text AS id, entry_type AS "entryType", amount::text AS amount, balance_after::text AS "balanceAfter", ${epochMs('ctime')} AS ctime
       FROM money_ledger WHERE refund_id = $1::bigint ORDER BY money_ledger.id`,
    [row.id],
  );
  const approval = row.flowApprovalId
    ? ((
        await q.query(
          `SELECT id::text AS id, status, approval_name AS "approvalName", apply_name AS "applyName", finance_status AS "financeStatus", payload FROM flow_approval WHERE id = $1::bigint`,
          [row.flowApprovalId],
        )
      ).rows[0] ?? null)
    : null;
  const paid = numericToFen(order_amount);
  const refunded = numericToFen(order_refunded);
  return {
    ...rest,
    refundAmount: yuanOf(refund_amount),
    refundTime: refund_time,
    ctime,
    orderAmount: fenToYuan(paid),
    orderRefundedAmount: fenToYuan(refunded),
    orderRemainingAmount: fenToYuan(paid - refunded),
    ledger: ledger.rows.map((l) => ({ ...l, amount: yuanOf(l.amount), balanceAfter: yuanOf(l.balanceAfter) })),
    approval,
  };
}

/**
 * refundFee (GET /api/b/xm/refund/order/refundFee): what is left to refund on an order of that
 * student: paid − refunded, exact to the fen. Another subject's order, or another student's, is 404.
 */
export async function refundFee(q: Queryable, ctx: AuthedContext, orderId: string, userId: string | undefined) {
  const r = await q.query<{
    id: string;
    uid: string;
    out_trade_no: string;
    status: number;
    isrefund: number;
    amount: string;
    refunded: string;
    n: string;
  }>(
    `SELECT o.id::text AS id, o.uid::text AS uid, o.out_trade_no, o.status, o.isrefund, o.amount::text AS amount, o.refunded_amount::text AS refunded,
            (SELECT count(*) FROM refund r WHERE r.order_id = o.id AND r.status = 2)::text AS n
       FROM orders o WHERE o.id = $1::bigint AND o.subject = $2 AND ($3::bigint IS NULL OR o.uid = $3::bigint)`,
    [orderId, ctx.subject, userId ?? null],
  );
  const o = r.rows[0];
  if (!o) throw errors.notFound('订单');
  const paid = numericToFen(o.amount);
  const refunded = numericToFen(o.refunded);
  const refundable = [2, 3, 4, 5, 6].includes(o.status) ? paid - refunded : 0;
  return {
    orderId: o.id,
    userId: o.uid,
    outTradeNo: o.out_trade_no,
    orderStatus: o.status,
    isrefund: o.isrefund,
    paidAmount: fenToYuan(paid),
    refundedAmount: fenToYuan(refunded),
    refundFee: fenToYuan(refundable),
    refundCount: Number(o.n),
  };
}
