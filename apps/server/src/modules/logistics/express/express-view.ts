import { labelOf, maskMobile } from '@console/domain';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { epochMs } from '../../../platform/sql/columns';

export const EXPRESS_COLUMNS = `e.id::text AS id, e.subject, e.order_id::text AS "orderId", e.out_trade_no AS "outTradeNo", e.uid::text AS uid,
  e.address_id::text AS "addressId", e.team_id::text AS "teamId", e.teacher_id::text AS "teacherId", e.term, e.sup, e.regtype,
  e.product_type AS "productType", e.source_type AS "sourceType", e.express_status AS "expressStatus", e.express_company AS "expressCompany",
  e.express_nu AS "expressNu", e.express_total AS "expressTotal", e.product_name AS "productName", e.product_version AS "productVersion",
  e.replenish_type AS "replenishType", e.replenish_reason AS "replenishReason", e.warehouse_name AS "warehouseName", e.delivery_type AS "deliveryType",
  e.receipt_name AS "receiptName", e.receipt_tel AS "receiptTel", e.tel_area_code AS "telAreaCode", e.province, e.city, e.area, e.street,
  e.address_detail AS "addressDetail", e.country_name AS "countryName", e.country_code AS "countryCode", e.zip_code AS "zipCode",
  e.id_code AS "idCode", e.sn_code AS "snCode", e.remark, e.flow_approval_id::text AS "flowApprovalId", e.staff_id::text AS "staffId",
  ${epochMs('e.delivery_time')} AS "deliveryTime", ${epochMs('e.delivery_collect_time')} AS "deliveryCollectTime", ${epochMs('e.signing_time')} AS "signingTime",
  e.version, ${epochMs('e.ctime')} AS ctime, ${epochMs('e.utime')} AS utime`;

export type ExpressRow = Record<string, unknown> & {
  id: string;
  uid: string;
  expressStatus: number;
  productType: number;
  sourceType: number;
  receiptTel: string | null;
};

/** Labels next to codes; the receipt phone masked (revealed only by queryReceiptTel). */
export function presentExpress(r: ExpressRow) {
  return {
    ...r,
    receiptTel: maskMobile(r.receiptTel) ?? null,
    expressStatusText: labelOf('expressStatus', r.expressStatus) ?? null,
    productTypeText: labelOf('expressProductType', r.productType) ?? null,
    sourceTypeText: labelOf('expressSourceType', r.sourceType) ?? null,
  };
}

/** One shipment of the request's subject (404 otherwise). */
export async function expressOf(q: Queryable, ctx: AuthedContext, id: string) {
  const r = await q.query<ExpressRow>(`SELECT ${EXPRESS_COLUMNS} FROM express e WHERE e.id = $1::bigint AND e.subject = $2`, [
    id,
    ctx.subject,
  ]);
  if (!r.rows[0]) throw errors.notFound('物流');
  return presentExpress(r.rows[0]);
}

/** Details: the shipment, its status/remark history and its address changes. */
export async function expressDetail(q: Queryable, ctx: AuthedContext, id: string) {
  const express = await expressOf(q, ctx, id);
  const remarks = await q.query(
    `SELECT l.id::text AS id, l.from_status AS "fromStatus", l.to_status AS "toStatus", l.remark, l.staff_id::text AS "staffId", st.real_name AS "staffName", ${epochMs('l.ctime')} AS ctime
       FROM express_remark_log l LEFT JOIN staff st ON st.id = l.staff_id WHERE l.express_id = $1::bigint ORDER BY l.ctime, l.id`,
    [id],
  );
  const addressChanges = await q.query<{ before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
    `SELECT l.id::text AS id, l.action, l.before, l.after, st.real_name AS "staffName", ${epochMs('l.ctime')} AS ctime
       FROM address_log l LEFT JOIN staff st ON st.id = l.staff_id WHERE l.express_id = $1::bigint ORDER BY l.ctime, l.id`,
    [id],
  );
  const mask = (s: Record<string, unknown> | null) =>
    s && 'receipt_tel' in s ? { ...s, receipt_tel: maskMobile(s.receipt_tel as string) } : s;
  return {
    ...express,
    remarkLog: remarks.rows.map((x) => {
      const row = x as { fromStatus: number | null; toStatus: number | null };
      return {
        ...x,
        fromStatusText: labelOf('expressStatus', row.fromStatus) ?? null,
        toStatusText: labelOf('expressStatus', row.toStatus) ?? null,
      };
    }),
    addressLog: addressChanges.rows.map((x) => ({ ...x, before: mask(x.before), after: mask(x.after) })),
  };
}

/** The latest shipment of an order that is not invalid (getLastMusicInstrumentExpressByOrderId), or null. */
export async function lastExpressOfOrder(q: Queryable, ctx: AuthedContext, orderId: string) {
  const o = await q.query('SELECT 1 FROM orders WHERE id = $1::bigint AND subject = $2', [orderId, ctx.subject]);
  if (!o.rows[0]) throw errors.notFound('订单');
  const r = await q.query<ExpressRow>(
    `SELECT ${EXPRESS_COLUMNS} FROM express e WHERE e.order_id = $1::bigint AND e.subject = $2 AND e.express_status <> 7 ORDER BY e.ctime DESC, e.id DESC LIMIT 1`,
    [orderId, ctx.subject],
  );
  return r.rows[0] ? presentExpress(r.rows[0]) : null;
}
