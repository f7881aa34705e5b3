import { labelOf, maskMobile } from '@console/domain';
import type { Database, Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { alreadyHandled, AppError, errors } from '../../../platform/http/errors';
import { diff, recordOperation } from '../../../platform/oplog';
import { assertFreshVersion } from '../../../platform/versioning';
import { addressColumns, type AddressInput } from '../addresses/address-fields';
import { addressFormValues, writeAddressLog } from '../addresses/address-service';

/**
 * Allowed express_status changes (CONTRACT §9 codes). 0 无地址 → 1 once an address is set; 1 待发货 →
 * 2 已发货 needs a carrier and tracking number; 7 无效 can be revived to 1; 8 疑难 may go anywhere.
 */
export const EXPRESS_TRANSITIONS: Readonly<Record<number, readonly number[]>> = {
  0: [1, 7],
  1: [2, 6, 7, 8, 9],
  2: [3, 4, 5, 8],
  3: [5],
  4: [2, 5, 8],
  5: [1],
  6: [1, 7],
  7: [1],
  8: [1, 2, 3, 4, 5, 7],
  9: [1, 7],
};
/** Shipments that have not left the warehouse: their address and box can still change. */
export const NOT_SHIPPED = [0, 1, 6, 9];

export interface LockedExpress {
  id: string;
  version: number;
  utime: Date;
  uid: string;
  order_id: string | null;
  express_status: number;
  express_company: string | null;
  express_nu: string | null;
  receipt_name: string | null;
  address_detail: string | null;
  delivery_time: Date | null;
  [k: string]: unknown;
}

export async function lockExpress(tx: Queryable, ctx: AuthedContext, id: string): Promise<LockedExpress> {
  const r = await tx.query<LockedExpress>(
    `SELECT id::text AS id, uid::text AS uid, order_id::text AS order_id, express_status, express_company, express_nu, receipt_name, receipt_tel,
            tel_area_code, province, city, area, street, address_detail, country_code, country_name, zip_code, id_code, address_id::text AS address_id,
            delivery_time, product_version, version, utime
       FROM express WHERE id = $1::bigint AND subject = $2 FOR UPDATE`,
    [id, ctx.subject],
  );
  if (!r.rows[0]) throw errors.notFound('物流');
  return r.rows[0];
}

const statusLabel = (s: number) => labelOf('expressStatus', s) ?? String(s);

export interface StatusChange {
  status?: number;
  remark?: string;
  expressCompany?: string;
  expressNu?: string;
}

/**
 * Status update with remark: a conditional UPDATE (`WHERE express_status = <old>`) and an
 * express_remark_log row, in the caller's transaction; the same status again is 409 已处理. Without a
 * status only the remark is recorded. Shipped sets delivery_collect_time, signed sets signing_time; the
 * enrolment's copy (student_team.express_status) follows.
 */
export async function changeExpressStatus(tx: Queryable, ctx: AuthedContext, id: string, c: StatusChange, action = 'express.status') {
  const e = await lockExpress(tx, ctx, id);
  const from = e.express_status;
  const to = c.status ?? from;
  if (c.status !== undefined) {
    if (to === from) throw alreadyHandled();
    if (!EXPRESS_TRANSITIONS[from]?.includes(to))
      throw new AppError(
        'CONFLICT',
        `物流状态不能从「${statusLabel(from)}」改为「${statusLabel(to)}」`,
        `Express status ${from} cannot become ${to}`,
      );
    if (to === 1 && (!e.receipt_name || !e.address_detail)) throw new AppError('BAD_REQUEST', '请先填写收货地址', 'Set an address first');
    const company = c.expressCompany ?? e.express_company;
    const nu = c.expressNu ?? e.express_nu;
    if (to === 2 && (!company || !nu))
      throw new AppError('BAD_REQUEST', '发货需要填写快递公司和快递单号', 'Shipping needs a carrier and a tracking number');
    const r = await tx.query(
      `UPDATE express SET express_status = $3::smallint, express_company = $4, express_nu = $5, remark = COALESCE($6, remark), staff_id = $7,
              delivery_collect_time = CASE WHEN $3::smallint = 2 THEN now() ELSE delivery_collect_time END,
              signing_time = CASE WHEN $3::smallint = 3 THEN now() ELSE signing_time END, version = version + 1, utime = now()
        WHERE id = $1::bigint AND express_status = $2::smallint`,
      [id, from, to, company, nu, c.remark ?? null, ctx.staff.id],
    );
    if ((r.affectedRows ?? 0) === 0) throw alreadyHandled();
    if (e.order_id)
      await tx.query('UPDATE student_team SET express_status = $2, utime = now() WHERE order_id = $1::bigint', [e.order_id, to]);
  } else {
    if (!c.remark) throw errors.invalidField('status', '和备注至少填写一个', 'or remark is required');
    await tx.query('UPDATE express SET remark = $2, staff_id = $3, utime = now() WHERE id = $1::bigint', [id, c.remark, ctx.staff.id]);
  }
  await tx.query(
    'INSERT INTO express_remark_log (subject, express_id, from_status, to_status, remark, staff_id) VALUES ($1, $2, $3, $4, $5, $6)',
    [ctx.subject, id, from, to, c.remark ?? null, ctx.staff.id],
  );
  await recordOperation(tx, ctx, {
    action,
    entity: 'express',
    entityId: id,
    changes: to === from ? undefined : { express_status: [from, to] },
    detail: { remark: c.remark ?? null, expressNu: c.expressNu ?? null },
  });
  return { id, fromStatus: from, expressStatus: to, expressStatusText: statusLabel(to) };
}

export interface BatchOutcome {
  total: number;
  success: number;
  failed: number;
  items: { id: string; ok: boolean; result?: unknown; error?: string; status?: number }[];
}

/** Runs one change per shipment, each in its own transaction. One id answers like a single call (errors thrown); several are reported. */
export async function perExpress<T>(
  db: Database,
  ids: string[],
  run: (tx: Queryable, id: string) => Promise<T>,
): Promise<T | BatchOutcome> {
  const unique = [...new Set(ids)];
  if (unique.length === 1) return db.transaction((tx) => run(tx, unique[0]));
  const items: BatchOutcome['items'] = [];
  for (const id of unique) {
    try {
      items.push({ id, ok: true, result: await db.transaction((tx) => run(tx, id)) });
    } catch (err) {
      if (!(err instanceof AppError) || err.kind === 'INTERNAL') throw err;
      items.push({ id, ok: false, error: err.message, status: err.status });
    }
  }
  const success = items.filter((i) => i.ok).length;
  return { total: items.length, success, failed: items.length - success, items };
}

/** Invalid marking: → 7 无效 with a remark (not once shipped). */
export function markInvalid(tx: Queryable, ctx: AuthedContext, id: string, remark: string) {
  return changeExpressStatus(tx, ctx, id, { status: 7, remark }, 'express.invalid');
}

/** Delivery request: hands a 待发货 shipment with an address to the warehouse (delivery_time), once. */
export async function requestDelivery(tx: Queryable, ctx: AuthedContext, id: string, warehouseName?: string) {
  const e = await lockExpress(tx, ctx, id);
  if (e.delivery_time) throw alreadyHandled('发货请求');
  if (e.express_status !== 1)
    throw new AppError(
      'CONFLICT',
      `物流状态为「${statusLabel(e.express_status)}」，不能申请发货`,
      `Express status ${e.express_status} cannot be delivered`,
    );
  if (!e.receipt_name || !e.address_detail) throw new AppError('BAD_REQUEST', '请先填写收货地址', 'Set an address first');
  await tx.query(
    'UPDATE express SET delivery_time = now(), warehouse_name = COALESCE($2, warehouse_name), staff_id = $3, version = version + 1, utime = now() WHERE id = $1::bigint AND delivery_time IS NULL',
    [id, warehouseName ?? null, ctx.staff.id],
  );
  await tx.query(
    'INSERT INTO express_remark_log (subject, express_id, from_status, to_status, remark, staff_id) VALUES ($1, $2, 1, 1, $3, $4)',
    [ctx.subject, id, '已提交发货请求', ctx.staff.id],
  );
  await recordOperation(tx, ctx, {
    action: 'express.deliveryRequest',
    entity: 'express',
    entityId: id,
    detail: { warehouseName: warehouseName ?? null },
  });
  return { id, expressStatus: 1, delivered: true };
}

/**
 * Create or update a shipment's address (express createOrUpdateAddress, updateExpressAddressNew): the
 * receipt snapshot changes while not shipped; 无地址 becomes 待发货. Logged in address_log and the op log.
 */
export async function setExpressAddress(
  tx: Queryable,
  ctx: AuthedContext,
  id: string,
  a: AddressInput,
  addressId?: string,
  version?: number,
) {
  const e = await lockExpress(tx, ctx, id);
  await assertFreshVersion(tx, {
    entity: 'express',
    entityId: id,
    expected: version,
    version: e.version,
    utime: e.utime,
    current: addressFormValues(e),
  });
  if (!NOT_SHIPPED.includes(e.express_status))
    throw new AppError('CONFLICT', `物流状态为「${statusLabel(e.express_status)}」，不能修改地址`, 'A shipped parcel keeps its address');
  const cols = addressColumns(a);
  const changes = diff(e, cols);
  const to = e.express_status === 0 ? 1 : e.express_status;
  await tx.query(
    `UPDATE express SET ${Object.keys(cols)
      .map((c, i) => `${c} = $${i + 4}`)
      .join(', ')}, address_id = COALESCE($2::bigint, address_id), express_status = $3,
            staff_id = $${Object.keys(cols).length + 4}, utime = now() WHERE id = $1::bigint`,
    [id, addressId ?? null, to, ...Object.values(cols), ctx.staff.id],
  );
  const before = Object.fromEntries(Object.keys(cols).map((k) => [k, e[k] ?? null]));
  await writeAddressLog(tx, ctx, { uid: e.uid, addressId, expressId: id, action: 'EXPRESS_UPDATE', before, after: cols });
  if (to !== e.express_status) {
    await tx.query(
      'INSERT INTO express_remark_log (subject, express_id, from_status, to_status, remark, staff_id) VALUES ($1, $2, 0, 1, $3, $4)',
      [ctx.subject, id, '填写收货地址', ctx.staff.id],
    );
  }
  if (changes.receipt_tel)
    changes.receipt_tel = [maskMobile(changes.receipt_tel[0] as string), maskMobile(changes.receipt_tel[1] as string)];
  if (to !== e.express_status) changes.express_status = [e.express_status, to];
  await recordOperation(tx, ctx, { action: 'express.address', entity: 'express', entityId: id, changes });
  return { id, expressStatus: to };
}
