import type { FastifyInstance } from 'fastify';
import { z, type ZodType } from 'zod';
import type { Queryable } from '../db';
import type { Access } from '../http/access';
import type { AuthedContext } from '../http/context';
import { errors } from '../http/errors';
import { dayField as platformDayField, TIME_RANGE_MS } from '../http/fields';
import { defineCall as defineCallOnPlatform, type RouteInput } from '../http/route';
import type { ScopeDecl, UnscopedDecl } from './';

/**
 * Shared by the student REST modules (student-follow, student-notify, student-mobile, student-logoff,
 * student-misc, accounts): input helpers with zh-CN messages, the subject scope of a student, and the
 * one way these modules declare a call (defineRoute, query and body read as one input).
 */

/** '' and null mean "not given": a lookup without a value is refused as missing, never run. */
const given = (v: unknown) => (v === '' || v === null ? undefined : v);
const required = (bad: string) => ({ error: (iss: { input?: unknown }) => (iss.input === undefined ? '不能为空' : bad) });

/** A numeric id (string or number) → string. Missing → "不能为空". */
export const idField = z.preprocess(
  given,
  z
    .union(
      [
        z
          .string()
          .trim()
          .regex(/^\d{1,18}$/, '必须是数字编号'),
        z.number().int('必须是数字编号').positive('必须是数字编号'),
      ],
      required('必须是数字编号'),
    )
    .transform(String),
);

/** A list of ids: an array, or a comma-joined string (spec 01 §5: multi-value filters joined with commas). */
export const idList = (min: number) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : typeof v === 'number'
          ? [v]
          : given(v),
    z
      .array(
        z.union([
          z
            .string()
            .trim()
            .regex(/^\d{1,18}$/, '必须是数字编号'),
          z.number().int().positive('必须是数字编号'),
        ]),
        required('必须是编号列表'),
      )
      .min(min, '不能为空')
      .max(500, '一次最多500个')
      .transform((a) => [...new Set(a.map(String))]),
  );
export const idListField = idList(1);

/** Numbers also arrive as numeric strings (query strings, form bodies). */
const toNumber = (v: unknown) => {
  const g = given(v);
  return typeof g === 'string' && /^\s*[-+]?\d+(\.\d+)?\s*$/.test(g) ? Number(g) : g;
};

export const intField = (min: number, max: number) =>
  z.preprocess(toNumber, z.number(required('必须是数字')).int('必须是整数').min(min, `不能小于${min}`).max(max, `不能大于${max}`));

export const textField = (max: number) => z.preprocess(given, z.string(required('必须是文本')).trim().max(max, `最多${max}个字符`));
export const requiredText = (max: number) => textField(max).pipe(z.string().min(1, '不能为空'));

/** ms timestamp (number or numeric string), inside the console's range (1970 … 2100). */
export const msField = z.preprocess(
  toNumber,
  z
    .number(required('必须是毫秒时间戳'))
    .int('必须是毫秒时间戳')
    .min(TIME_RANGE_MS.min, '时间超出范围')
    .max(TIME_RANGE_MS.max, '时间超出范围'),
);

/** A calendar day for a date column: 'YYYY-MM-DD' naming a real day (no rollover) or a ms timestamp's China day. */
export const dayField = platformDayField;

/** 0/1 flags also given as booleans or 'true'/'false'. */
export const flagField = z.preprocess(
  (v) => (v === true || v === 'true' ? 1 : v === false || v === 'false' ? 0 : toNumber(v)),
  z.number(required('必须是0或1')).int('必须是0或1').min(0, '必须是0或1').max(1, '必须是0或1'),
);

export const pageFields = {
  page: intField(1, 100000).default(1),
  size: intField(1, 1000).default(20),
};

/**
 * camelCase and snake_case keys are both accepted (the spec mixes them); pageNum/pageSize mean
 * page/size; '' and null mean "not given" (an empty filter is dropped, a required value is missing).
 */
export function aliasKeys(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const given = Object.entries(input).filter(([, v]) => v !== '' && v !== null);
  const out: Record<string, unknown> = Object.fromEntries(given);
  for (const [k, v] of given) {
    const snake = k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    const camel = k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
    if (!(snake in out)) out[snake] = v;
    if (!(camel in out)) out[camel] = v;
  }
  if (out.page === undefined && out.pageNum !== undefined) out.page = out.pageNum;
  if (out.size === undefined && out.pageSize !== undefined) out.size = out.pageSize;
  return out;
}

/** An object schema whose input keys may be camelCase or snake_case. */
export const inputOf = <T extends z.ZodRawShape>(shape: T) => z.preprocess(aliasKeys, z.object(shape));

type Method = 'GET' | 'POST' | 'PUT';
export interface CallSpec<I> {
  method: Method | Method[];
  url: string | string[];
  access: Access;
  scope?: ScopeDecl;
  unscoped?: UnscopedDecl;
  input: ZodType<I>;
  handler: (ctx: AuthedContext, input: I, raw: RouteInput<unknown, unknown>) => Promise<unknown>;
}

/** The platform's defineCall (query and body read as one input); a non-object body arrives as `body`. */
export function defineCall<I>(app: FastifyInstance, spec: CallSpec<I>): void {
  defineCallOnPlatform<I>(app, { ...spec, arrayBodyAs: 'body' });
}

export interface StudentRow {
  id: string;
  user_num: string;
  mobile: string;
  username: string | null;
  nickname: string | null;
  is_logoff: number;
}

/**
 * The student, if it has a line in the current subject; otherwise 404 (subject-scoped data of a
 * student another subject owns is not there for this caller).
 */
export async function studentInSubject(q: Queryable, ctx: AuthedContext, uid: string, lock = false): Promise<StudentRow> {
  const r = await q.query<StudentRow>(
    `SELECT s.id::text AS id, s.user_num, s.mobile, s.username, s.nickname, s.is_logoff
       FROM student s
      WHERE s.id = $1::bigint AND EXISTS (SELECT 1 FROM student_subject ss WHERE ss.student_id = s.id AND ss.subject = $2)
      ${lock ? 'FOR UPDATE' : ''}`,
    [uid, ctx.subject],
  );
  if (!r.rows[0]) throw errors.notFound('学员');
  return r.rows[0];
}

/** The ids among `uids` that have no line in the current subject. */
export async function missingInSubject(q: Queryable, ctx: AuthedContext, uids: string[]): Promise<string[]> {
  const r = await q.query<{ id: string }>(
    'SELECT student_id::text AS id FROM student_subject WHERE student_id = ANY($1::bigint[]) AND subject = $2',
    [uids, ctx.subject],
  );
  const found = new Set(r.rows.map((x) => x.id));
  return uids.filter((u) => !found.has(u));
}

/** The teacher row of a teacher id in the current subject (404 otherwise). */
export async function teacherInSubject(q: Queryable, ctx: AuthedContext, teacherId: string): Promise<{ id: string; realname: string }> {
  const r = await q.query<{ id: string; realname: string }>(
    'SELECT id::text AS id, realname FROM teacher WHERE id = $1::bigint AND subject = $2',
    [teacherId, ctx.subject],
  );
  if (!r.rows[0]) throw errors.notFound('老师');
  return r.rows[0];
}

/** The teacher record of the calling staff member in the current subject, if they are a teacher. */
export async function ownTeacherId(q: Queryable, ctx: AuthedContext): Promise<string | null> {
  const r = await q.query<{ id: string }>('SELECT id::text AS id FROM teacher WHERE staff_id = $1::bigint AND subject = $2', [
    ctx.staff.id,
    ctx.subject,
  ]);
  return r.rows[0]?.id ?? null;
}

/**
 * operatorId / staffId parameters name the acting staff (spec 01 §6). They are required where the
 * spec says the call runs only with one, and must be the caller: the session is who acts.
 */
export function assertOperator(ctx: AuthedContext, value: string, field: string): void {
  if (value !== ctx.staff.id) throw errors.invalidField(field, '必须是当前登录员工的编号', 'must be the id of the logged-in staff member');
}

// SQL: one toolkit in platform/sql, re-exported for the modules that read it from here.
export { epochMs as ms } from '../sql/columns';
export { Where } from '../sql/where';
