import type { Coupon } from '@console/domain';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { diff, recordOperation } from '../../../platform/oplog';
import { assertFreshVersion } from '../../../platform/versioning';
import { restPage, springPage } from '../../../platform/sql/page';
import { Where } from '../../../platform/sql/where';
import type { CouponInput, UpdateCouponInput } from './coupon-input';
import { epochMs } from '../../../platform/sql/columns';

/** Coupon definitions: create, update (status toggle included), delete, and the reads of the coupon calls. */

/** The coupon as the calls answer it: the shape shared with the console (@console/domain). */
export type CouponDto = Coupon;

const COUPON_COLUMNS = `c.id::text AS id, c.name, c.type, c.rule, c.status, c.amount::float8 AS "amount",
    c.threshold_amount::float8 AS "thresholdAmount", c.discount::float8 AS discount, c.stack, c.valid_type AS "validType",
    c.valid_days AS "validDays", ${epochMs('c.start_date', 'startDate')}, ${epochMs('c.end_date', 'endDate')}, c.total_num AS "totalNum",
    c.issued_num AS "issuedNum", c.used_num AS "usedNum", c.per_user_limit AS "perUserLimit", c.duty_ids::int[] AS "dutyIds",
    COALESCE((SELECT array_agg(cp.package_id::text ORDER BY cp.package_id) FROM coupon_package cp WHERE cp.coupon_id = c.id), '{}') AS "packageIds",
    c.description, c.version, ${epochMs('c.ctime', 'ctime')}`;
export const COUPON_SELECT = `SELECT ${COUPON_COLUMNS} FROM coupon c`;

export async function findCoupon(q: Queryable, ctx: AuthedContext, id: string, lock = false): Promise<CouponDto> {
  const r = await q.query<CouponDto>(
    `${COUPON_SELECT} WHERE c.id = $1::bigint AND c.subject = $2 AND c.deleted = 0 ${lock ? 'FOR UPDATE OF c' : ''}`,
    [id, ctx.subject],
  );
  if (!r.rows[0]) throw errors.notFound('优惠券');
  return r.rows[0];
}

/** true when no other live coupon of the subject has this name (couponId: the coupon being edited). */
export async function nameIsFree(q: Queryable, ctx: AuthedContext, name: string, couponId?: string): Promise<boolean> {
  const r = await q.query(
    'SELECT 1 FROM coupon WHERE subject = $1 AND name = $2 AND deleted = 0 AND ($3::bigint IS NULL OR id <> $3::bigint)',
    [ctx.subject, name.trim(), couponId ?? null],
  );
  return r.rows.length === 0;
}

async function assertPackages(tx: Queryable, ctx: AuthedContext, ids: string[]): Promise<void> {
  if (!ids.length) return;
  const r = await tx.query<{ id: string }>('SELECT id::text AS id FROM package WHERE id = ANY($1::bigint[]) AND subject = $2', [
    ids,
    ctx.subject,
  ]);
  const found = new Set(r.rows.map((x) => x.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw errors.invalidField('packageIds', `套餐不存在：${missing.join(',')}`, `unknown packages: ${missing.join(',')}`);
}

const columns = (c: CouponInput) => [
  c.name,
  c.type,
  c.rule,
  c.status,
  c.amount,
  c.thresholdAmount,
  c.rule === 'DISCOUNT' ? c.discount : null,
  c.stack,
  c.validType,
  c.validType === 2 ? c.validDays : null,
  c.validType === 1 && c.startDate !== undefined ? new Date(c.startDate) : null,
  c.validType === 1 && c.endDate !== undefined ? new Date(c.endDate) : null,
  c.totalNum ?? null,
  c.perUserLimit ?? null,
  c.dutyIds ?? [],
  c.description ?? null,
];

async function setPackages(tx: Queryable, id: string, ids: string[] | undefined): Promise<void> {
  if (ids === undefined) return;
  await tx.query('DELETE FROM coupon_package WHERE coupon_id = $1::bigint', [id]);
  if (ids.length) await tx.query('INSERT INTO coupon_package (coupon_id, package_id) SELECT $1::bigint, unnest($2::bigint[])', [id, ids]);
}

const nameTaken = (name: string) => errors.conflict(`优惠券名称「${name}」已存在`, `Coupon name "${name}" is taken`);

export async function createCoupon(tx: Queryable, ctx: AuthedContext, c: CouponInput): Promise<CouponDto> {
  if (!(await nameIsFree(tx, ctx, c.name))) throw nameTaken(c.name);
  await assertPackages(tx, ctx, c.packageIds ?? []);
  const r = await tx.query<{ id: string }>(
    `INSERT INTO coupon (subject, name, type, rule, status, amount, threshold_amount, discount, stack, valid_type, valid_days,
        start_date, end_date, total_num, per_user_limit, duty_ids, description, staff_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16::smallint[], $17, $18::bigint)
     ON CONFLICT (subject, name) WHERE deleted = 0 DO NOTHING RETURNING id::text AS id`,
    [ctx.subject, ...columns(c), ctx.staff.id],
  );
  if (!r.rows[0]) throw nameTaken(c.name);
  const id = r.rows[0].id;
  await setPackages(tx, id, c.packageIds);
  const created = await findCoupon(tx, ctx, id);
  await recordOperation(tx, ctx, { action: 'coupon.create', entity: 'coupon', entityId: id, detail: { name: c.name } });
  return created;
}

export async function updateCoupon(tx: Queryable, ctx: AuthedContext, c: UpdateCouponInput): Promise<CouponDto> {
  const before = await findCoupon(tx, ctx, c.id, true);
  await assertFreshVersion(tx, {
    entity: 'coupon',
    entityId: c.id,
    expected: c.version,
    version: before.version,
    current: before as unknown as Record<string, unknown>,
  });
  if (!(await nameIsFree(tx, ctx, c.name, c.id))) throw nameTaken(c.name);
  if (c.totalNum !== undefined && c.totalNum < before.issuedNum)
    throw errors.invalidField(
      'totalNum',
      `不能小于已发放数量 ${before.issuedNum}`,
      `cannot be below the ${before.issuedNum} already issued`,
    );
  await assertPackages(tx, ctx, c.packageIds ?? []);
  await tx.query(
    `UPDATE coupon SET name = $2, type = $3, rule = $4, status = $5, amount = $6, threshold_amount = $7, discount = $8, stack = $9,
        valid_type = $10, valid_days = $11, start_date = $12, end_date = $13, total_num = $14, per_user_limit = $15,
        duty_ids = $16::smallint[], description = $17, utime = now()
      WHERE id = $1::bigint`,
    [c.id, ...columns(c)],
  );
  await setPackages(tx, c.id, c.packageIds);
  const after = await findCoupon(tx, ctx, c.id);
  const { version: _v, ...b } = before;
  const { version: _w, ...a } = after;
  await recordOperation(tx, ctx, { action: 'coupon.update', entity: 'coupon', entityId: c.id, changes: diff(b, a) });
  return after;
}

/** Deleting hides the coupon and frees its name; coupons students already hold stay usable. */
export async function deleteCoupon(tx: Queryable, ctx: AuthedContext, id: string): Promise<{ id: string }> {
  const c = await findCoupon(tx, ctx, id, true);
  await tx.query('UPDATE coupon SET deleted = 1, status = 0, utime = now() WHERE id = $1::bigint', [id]);
  await recordOperation(tx, ctx, { action: 'coupon.delete', entity: 'coupon', entityId: id, detail: { name: c.name } });
  return { id };
}

export interface CouponFilter {
  type?: number;
  status?: number;
  name?: string;
  /** only coupons usable now (status 1, window not over) */
  usable?: boolean;
  packageIds?: string[];
  dutyId?: number;
}

/** A page of coupons (page is 0-based, as the original client sends it). */
export async function couponPage(q: Queryable, ctx: AuthedContext, f: CouponFilter, page: number, size: number) {
  const w = new Where().add('c.subject = ?', ctx.subject).and('c.deleted = 0');
  if (f.type !== undefined) w.add('c.type = ?', f.type);
  if (f.status !== undefined) w.add('c.status = ?', f.status);
  if (f.name) w.add(`c.name ILIKE '%' || ? || '%'`, f.name.replace(/[%_\\]/g, '\\$&'));
  if (f.usable) w.and('c.status = 1 AND (c.valid_type = 2 OR c.end_date > now())');
  if (f.dutyId !== undefined) w.add(`(c.duty_ids = '{}' OR ?::smallint = ANY(c.duty_ids))`, f.dutyId);
  if (f.packageIds?.length)
    w.add(
      `(NOT EXISTS (SELECT 1 FROM coupon_package cp WHERE cp.coupon_id = c.id)
        OR EXISTS (SELECT 1 FROM coupon_package cp WHERE cp.coupon_id = c.id AND cp.package_id = ANY(?::bigint[])))`,
      f.packageIds,
    );
  const p = await restPage<CouponDto>(q, {
    select: COUPON_COLUMNS,
    from: 'coupon c',
    where: w,
    orderBy: 'c.ctime DESC, c.id DESC',
    page,
    size,
    base: 0,
  });
  return springPage(p);
}
