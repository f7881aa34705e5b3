import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { recordOperation } from '../../../platform/oplog';
import { idField, inputOf, intField, requiredText, textField } from '../../../platform/http/fields';
import { restPage, springPage } from '../../../platform/sql/page';
import { findCoupon } from './coupons';
import { epochMs } from '../../../platform/sql/columns';

/**
 * Directed dispensing rules (couponDispensed/*, the coupon's 定向发放配置) and the training-camp coupon
 * shelf. A rule says, for one enrolment period, on which day each department's students get the coupon.
 */

const periodText = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), requiredText(200));

export const periodInput = inputOf({ couponId: idField, period: periodText.optional() });

const detailRow = z.preprocess(
  (v) =>
    v && typeof v === 'object' ? { ...(v as object), uid: (v as { uid?: unknown; id?: unknown }).uid ?? (v as { id?: unknown }).id } : v,
  z.object({ uid: idField, day: intField(0, 3650) }),
);
export const createDispenseInput = z.object({
  couponDispensedRules: inputOf({
    couponId: idField,
    couponName: textField(100).optional(),
    period: periodText,
    periodName: textField(100).optional(),
    executeType: intField(0, 1).default(0),
  }),
  couponDispensedDetails: z.array(detailRow, '必须是数组').max(2000, '最多2000个部门').default([]),
});

interface RuleRow {
  id: string;
  couponId: string;
  period: string;
  periodName: string | null;
  executeType: number;
  details: { uid: string; day: number }[];
  utime: number;
}
const RULE_SELECT = `SELECT id::text AS id, coupon_id::text AS "couponId", period, period_name AS "periodName", execute_type AS "executeType",
    details, ${epochMs('utime', 'utime')} FROM coupon_dispense_rule`;

export async function couponDetailInfo(q: Queryable, ctx: AuthedContext, couponId: string) {
  const coupon = await findCoupon(q, ctx, couponId);
  const rules = await q.query<RuleRow>(`${RULE_SELECT} WHERE coupon_id = $1::bigint ORDER BY period`, [couponId]);
  return { ...coupon, couponDispensedRules: rules.rows };
}

/** The rule of one period, in the shape the rule dialog reads back. */
export async function dispenseRule(q: Queryable, ctx: AuthedContext, couponId: string, period?: string) {
  await findCoupon(q, ctx, couponId);
  const r = await q.query<RuleRow>(
    `${RULE_SELECT} WHERE coupon_id = $1::bigint AND ($2::text IS NULL OR period = $2) ORDER BY utime DESC LIMIT 1`,
    [couponId, period ?? null],
  );
  const rule = r.rows[0];
  return {
    couponDispensedRules: rule ? { couponId, period: rule.period, periodName: rule.periodName, executeType: rule.executeType } : {},
    couponDispensedDetails: rule?.details ?? [],
  };
}

/** Department → day pairs of the given periods (comma-joined). */
export async function dispenseDetails(q: Queryable, ctx: AuthedContext, couponId: string, periods: string) {
  await findCoupon(q, ctx, couponId);
  const list = periods
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const r = await q.query<RuleRow>(`${RULE_SELECT} WHERE coupon_id = $1::bigint AND period = ANY($2::text[])`, [couponId, list]);
  return r.rows.flatMap((rule) => rule.details.map((d) => ({ ...d, period: rule.period })));
}

export async function saveDispenseRule(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof createDispenseInput>) {
  const rule = input.couponDispensedRules;
  const coupon = await findCoupon(tx, ctx, rule.couponId, true);
  const deptIds = [...new Set(input.couponDispensedDetails.map((d) => d.uid))];
  if (deptIds.length) {
    const known = await tx.query<{ id: string }>('SELECT id::text AS id FROM department WHERE id = ANY($1::bigint[])', [deptIds]);
    const found = new Set(known.rows.map((x) => x.id));
    const missing = deptIds.filter((id) => !found.has(id));
    if (missing.length) throw errors.invalidField('couponDispensedDetails', `部门不存在：${missing.join(',')}`, `unknown departments`);
  }
  const details = input.couponDispensedDetails.map((d) => ({ uid: d.uid, day: d.day }));
  const r = await tx.query<{ id: string }>(
    `INSERT INTO coupon_dispense_rule (subject, coupon_id, period, period_name, execute_type, details, staff_id)
     VALUES ($1, $2::bigint, $3, $4, $5, $6::jsonb, $7::bigint)
     ON CONFLICT (coupon_id, period) DO UPDATE SET period_name = EXCLUDED.period_name, execute_type = EXCLUDED.execute_type,
        details = EXCLUDED.details, staff_id = EXCLUDED.staff_id, utime = now()
     RETURNING id::text AS id`,
    [ctx.subject, coupon.id, rule.period, rule.periodName ?? null, rule.executeType, JSON.stringify(details), ctx.staff.id],
  );
  await recordOperation(tx, ctx, {
    action: 'coupon.dispenseRule',
    entity: 'coupon',
    entityId: coupon.id,
    detail: { period: rule.period, departments: details.length },
  });
  return { id: r.rows[0].id, couponId: coupon.id, period: rule.period, details };
}

// ---- training-camp coupons --------------------------------------------------------------------

export const campListInput = inputOf({
  page: intField(1, 100000).default(1),
  size: intField(1, 200).default(20),
  status: intField(0, 1).optional(),
});
export const campInsertInput = inputOf({ couponId: idField, name: textField(100).optional() });

export async function campCoupons(q: Queryable, ctx: AuthedContext, input: z.infer<typeof campListInput>) {
  const p = await restPage(q, {
    select: `cc.id::text AS id, cc.coupon_id::text AS "couponId", cc.name, cc.status, c.amount::float8 AS amount, c.rule,
            ${epochMs('c.end_date', 'endDate')}, ${epochMs('cc.ctime', 'ctime')}`,
    from: 'camp_coupon cc',
    joins: 'JOIN coupon c ON c.id = cc.coupon_id',
    where: 'cc.subject = $1 AND ($2::int IS NULL OR cc.status = $2)',
    params: [ctx.subject, input.status ?? null],
    orderBy: 'cc.ctime DESC, cc.id DESC',
    page: input.page,
    size: input.size,
    base: 1,
  });
  return springPage(p);
}

export async function insertCampCoupon(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof campInsertInput>) {
  const coupon = await findCoupon(tx, ctx, input.couponId, true);
  if (coupon.status !== 1) throw errors.conflict('失效的优惠券不能上架', 'A disabled coupon cannot go on the shelf');
  const r = await tx.query<{ id: string }>(
    `INSERT INTO camp_coupon (subject, coupon_id, name, staff_id) VALUES ($1, $2::bigint, $3, $4::bigint)
     ON CONFLICT (subject, coupon_id) WHERE status = 1 DO NOTHING RETURNING id::text AS id`,
    [ctx.subject, coupon.id, input.name ?? coupon.name, ctx.staff.id],
  );
  if (!r.rows[0]) throw errors.conflict('该优惠券已在训练营上架', 'Already on the camp shelf');
  await recordOperation(tx, ctx, {
    action: 'campCoupon.insert',
    entity: 'camp_coupon',
    entityId: r.rows[0].id,
    detail: { couponId: coupon.id },
  });
  return { id: r.rows[0].id };
}

export async function downCampCoupon(tx: Queryable, ctx: AuthedContext, id: string) {
  const r = await tx.query('UPDATE camp_coupon SET status = 0, utime = now() WHERE id = $1::bigint AND subject = $2 AND status = 1', [
    id,
    ctx.subject,
  ]);
  if ((r.affectedRows ?? 0) === 0) throw errors.conflict('训练营优惠券不存在或已下架', 'Not on the shelf');
  await recordOperation(tx, ctx, { action: 'campCoupon.down', entity: 'camp_coupon', entityId: id });
  return { id, status: 0 };
}
