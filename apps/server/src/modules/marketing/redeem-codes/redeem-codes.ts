import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { enqueueJob } from '../../../platform/jobs';
import { diff, recordOperation } from '../../../platform/oplog';
import { maskMobile } from '../../../platform/query/present';
import { assertFreshVersion, zVersion } from '../../../platform/versioning';
import { blankToUndefined, flagField, idField, idList, inputOf, intField, msField, textField } from '../../../platform/http/fields';
import { GENERATE_JOB } from './redeem-generate';
import { epochMs } from '../../../platform/sql/columns';

/** Redeem-code configs (save, status toggle, delete), code status changes, and the code lookup. */

export const MAX_CODES = 1_000_000;

export const saveConfigInput = z
  .preprocess(
    (v) =>
      v && typeof v === 'object'
        ? { ...(v as object), title: (v as { title?: unknown; text?: unknown }).title ?? (v as { text?: unknown }).text }
        : v,
    inputOf({
      id: idField.optional(),
      title: z.preprocess(blankToUndefined, z.string('不能为空').trim().min(1, '不能为空').max(100, '最多100个字符')),
      num: intField(1, MAX_CODES),
      packageId: idField.optional(),
      channelId: idField.optional(),
      customerSignId: textField(50).optional(),
      startDate: msField.optional(),
      endDate: msField.optional(),
      expireType: intField(1, 2).default(1),
      expire: intField(1, 3650).optional(),
      isSendExpress: flagField.default(0),
      exchangeType: intField(1, 2).default(1),
      isPutCourse: flagField.default(0),
      code: textField(50).optional(),
      remark: textField(200).optional(),
      version: zVersion,
    }),
  )
  .superRefine((v, ctx) => {
    const add = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.startDate !== undefined && v.endDate !== undefined && v.endDate <= v.startDate) add('endDate', '结束时间必须晚于开始时间');
    if (v.expireType === 1 && v.endDate === undefined) add('endDate', '固定有效期必须填写结束时间');
    if (v.expireType === 2 && v.expire === undefined) add('expire', '按天有效必须填写天数');
  });
export type SaveConfigInput = z.infer<typeof saveConfigInput>;

const CONFIG_SELECT = `SELECT id::text AS id, title, num, converted_num AS "convertedNum", package_id::text AS "packageId",
    channel_id::text AS "channelId", customer_sign_id AS "customerSignId", ${epochMs('start_date', 'startDate')}, ${epochMs('end_date', 'endDate')},
    status, code, expire, expire_type AS "expireType", is_send_express AS "isSendExpress", exchange_type AS "exchangeType",
    is_put_course AS "isPutCourse", remark, generate_job_id::text AS "jobId", version,
    (SELECT coalesce(max(rc.generated), 0) FROM redeem_code_count rc WHERE rc.config_id = redeem_code_config.id) AS generated, ${epochMs('ctime', 'ctime')}
  FROM redeem_code_config`;

export async function findConfig(q: Queryable, ctx: AuthedContext, id: string, lock = false) {
  const r = await q.query<{
    id: string;
    num: number;
    status: number;
    version: number;
    title: string;
    jobId: string | null;
    generated: number;
  }>(`${CONFIG_SELECT} WHERE id = $1::bigint AND subject = $2 AND deleted = 0 ${lock ? 'FOR UPDATE' : ''}`, [id, ctx.subject]);
  if (!r.rows[0]) throw errors.notFound('兑换码配置');
  return r.rows[0];
}

async function assertRefs(tx: Queryable, ctx: AuthedContext, c: SaveConfigInput) {
  if (c.packageId) {
    const p = await tx.query('SELECT 1 FROM package WHERE id = $1::bigint AND subject = $2', [c.packageId, ctx.subject]);
    if (!p.rows.length) throw errors.invalidField('packageId', '套餐不存在', 'unknown package');
  }
  if (c.channelId) {
    const ch = await tx.query('SELECT 1 FROM channel WHERE id = $1::bigint', [c.channelId]);
    if (!ch.rows.length) throw errors.invalidField('channelId', '渠道不存在', 'unknown channel');
  }
}

const values = (c: SaveConfigInput) => [
  c.title,
  c.num,
  c.packageId ?? null,
  c.channelId ?? null,
  c.customerSignId ?? null,
  c.startDate === undefined ? null : new Date(c.startDate),
  c.endDate === undefined ? null : new Date(c.endDate),
  c.code ?? null,
  c.expireType === 2 ? c.expire : null,
  c.expireType,
  c.isSendExpress,
  c.exchangeType,
  c.isPutCourse,
  c.remark ?? null,
];

/** save/config: creates a config (and queues the generation of its codes) or edits one; num only grows. */
export async function saveConfig(tx: Queryable, ctx: AuthedContext, c: SaveConfigInput) {
  await assertRefs(tx, ctx, c);
  let id = c.id;
  if (!id) {
    const r = await tx.query<{ id: string }>(
      `INSERT INTO redeem_code_config (subject, title, num, package_id, channel_id, customer_sign_id, start_date, end_date, code, expire,
          expire_type, is_send_express, exchange_type, is_put_course, remark, staff_id)
       VALUES ($1, $2, $3, $4::bigint, $5::bigint, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16::bigint) RETURNING id::text AS id`,
      [ctx.subject, ...values(c), ctx.staff.id],
    );
    id = r.rows[0].id;
    await recordOperation(tx, ctx, {
      action: 'redeemConfig.create',
      entity: 'redeem_code_config',
      entityId: id,
      detail: { title: c.title, num: c.num },
    });
  } else {
    const before = await findConfig(tx, ctx, id, true);
    await assertFreshVersion(tx, {
      entity: 'redeem_code_config',
      entityId: id,
      expected: c.version,
      version: before.version,
      current: before,
    });
    if (c.num < before.num) throw errors.invalidField('num', `不能小于已有数量 ${before.num}`, `cannot shrink below ${before.num}`);
    await tx.query(
      `UPDATE redeem_code_config SET title = $2, num = $3, package_id = $4::bigint, channel_id = $5::bigint, customer_sign_id = $6,
          start_date = $7, end_date = $8, code = $9, expire = $10, expire_type = $11, is_send_express = $12, exchange_type = $13,
          is_put_course = $14, remark = $15, utime = now()
        WHERE id = $1::bigint`,
      [id, ...values(c)],
    );
    const after = await findConfig(tx, ctx, id);
    await recordOperation(tx, ctx, {
      action: 'redeemConfig.update',
      entity: 'redeem_code_config',
      entityId: id,
      changes: diff(before, after),
    });
  }
  const jobId = await enqueueJob(tx, GENERATE_JOB, { configId: id }, { createdBy: ctx.staff.id, singletonKey: `redeem:${id}` });
  if (jobId) await tx.query('UPDATE redeem_code_config SET generate_job_id = $2::bigint WHERE id = $1::bigint', [id, jobId]);
  return findConfig(tx, ctx, id);
}

/** updateConfigStatus?id: 有效 ⇄ 失效 (the row is locked; the answer is the new status). */
export async function toggleConfigStatus(tx: Queryable, ctx: AuthedContext, id: string, status?: number) {
  const c = await findConfig(tx, ctx, id, true);
  const next = status ?? (c.status === 1 ? 0 : 1);
  await tx.query('UPDATE redeem_code_config SET status = $2, utime = now() WHERE id = $1::bigint', [id, next]);
  await recordOperation(tx, ctx, {
    action: 'redeemConfig.status',
    entity: 'redeem_code_config',
    entityId: id,
    changes: { status: [c.status, next] },
  });
  return { id, status: next };
}

/** deleteConfig?id: hides the config; its unused codes become invalid (redeemed ones stay as history). */
export async function deleteConfig(tx: Queryable, ctx: AuthedContext, id: string) {
  const c = await findConfig(tx, ctx, id, true);
  await tx.query('UPDATE redeem_code_config SET deleted = 1, status = 0, utime = now() WHERE id = $1::bigint', [id]);
  const r = await tx.query('UPDATE redeem_code SET status = 0, utime = now() WHERE config_id = $1::bigint AND status = 1', [id]);
  await recordOperation(tx, ctx, {
    action: 'redeemConfig.delete',
    entity: 'redeem_code_config',
    entityId: id,
    detail: { title: c.title, invalidated: r.affectedRows },
  });
  return { id, invalidated: r.affectedRows ?? 0 };
}

export const batchInvalidInput = z.preprocess(
  (v) => (Array.isArray(v) ? { codes: v } : v),
  inputOf({
    codes: z.preprocess(
      (v) => (typeof v === 'string' ? v.split(/[,\s]+/).filter(Boolean) : v),
      z.array(z.string().trim().min(1).max(50)).max(5000, '一次最多5000个').optional(),
    ),
    ids: idList(1).optional(),
    configId: idField.optional(),
    remark: textField(200).optional(),
  }),
);

/** batchInvalid: unused codes (by code, by id, or all of a config) become 已失效; a log row each. */
export async function batchInvalid(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof batchInvalidInput>) {
  if (!input.codes?.length && !input.ids?.length && !input.configId) throw errors.invalidField('codes', '不能为空', 'is required');
  const r = await tx.query<{ code: string; config_id: string }>(
    `UPDATE redeem_code SET status = 0, utime = now()
      WHERE subject = $1 AND status = 1
        AND ($2::text[] IS NULL OR code = ANY($2::text[])) AND ($3::bigint[] IS NULL OR id = ANY($3::bigint[]))
        AND ($4::bigint IS NULL OR config_id = $4::bigint)
      RETURNING code, config_id::text AS config_id`,
    [ctx.subject, input.codes?.length ? input.codes : null, input.ids ?? null, input.configId ?? null],
  );
  if (r.rows.length)
    await tx.query(
      `INSERT INTO redeem_code_log (subject, config_id, code, status, remark, staff_id)
       SELECT $1, cfg::bigint, c, 0, $2, $3::bigint FROM unnest($4::text[], $5::text[]) AS x(c, cfg)`,
      [ctx.subject, input.remark ?? '批量作废', ctx.staff.id, r.rows.map((x) => x.code), r.rows.map((x) => x.config_id)],
    );
  await recordOperation(tx, ctx, {
    action: 'redeemCode.batchInvalid',
    entity: 'redeem_code',
    detail: { count: r.rows.length, configId: input.configId },
  });
  const asked = input.codes?.length ?? input.ids?.length ?? r.rows.length;
  return { invalidated: r.rows.length, skipped: Math.max(0, asked - r.rows.length) };
}

/** updateExchangeCodeStatusByCode: 未使用 ⇄ 已失效 for one code; a redeemed or expired code does not move. */
export async function updateCodeStatus(tx: Queryable, ctx: AuthedContext, code: string, status: number) {
  const r = await tx.query<{ id: string; status: number; config_id: string }>(
    'SELECT id::text AS id, status, config_id::text AS config_id FROM redeem_code WHERE code = $1 AND subject = $2 FOR UPDATE',
    [code, ctx.subject],
  );
  const row = r.rows[0];
  if (!row) throw errors.notFound('兑换码');
  if (row.status === 2 || row.status === 4)
    throw errors.conflict('已兑换或已过期的兑换码不能修改状态', 'A redeemed or expired code cannot change');
  if (row.status !== status) {
    await tx.query('UPDATE redeem_code SET status = $2, utime = now() WHERE id = $1::bigint', [row.id, status]);
    await tx.query(
      'INSERT INTO redeem_code_log (subject, config_id, code, status, remark, staff_id) VALUES ($1, $2::bigint, $3, $4, $5, $6::bigint)',
      [ctx.subject, row.config_id, code, status, status === 0 ? '作废' : '恢复', ctx.staff.id],
    );
    await recordOperation(tx, ctx, {
      action: 'redeemCode.status',
      entity: 'redeem_code',
      entityId: row.id,
      changes: { status: [row.status, status] },
    });
  }
  return { code, status };
}

/** /exchangeSearch: a code, its config, who redeemed it when, the order and the class; and its log. */
export async function searchCode(q: Queryable, ctx: AuthedContext, code: string) {
  const r = await q.query<Record<string, unknown> & { mobile: string | null }>(
    `SELECT rc.id::text AS id, rc.code, rc.status, rc.config_id::text AS "configId", cfg.title AS "configTitle", p.name AS "packageName",
            ${epochMs('rc.expire_date', 'expireDate')}, ${epochMs('rc.converted_date', 'convertedDate')}, ${epochMs('rc.ctime', 'ctime')},
            rc.user_id::text AS "userId", s.username, s.mobile, s.user_num AS "userNum",
            rc.order_id::text AS "orderId", o.out_trade_no AS "outTradeNo",
            lg.team_id::text AS "teamId", t.team_name AS "teamName"
       FROM redeem_code rc
       JOIN redeem_code_config cfg ON cfg.id = rc.config_id
       LEFT JOIN package p ON p.id = cfg.package_id
       LEFT JOIN student s ON s.id = rc.user_id
       LEFT JOIN orders o ON o.id = rc.order_id
       LEFT JOIN LATERAL (SELECT team_id FROM redeem_code_log l WHERE l.code = rc.code AND l.team_id IS NOT NULL ORDER BY l.id DESC LIMIT 1) lg ON true
       LEFT JOIN team t ON t.id = lg.team_id
      WHERE rc.code = $1 AND rc.subject = $2`,
    [code.trim().toUpperCase(), ctx.subject],
  );
  const row = r.rows[0];
  if (!row) throw errors.notFound('兑换码');
  const logs = await q.query(
    `SELECT l.id::text AS id, l.status, l.remark, l.order_no AS "orderNo", ${epochMs('l.use_date', 'useDate')}, st.real_name AS "staffName"
       FROM redeem_code_log l LEFT JOIN staff st ON st.id = l.staff_id WHERE l.code = $1 ORDER BY l.id DESC LIMIT 50`,
    [row.code],
  );
  return { ...row, mobile: row.mobile ? maskMobile(row.mobile) : null, logs: logs.rows };
}
