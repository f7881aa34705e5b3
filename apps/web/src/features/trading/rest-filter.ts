import { dateRangeToMs, type ListQueryState } from '../../components/list-page';

type Filters = ListQueryState['filters'];

/** A multi-select URL value as numbers (undefined when empty). */
export const nums = (v: Filters[string] | undefined): number[] | undefined => {
  const list = (Array.isArray(v) ? v : v ? v.split(',') : []).map(Number).filter(Number.isInteger);
  return list.length ? list : undefined;
};

export const str = (v: Filters[string] | undefined): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** A date-range URL value as REST `startTime` / `endTime` (ms). */
export const timeRange = (v: Filters[string] | undefined): { startTime?: number; endTime?: number } => {
  const r = dateRangeToMs(v);
  return r ? { startTime: r.gte, endTime: r.lte } : {};
};
