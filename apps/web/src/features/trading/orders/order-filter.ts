import { dateRangeToMs, type ListQueryState } from '../../../components/list-page';

type Filters = ListQueryState['filters'];

const wildcard = (v: unknown): string | undefined => {
  const s = typeof v === 'string' ? v.trim() : '';
  if (!s) return undefined;
  return s.includes('*') ? s : `*${s}*`;
};

const list = (v: unknown): number[] | undefined => {
  const parts = Array.isArray(v) ? v : typeof v === 'string' && v ? v.split(',') : [];
  const nums = parts.map(Number).filter((n) => Number.isInteger(n));
  return nums.length ? nums : undefined;
};

/** The order list's URL filters → the query-language filter (shorthand dialect) shared by the list, statistics and export. */
export function orderFilter(f: Filters): Record<string, unknown> {
  const q: Record<string, unknown> = {};
  const status = list(f.status);
  if (status) q.status = status;
  const regtype = list(f.regtype);
  if (regtype) q.regtype = regtype;
  const ctime = dateRangeToMs(f.ctime);
  if (ctime) q.ctime = ctime;
  const entries: Array<[string, string]> = [
    ['out_trade_no', 'outTradeNo'],
    ['user.mobile', 'mobile'],
    ['packages_name', 'packagesName'],
    ['channel.name', 'channel'],
    ['teacher.realname', 'teacher'],
    ['department.name', 'department'],
  ];
  for (const [field, name] of entries) {
    const w = wildcard(f[name]);
    if (w) q[field] = w;
  }
  return q;
}

/** Order statuses grouped for the summary (CONTRACT §9 codes). The refund figure is refunded money, not a status group. */
export const STATUS_GROUPS = {
  unpaid: [0, 1],
  completed: [2, 3],
} as const;
