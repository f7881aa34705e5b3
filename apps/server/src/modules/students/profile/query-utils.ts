import { AppError } from '../../../platform/http/errors';
import { parseFilterInput } from '../../../platform/query';

/** Helpers for custom roots that add defaults to (or require something of) the caller's filter. */

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const bare = (key: string) => (key.endsWith('.keyword') ? key.slice(0, -'.keyword'.length) : key);

/** The filter as an object ({} when absent); refuses what is not a JSON object like every root does. */
export function filterObject(raw: unknown): Obj {
  return parseFilterInput(raw) ?? {};
}

/** "not filtered" in the shorthand: null, "", [] (what the console's empty inputs send). */
export const isEmptyValue = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/** Top-level shorthand key of a field (with or without `.keyword`), or undefined. */
export function topLevelKey(obj: Obj, field: string): string | undefined {
  return Object.keys(obj).find((k) => bare(k) === field);
}

/**
 * Whether a filter constrains one of `fields` in a position that narrows the result: a top-level
 * shorthand key with a value, or a leaf under bool.must / bool.filter (not should / must_not).
 */
export function constrains(obj: Obj, fields: readonly string[]): boolean {
  for (const [key, value] of Object.entries(obj)) {
    if (fields.includes(bare(key)) && !isEmptyValue(value)) return true;
    if (key === 'bool' && isObj(value)) {
      for (const clause of ['must', 'filter'] as const) {
        const items = Array.isArray(value[clause]) ? value[clause] : isObj(value[clause]) ? [value[clause]] : [];
        for (const item of items as unknown[]) {
          if (!isObj(item)) continue;
          for (const [leaf, body] of Object.entries(item)) {
            if (['term', 'terms', 'match', 'ids'].includes(leaf) && isObj(body) && Object.keys(body).some((f) => fields.includes(bare(f))))
              return true;
            if (fields.includes(bare(leaf)) && !isEmptyValue(body)) return true;
            if (leaf === 'bool' && isObj(body) && constrains({ bool: body }, fields)) return true;
          }
        }
      }
    }
  }
  return false;
}

/** Refuses a filter that does not name one of `fields` (roots over very large tables need a key). */
export function requireKey(obj: Obj, fields: readonly string[], root: string): void {
  if (constrains(obj, fields)) return;
  throw new AppError(
    'BAD_REQUEST',
    `${root} 需要查询条件 ${fields.join(' / ')} 之一`,
    `${root} needs a filter on one of ${fields.join(' / ')}`,
  );
}

/** Integer ids from a shorthand value (number, digit string, or a list of them). */
export function idList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value];
  return items
    .map((v) => (typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : typeof v === 'string' ? v.trim() : ''))
    .filter((v) => /^\d{1,18}$/.test(v));
}

/** Whether a filter asks nothing but the subject (the original pages' default view sends `{}` or `{subject}`). */
export function asksNothing(obj: Obj): boolean {
  return Object.entries(obj).every(([key, value]) => bare(key) === 'subject' || isEmptyValue(value));
}

/** An empty page in the shape every Page root answers. */
export function emptyPage(page = 1, size = 20) {
  return {
    content: [],
    totalElements: 0,
    totalPages: 0,
    number: page,
    size,
    numberOfElements: 0,
    first: page === 1,
    last: true,
    empty: true,
  };
}
