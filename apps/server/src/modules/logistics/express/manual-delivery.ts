import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { alreadyHandled, AppError, errors } from '../../../platform/http/errors';
import { recordOperation } from '../../../platform/oplog';
import { EXPRESS_COLUMNS, presentExpress } from './express-view';
import { restPage, springPage } from '../../../platform/sql/page';
import { lockExpress, NOT_SHIPPED } from './express-status';

/** source_type of a shipment a staff member created by hand (ours). */
export const SOURCE_MANUAL = 2;

export interface ManualDeliveryInput {
  orderId: string;
  productType: number;
  productName: string;
  productVersion?: string;
  expressTotal: number;
  addressId?: string;
  remark?: string;
}

const ADDRESS_COPY = [
  'receipt_name',
  'receipt_tel',
  'tel_area_code',
  'province',
  'city',
  'area',
  'street',
  'address_detail',
  'country_code',
  'country_name',
  'zip_code',
  'id_code',
];

/**
 * Manual delivery (/api/os/v1/buy/scheduling/manualDelivery): a shipment for an order of the subject,
 * from the given address of the student (or their default). Without an address it waits as 0 无地址.
 */
export async function manualDelivery(tx: Queryable, ctx: AuthedContext, input: ManualDeliveryInput) {
  const o = await tx.query<{
    id: string;
    uid: string;
    out_trade_no: string;
    status: number;
    regtype: number;
    term: number | null;
    sup: string | null;
    team_id: string | null;
    teacher_id: string | null;
  }>(
    `SELECT id::text AS id, uid::text AS uid, out_trade_no, status, regtype, term, sup, team_id::text AS team_id, teacher_id::text AS teacher_id
       FROM orders WHERE id = $1::bigint AND subject = $2 FOR UPDATE`,
    [input.orderId, ctx.subject],
  );
  const order = o.rows[0];
  if (!order) throw errors.notFound('订单');
  if (![2, 3, 6].includes(order.status)) throw new AppError('BAD_REQUEST', '订单未支付或已退款，不能发货', 'The order is not paid');
  const a = await tx.query<Record<string, unknown> & { id: string }>(
    `SELECT id::text AS id, ${ADDRESS_COPY.join(', ')} FROM address WHERE uid = $1::bigint AND deleted = 0 AND ($2::bigint IS NULL OR id = $2::bigint)
      ORDER BY (id = $2::bigint) DESC NULLS LAST, is_default DESC, id DESC LIMIT 1`,
    [order.uid, input.addressId ?? null],
  );
  const address = a.rows[0];
  if (input.addressId && !address) throw errors.notFound('地址');
  const values = ADDRESS_COPY.map((c) => (address ? (address[c] ?? null) : null));
  const base = [
    ctx.subject,
    order.id,
    order.out_trade_no,
    order.uid,
    address?.id ?? null,
    input.productType,
    SOURCE_MANUAL,
    address ? 1 : 0,
    input.productName,
    input.productVersion ?? null,
    input.expressTotal,
    input.remark ?? null,
    order.regtype,
    order.term,
    order.sup,
    order.team_id,
    order.teacher_id,
    ctx.staff.id,
  ];
  const r = await tx.query<{ id: string }>(
    `INSERT INTO express (subject, order_id, out_trade_no, uid, address_id, product_type, source_type, express_status, product_name, product_version, express_total, remark,
                          regtype, term, sup, team_id, teacher_id, staff_id, ${ADDRESS_COPY.join(', ')})
     VALUES (${[...base, ...values].map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id::text AS id`,
    [...base, ...values],
  );
  const id = r.rows[0].id;
  await tx.query(
    'INSERT INTO express_remark_log (subject, express_id, from_status, to_status, remark, staff_id) VALUES ($1, $2, NULL, $3, $4, $5)',
    [ctx.subject, id, address ? 1 : 0, input.remark ?? '手动发货', ctx.staff.id],
  );
  await recordOperation(tx, ctx, {
    action: 'express.manualDelivery',
    entity: 'express',
    entityId: id,
    detail: { orderId: order.id, productType: input.productType, productName: input.productName, expressTotal: input.expressTotal },
  });
  return id;
}

/** Manual deliveries of the subject (source_type 2), newest first. */
export async function manualDeliveryList(q: Queryable, ctx: AuthedContext, f: { orderId?: string; page: number; size: number }) {
  const params = [ctx.subject, SOURCE_MANUAL, f.orderId ?? null];
  const where = 'e.subject = $1 AND e.source_type = $2 AND ($3::bigint IS NULL OR e.order_id = $3::bigint)';
  const p = await restPage(q, {
    select: EXPRESS_COLUMNS,
    from: 'express e',
    where,
    params,
    orderBy: 'e.ctime DESC, e.id DESC',
    page: f.page,
    size: f.size,
    base: 1,
    present: presentExpress,
  });
  return springPage(p);
}

/** updateExpressBox: the box (product version) of a system-course box shipment that has not left; the same box again is 409 已处理. */
export async function updateExpressBox(tx: Queryable, ctx: AuthedContext, expressId: string, boxType: string) {
  const e = await lockExpress(tx, ctx, expressId);
  if (!NOT_SHIPPED.includes(e.express_status)) throw new AppError('CONFLICT', '物流已发出，不能更换盒子', 'The parcel has left');
  if (e.product_version === boxType) throw alreadyHandled();
  await tx.query('UPDATE express SET product_version = $2, staff_id = $3, version = version + 1, utime = now() WHERE id = $1::bigint', [
    expressId,
    boxType,
    ctx.staff.id,
  ]);
  await recordOperation(tx, ctx, {
    action: 'express.box',
    entity: 'express',
    entityId: expressId,
    changes: { product_version: [e.product_version ?? null, boxType] },
  });
  return { id: expressId, productVersion: boxType };
}
