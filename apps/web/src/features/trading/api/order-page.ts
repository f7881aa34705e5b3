import type { Page } from '../../../components/list-page';
import { lit, tradingGql } from './gql';

export interface OrderRow {
  id: string;
  out_trade_no: string;
  status: number;
  status_text: string | null;
  regtype: number | null;
  regtype_text: string | null;
  packages_name: string | null;
  product_name: string | null;
  amount: number | null;
  refunded_amount: number | null;
  coin_type: string | null;
  bear_integral: number | null;
  gem_integral: number | null;
  trade_type_text: string | null;
  ctime: number | null;
  buytime: number | null;
  user: { id: string; mobile: string | null; username: string | null } | null;
  teacher: { realname: string | null } | null;
  channel: { name: string | null } | null;
}

const FIELDS = `id out_trade_no status status_text regtype regtype_text packages_name product_name amount refunded_amount coin_type
  bear_integral gem_integral trade_type_text ctime buytime user { id mobile username } teacher { realname } channel { name }`;

/** OrderPage(query, page, size, sort). */
export async function fetchOrderPage(
  filter: Record<string, unknown>,
  page: number,
  size: number,
  sort: string | undefined,
  signal?: AbortSignal,
): Promise<Page<OrderRow>> {
  const sortArg = sort ? `, sort: ${lit(sort)}` : '';
  const r = await tradingGql<{ OrderPage: Page<OrderRow> }>(
    `{ OrderPage(query: ${lit(filter)}, page: ${page}, size: ${size}${sortArg}) { totalElements content { ${FIELDS} } } }`,
    { signal },
  );
  return r.OrderPage;
}
