import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { AppError, errors } from '../../../platform/http/errors';
import { recordOperation } from '../../../platform/oplog';
import { fenToNumeric, fenToYuan, numericToFen } from '../../../platform/money';
import { epochMs } from '../../../platform/sql/columns';
import { restPage, springPage } from '../../../platform/sql/page';
import { Where } from '../../../platform/sql/where';

/** Order statuses (CONTRACT §9) whose payment can be refunded: 已支付, 已完成, 申请退款, 退款中, 部分退款. */
const REFUNDABLE = [2, 3, 4, 5, 6];
const ORDER_STATUS = { PARTLY_REFUNDED: 6, REFUNDED: 7 } as const;
const ISREFUND_DONE = 1;
const REFUND_STATUS_DONE = 2;

export interface RefundResult {
  refundId: string;
  orderId: string;
  refundAmount: number;
  refundedTotal: number;
  orderStatus: number;
}

interface OrderRow {
  id: string;
  uid: string;
  subject: number;
  out_trade_no: string;
  status: number;
  amount: string;
  refunded_amount: string;
  coin_type: string;
  trade_type: string | null;
}

/**
 * Refunds part or all of a paid order, in one transaction: lock the order row, check what is left,
 * write the refund, move the order to 6 / 7 with isrefund set, and append the ledger entry.
 * The row lock makes concurrent refunds of one order queue, so their sum never exceeds what was paid.
 */
export async function financeRefund(
  tx: Queryable,
  ctx: AuthedContext,
  orderId: string,
  refundFen: number,
  reason: string,
): Promise<RefundResult> {
  if (refundFen <= 0) throw errors.invalidField('refundAmount', '必须大于0', 'must be greater than 0');
  const r = await tx.query<OrderRow>(
    `SELECT id::text AS id, uid::text AS uid, subject, out_trade_no, status, amount::text AS amount,
            refunded_amount::text AS refunded_amount, coin_type, trade_type
       FROM orders WHERE id = $1::bigint AND subject = $2 FOR UPDATE`,
    [orderId, ctx.subject],
  );
  const order = r.rows[0];
  if (!order) throw errors.notFound('订单');
  if (!REFUNDABLE.includes(order.status)) {
    throw order.status === ORDER_STATUS.REFUNDED
      ? new AppError('BAD_REQUEST', '订单已全额退款，没有可退金额', 'The order is fully refunded')
      : new AppError('BAD_REQUEST', '订单未支付，不能退款', 'The order is not paid');
  }
  const paidFen = numericToFen(order.amount);
  const refundedFen = numericToFen(order.refunded_amount);
  const leftFen = paidFen - refundedFen;
  if (refundFen > leftFen) {
    throw new AppError(
      'BAD_REQUEST',
      `退款金额超出可退金额，该订单剩余可退 ¥${fenToNumeric(leftFen)}`,
      `Refund exceeds what is left: ${fenToNumeric(leftFen)} can still be refunded`,
    );
  }
  const newRefundedFen = refundedFen + refundFen;
  const newStatus = newRefundedFen === paidFen ? ORDER_STATUS.REFUNDED : ORDER_STATUS.PARTLY_REFUNDED;
  const refundNo = `RF${Date.now()}${randomBytes(3).toString('hex').toUpperCase()}`;
  const refund = await tx.query<{ id: string }>(
    `INSERT INTO refund (subject, order_id, uid, out_trade_no, refund_no, refund_amount, coin_type, status, reason, trade_type, staff_id, refund_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now()) RETURNING id::text AS id`,
    [
      order.subject,
      order.id,
      order.uid,
      order.out_trade_no,
      refundNo,
      fenToNumeric(refundFen),
      order.coin_type,
      REFUND_STATUS_DONE,
      reason,
      order.trade_type,
      ctx.staff.id,
    ],
  );
  const refundId = refund.rows[0].id;
  await tx.query(`UPDATE orders SET refunded_amount = $2, status = $3, isrefund = $4, version = version + 1, utime = now() WHERE id = $1`, [
    order.id,
    fenToNumeric(newRefundedFen),
    newStatus,
    ISREFUND_DONE,
  ]);
  await tx.query(
    `INSERT INTO money_ledger (subject, order_id, uid, refund_id, entry_type, amount, coin_type, balance_after, trade_type, staff_id, memo)
     VALUES ($1, $2, $3, $4, 'REFUND', $5, $6, $7, $8, $9, $10)`,
    [
      order.subject,
      order.id,
      order.uid,
      refundId,
      fenToNumeric(-refundFen),
      order.coin_type,
      fenToNumeric(paidFen - newRefundedFen),
      order.trade_type,
      ctx.staff.id,
      reason,
    ],
  );
  await recordOperation(tx, ctx, {
    action: 'refund.create',
    entity: 'order',
    entityId: order.id,
    changes: {
      refunded_amount: [order.refunded_amount, fenToNumeric(newRefundedFen)],
      status: [order.status, newStatus],
    },
    detail: { refundId, refundNo, refundAmount: fenToNumeric(refundFen), reason },
  });
  return {
    refundId,
    orderId: order.id,
    refundAmount: fenToYuan(refundFen),
    refundedTotal: fenToYuan(newRefundedFen),
    orderStatus: newStatus,
  };
}

const REFUND_SELECT = `r.id::text AS id, r.order_id::text AS "orderId", r.out_trade_no AS "outTradeNo", r.refund_no AS "refundNo",
    r.refund_amount::text AS refund_amount, r.coin_type AS "coinType", r.status, r.reason,
    r.staff_id::text AS "staffId", s.real_name AS "staffName",
    ${epochMs('r.refund_time', 'refund_time')},
    ${epochMs('r.ctime', 'ctime')}`;
type RefundRow = Record<string, unknown> & { refund_amount: string; ctime: number; refund_time: number | null };

const presentRefund = ({ refund_amount, refund_time, ctime, ...rest }: RefundRow) => ({
  ...rest,
  refundAmount: fenToYuan(numericToFen(refund_amount)),
  refundTime: refund_time ? Number(refund_time) : null,
  ctime: Number(ctime),
});

export async function findRefunds(q: Queryable, ctx: AuthedContext, outTradeNo: string) {
  const r = await q.query<RefundRow>(
    `SELECT ${REFUND_SELECT}
       FROM refund r LEFT JOIN staff s ON s.id = r.staff_id
      WHERE r.out_trade_no = $1 AND r.subject = $2 ORDER BY r.id`,
    [outTradeNo, ctx.subject],
  );
  return r.rows.map(presentRefund);
}

/** The subject's refunds, newest first, one page (the finance refund list); outTradeNo narrows it to an order. */
export async function refundPage(q: Queryable, ctx: AuthedContext, o: { outTradeNo?: string; page: number; size: number }) {
  const where = new Where();
  where.add('r.subject = ?', ctx.subject);
  if (o.outTradeNo) where.add('r.out_trade_no = ?', o.outTradeNo);
  return springPage(
    await restPage(q, {
      select: REFUND_SELECT,
      from: 'refund r',
      joins: 'LEFT JOIN staff s ON s.id = r.staff_id',
      where,
      orderBy: 'r.ctime DESC, r.id DESC',
      page: o.page,
      size: o.size,
      base: 1,
      present: presentRefund,
    }),
  );
}
