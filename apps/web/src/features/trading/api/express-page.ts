import type { Page } from '../../../components/list-page';
import { lit, tradingGql } from './gql';
import type { StatBucket } from './order-statistics';

export interface ExpressRow {
  id: string;
  order_id: string | null;
  out_trade_no: string | null;
  express_status: number;
  express_status_text: string | null;
  product_type_text: string | null;
  source_type_text: string | null;
  product_name: string | null;
  express_company: string | null;
  express_nu: string | null;
  receipt_name: string | null;
  receipt_tel: string | null;
  province: string | null;
  city: string | null;
  area: string | null;
  address_detail: string | null;
  remark: string | null;
  /** Sent back by the address edit (conflict-safe edits). */
  version: number;
  ctime: number | null;
  delivery_time: number | null;
  user: { mobile: string | null; username: string | null } | null;
}

const FIELDS = `id order_id out_trade_no express_status express_status_text product_type_text source_type_text product_name express_company express_nu
  receipt_name receipt_tel province city area address_detail remark version ctime delivery_time user { mobile username }`;

/** ExpressPage(query, page, size, sort). */
export async function fetchExpressPage(
  filter: Record<string, unknown>,
  page: number,
  size: number,
  sort: string | undefined,
  signal?: AbortSignal,
): Promise<Page<ExpressRow>> {
  const sortArg = sort ? `, sort: ${lit(sort)}` : '';
  const r = await tradingGql<{ ExpressPage: Page<ExpressRow> }>(
    `{ ExpressPage(query: ${lit(filter)}, page: ${page}, size: ${size}${sortArg}) { totalElements content { ${FIELDS} } } }`,
    { signal },
  );
  return r.ExpressPage;
}

/** ExpressStatistics(termField: express_status): the status-tab counts. */
export async function fetchExpressCounts(filter: Record<string, unknown>, signal?: AbortSignal): Promise<StatBucket[]> {
  const r = await tradingGql<{ ExpressStatistics: StatBucket[] }>(
    `{ ExpressStatistics(query: ${lit(filter)}, termField: "express_status") { code type label count value } }`,
    { signal },
  );
  return r.ExpressStatistics ?? [];
}

export interface ExpressLog {
  id: string;
  from_status_text: string | null;
  to_status_text: string | null;
  remark: string | null;
  ctime: number | null;
  staff: { real_name: string | null } | null;
}

/** One shipment with its status/remark history. */
export async function fetchExpressDetail(id: string, signal?: AbortSignal): Promise<(ExpressRow & { logs: ExpressLog[] | null }) | null> {
  const r = await tradingGql<{ Express: (ExpressRow & { logs: ExpressLog[] | null }) | null }>(
    `{ Express(query: ${lit({ id })}) { ${FIELDS} logs { id from_status_text to_status_text remark ctime staff { real_name } } } }`,
    { signal },
  );
  return r.Express;
}
