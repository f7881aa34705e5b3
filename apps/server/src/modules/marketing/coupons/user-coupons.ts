import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { recordOperation } from '../../../platform/oplog';
import { studentInSubject } from '../../../platform/scope';
import { withinPerUserLimit } from './coupon-limit';
import { epochMs } from '../../../platform/sql/columns';

/** Coupons held by students: the detail list, end date / status changes, moving one to another student. */

const HELD_SELECT = `SELECT uc.id::text AS id, uc.uid::text AS uid, uc.coupon_id::text AS "couponId", uc.status,
    ${epochMs('uc.start_date', 'startDate')}, ${epochMs('uc.end_date', 'endDate')}, ${epochMs('uc.notity_date', 'notityDate')},
    uc.order_id::text AS "orderId", ${epochMs('uc.use_time', 'useTime')}, uc.dispense_id::text AS "dispenseId", uc.source,
    c.name AS "couponName", c.type AS "couponType", c.rule AS "couponRule", c.amount::float8 AS "couponAmount",
    c.threshold_amount::float8 AS "thresholdAmount", c.discount::float8 AS discount, ${epochMs('uc.ctime', 'ctime')}
  FROM user_coupon uc JOIN coupon c ON c.id = uc.coupon_id`;

/** getUserCouponsDetailTOB: every coupon a student holds in the subject, newest first (status optional). */
export async function userCoupons(q: Queryable, ctx: AuthedContext, uid: string, status?: number, source?: number) {
  await studentInSubject(q, ctx, uid);
  const r = await q.query(
    `${HELD_SELECT} WHERE uc.uid = $1::bigint AND uc.subject = $2 AND ($3::int IS NULL OR uc.status = $3) AND ($4::int IS NULL OR uc.source = $4)
      ORDER BY uc.ctime DESC, uc.id DESC LIMIT 500`,
    [uid, ctx.subject, status ?? null, source ?? null],
  );
  return r.rows;
}

/**
 * updateEndDateAndStatusTOB: a new end date and / or status for held coupons. Used coupons (status 1)
 * belong to an order and do not move; 1 is never set here (only an order uses a coupon).
 */
export async function updateHeld(tx: Queryable, ctx: AuthedContext, ids: string[], endDate?: number, status?: number) {
  if (endDate === undefined && status === undefined)
    throw errors.invalidField('endDate', '与 status 至少填写一个', 'or status is required');
  if (status === 1) throw errors.invalidField('status', '不能手动设为已使用', 'cannot be set to used by hand');
  const rows = await tx.query<{ id: string; status: number; start: number }>(
    `SELECT id::text AS id, status, ${epochMs('start_date', 'start')}
       FROM user_coupon WHERE id = ANY($1::bigint[]) AND subject = $2 FOR UPDATE`,
    [ids, ctx.subject],
  );
  if (rows.rows.length !== ids.length) throw errors.notFound('用户优惠券');
  const used = rows.rows.filter((r) => r.status === 1);
  if (used.length) throw errors.conflict(`优惠券已使用，不能修改：${used.map((r) => r.id).join(',')}`, 'Used coupons cannot change');
  if (endDate !== undefined && rows.rows.some((r) => endDate < r.start))
    throw errors.invalidField('endDate', '不能早于优惠券的开始时间', 'must not precede the start');
  // re-activating a voided coupon (3 → 0 / 2) gives it back: the database refuses it past the per-student limit
  await withinPerUserLimit(
    tx.query(
      `UPDATE user_coupon SET end_date = COALESCE($2, end_date), status = COALESCE($3::smallint, status),
        notity_date = CASE WHEN $2::timestamptz IS NULL THEN notity_date ELSE GREATEST(start_date, $2::timestamptz - interval '3 days') END,
        utime = now()
      WHERE id = ANY($1::bigint[])`,
      [ids, endDate === undefined ? null : new Date(endDate), status ?? null],
    ),
  );
  await recordOperation(tx, ctx, {
    action: 'userCoupon.update',
    entity: 'user_coupon',
    entityId: ids.join(','),
    detail: { endDate, status },
  });
  const r = await tx.query(`${HELD_SELECT} WHERE uc.id = ANY($1::bigint[]) ORDER BY uc.id`, [ids]);
  return r.rows;
}

/** changeCouponUser: an unused coupon moves to another student of the subject, within the coupon's per-student limit. */
export async function changeCouponUser(tx: Queryable, ctx: AuthedContext, id: string, uid: string) {
  await studentInSubject(tx, ctx, uid);
  const r = await tx.query<{ uid: string; status: number }>(
    'SELECT uid::text AS uid, status FROM user_coupon WHERE id = $1::bigint AND subject = $2 FOR UPDATE',
    [id, ctx.subject],
  );
  const held = r.rows[0];
  if (!held) throw errors.notFound('用户优惠券');
  if (held.status !== 0) throw errors.conflict('只有未使用的优惠券可以转给其他学员', 'Only unused coupons can move');
  if (held.uid === uid) throw errors.invalidField('uid', '与当前持有人相同', 'is the current holder');
  // the database refuses a student already at the coupon's per-student limit (coupon-limit.ts)
  await withinPerUserLimit(tx.query('UPDATE user_coupon SET uid = $2::bigint, utime = now() WHERE id = $1::bigint', [id, uid]));
  await recordOperation(tx, ctx, {
    action: 'userCoupon.changeUser',
    entity: 'user_coupon',
    entityId: id,
    changes: { uid: [held.uid, uid] },
  });
  const out = await tx.query(`${HELD_SELECT} WHERE uc.id = $1::bigint`, [id]);
  return out.rows[0];
}
