import { AppError } from '../http/errors';
import type { FieldType, ModelField } from './model';

/**
 * Filter values -> bound SQL parameters. Values are never interpolated; each is pushed here and
 * referenced by a placeholder with an explicit cast (fixing its type on PGlite and node-postgres alike).
 * Placeholders are numbered only in bind(): fragments the compiler drops (a should that is optional,
 * an AND that became FALSE) leave no unreferenced parameter behind, which PostgreSQL would refuse.
 */
export class SqlParams {
  private readonly pending: unknown[] = [];
  /**
   * Count statements that stand in for a condition (RelationOptions.countOnTarget), by the
   * condition's SQL; the engine uses one when the condition is the whole filter.
   */
  readonly targetCounts = new Map<string, string>();
  add(value: unknown, cast: string): string {
    return `${this.token(value)}::${cast}`;
  }
  /** A parameter whose type PostgreSQL infers from the other operand (keyset cursors pass values as text). */
  addUntyped(value: string): string {
    return this.token(value);
  }
  private token(value: unknown): string {
    this.pending.push(value);
    // NUL never occurs in SQL we write, and values never enter the text, so the token is unambiguous.
    return `\u0000${this.pending.length - 1}\u0000`;
  }
  /** The final statement: placeholders numbered $1..$n in order of appearance, with their values. */
  bind(sql: string): { text: string; values: unknown[] } {
    const values: unknown[] = [];
    // eslint-disable-next-line no-control-regex -- the NUL-delimited tokens written by token()
    const text = sql.replace(/\u0000(\d+)\u0000/g, (_m, i: string) => {
      values.push(this.pending[Number(i)]);
      return `$${values.length}`;
    });
    return { text, values };
  }
}

/** A value ready to bind, or null when it can never equal a stored value (3.5 against an integer field). */
export interface Bindable {
  value: string | number | boolean;
  cast: string;
}

const INT8_MAX = 9223372036854775807n;
const INT8_MIN = -9223372036854775808n;
const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
// Years 0001..9999: inside both JavaScript's and PostgreSQL's timestamp range.
const TIME_MIN = -62135596800000;
const TIME_MAX = 253402300799999;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?)?(Z|[+-]\d{2}(:?\d{2})?)?$/;

const TYPE_ZH: Record<FieldType, string> = {
  id: '整数编号',
  int: '整数',
  float: '数字',
  money: '金额数字',
  string: '文本',
  bool: '布尔值',
  time: '毫秒时间戳',
  json: 'JSON',
  'string[]': '文本',
};

export function typeMismatch(label: string, type: FieldType, value: unknown): AppError {
  const shown = typeof value === 'string' ? `"${value.slice(0, 40)}"` : (JSON.stringify(value)?.slice(0, 40) ?? String(value));
  return new AppError(
    'BAD_REQUEST',
    `查询条件的值类型不正确：${label} 需要${TYPE_ZH[type]}，收到 ${shown}`,
    `Bad filter value for ${label}: expected ${type}, got ${shown}`,
  );
}

export function unsupported(label: string, op: string): AppError {
  return new AppError('BAD_REQUEST', `查询条件不支持：字段 ${label} 不能使用 ${op}`, `Filter ${op} is not supported on ${label}`);
}

/** A string PostgreSQL text can hold (NUL bytes cannot be stored, so they can never match). */
export function storableText(s: string): boolean {
  return !s.includes('\u0000');
}

function numberLike(label: string, type: FieldType, v: unknown): { n: number; text: string } {
  if (typeof v === 'number') return { n: v, text: String(v) };
  if (typeof v === 'string') {
    const s = v.trim();
    if (DECIMAL.test(s)) return { n: Number(s), text: s };
  }
  throw typeMismatch(label, type, v);
}

function float8(n: number): Bindable {
  // ±Infinity (from strings like "1e999") is a valid float8 literal; a JS number would serialise oddly.
  return Number.isFinite(n) ? { value: n, cast: 'float8' } : { value: n > 0 ? 'Infinity' : '-Infinity', cast: 'float8' };
}

/** Milliseconds from a timestamp (number or digits) or an ISO date string; validated range. */
export function toMillis(label: string, v: unknown): number {
  let ms: number | undefined;
  if (typeof v === 'number') ms = v;
  else if (typeof v === 'string') {
    const s = v.trim();
    if (DECIMAL.test(s)) ms = Number(s);
    else if (ISO_DATE.test(s)) ms = Date.parse(s.replace(' ', 'T'));
  }
  if (ms === undefined || Number.isNaN(ms)) throw typeMismatch(label, 'time', v);
  if (ms < TIME_MIN || ms > TIME_MAX) {
    throw new AppError('BAD_REQUEST', `查询条件的时间超出范围：${label}`, `Filter time out of range: ${label}`);
  }
  return ms;
}

/**
 * Coerces a filter value for a comparison with `field`. 'eq' answers null for values no row can equal;
 * 'range' always answers a bound (a non-integer bound on an integer field compares as float8).
 * Loose across number/string: 3 and "3" mean the same; "abc" against a number is a clear error.
 */
export function bindValue(field: ModelField, label: string, v: unknown, mode: 'eq' | 'range'): Bindable | null {
  if (v === null || typeof v === 'object') throw typeMismatch(label, field.type, v);
  switch (field.type) {
    case 'id':
    case 'int': {
      if (typeof v === 'boolean') throw typeMismatch(label, field.type, v);
      const { n, text } = numberLike(label, field.type, v);
      const digits = typeof v === 'string' && INTEGER.test(text) ? text : Number.isInteger(n) ? BigInt(n).toString() : undefined;
      if (digits !== undefined) {
        const big = BigInt(digits);
        if (big >= INT8_MIN && big <= INT8_MAX) return { value: big.toString(), cast: 'bigint' };
      }
      return mode === 'eq' ? null : float8(n);
    }
    case 'float': {
      if (typeof v === 'boolean') throw typeMismatch(label, field.type, v);
      const { n } = numberLike(label, field.type, v);
      if (!Number.isFinite(n) && mode === 'eq') return null;
      return float8(n);
    }
    case 'money': {
      if (typeof v === 'boolean') throw typeMismatch(label, field.type, v);
      const { n } = numberLike(label, field.type, v);
      if (!Number.isFinite(n)) return mode === 'eq' ? null : float8(n);
      // String(n) keeps numeric exact for what a person types and never overflows numeric.
      return { value: String(n), cast: 'numeric' };
    }
    case 'string':
    case 'string[]': {
      const s = String(v);
      if (!storableText(s)) return null;
      return { value: s, cast: 'text' };
    }
    case 'bool': {
      if (v === true || v === 1 || v === 'true' || v === '1') return { value: true, cast: 'boolean' };
      if (v === false || v === 0 || v === 'false' || v === '0') return { value: false, cast: 'boolean' };
      throw typeMismatch(label, field.type, v);
    }
    case 'time': {
      if (typeof v === 'boolean') throw typeMismatch(label, field.type, v);
      return { value: new Date(toMillis(label, v)).toISOString(), cast: 'timestamptz' };
    }
    case 'json':
      throw unsupported(label, mode === 'eq' ? 'term' : 'range');
  }
}

/** The SQL array type for an IN list of the field's element type. */
export function arrayCast(field: ModelField): string {
  switch (field.type) {
    case 'id':
    case 'int':
      return 'bigint[]';
    case 'float':
      return 'float8[]';
    case 'money':
      return 'numeric[]';
    case 'bool':
      return 'boolean[]';
    case 'time':
      return 'timestamptz[]';
    default:
      return 'text[]';
  }
}
