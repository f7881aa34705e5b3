import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { EXPRESS_COLUMNS, expressDetail, presentExpress, type ExpressRow } from '../express/express-view';
import { studentByMobile } from '../../../platform/scope';
import { ORDER_COLUMNS, presentOrder } from '../../trading';
import { restPage, springPage } from '../../../platform/sql/page';
import { Where } from '../../../platform/sql/where';

/** Mall product types (商城, 兑吧) and the mall order regtype (小熊商城): what UMS lists when not told otherwise. */
export const MALL_PRODUCT_TYPES = [2, 8];
export const MALL_REGTYPES = [5];

async function uidOf(q: Queryable, ctx: AuthedContext, who: { uid?: string; mobile?: string }): Promise<string | undefined> {
  if (who.uid) return who.uid;
  if (!who.mobile) return undefined;
  const uid = await studentByMobile(q, ctx, who.mobile);
  if (!uid) throw errors.notFound('学员');
  return uid;
}

/** expressList: the shipments of an order (id or number) or of a student, in the subject. */
export async function umsExpressList(
  q: Queryable,
  ctx: AuthedContext,
  by: { orderId?: string; outTradeNo?: string; uid?: string; mobile?: string },
) {
  const w = new Where();
  w.and(`e.subject = ${w.p(ctx.subject)}`);
  if (by.orderId) w.and(`e.order_id = ${w.p(by.orderId)}::bigint`);
  if (by.outTradeNo) w.and(`e.out_trade_no = ${w.p(by.outTradeNo)}`);
  const uid = await uidOf(q, ctx, by);
  if (uid) w.and(`e.uid = ${w.p(uid)}::bigint`);
  if (!by.orderId && !by.outTradeNo && !uid) throw errors.invalidField('orderId', '不能为空', 'is required');
  const r = await q.query<ExpressRow>(
    `SELECT ${EXPRESS_COLUMNS} FROM express e ${w.sql} ORDER BY e.ctime DESC, e.id DESC LIMIT 200`,
    w.params,
  );
  return r.rows.map(presentExpress);
}

/** businessUserExpressPage: mall shipments (product types 2, 8 unless given), by student and status. */
export async function businessUserExpressPage(
  q: Queryable,
  ctx: AuthedContext,
  f: { uid?: string; mobile?: string; expressStatus?: number[]; productType?: number[]; page: number; size: number },
) {
  const w = new Where();
  w.and(`e.subject = ${w.p(ctx.subject)}`).and(
    `e.product_type = ANY(${w.p(f.productType?.length ? f.productType : MALL_PRODUCT_TYPES)}::smallint[])`,
  );
  const uid = await uidOf(q, ctx, f);
  if (uid) w.and(`e.uid = ${w.p(uid)}::bigint`);
  if (f.expressStatus?.length) w.and(`e.express_status = ANY(${w.p(f.expressStatus)}::smallint[])`);
  const p = await restPage(q, {
    select: EXPRESS_COLUMNS,
    from: 'express e',
    where: w,
    orderBy: 'e.ctime DESC, e.id DESC',
    page: f.page,
    size: f.size,
    base: 1,
    present: presentExpress,
  });
  return springPage(p);
}

/** orderList: mall orders (regtype 5 unless given) of a student or of the subject, newest first. */
export async function umsOrderList(
  q: Queryable,
  ctx: AuthedContext,
  f: { uid?: string; mobile?: string; regtype?: number[]; status?: number[]; page: number; size: number },
) {
  const w = new Where();
  w.and(`o.subject = ${w.p(ctx.subject)}`).and(`o.regtype = ANY(${w.p(f.regtype?.length ? f.regtype : MALL_REGTYPES)}::smallint[])`);
  const uid = await uidOf(q, ctx, f);
  if (uid) w.and(`o.uid = ${w.p(uid)}::bigint`);
  if (f.status?.length) w.and(`o.status = ANY(${w.p(f.status)}::smallint[])`);
  const p = await restPage(q, {
    select: ORDER_COLUMNS,
    from: 'orders o',
    where: w,
    orderBy: 'o.ctime DESC, o.id DESC',
    page: f.page,
    size: f.size,
    base: 1,
    present: presentOrder,
  });
  return springPage(p);
}

/** getLogisticsDetail: one shipment (id or tracking number) with its status trace. */
export async function logisticsDetail(q: Queryable, ctx: AuthedContext, by: { expressId?: string; expressNu?: string }) {
  let id = by.expressId;
  if (!id && by.expressNu) {
    const r = await q.query<{ id: string }>(
      'SELECT id::text AS id FROM express WHERE express_nu = $1 AND subject = $2 ORDER BY express.id DESC LIMIT 1',
      [by.expressNu, ctx.subject],
    );
    id = r.rows[0]?.id;
    if (!id) throw errors.notFound('物流');
  }
  if (!id) throw errors.invalidField('expressId', '不能为空', 'is required');
  const d = await expressDetail(q, ctx, id);
  return { ...d, traces: d.remarkLog };
}
