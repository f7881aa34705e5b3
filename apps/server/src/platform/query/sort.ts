import { AppError } from '../http/errors';
import type { ModelField, QueryModel, SortDirection } from './model';

export interface SortKey {
  field: ModelField;
  dir: SortDirection;
}

function parseRaw(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  const s = raw.trim();
  if (s === '' || s === 'null') return null;
  try {
    return JSON.parse(s);
  } catch {
    throw new AppError('BAD_REQUEST', '排序参数不是有效的 JSON', 'The sort argument is not valid JSON');
  }
}

function direction(v: unknown): SortDirection | undefined {
  const d = typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>).order : v;
  if (typeof d !== 'string') return undefined;
  const lower = d.trim().toLowerCase();
  return lower === 'asc' || lower === 'desc' ? lower : undefined;
}

/**
 * `{"field":"asc"|"desc", ...}` applied in key order (also `[{...},{...}]` and ES `{"f":{"order":"desc"}}`).
 * Unknown or unsortable keys are ignored (CONTRACT §7); nothing usable means the model's default.
 * The primary key is always appended so pages never overlap or skip rows that tie.
 */
export function parseSort(model: QueryModel, raw: unknown): SortKey[] {
  const value = parseRaw(raw);
  const entries: Array<[string, unknown]> = [];
  if (Array.isArray(value)) {
    for (const item of value) if (typeof item === 'object' && item !== null) entries.push(...Object.entries(item));
  } else if (typeof value === 'object' && value !== null) {
    entries.push(...Object.entries(value));
  }
  const keys: SortKey[] = [];
  const seen = new Set<string>();
  for (const [rawName, rawDir] of entries) {
    const name = rawName.endsWith('.keyword') ? rawName.slice(0, -'.keyword'.length) : rawName;
    const field = model.fields.get(name);
    const dir = direction(rawDir);
    if (!field || !field.sort || !dir || seen.has(name)) continue;
    seen.add(name);
    keys.push({ field, dir });
  }
  const chosen = keys.length ? keys : [...model.defaultSort];
  if (!chosen.some((k) => k.field === model.primaryKey)) chosen.push({ field: model.primaryKey, dir: chosen[0]?.dir ?? 'desc' });
  return chosen;
}

/** PostgreSQL's own null placement (ASC nulls last, DESC nulls first) so a plain btree index serves both. */
export function orderBySql(keys: SortKey[]): string {
  return keys.map((k) => `${k.field.sql} ${k.dir === 'asc' ? 'ASC' : 'DESC'}`).join(', ');
}
