import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { recordOperation } from '../../../platform/oplog';
import { idField, inputOf, intField, textField } from '../../../platform/http/fields';

/** Renewal targets: create, change status, edit a detail row; every change in the target's own log too. */
const money = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v === '' || v === null ? undefined : v),
  z.number({ error: '必须是金额' }).min(0, '不能小于0').max(9_999_999_999, '金额过大').multipleOf(0.01, '最多两位小数'),
);
const quantity = intField(0, 10_000_000);
const yearMonth = textField(7).pipe(z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, '必须是 YYYY-MM'));

export const createInput = inputOf({
  targetName: textField(100).pipe(z.string().min(1, '不能为空')),
  yearMonth,
  totalOrderQuantity: quantity.default(0),
  totalAmount: money.default(0),
  dismantlingDimension: intField(1, 2).default(1),
  operationId: idField.optional(),
});

export async function writeTargetLog(tx: Queryable, ctx: AuthedContext, targetId: string, name: string, desc: string) {
  await tx.query(
    'INSERT INTO renewal_target_log (target_id, subject, operation_name, "desc", staff_id) VALUES ($1::bigint, $2, $3, $4, $5::bigint)',
    [targetId, ctx.subject, name, desc, ctx.staff.id],
  );
}

export async function createTarget(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof createInput>) {
  const r = await tx
    .query<{ id: string }>(
      `INSERT INTO renewal_target (subject, target_name, year_month, total_order_quantity, total_amount, dismantling_dimension, staff_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7::bigint) RETURNING id::text AS id`,
      [
        ctx.subject,
        input.targetName,
        input.yearMonth,
        input.totalOrderQuantity,
        input.totalAmount,
        input.dismantlingDimension,
        ctx.staff.id,
      ],
    )
    .catch((e: { code?: string }) => {
      if (e.code === '23505') throw errors.conflict(`${input.yearMonth} 已有同名目标`, 'A target with this name exists for the month');
      throw e;
    });
  const id = r.rows[0].id;
  await writeTargetLog(
    tx,
    ctx,
    id,
    '创建目标',
    `${input.targetName}（${input.yearMonth}，${input.totalOrderQuantity}单，${input.totalAmount}元）`,
  );
  await recordOperation(tx, ctx, { action: 'renewal.target.create', entity: 'renewal_target', entityId: id, detail: input });
  return { id, status: 0 };
}

export const statusInput = inputOf({
  id: idField,
  status: intField(0, 2),
  operationId: idField.optional(),
  version: intField(0, 2 ** 31).optional(),
});
const STATUS_NAME: Record<number, string> = { 0: '未生效', 1: '生效中', 2: '已关闭' };
/** Allowed moves: draft → in force → closed, and closed → in force (reopen). */
const NEXT: Record<number, number[]> = { 0: [1, 2], 1: [2], 2: [1] };

export async function updateStatus(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof statusInput>) {
  const r = await tx.query<{ status: number; version: number }>(
    'SELECT status, version FROM renewal_target WHERE id = $1::bigint AND subject = $2 FOR UPDATE',
    [input.id, ctx.subject],
  );
  const row = r.rows[0];
  if (!row) throw errors.notFound('续费目标');
  if (input.version !== undefined && input.version !== row.version)
    throw errors.conflict('目标已被他人修改，请刷新后重试', 'The target changed; reload');
  if (row.status === input.status) return { id: input.id, status: row.status };
  if (!NEXT[row.status].includes(input.status))
    throw errors.conflict(`不能从「${STATUS_NAME[row.status]}」改为「${STATUS_NAME[input.status]}」`, 'Status change not allowed');
  await tx.query('UPDATE renewal_target SET status = $2, utime = now() WHERE id = $1::bigint', [input.id, input.status]);
  await writeTargetLog(tx, ctx, input.id, '修改状态', `${STATUS_NAME[row.status]} → ${STATUS_NAME[input.status]}`);
  await recordOperation(tx, ctx, {
    action: 'renewal.target.status',
    entity: 'renewal_target',
    entityId: input.id,
    changes: { status: [row.status, input.status] },
  });
  return { id: input.id, status: input.status };
}

export const DETAIL_FIELDS = [
  'makeup_quantity',
  'makeup_amount',
  'after_course_quantity',
  'after_course_amount',
  'before_course_quantity',
  'before_course_amount',
  'camp_quantity',
  'camp_amount',
  'other_quantity',
  'other_amount',
] as const;
export type DetailValues = Record<(typeof DETAIL_FIELDS)[number], number>;

const detailShape = {
  makeup_quantity: quantity.optional(),
  makeup_amount: money.optional(),
  after_course_quantity: quantity.optional(),
  after_course_amount: money.optional(),
  before_course_quantity: quantity.optional(),
  before_course_amount: money.optional(),
  camp_quantity: quantity.optional(),
  camp_amount: money.optional(),
  other_quantity: quantity.optional(),
  other_amount: money.optional(),
};
export const detailValuesSchema = z.object(detailShape);
export const updateDetailInput = inputOf({ id: idField, ...detailShape });

export async function updateDetail(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof updateDetailInput>) {
  const r = await tx.query<Record<string, unknown> & { target_id: string; status: number }>(
    `SELECT d.*, d.target_id::text AS target_id, rt.status FROM renewal_target_detail d JOIN renewal_target rt ON rt.id = d.target_id
      WHERE d.id = $1::bigint AND d.subject = $2 FOR UPDATE OF d`,
    [input.id, ctx.subject],
  );
  const before = r.rows[0];
  if (!before) throw errors.notFound('目标明细');
  if (before.status === 2) throw errors.conflict('目标已关闭，不能修改', 'The target is closed');
  const changes: Record<string, [unknown, unknown]> = {};
  const sets: string[] = [];
  const params: unknown[] = [input.id];
  for (const f of DETAIL_FIELDS) {
    const v = input[f];
    if (v === undefined || Number(before[f]) === v) continue;
    changes[f] = [Number(before[f]), v];
    sets.push(`${f} = $${params.push(v)}`);
  }
  if (sets.length) {
    await tx.query(`UPDATE renewal_target_detail SET ${sets.join(', ')}, utime = now() WHERE id = $1::bigint`, params);
    await writeTargetLog(tx, ctx, before.target_id, '修改明细', Object.keys(changes).join('、'));
    await recordOperation(tx, ctx, { action: 'renewal.target.detail', entity: 'renewal_target_detail', entityId: input.id, changes });
  }
  return { id: input.id, changed: Object.keys(changes) };
}
