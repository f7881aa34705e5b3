import { dateRangeToMs, type ListQueryState } from '../../../components/list-page';

/** The express list's URL filters → the query-language filter; `withStatus: false` for the tab counts. */
export function expressFilter(f: ListQueryState['filters'], withStatus = true): Record<string, unknown> {
  const q: Record<string, unknown> = {};
  const nums = (v: unknown) => (Array.isArray(v) ? v : typeof v === 'string' && v ? v.split(',') : []).map(Number).filter(Number.isInteger);
  const wild = (v: unknown) => (typeof v === 'string' && v.trim() ? (v.includes('*') ? v.trim() : `*${v.trim()}*`) : undefined);
  if (withStatus && nums(f.status).length) q.express_status = nums(f.status);
  if (nums(f.productType).length) q.product_type = nums(f.productType);
  if (nums(f.sourceType).length) q.source_type = nums(f.sourceType);
  const ctime = dateRangeToMs(f.ctime);
  if (ctime) q.ctime = ctime;
  if (wild(f.expressNu)) q.express_nu = wild(f.expressNu);
  if (wild(f.receiptTel)) q.receipt_tel = wild(f.receiptTel);
  if (wild(f.outTradeNo)) q.out_trade_no = wild(f.outTradeNo);
  return q;
}
