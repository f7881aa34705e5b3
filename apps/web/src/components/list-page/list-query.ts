/**
 * The state of a list page kept in the hash route's query (CONTRACT §2: filters, sort and page live in
 * the URL, so a deep link or a reload shows the same list). Pure functions, unit tested.
 *
 *   #/order?page=2&size=50&sort=ctime.desc&status=1,2&mobile=1381
 *
 * `page`, `size` and `sort` are reserved; every other key is a declared filter. Multi-value filters are
 * joined with commas. Defaults are left out of the URL.
 */
export type SortOrder = 'asc' | 'desc';

export interface ListSort {
  field: string;
  order: SortOrder;
}

export type FilterValue = string | string[];

export interface ListQueryState {
  page: number;
  size: number;
  sort?: ListSort;
  filters: Record<string, FilterValue>;
}

export interface ListQueryDefaults {
  size: number;
  sort?: ListSort;
  /** Declared filter names and whether they hold several values. */
  filters: ReadonlyArray<{ name: string; multiple?: boolean }>;
}

export const RESERVED_KEYS = ['page', 'size', 'sort'] as const;
/**
 * Keys of the page around a list (the tab of a tabbed page, `useUrlTab`): a list that writes its state
 * keeps them from the current query unless it declares them as its own filter.
 */
export const PAGE_KEYS = ['tab'] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 1000;

function positiveInt(raw: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (raw == null || !/^\d+$/.test(raw)) return fallback;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : fallback;
}

export function parseSort(raw: string | null | undefined): ListSort | undefined {
  if (!raw) return undefined;
  const m = /^([A-Za-z0-9_.]+)\.(asc|desc)$/.exec(raw);
  return m ? { field: m[1], order: m[2] as SortOrder } : undefined;
}

export function formatSort(sort: ListSort | undefined): string | undefined {
  return sort ? `${sort.field}.${sort.order}` : undefined;
}

export function parseListQuery(search: string, defaults: ListQueryDefaults): ListQueryState {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const filters: Record<string, FilterValue> = {};
  for (const f of defaults.filters) {
    const raw = params.get(f.name);
    if (raw == null || raw === '') continue;
    filters[f.name] = f.multiple ? raw.split(',').filter((s) => s !== '') : raw;
  }
  return {
    page: positiveInt(params.get('page'), 1),
    size: positiveInt(params.get('size'), defaults.size, MAX_PAGE_SIZE),
    sort: parseSort(params.get('sort')) ?? defaults.sort,
    filters,
  };
}

function isEmpty(v: FilterValue | undefined): boolean {
  return v === undefined || (Array.isArray(v) ? v.length === 0 : v.trim() === '');
}

/**
 * The query string (with `?`, or '' when everything is default) for a state. Keeps the page's keys
 * (PAGE_KEYS) of `current`, the query the list is written over.
 */
export function serializeListQuery(state: ListQueryState, defaults: ListQueryDefaults, current = ''): string {
  const params = new URLSearchParams();
  const declared = new Set(defaults.filters.map((f) => f.name));
  const kept = new URLSearchParams(current.startsWith('?') ? current.slice(1) : current);
  for (const k of PAGE_KEYS) {
    const v = kept.get(k);
    if (v && !declared.has(k)) params.set(k, v);
  }
  for (const [k, v] of Object.entries(state.filters)) {
    if (!declared.has(k) || isEmpty(v)) continue;
    params.set(k, Array.isArray(v) ? v.join(',') : v.trim());
  }
  if (state.page > 1) params.set('page', String(state.page));
  if (state.size !== defaults.size) params.set('size', String(state.size));
  const sort = formatSort(state.sort);
  if (sort && sort !== formatSort(defaults.sort)) params.set('sort', sort);
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/** Applying new filters goes back to page 1; empty values are dropped. */
export function withFilters(state: ListQueryState, filters: Record<string, FilterValue | undefined>): ListQueryState {
  const clean: Record<string, FilterValue> = {};
  for (const [k, v] of Object.entries(filters)) if (v !== undefined && !isEmpty(v)) clean[k] = v;
  return { ...state, page: 1, filters: clean };
}

/** The GraphQL/REST `sort` JSON (CONTRACT §7): `{"field":"asc"}`. */
export function sortJson(sort: ListSort | undefined): string | undefined {
  return sort ? JSON.stringify({ [sort.field]: sort.order }) : undefined;
}

/** A date-range filter value `YYYY-MM-DD,YYYY-MM-DD` as ms bounds (end of the last day inclusive). */
export function dateRangeToMs(value: FilterValue | undefined): { gte: number; lte: number } | undefined {
  const parts = Array.isArray(value) ? value : value?.split(',');
  if (!parts || parts.length !== 2) return undefined;
  const [a, b] = parts.map((p) => (/^\d{4}-\d{2}-\d{2}$/.test(p) ? new Date(`${p}T00:00:00`).getTime() : NaN));
  if (Number.isNaN(a) || Number.isNaN(b)) return undefined;
  return { gte: a, lte: b + 24 * 3600 * 1000 - 1 };
}
