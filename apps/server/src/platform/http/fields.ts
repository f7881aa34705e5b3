import { z, type ZodType } from 'zod';
import { checkTime, TIME_RANGE_MS, toDate, toDay } from './time-text';

/**
 * The one input kit of the REST calls: zod fields with zh-CN messages (parseInput prefixes the field
 * name), the input aliasing of the original console, and what the columns can hold (issue 25 finding
 * 10: a value a column cannot hold answered 500; the database still refuses what slips through,
 * platform/http/db-errors.ts, as a 400). Routes are declared with defineRoute / defineCall (route.ts).
 *
 * How a field reads what a client sends is the `reading` parameter. The calls were written against two
 * readings and their clients depend on each (tests pin the messages), so both stay, per call:
 * - 'strict' (the default): '' and null mean "not given" (a required field answers 不能为空); a number is
 *   a JSON number or numeric text ('12', ' 12 ', '+3', '2.0'), text must be text, an id is positive.
 * - 'coerce' (the order, refund, invoice, contract, express, address, catalog, approval and complaint
 *   calls): a number sent where text or an id is expected is read as its digits (0 is an id); integers
 *   go through Number() ('' and null read 0, true 1); '' is a value (a bad id, an empty text), only the
 *   optional fields (optIdField, optIntField, optTextField) and page fields drop '' and null.
 * `grep "'coerce'"` lists the calls that still read the second way.
 */
export type Reading = 'strict' | 'coerce';

export const COLUMN_MAX = {
  smallint: 32_767,
  int: 2_147_483_647,
  /** numeric(12,2), in fen (hundredths): 9,999,999,999.99. */
  numeric12_2Hundredths: 999_999_999_999,
} as const;

// ---- "not given" ----

/** '' and null mean "not given": an empty filter is dropped, a required value is missing. */
export const blankToUndefined = (v: unknown): unknown => (v === '' || v === null ? undefined : v);
/** An optional field where '' and null mean "not given". */
export const blankOptional = <T extends ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** Type-error message: absent → 不能为空, anything else → `bad` (strict: only undefined is absent). */
const missingOr = (bad: string) => ({ error: (iss: { input?: unknown }) => (iss.input === undefined ? '不能为空' : bad) });
/** The same for the coerce reading, where null and '' also read as absent. */
const blankOr = (bad: string) => ({
  error: (iss: { input?: unknown }) => (iss.input === undefined || iss.input === null || iss.input === '' ? '不能为空' : bad),
});
/** Strict numbers: numeric text ('12', ' +3 ', '2.0') is a number too; '' and null are absent. */
const toNumber = (v: unknown) => {
  const g = blankToUndefined(v);
  return typeof g === 'string' && /^\s*[-+]?\d+(\.\d+)?\s*$/.test(g) ? Number(g) : g;
};
const numberToText = (v: unknown) => (typeof v === 'number' ? String(v) : v);

// ---- ids ----

const ID_TEXT = /^\d{1,18}$/;

/**
 * A numeric (bigint) id as text: 12 and "12" both work.
 * - 'strict': '' / null → 不能为空; a positive safe integer or digit text (trimmed).
 * - 'coerce': a number is read as its digits (0 included); '' is a bad id (必须是数字编号).
 * - 'plain' (the org calls: departments, teachers, staff, handover, enterprise chat): digit text as
 *   sent (not trimmed) or a JSON integer, 0 included unless `zero: false`; zod's own messages otherwise.
 */
export function idFieldAs(reading: Reading | 'plain', o: { zero?: boolean } = {}): ZodType<string> {
  if (reading === 'coerce') return z.preprocess(numberToText, z.string(blankOr('必须是数字编号')).trim().regex(ID_TEXT, '必须是数字编号'));
  if (reading === 'plain') {
    const n = z.number().int();
    return z.union([z.string().regex(ID_TEXT, '必须是数字编号'), o.zero === false ? n.positive() : n.nonnegative()]).transform(String);
  }
  return z.preprocess(
    blankToUndefined,
    z
      .union(
        [z.string().trim().regex(ID_TEXT, '必须是数字编号'), z.number().int('必须是数字编号').positive('必须是数字编号')],
        missingOr('必须是数字编号'),
      )
      .transform(String),
  );
}
/** A required id, strict reading (see idFieldAs). */
export const idField = idFieldAs('strict');
/** An optional id: '' and null mean "not given". */
export const optIdField = (reading: Reading | 'plain' = 'strict') => blankOptional(idFieldAs(reading, {}));

/** A list of ids (strict): an array, or comma-joined text (spec 01 §5); deduplicated; at most 500. */
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
          : blankToUndefined(v),
    z
      .array(
        z.union([z.string().trim().regex(ID_TEXT, '必须是数字编号'), z.number().int().positive('必须是数字编号')]),
        missingOr('必须是编号列表'),
      )
      .min(min, '不能为空')
      .max(500, '一次最多500个')
      .transform((a) => [...new Set(a.map(String))]),
  );
export const idListField = idList(1);

// ---- numbers ----

/**
 * An integer in [min, max]. 'strict': 必须是数字 for what is not a number, 必须是整数 for a fraction.
 * 'coerce': Number(value) ('' and null are 0, true is 1), 必须是整数 for what is not one.
 */
export function intField(min: number, max: number, reading: Reading = 'strict'): ZodType<number> {
  if (reading === 'coerce')
    return z.coerce.number(blankOr('必须是整数')).int('必须是整数').min(min, `不能小于${min}`).max(max, `不能大于${max}`);
  return z.preprocess(toNumber, z.number(missingOr('必须是数字')).int('必须是整数').min(min, `不能小于${min}`).max(max, `不能大于${max}`));
}
/** An optional integer: '' and null mean "not given". */
export const optIntField = (min: number, max: number, reading: Reading = 'strict') => blankOptional(intField(min, max, reading));

/** 0/1 flags, also given as booleans or 'true'/'false'. */
export const flagField = z.preprocess(
  (v) => (v === true || v === 'true' ? 1 : v === false || v === 'false' ? 0 : toNumber(v)),
  z.number(missingOr('必须是0或1')).int('必须是0或1').min(0, '必须是0或1').max(1, '必须是0或1'),
);

/** A yuan amount as given (number or text); convert with yuanToFen (platform/money), which checks ≤ 2 decimals. */
export const moneyField = z.union([z.number(), z.string()], blankOr('必须是金额'));

// ---- text ----

/** Text up to `max` characters, trimmed (strict: '' and null are "not given", a number is not text). */
export const textField = (max: number) =>
  z.preprocess(blankToUndefined, z.string(missingOr('必须是文本')).trim().max(max, `最多${max}个字符`));

/**
 * Text that must not be empty after trimming: 不能为空, or 请填写<label>. 'coerce' reads a number as
 * its digits and answers an empty text with the label's message.
 */
export function requiredText(max: number, reading: Reading = 'strict', label = ''): ZodType<string> {
  const empty = label ? `请填写${label}` : '不能为空';
  if (reading === 'coerce')
    return z.preprocess(numberToText, z.string(blankOr('必须是文本')).trim().min(1, empty).max(max, `最多${max}个字符`));
  return textField(max).pipe(z.string().min(1, empty));
}

/**
 * Optional text. 'strict': '' and null are "not given". 'coerce': null is "not given", '' stays ''
 * (a field cleared on purpose), a number is read as its digits.
 */
export function optTextField(max: number, reading: Reading = 'strict') {
  if (reading === 'coerce')
    return z.preprocess(
      (v) => (v === null || v === undefined ? undefined : numberToText(v)),
      z.string(blankOr('必须是文本')).trim().max(max, `最多${max}个字符`).optional(),
    );
  return z.preprocess(blankToUndefined, z.string(missingOr('必须是文本')).trim().max(max, `最多${max}个字符`).optional());
}

// ---- lists ----

/** A list given as an array or comma-joined text (spec 01 §5: multi-value filters are comma-joined). */
export function listField<T extends ZodType>(item: T, max = 500) {
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

// ---- times and days ----

/** A moment (ms or s timestamp, or a date text in China time, see toDate) inside 1970 … 2100; optional. */
export const timeField = z.preprocess(
  (v) => toDate(v),
  z
    .date(blankOr('必须是时间'))
    .refine((d) => !Number.isNaN(d.getTime()), '必须是时间')
    .refine((d) => !checkTime(d.getTime()), '时间超出范围')
    .optional(),
);

/** A ms timestamp as a number (or numeric text), inside 1970 … 2100; required unless `.optional()`. */
export const msField = z.preprocess(
  toNumber,
  z
    .number(missingOr('必须是毫秒时间戳'))
    .int('必须是毫秒时间戳')
    .min(TIME_RANGE_MS.min, '时间超出范围')
    .max(TIME_RANGE_MS.max, '时间超出范围'),
);

const absent = (v: unknown) => v === '' || v === null || v === undefined;

/**
 * A calendar day for a date column (join date, contract start): 'YYYY-MM-DD' naming a real day, or a
 * ms timestamp / date-time text (its China day) → 'YYYY-MM-DD'; '', null and absent → null.
 */
export const dayField = z
  .union([z.string(), z.number(), z.null()], { error: '必须是日期' })
  .optional()
  .transform((v, c): string | null => {
    if (absent(v)) return null;
    const r = toDay(v as string | number);
    if ('reason' in r) {
      c.addIssue({ code: 'custom', message: r.reason });
      return z.NEVER;
    }
    return r.day;
  });
/** dayField that must be given ('请填写<label>'). */
export const requiredDay = (label: string) => dayField.pipe(z.string(`请填写${label}`));

// ---- pages ----

export interface PageOptions {
  /** The first page's number: 1 (default) or 0, as the call's clients count. */
  from?: 0 | 1;
  /** Default page size (20). */
  size?: number;
  /** Largest page size (1000). */
  maxSize?: number;
  /** Largest page number (100000). */
  maxPage?: number;
  reading?: Reading;
}

/** `page` and `size` with defaults and caps ('' and null mean the default). */
export function pageFields(o: PageOptions = {}): { page: ZodType<number>; size: ZodType<number> } {
  const { from = 1, size = 20, maxSize = 1000, maxPage = 100_000, reading = 'strict' } = o;
  if (reading === 'coerce')
    return {
      page: z.preprocess(blankToUndefined, intField(from, maxPage, 'coerce').default(from)),
      size: z.preprocess(blankToUndefined, intField(1, maxSize, 'coerce').default(size)),
    };
  return { page: intField(from, maxPage).default(from), size: intField(1, maxSize).default(size) };
}

// ---- input objects ----

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

/** An object schema whose input keys may be camelCase or snake_case (aliasKeys). */
export const inputOf = <T extends z.ZodRawShape>(shape: T) => z.preprocess(aliasKeys, z.object(shape));
