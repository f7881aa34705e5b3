/**
 * Small shared pieces of the trading and logistics REST calls (orders, refunds, invoices, contracts,
 * order-out, express, addresses, one-to-one, calligraphy, ums): input parsing on top of defineRoute,
 * zod fields with zh-CN messages, a parameterized WHERE builder, and SQL presenters (ms times, yuan).
 */
import type { FastifyRequest } from 'fastify';
import { z, type ZodType } from 'zod';
import type { Queryable } from '../db';
import type { RequestContext } from './context';
import { AppError, errors } from './errors';
import { checkTime, dayField, parseChinaTime } from './fields';

export { defineCall, mergedInput, type CallSpec } from './route';

/** The Idempotency-Key header (CONTRACT §3), first value when repeated. */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  return Array.isArray(key) ? key[0] : key;
}

// ---- zod fields (messages in zh-CN; parseInput prefixes the field name) ----

const msg = (what: string) => ({
  error: (iss: { input?: unknown }) => (iss.input === undefined || iss.input === null || iss.input === '' ? '不能为空' : what),
});
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A numeric id (bigint) as a string: 12 and "12" both work. */
export const zId = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z
    .string(msg('必须是数字编号'))
    .trim()
    .regex(/^\d{1,18}$/, '必须是数字编号'),
);
export const zOptId = z.preprocess(blankToUndefined, zId.optional());
export const zInt = (min = 0, max = 2_147_483_647) =>
  z.coerce.number(msg('必须是整数')).int('必须是整数').min(min, `不能小于${min}`).max(max, `不能大于${max}`);
export const zOptInt = (min = 0, max = 2_147_483_647) => z.preprocess(blankToUndefined, zInt(min, max).optional());
export const zText = (max: number, label = '') =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string(msg('必须是文本'))
      .trim()
      .min(1, label ? `请填写${label}` : '不能为空')
      .max(max, `最多${max}个字符`),
  );
export const zOptText = (max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? undefined : typeof v === 'number' ? String(v) : v),
    z.string(msg('必须是文本')).trim().max(max, `最多${max}个字符`).optional(),
  );
/** A yuan amount as given (number or text); convert with yuanToFen, which checks ≤ 2 decimals. */
export const zMoney = z.union([z.number(), z.string()], msg('必须是金额'));
/**
 * ms (or s) timestamp, or a date text read in China time (`2026-03-01`, `2026-03-01 08:30:00`, ISO with
 * a zone) → Date. A day or hour that does not exist (2026-02-30, 25:00) and any other text give an
 * invalid Date, never a rolled-over one (issue 25 finding 10).
 */
export function toDate(v: unknown): Date | undefined {
  if (v === '' || v === null || v === undefined) return undefined;
  if (v instanceof Date) return v;
  const text = String(v).trim();
  if (/^\d{9,13}$/.test(text)) {
    const n = Number(text);
    return new Date(n < 1e11 ? n * 1000 : n);
  }
  return parseChinaTime(text) ?? new Date(NaN);
}
/** A moment (see toDate) inside the range every timestamp of the console falls in (1970 … 2100). */
export const zTime = z.preprocess(
  (v) => toDate(v),
  z
    .date(msg('必须是时间'))
    .refine((d) => !Number.isNaN(d.getTime()), '必须是时间')
    .refine((d) => !checkTime(d.getTime()), '时间超出范围')
    .optional(),
);
/** A calendar day for a date column: 'YYYY-MM-DD' naming a real day (or a ms timestamp's China day); '' → null. */
export const zDay = dayField;
/** zDay that must be given ('请填写<label>'). */
export const zRequiredDay = (label: string) => dayField.pipe(z.string(`请填写${label}`));

/** A list given as an array or comma-joined text (spec 01 §5: multi-value filters are comma-joined). */
export function zList<T extends ZodType>(item: T, max = 500) {
  return z.preprocess(
    (v) =>
      v === undefined || v === null || v === ''
        ? undefined
        : Array.isArray(v)
          ? v
          : typeof v === 'string'
            ? v
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean)
            : [v],
    z.array(item).max(max, `最多${max}项`).optional(),
  );
}

/** page (1-based) and size with a default and a cap. */
export function pageFields(defaultSize = 20, maxSize = 200) {
  return {
    page: z.preprocess(blankToUndefined, zInt(1).default(1)),
    size: z.preprocess(blankToUndefined, zInt(1, maxSize).default(defaultSize)),
  };
}

// ---- SQL: one toolkit in platform/sql, re-exported for the modules that read it from here ----
export { countOf } from '../sql/page';
export { epochMs as ms, yuan } from '../sql/columns';
export { Where } from '../sql/where';

/** The answer to a second identical state change (CONTRACT §4: 409 already handled). */
export const alreadyHandled = (what = '') => new AppError('CONFLICT', `${what}已处理`, `${what ? `${what}: ` : ''}already handled`);

/**
 * A student is visible in the request's subject when they have a line in it (student_subject) or an
 * order in it. Person-level rows (student, address) are reached only through this check.
 */
export async function assertStudentInSubject(q: Queryable, ctx: RequestContext, uid: string): Promise<void> {
  const r = await q.query(
    `SELECT 1 FROM student s WHERE s.id = $1::bigint AND (
       EXISTS (SELECT 1 FROM student_subject ss WHERE ss.student_id = s.id AND ss.subject = $2)
       OR EXISTS (SELECT 1 FROM orders o WHERE o.uid = s.id AND o.subject = $2))`,
    [uid, ctx.subject],
  );
  if (!r.rows[0]) throw errors.notFound('学员');
}

/** Finds a student of the subject by real mobile number (searching by phone matches the real number). */
export async function studentByMobile(q: Queryable, ctx: RequestContext, mobile: string): Promise<string | null> {
  const r = await q.query<{ id: string }>(
    `SELECT s.id::text AS id FROM student s WHERE s.mobile = $1 AND s.is_logoff = 0 AND (
       EXISTS (SELECT 1 FROM student_subject ss WHERE ss.student_id = s.id AND ss.subject = $2)
       OR EXISTS (SELECT 1 FROM orders o WHERE o.uid = s.id AND o.subject = $2)) ORDER BY s.id LIMIT 1`,
    [mobile, ctx.subject],
  );
  return r.rows[0]?.id ?? null;
}
