import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { diff, recordOperation } from '../../../platform/oplog';
import { maskMobile } from '../../../platform/query/present';
import { restPage, springPage } from '../../../platform/sql/page';
import { Where } from '../../../platform/sql/where';
import { assertFreshVersion, zVersion } from '../../../platform/versioning';
import { flagField, idField, idList, inputOf, intField, msField, requiredText, textField } from '../../../platform/http/fields';
import { epochMs } from '../../../platform/sql/columns';

/**
 * Marketing activities (/activityManagement; /api/p/v1/promotions/*): a time window, packages,
 * channels and a status; the orders that carry the activity (orders.promotions_id) are what it brought.
 */

export const promotionInput = inputOf({
  id: idField.optional(),
  name: requiredText(100),
  regtype: intField(1, 11).default(9),
  startDate: msField,
  endDate: msField,
  packageIds: idList(0).default([]),
  channelIds: idList(0).default([]),
  gifts: textField(500).optional(),
  description: textField(2000).optional(),
  status: flagField.default(1),
  version: zVersion,
}).superRefine((v, ctx) => {
  if (v.endDate <= v.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: '结束时间必须晚于开始时间' });
});
export type PromotionInput = z.infer<typeof promotionInput>;

export const promotionPageInput = inputOf({
  page: intField(1, 100000).default(1),
  size: intField(1, 200).default(20),
  name: textField(100).optional(),
  status: intField(0, 1).optional(),
  packagesId: idField.optional(),
  ctime: msField.optional(),
  regtype: intField(1, 11).optional(),
});

const COLUMNS = `p.id::text AS id, p.name, p.regtype, ${epochMs('p.start_date', 'startDate')}, ${epochMs('p.end_date', 'endDate')},
    p.package_ids::text[] AS "packageIds", p.channel_ids::text[] AS "channelIds", p.gifts, p.description, p.status, p.version,
    (SELECT count(*)::int FROM orders o WHERE o.promotions_id = p.id) AS "orderCount",
    (SELECT count(DISTINCT o.uid)::int FROM orders o WHERE o.promotions_id = p.id) AS "studentCount",
    (SELECT COALESCE(sum(o.amount), 0)::float8 FROM orders o WHERE o.promotions_id = p.id AND o.status IN (2, 3)) AS "paidAmount",
    ${epochMs('p.ctime', 'ctime')}, ${epochMs('p.utime', 'utime')}`;
const SELECT = `SELECT ${COLUMNS} FROM promotions p`;

type Row = Record<string, unknown> & { id: string; version: number; utime: number };

export async function findPromotion(q: Queryable, ctx: AuthedContext, id: string, lock = false): Promise<Row> {
  const r = await q.query<Row>(`${SELECT} WHERE p.id = $1::bigint AND p.subject = $2 AND p.deleted = 0 ${lock ? 'FOR UPDATE OF p' : ''}`, [
    id,
    ctx.subject,
  ]);
  if (!r.rows[0]) throw errors.notFound('活动');
  return r.rows[0];
}

export async function promotionPage(q: Queryable, ctx: AuthedContext, f: z.infer<typeof promotionPageInput>) {
  const w = new Where().add('p.subject = ?', ctx.subject).and('p.deleted = 0');
  if (f.name) w.add(`p.name ILIKE '%' || ? || '%'`, f.name.replace(/[%_\\]/g, '\\$&'));
  if (f.status !== undefined) w.add('p.status = ?', f.status);
  if (f.regtype !== undefined) w.add('p.regtype = ?', f.regtype);
  if (f.packagesId) w.add(`(p.package_ids = '{}' OR ?::bigint = ANY(p.package_ids))`, f.packagesId);
  if (f.ctime !== undefined)
    w.add('p.start_date <= to_timestamp(?::float8 / 1000) AND p.end_date > to_timestamp(?::float8 / 1000)', f.ctime);
  const p = await restPage(q, {
    select: COLUMNS,
    from: 'promotions p',
    where: w,
    orderBy: 'p.ctime DESC, p.id DESC',
    page: f.page,
    size: f.size,
    base: 1,
  });
  return springPage(p);
}

async function assertRefs(tx: Queryable, ctx: AuthedContext, p: PromotionInput) {
  if (p.packageIds.length) {
    const r = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM package WHERE id = ANY($1::bigint[]) AND subject = $2', [
      p.packageIds,
      ctx.subject,
    ]);
    if (r.rows[0].n !== p.packageIds.length) throw errors.invalidField('packageIds', '包含不存在的套餐', 'has unknown packages');
  }
  if (p.channelIds.length) {
    const r = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM channel WHERE id = ANY($1::bigint[])', [p.channelIds]);
    if (r.rows[0].n !== p.channelIds.length) throw errors.invalidField('channelIds', '包含不存在的渠道', 'has unknown channels');
  }
}

export async function savePromotion(tx: Queryable, ctx: AuthedContext, p: PromotionInput) {
  await assertRefs(tx, ctx, p);
  const vals = [
    p.name,
    p.regtype,
    new Date(p.startDate),
    new Date(p.endDate),
    p.packageIds,
    p.channelIds,
    p.gifts ?? null,
    p.description ?? null,
    p.status,
  ];
  if (!p.id) {
    const r = await tx.query<{ id: string }>(
      `INSERT INTO promotions (subject, name, regtype, start_date, end_date, package_ids, channel_ids, gifts, description, status, staff_id)
       VALUES ($1, $2, $3, $4, $5, $6::bigint[], $7::bigint[], $8, $9, $10, $11::bigint) RETURNING id::text AS id`,
      [ctx.subject, ...vals, ctx.staff.id],
    );
    await recordOperation(tx, ctx, { action: 'promotions.create', entity: 'promotions', entityId: r.rows[0].id, detail: { name: p.name } });
    return findPromotion(tx, ctx, r.rows[0].id);
  }
  const before = await findPromotion(tx, ctx, p.id, true);
  await assertFreshVersion(tx, {
    entity: 'promotions',
    entityId: p.id,
    expected: p.version,
    version: before.version,
    utime: before.utime,
    current: before,
  });
  await tx.query(
    `UPDATE promotions SET name = $2, regtype = $3, start_date = $4, end_date = $5, package_ids = $6::bigint[], channel_ids = $7::bigint[],
        gifts = $8, description = $9, status = $10, utime = now() WHERE id = $1::bigint`,
    [p.id, ...vals],
  );
  const after = await findPromotion(tx, ctx, p.id);
  await recordOperation(tx, ctx, { action: 'promotions.update', entity: 'promotions', entityId: p.id, changes: diff(before, after) });
  return after;
}

export async function updatePromotionEnd(tx: Queryable, ctx: AuthedContext, id: string, endDate: number) {
  const before = await findPromotion(tx, ctx, id, true);
  if (endDate <= (before.startDate as number)) throw errors.invalidField('endDate', '结束时间必须晚于开始时间', 'must follow the start');
  await tx.query('UPDATE promotions SET end_date = $2, utime = now() WHERE id = $1::bigint', [id, new Date(endDate)]);
  await recordOperation(tx, ctx, {
    action: 'promotions.endDate',
    entity: 'promotions',
    entityId: id,
    changes: { endDate: [before.endDate, endDate] },
  });
  return findPromotion(tx, ctx, id);
}

export async function deletePromotion(tx: Queryable, ctx: AuthedContext, id: string) {
  const before = await findPromotion(tx, ctx, id, true);
  await tx.query('UPDATE promotions SET deleted = 1, status = 0, utime = now() WHERE id = $1::bigint', [id]);
  await recordOperation(tx, ctx, { action: 'promotions.delete', entity: 'promotions', entityId: id, detail: { name: before.name } });
  return { id };
}

export const promotionOrdersInput = inputOf({
  promotionsId: idField,
  page: intField(1, 100000).default(1),
  size: intField(1, 200).default(20),
});

/** The orders (and so the students) an activity brought, newest first. */
export async function promotionOrders(q: Queryable, ctx: AuthedContext, f: z.infer<typeof promotionOrdersInput>) {
  await findPromotion(q, ctx, f.promotionsId);
  const p = await restPage(q, {
    select: `o.id::text AS id, o.out_trade_no AS "outTradeNo", o.uid::text AS uid, s.username, s.mobile, o.packages_name AS "packagesName",
            o.amount::float8 AS amount, o.status, ${epochMs('o.ctime', 'ctime')}`,
    from: 'orders o',
    joins: 'LEFT JOIN student s ON s.id = o.uid',
    where: 'o.promotions_id = $1::bigint',
    params: [f.promotionsId],
    orderBy: 'o.ctime DESC, o.id DESC',
    page: f.page,
    size: f.size,
    base: 1,
    present: (r: Record<string, unknown> & { mobile: string | null }) => ({ ...r, mobile: r.mobile ? maskMobile(r.mobile) : null }),
  });
  return springPage(p);
}
