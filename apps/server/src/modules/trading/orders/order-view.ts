import { maskMobile } from '@console/domain';
import type { Queryable } from '../../../platform/db';
import type { RequestContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { regtypeText, statusText } from './codes';
import { epochMs, yuan } from '../../../platform/sql/columns';

/** The order columns every REST order answer carries (camelCase, ids as text, money in yuan, times in ms). */
export const ORDER_COLUMNS = `o.id::text AS id, o.uid::text AS uid, o.subject, o.out_trade_no AS "outTradeNo",
  o.merge_out_trade_no AS "mergeOutTradeNo", o.status, o.regtype, o.isrefund, o.invoice_status AS "invoiceStatus",
  o.packages_id::text AS "packagesId", o.packages_name AS "packagesName", o.packages_course_week AS "packagesCourseWeek",
  o.packages_course_day AS "packagesCourseDay", o.product_name AS "productName", o.sup, o.stage, o.term,
  ${yuan('o.amount')} AS amount, ${yuan('o.total_amount')} AS "totalAmount", ${yuan('o.discount_amount')} AS "discountAmount",
  ${yuan('o.other_amount')} AS "otherAmount", ${yuan('o.refunded_amount')} AS "refundedAmount",
  ${yuan('o.amount - o.refunded_amount')} AS "remainingAmount", o.coin_type AS "coinType",
  o.bear_integral AS "bearIntegral", o.gem_integral AS "gemIntegral", o.trade_type AS "tradeType", o.client_from AS "clientFrom",
  o.trial_pay_channel AS "trialPayChannel", o.purchase_identity AS "purchaseIdentity", o.topic_id::text AS "topicId",
  o.promotions_id::text AS "promotionsId", o.promotions_status AS "promotionsStatus", o.order_protocol AS "orderProtocol",
  o.remaining_week AS "remainingWeek", o.channel_id::text AS "channelId", o.team_id::text AS "teamId",
  o.teacher_id::text AS "teacherId", o.department_id::text AS "departmentId", o.salesman_id::text AS "salesmanId",
  o.coupon_id::text AS "couponId", o.user_coupon_id::text AS "userCouponId", o.remark, o.version,
  ${epochMs('o.buytime')} AS buytime, ${epochMs('o.complete_time')} AS "completeTime", ${epochMs('o.ctime')} AS ctime, ${epochMs('o.utime')} AS utime`;

export type OrderView = Record<string, unknown> & { id: string; uid: string; status: number; regtype: number };

/** Adds the `*Text` labels (order_status is the status label, CONTRACT §7 `*_text` convention). */
export function presentOrder<T extends Record<string, unknown>>(row: T): T & { statusText: string | null; regtypeText: string | null } {
  return { ...row, statusText: statusText(row.status), regtypeText: regtypeText(row.regtype) };
}

/** One order of the request's subject, or 404 (another subject's order does not exist for the caller). */
export async function orderOf(
  q: Queryable,
  ctx: RequestContext,
  by: { orderId?: string; outTradeNo?: string; userId?: string },
): Promise<OrderView> {
  if (!by.orderId && !by.outTradeNo) throw errors.invalidField('orderId', '不能为空', 'is required');
  const params: unknown[] = [ctx.subject];
  const conds = ['o.subject = $1'];
  if (by.orderId) conds.push(`o.id = $${params.push(by.orderId)}::bigint`);
  if (by.outTradeNo) conds.push(`o.out_trade_no = $${params.push(by.outTradeNo)}`);
  if (by.userId) conds.push(`o.uid = $${params.push(by.userId)}::bigint`);
  const r = await q.query<OrderView>(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE ${conds.join(' AND ')}`, params);
  if (!r.rows[0]) throw errors.notFound('订单');
  return presentOrder(r.rows[0]);
}

/** The student summary shown next to an order: mobile masked (CONTRACT §4). */
export async function userSummary(q: Queryable, uid: string) {
  const r = await q.query<{
    id: string;
    userNum: string;
    mobile: string;
    username: string | null;
    nickname: string | null;
    head: string | null;
  }>(`SELECT id::text AS id, user_num AS "userNum", mobile, username, nickname, head FROM student WHERE id = $1::bigint`, [uid]);
  const u = r.rows[0];
  return u ? { ...u, mobile: maskMobile(u.mobile) } : null;
}
