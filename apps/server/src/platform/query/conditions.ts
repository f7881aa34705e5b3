import type { ModelField } from './model';
import { arrayCast, bindValue, type Bindable, storableText, typeMismatch, unsupported, type SqlParams } from './values';

/** One comparison on one resolved field; both dialects compile down to these. */
export type Leaf =
  | { op: 'eq'; value: unknown }
  | { op: 'in'; values: unknown[] }
  | { op: 'range'; bounds: Partial<Record<RangeOp, unknown>> }
  | { op: 'wildcard'; pattern: unknown }
  | { op: 'prefix'; value: unknown }
  | { op: 'match'; value: unknown; phrase?: boolean }
  | { op: 'exists' };

export const RANGE_OPS = ['gt', 'gte', 'lt', 'lte'] as const;
export type RangeOp = (typeof RANGE_OPS)[number];
const RANGE_SQL: Record<RangeOp, string> = { gt: '>', gte: '>=', lt: '<', lte: '<=' };

/** Escapes LIKE metacharacters, then maps the wildcard language (* any run, ? one char) onto LIKE. */
export function wildcardToLike(pattern: string): string {
  return pattern
    .replace(/[\\%_]/g, (c) => `\\${c}`)
    .replace(/\*/g, '%')
    .replace(/\?/g, '_');
}

export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function patternText(field: ModelField, label: string, v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  throw typeMismatch(label, 'string', v);
}

/** ILIKE over the field's text form; array fields match when any element matches. */
function likeSql(field: ModelField, likePattern: string, params: SqlParams): string {
  if (!storableText(likePattern)) return 'FALSE';
  const p = params.add(likePattern, 'text');
  if (field.type === 'string[]') return `EXISTS (SELECT 1 FROM unnest(${field.sql}) AS e(v) WHERE e.v ILIKE ${p})`;
  // A text column is compared as is so a trigram index on it can serve the query.
  const text = field.type === 'string' ? field.sql : `(${field.sql})::text`;
  return `${text} ILIKE ${p}`;
}

/** SQL boolean expression for one leaf. 'TRUE' means "no condition", 'FALSE' "nothing can match". */
export function leafSql(field: ModelField, label: string, leaf: Leaf, params: SqlParams): string {
  switch (leaf.op) {
    case 'eq': {
      const b = bindValue(field, label, leaf.value, 'eq');
      if (!b) return 'FALSE';
      const p = params.add(b.value, b.cast);
      return field.type === 'string[]' ? `${p} = ANY(${field.sql})` : `${field.sql} = ${p}`;
    }
    case 'in': {
      const bound = new Map<string, Bindable>();
      const given = leaf.values.filter((v) => v !== null && v !== '');
      // An empty list is "not filtered" (what the console's empty multi-selects mean).
      if (given.length === 0) return 'TRUE';
      for (const v of given) {
        const b = bindValue(field, label, v, 'eq');
        if (b) bound.set(`${typeof b.value}:${String(b.value)}`, b);
      }
      if (bound.size === 0) return 'FALSE';
      // One value is plain equality: PostgreSQL reads an index in order under `=` but not under
      // `= ANY(...)`, so a one-value tab filter keeps its ordered index scan.
      if (bound.size === 1 && field.type !== 'string[]') {
        const [only] = bound.values();
        return `${field.sql} = ${params.add(only.value, only.cast)}`;
      }
      // Otherwise one array parameter whatever the list length: no parameter-count limit, one plan shape.
      const p = params.add(
        [...bound.values()].map((b) => b.value),
        arrayCast(field),
      );
      return field.type === 'string[]' ? `${field.sql} && ${p}` : `${field.sql} = ANY(${p})`;
    }
    case 'range': {
      if (field.type === 'bool' || field.type === 'json' || field.type === 'string[]') throw unsupported(label, 'range');
      const parts: string[] = [];
      for (const op of RANGE_OPS) {
        const v = leaf.bounds[op];
        if (v === undefined || v === null || v === '') continue;
        const b = bindValue(field, label, v, 'range');
        if (!b) return 'FALSE';
        parts.push(`${field.sql} ${RANGE_SQL[op]} ${params.add(b.value, b.cast)}`);
      }
      return parts.length ? parts.join(' AND ') : 'TRUE';
    }
    case 'wildcard':
      return likeSql(field, wildcardToLike(patternText(field, label, leaf.pattern)), params);
    case 'prefix':
      return likeSql(field, `${escapeLike(patternText(field, label, leaf.value))}%`, params);
    case 'match': {
      const text = patternText(field, label, leaf.value);
      // Matching a number or a code is equality; on text every word must occur (case-insensitive).
      if (field.type !== 'string' && field.type !== 'string[]' && field.type !== 'json') {
        return leafSql(field, label, { op: 'eq', value: text }, params);
      }
      const words = leaf.phrase ? [text.trim()].filter(Boolean) : text.split(/\s+/).filter(Boolean);
      if (words.length === 0) return 'TRUE';
      return words.map((w) => likeSql(field, `%${escapeLike(w)}%`, params)).join(' AND ');
    }
    case 'exists':
      return field.type === 'string[]' ? `(${field.sql} IS NOT NULL AND cardinality(${field.sql}) > 0)` : `${field.sql} IS NOT NULL`;
  }
}
