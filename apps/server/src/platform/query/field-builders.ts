import type { FieldOptions } from './model';

/**
 * Building blocks of model fields shared by the families' query models. Conventions
 * (docs/decisions/query-roots.md, "Students and marketing"):
 * - a field is filterable only when an index serves it (filter:false otherwise);
 * - computed fields (correlated sub-queries) are never filterable nor sortable;
 * - every student reference is exposed under the four spellings the spec uses.
 */

export type Fields = Record<string, FieldOptions>;

/** Not served by an index: readable and sortable, never a filter. */
export const noFilter = (type: FieldOptions['type'], more: Omit<FieldOptions, 'type' | 'filter'> = {}): FieldOptions => ({
  type,
  filter: false,
  ...more,
});

/** A correlated sub-query over the row alias `t`: read only when selected, never filtered or sorted. */
export const computed = (type: FieldOptions['type'], sql: string, more: Omit<FieldOptions, 'type' | 'sql'> = {}): FieldOptions => ({
  type,
  sql,
  filter: false,
  sort: false,
  ...more,
});

/** The student column of a table under every spelling (uid, u_id, user_id, student_id). */
export function studentRef(column: string, filter = true): Fields {
  const f: FieldOptions = { type: 'id', column, filter };
  return { uid: f, u_id: f, user_id: f, student_id: f };
}
