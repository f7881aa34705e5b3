import { epochMs } from '../sql/columns';
import type { FieldType, ModelField } from './model';

/**
 * How a field is read (SQL) and shown (JSON, spreadsheet). Rows keep raw values so relation keys and
 * filters see the real data; masking and conversion happen only here, on the way out.
 */

/** SELECT expression giving a value `present` understands on both drivers (int8 and timestamps differ). */
export function selectSql(field: ModelField): string {
  switch (field.type) {
    case 'id':
      return `(${field.sql})::text`;
    case 'time':
      return epochMs(field.sql);
    default:
      return field.sql;
  }
}

/** 13812341234 -> 138****1234 (CONTRACT §4); shorter values keep only a hint. */
export function maskMobile(value: string): string {
  const s = value.trim();
  if (s.length >= 7) return `${s.slice(0, 3)}****${s.slice(-4)}`;
  return s.length ? '****' : s;
}

const NUMERIC: ReadonlySet<FieldType> = new Set(['int', 'float', 'money', 'time']);

export function present(field: ModelField, raw: unknown): unknown {
  if (raw === null || raw === undefined) return null;
  if (NUMERIC.has(field.type)) {
    const n = Number(raw);
    return Number.isNaN(n) ? null : n;
  }
  switch (field.type) {
    case 'id':
      return String(raw);
    case 'bool':
      return Boolean(raw);
    case 'string': {
      const s = String(raw);
      return field.mask === 'mobile' ? maskMobile(s) : s;
    }
    case 'string[]':
      return Array.isArray(raw) ? raw.map((x) => (x === null ? null : String(x))) : [String(raw)];
    default:
      return raw;
  }
}

/** `<field>_text`: the display label of the code, in the request's language; null for unknown codes. */
export function labelText(field: ModelField, raw: unknown, lang: 'zh' | 'en'): string | null {
  if (raw === null || raw === undefined || !field.label) return null;
  const key = typeof raw === 'boolean' ? (raw ? '1' : '0') : String(raw);
  const label = field.label[key];
  return label ? label[lang] : null;
}
