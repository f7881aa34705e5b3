import { maskMobile } from '@console/domain';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { fenToYuan, numericToFen } from '../../../platform/money';
import { orderOf, userSummary, type OrderView } from './order-view';
import { epochMs, yuan } from '../../../platform/sql/columns';

const SUB_COLUMNS = `s.id::text AS id, s.order_id::text AS "orderId", s.uid::text AS uid, s.sub_out_trade_no AS "subOutTradeNo",
  s.product_id::text AS "productId", s.product_type AS "productType", s.product_name AS "productName", s.quantity,
  ${yuan('s.unit_price')} AS "unitPrice", ${yuan('s.amount')} AS amount, s.status, ${epochMs('s.ctime')} AS ctime`;

export async function subOrderLines(q: Queryable, orderId: string) {
  const r = await q.query(`SELECT ${SUB_COLUMNS} FROM order_sub s WHERE s.order_id = $1::bigint ORDER BY s.id`, [orderId]);
  return r.rows;
}

/** getOrderSubListByOrderIdAndUserId: the lines of an order that belongs to that student (else 404). */
export async function subListOf(q: Queryable, ctx: AuthedContext, orderId: string, userId: string) {
  const order = await orderOf(q, ctx, { orderId, userId });
  return subOrderLines(q, order.id);
}

export const EXPRESS_SUMMARY = `e.id::text AS id, e.order_id::text AS "orderId", e.express_status AS "expressStatus", e.product_type AS "productType",
  e.product_name AS "productName", e.product_version AS "productVersion", e.express_company AS "expressCompany", e.express_nu AS "expressNu",
  e.express_total AS "expressTotal", e.receipt_name AS "receiptName", e.receipt_tel AS "receiptTel", e.province, e.city, e.area, e.street,
  e.address_detail AS "addressDetail", ${epochMs('e.delivery_collect_time')} AS "deliveryCollectTime", ${epochMs('e.signing_time')} AS "signingTime",
  ${epochMs('e.ctime')} AS ctime`;

export const maskTel = <T extends Record<string, unknown>>(row: T): T => ({
  ...row,
  receiptTel: maskMobile(row.receiptTel as string | null),
});

/** The order page's detail: order, lines, student (masked), coupons, channel, team, teacher, salesman, shipments, payments, refunds, invoice. */
export async function orderDetail(q: Queryable, ctx: AuthedContext, orderId: string) {
  const order = await orderOf(q, ctx, { orderId });
  const one = async (sql: string, id: unknown) => (id ? ((await q.query(sql, [id])).rows[0] ?? null) : null);
  const [subOrderList, user, channel, team, teacher, salesman] = await Promise.all([
    subOrderLines(q, order.id),
    userSummary(q, order.uid),
    one('SELECT id::text AS id, name, code FROM channel WHERE id = $1::bigint', order.channelId),
    one(
      `SELECT id::text AS id, team_name AS "teamName", team_type AS "teamType", team_state AS "teamState", term FROM team WHERE id = $1::bigint`,
      order.teamId,
    ),
    one('SELECT id::text AS id, realname, nickname FROM teacher WHERE id = $1::bigint', order.teacherId),
    one('SELECT id::text AS id, real_name AS "realName" FROM staff WHERE id = $1::bigint', order.salesmanId),
  ]);
  const coupons = await q.query(
    `SELECT uc.id::text AS id, uc.status, c.id::text AS "couponId", c.name, c.type, c.rule, ${yuan('c.amount')} AS amount, c.discount::float8 AS discount
       FROM user_coupon uc JOIN coupon c ON c.id = uc.coupon_id WHERE uc.order_id = $1::bigint ORDER BY uc.id`,
    [order.id],
  );
  const express = await q.query<Record<string, unknown>>(
    `SELECT ${EXPRESS_SUMMARY} FROM express e WHERE e.order_id = $1::bigint AND e.subject = $2 ORDER BY e.id`,
    [order.id, ctx.subject],
  );
  const payments = await q.query(
    `SELECT id::text AS id, entry_type AS "entryType", ${yuan('amount')} AS amount, ${yuan('balance_after')} AS "balanceAfter", coin_type AS "coinType",
            trade_type AS "tradeType", refund_id::text AS "refundId", memo, ${epochMs('ctime')} AS ctime FROM money_ledger WHERE order_id = $1::bigint ORDER BY money_ledger.id`,
    [order.id],
  );
  const refunds = await q.query(
    `SELECT id::text AS id, refund_no AS "refundNo", ${yuan('refund_amount')} AS "refundAmount", status, reason, ${epochMs('refund_time')} AS "refundTime", ${epochMs('ctime')} AS ctime
       FROM refund WHERE order_id = $1::bigint ORDER BY refund.id`,
    [order.id],
  );
  const invoice = await q.query(
    `SELECT id::text AS id, invoice_status AS "invoiceStatus", ${yuan('money')} AS money, invoice_no AS "invoiceNo" FROM invoice WHERE order_id = $1::bigint ORDER BY invoice.id DESC LIMIT 1`,
    [order.id],
  );
  return {
    ...order,
    subOrderList,
    user,
    coupon: coupons.rows[0] ?? null,
    coupons: coupons.rows,
    channel,
    team,
    teacher,
    salesman,
    express: express.rows.map(maskTel),
    promotions: order.promotionsId ? { promotionsId: order.promotionsId, promotionsStatus: order.promotionsStatus } : null,
    payments: payments.rows,
    refunds: refunds.rows,
    invoice: invoice.rows[0] ?? null,
  };
}

async function moneyOf(q: Queryable, orderId: string) {
  const r = await q.query<{ amount: string; total: string; discount: string; other: string; refunded: string }>(
    `SELECT amount::text AS amount, total_amount::text AS total, discount_amount::text AS discount, other_amount::text AS other,
            refunded_amount::text AS refunded FROM orders WHERE id = $1::bigint`,
    [orderId],
  );
  const m = r.rows[0];
  return {
    paid: numericToFen(m.amount),
    total: numericToFen(m.total),
    discount: numericToFen(m.discount),
    other: numericToFen(m.other),
    refunded: numericToFen(m.refunded),
  };
}

/** getOrderPrice: list price, discount, coins/gems used, paid, refunded and what is left, exact to the fen. */
export async function orderPrice(q: Queryable, ctx: AuthedContext, by: { orderId?: string; outTradeNo?: string }) {
  const order = await orderOf(q, ctx, by);
  const m = await moneyOf(q, order.id);
  return {
    orderId: order.id,
    outTradeNo: order.outTradeNo,
    coinType: order.coinType,
    totalAmount: fenToYuan(m.total),
    discountAmount: fenToYuan(m.discount),
    otherAmount: fenToYuan(m.other),
    bearIntegral: order.bearIntegral,
    gemIntegral: order.gemIntegral,
    amount: fenToYuan(m.paid),
    refundedAmount: fenToYuan(m.refunded),
    remainingAmount: fenToYuan(m.paid - m.refunded),
  };
}

/**
 * getOrderRemainingAmount: the money (yuan) that can still be refunded, as a bare number: the original
 * client's refund forms read `payload` itself as the amount (`payload > 0`, then `residueFee = payload`;
 * docs/decisions/client-compatibility.md). The weeks left are on the order (remaining_week).
 */
export async function orderRemaining(q: Queryable, ctx: AuthedContext, by: { orderId?: string; outTradeNo?: string }): Promise<number> {
  const order = await orderOf(q, ctx, by);
  const m = await moneyOf(q, order.id);
  return fenToYuan(m.paid - m.refunded);
}

/** getOrderRefundStatus: the order's refund state with its refunds and any open refund approval. */
export async function orderRefundStatus(q: Queryable, ctx: AuthedContext, by: { orderId?: string; outTradeNo?: string }) {
  const order = await orderOf(q, ctx, by);
  const m = await moneyOf(q, order.id);
  const refunds = await q.query<{ status: number; n: string }>(
    'SELECT status, count(*)::text AS n FROM refund WHERE order_id = $1::bigint GROUP BY status',
    [order.id],
  );
  const pending = await q.query<{ id: string }>(
    `SELECT id::text AS id FROM flow_approval WHERE order_id = $1::bigint AND type = 0 AND status = 0 ORDER BY flow_approval.id DESC LIMIT 1`,
    [order.id],
  );
  return {
    orderId: order.id,
    outTradeNo: order.outTradeNo,
    status: order.status,
    statusText: order.statusText,
    isrefund: order.isrefund,
    refundedAmount: fenToYuan(m.refunded),
    remainingAmount: fenToYuan(m.paid - m.refunded),
    refundCount: refunds.rows.reduce((n, r) => n + Number(r.n), 0),
    refundsByStatus: Object.fromEntries(refunds.rows.map((r) => [String(r.status), Number(r.n)])),
    pendingApprovalId: pending.rows[0]?.id ?? null,
  };
}

/** queryGiftByOrderId: gift lines (products marked is_gifts, or free lines) and closing-gift shipments (product_type 6). */
export async function giftsOf(q: Queryable, ctx: AuthedContext, orderId: string) {
  const order = await orderOf(q, ctx, { orderId });
  const lines = await q.query(
    `SELECT ${SUB_COLUMNS} FROM order_sub s LEFT JOIN product p ON p.id = s.product_id
      WHERE s.order_id = $1::bigint AND (p.is_gifts = 1 OR s.amount = 0) ORDER BY s.id`,
    [order.id],
  );
  const express = await q.query<Record<string, unknown>>(
    `SELECT ${EXPRESS_SUMMARY} FROM express e WHERE e.order_id = $1::bigint AND e.subject = $2 AND e.product_type = 6 ORDER BY e.id`,
    [order.id, ctx.subject],
  );
  return { orderId: order.id, gifts: lines.rows, express: express.rows.map(maskTel) };
}

/** queryUnionCouponOrderInfo: the coupons used on an order and the other orders paid with it. */
export async function unionCouponOrderInfo(q: Queryable, ctx: AuthedContext, by: { orderId?: string; outTradeNo?: string }) {
  const order = await orderOf(q, ctx, by);
  const coupons = await q.query(
    `SELECT uc.id::text AS id, uc.status, c.id::text AS "couponId", c.name, c.type, c.rule, ${yuan('c.amount')} AS amount, c.stack,
            ${epochMs('uc.use_time')} AS "useTime" FROM user_coupon uc JOIN coupon c ON c.id = uc.coupon_id WHERE uc.order_id = $1::bigint ORDER BY uc.id`,
    [order.id],
  );
  const union = order.mergeOutTradeNo
    ? await q.query(
        `SELECT id::text AS id, out_trade_no AS "outTradeNo", status, ${yuan('amount')} AS amount FROM orders WHERE subject = $1 AND merge_out_trade_no = $2 AND id <> $3::bigint ORDER BY orders.id`,
        [ctx.subject, order.mergeOutTradeNo, order.id],
      )
    : { rows: [] };
  return {
    orderId: order.id,
    outTradeNo: order.outTradeNo,
    mergeOutTradeNo: order.mergeOutTradeNo,
    discountAmount: order.discountAmount,
    coupons: coupons.rows,
    unionOrders: union.rows,
  };
}

/** getEncode: an opaque, URL-safe code of the order for links (subject and order number). */
export async function encodeOrder(q: Queryable, ctx: AuthedContext, by: { orderId?: string; outTradeNo?: string }) {
  const order: OrderView = await orderOf(q, ctx, by);
  if (!order.outTradeNo) throw errors.notFound('订单');
  return {
    orderId: order.id,
    outTradeNo: order.outTradeNo,
    encode: Buffer.from(`${ctx.subject}:${String(order.outTradeNo)}`).toString('base64url'),
  };
}
