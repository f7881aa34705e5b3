import type { ColumnsState } from './views-api';
import type { ListQueryState } from './list-query';

/**
 * The column layout of a list (order, hidden, widths) applied to the declared columns. Pure, unit
 * tested. Keys the page no longer declares are ignored; declared keys missing from a saved order
 * keep their declared place after the saved ones.
 */
export interface ColumnDecl {
  key: string;
  defaultHidden?: boolean;
}

export function defaultLayout(columns: readonly ColumnDecl[]): ColumnsState {
  return { order: columns.map((c) => c.key), hidden: columns.filter((c) => c.defaultHidden).map((c) => c.key), widths: {} };
}

export function orderedKeys(columns: readonly ColumnDecl[], layout: ColumnsState): string[] {
  const declared = columns.map((c) => c.key);
  const saved = layout.order.filter((k) => declared.includes(k));
  return [...saved, ...declared.filter((k) => !saved.includes(k))];
}

export function arrange<C extends ColumnDecl>(columns: readonly C[], layout: ColumnsState): C[] {
  const byKey = new Map(columns.map((c) => [c.key, c]));
  return orderedKeys(columns, layout)
    .filter((k) => !layout.hidden.includes(k))
    .map((k) => byKey.get(k)!);
}

/** Moves a column one place up (-1) or down (+1) in the order. */
export function moveColumn(columns: readonly ColumnDecl[], layout: ColumnsState, key: string, by: -1 | 1): ColumnsState {
  const order = orderedKeys(columns, layout);
  const i = order.indexOf(key);
  const j = i + by;
  if (i < 0 || j < 0 || j >= order.length) return layout;
  [order[i], order[j]] = [order[j], order[i]];
  return { ...layout, order };
}

export function toggleColumn(layout: ColumnsState, key: string, visible: boolean): ColumnsState {
  const hidden = layout.hidden.filter((k) => k !== key);
  return { ...layout, hidden: visible ? hidden : [...hidden, key] };
}

export const MIN_WIDTH = 40;
export const MAX_WIDTH = 2000;

export function resizeColumn(layout: ColumnsState, key: string, width: number): ColumnsState {
  const w = Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width)));
  return { ...layout, widths: { ...layout.widths, [key]: w } };
}

/** Whether a list state equals a view's (filters, sort, size; the page is not part of a view). */
export function sameListState(
  a: Pick<ListQueryState, 'filters' | 'sort' | 'size'>,
  b: Pick<ListQueryState, 'filters' | 'sort' | 'size'>,
): boolean {
  const norm = (s: Pick<ListQueryState, 'filters' | 'sort' | 'size'>) =>
    JSON.stringify([
      Object.keys(s.filters)
        .sort()
        .map((k) => [k, s.filters[k]]),
      s.sort ? `${s.sort.field}.${s.sort.order}` : '',
      s.size,
    ]);
  return norm(a) === norm(b);
}
