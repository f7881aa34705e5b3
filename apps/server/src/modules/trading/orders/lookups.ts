import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { AppError } from '../../../platform/http/errors';
import { ORDER_STATUS, regtypeCodes, statusCodes } from './codes';
import { restPage, springPage } from '../../../platform/sql/page';
import { ORDER_COLUMNS, presentOrder, type OrderView } from './order-view';
import { Where } from '../../../platform/sql/where';

export interface ByStatusInput {
  userId: string;
  status?: (string | number)[];
  page: number;
  pageSize: number;
}

/**
 * Orders of one student in the subject with the given statuses (default COMPLETED), newest first.
 * `page` is 0-based here (the client asks page 0 first, spec 01 §7) and echoed in `number`.
 */
export async function ordersByStatus(q: Queryable, ctx: AuthedContext, input: ByStatusInput) {
  const statuses = statusCodes('status', input.status) ?? [ORDER_STATUS.COMPLETED];
  const w = new Where();
  w.and(`o.subject = ${w.p(ctx.subject)}`)
    .and(`o.uid = ${w.p(input.userId)}::bigint`)
    .and(`o.status = ANY(${w.p(statuses)}::smallint[])`);
  const p = await restPage(q, {
    select: ORDER_COLUMNS,
    from: 'orders o',
    where: w,
    orderBy: 'o.ctime DESC, o.id DESC',
    page: input.page,
    size: input.pageSize,
    base: 0,
    present: presentOrder,
  });
  return springPage(p);
}

export interface ByRegtypesInput {
  userId: string;
  regtypes?: (string | number)[];
  status?: (string | number)[];
  subjects?: number[];
}

/**
 * Orders of one student filtered by regtypes (names like FIRST_ORDER, RENEW, MAKEUP, RENEW_MAKEUP or
 * numbers) and statuses (default COMPLETED), in the request's subject or in the listed subjects
 * (each must be one the staff holds). Newest first, at most 200.
 */
export async function ordersByRegtypes(q: Queryable, ctx: AuthedContext, input: ByRegtypesInput, limit = 200): Promise<OrderView[]> {
  const regtypes = regtypeCodes('regtypes', input.regtypes);
  const statuses = statusCodes('status', input.status) ?? [ORDER_STATUS.COMPLETED];
  const subjects = input.subjects?.length ? input.subjects : [ctx.subject];
  const foreign = subjects.find((s) => !ctx.staff.subjectList.includes(s));
  if (foreign !== undefined) throw new AppError('FORBIDDEN', `没有该学科的权限：${foreign}`, `No permission for subject ${foreign}`);
  const w = new Where();
  w.and(`o.subject = ANY(${w.p(subjects)}::int[])`)
    .and(`o.uid = ${w.p(input.userId)}::bigint`)
    .and(`o.status = ANY(${w.p(statuses)}::smallint[])`);
  if (regtypes) w.and(`o.regtype = ANY(${w.p(regtypes)}::smallint[])`);
  const r = await q.query<OrderView>(
    `SELECT ${ORDER_COLUMNS} FROM orders o ${w.sql} ORDER BY o.ctime DESC, o.id DESC LIMIT ${limit}`,
    w.params,
  );
  return r.rows.map(presentOrder);
}

/** The orders paid together under one merge_out_trade_no, in the subject. */
export async function ordersByMergeOutTradeNo(q: Queryable, ctx: AuthedContext, mergeOutTradeNo: string): Promise<OrderView[]> {
  const r = await q.query<OrderView>(
    `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.subject = $1 AND o.merge_out_trade_no = $2 ORDER BY o.id`,
    [ctx.subject, mergeOutTradeNo],
  );
  return r.rows.map(presentOrder);
}

export interface UnionListInput {
  userId?: string;
  outTradeNo?: string;
  page: number;
  size: number;
}

/**
 * Promotion order lists: "union" orders were paid together with others (merge_out_trade_no set),
 * "not union" orders alone. Paid statuses only, newest first, 1-based pages.
 */
export async function unionOrderList(q: Queryable, ctx: AuthedContext, input: UnionListInput, union: boolean) {
  const w = new Where();
  w.and(`o.subject = ${w.p(ctx.subject)}`).and(`o.status = ANY('{2,3,4,5,6}'::smallint[])`);
  w.and(union ? 'o.merge_out_trade_no IS NOT NULL' : 'o.merge_out_trade_no IS NULL');
  if (input.userId) w.and(`o.uid = ${w.p(input.userId)}::bigint`);
  if (input.outTradeNo) w.and(`(o.out_trade_no = ${w.p(input.outTradeNo)} OR o.merge_out_trade_no = ${w.p(input.outTradeNo)})`);
  const p = await restPage(q, {
    select: ORDER_COLUMNS,
    from: 'orders o',
    where: w,
    orderBy: 'o.ctime DESC, o.id DESC',
    page: input.page,
    size: input.size,
    base: 1,
    present: presentOrder,
  });
  return springPage(p);
}

/** The promotions carried by the orders of one union (merge_out_trade_no), with their orders. */
export async function promotionsForUnionOrder(q: Queryable, ctx: AuthedContext, mergeOutTradeNo: string) {
  const orders = await ordersByMergeOutTradeNo(q, ctx, mergeOutTradeNo);
  const byPromotion = new Map<string, { promotionsId: string; promotionsStatus: unknown; orderIds: string[]; outTradeNos: unknown[] }>();
  for (const o of orders) {
    if (!o.promotionsId) continue;
    const key = String(o.promotionsId);
    const entry = byPromotion.get(key) ?? { promotionsId: key, promotionsStatus: o.promotionsStatus, orderIds: [], outTradeNos: [] };
    entry.orderIds.push(o.id);
    entry.outTradeNos.push(o.outTradeNo);
    byPromotion.set(key, entry);
  }
  return { mergeOutTradeNo, orderCount: orders.length, promotions: [...byPromotion.values()] };
}
