import type { Page } from '../../../components/list-page';
import { lit, tradingGql } from './gql';

export interface RefundRow {
  id: string;
  order_id: string;
  out_trade_no: string | null;
  refund_no: string | null;
  refund_amount: number | null;
  coin_type: string | null;
  status: number;
  status_text: string | null;
  reason: string | null;
  trade_type_text: string | null;
  refund_time: number | null;
  fail_reason: string | null;
  ctime: number | null;
  user: { mobile: string | null; username: string | null } | null;
  staff: { real_name: string | null } | null;
}

/** RefundPage(query, page, size, sort). */
export async function fetchRefundPage(
  filter: Record<string, unknown>,
  page: number,
  size: number,
  sort: string | undefined,
  signal?: AbortSignal,
): Promise<Page<RefundRow>> {
  const sortArg = sort ? `, sort: ${lit(sort)}` : '';
  const r = await tradingGql<{ RefundPage: Page<RefundRow> }>(
    `{ RefundPage(query: ${lit(filter)}, page: ${page}, size: ${size}${sortArg}) { totalElements content { id order_id out_trade_no refund_no
      refund_amount coin_type status status_text reason trade_type_text refund_time fail_reason ctime user { mobile username } staff { real_name } } } }`,
    { signal },
  );
  return r.RefundPage;
}
