import type { Queryable } from '../db';
import type { RequestContext } from '../http/context';
import { errors } from '../http/errors';
import { SCOPE_KINDS, type ScopeKind } from './kinds';

/**
 * Object-level scope of a route (OWASP API1): which input fields name subject-scoped objects, and of
 * which kind. The platform checks every declared field before the handler runs: an object that is in
 * none of the caller's subjects answers 404, as if it did not exist (ASVS V8: no oracle of other
 * subjects' ids). Use cases that work in the active subject only still narrow further themselves.
 *
 * Fields are looked up in the path parameters, the query and the body, under the declared name and its
 * camelCase / snake_case twin (the original client sends both spellings). A value may be a scalar, an
 * array, or a comma-joined text.
 */
export type ScopeDecl = Readonly<Record<string, ScopeKind>>;

/**
 * Fields that look like ids but name nothing subject-scoped, each with the reason (staff, one's own
 * records, dictionaries, files). The generated object-scope test requires every id-like field of every
 * route to be in `scope` or here, so a new route cannot forget.
 */
export type UnscopedDecl = Readonly<Record<string, string>>;

const snake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const camel = (k: string) => k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** The values a request gives for a field, in any of the places and spellings it may come. */
export function valuesOf(sources: readonly unknown[], field: string): string[] {
  const names = [...new Set([field, snake(field), camel(field)])];
  const out: string[] = [];
  const add = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(add);
    if (typeof v === 'number' && Number.isFinite(v)) out.push(String(v));
    else if (typeof v === 'bigint') out.push(String(v));
    else if (typeof v === 'string')
      for (const part of v.split(',')) {
        const t = part.trim();
        if (t) out.push(t);
      }
  };
  for (const source of sources) {
    if (!source || typeof source !== 'object' || Array.isArray(source)) continue;
    for (const name of names) add((source as Record<string, unknown>)[name]);
  }
  return [...new Set(out)];
}

/** The given ids of a kind that are in one of the subjects. */
export async function idsInSubjects(
  q: Queryable,
  kind: ScopeKind,
  ids: readonly string[],
  subjects: readonly number[],
): Promise<Set<string>> {
  const spec = SCOPE_KINDS[kind];
  const candidates = spec.numeric ? ids.filter((id) => /^\d{1,18}$/.test(id)) : [...ids];
  if (!candidates.length || !subjects.length) return new Set();
  const r = await q.query<{ id: string }>(spec.sql, [candidates, [...subjects]]);
  return new Set(r.rows.map((row) => row.id));
}

/**
 * 404 unless every id names an object of the kind in one of the subjects. Ids that are not digits for a
 * numeric kind are skipped: the route's own validation refuses them with a 400 naming the field.
 */
export async function assertInSubjects(q: Queryable, kind: ScopeKind, ids: readonly string[], subjects: readonly number[]): Promise<void> {
  const spec = SCOPE_KINDS[kind];
  const wanted = spec.numeric ? ids.filter((id) => /^\d{1,18}$/.test(id)) : ids;
  if (!wanted.length) return;
  const found = await idsInSubjects(q, kind, wanted, subjects);
  if (wanted.some((id) => !found.has(id))) throw errors.notFound(spec.label);
}

/** The route guard: every declared field's ids are in a subject the caller holds. */
export async function assertRouteScope(ctx: RequestContext, scope: ScopeDecl, sources: readonly unknown[]): Promise<void> {
  if (!ctx.staff) return; // public routes name no scoped objects (checked by the object-scope test)
  for (const [field, kind] of Object.entries(scope)) {
    const ids = valuesOf(sources, field);
    if (ids.length) await assertInSubjects(ctx.db, kind, ids, ctx.staff.subjectList);
  }
}
