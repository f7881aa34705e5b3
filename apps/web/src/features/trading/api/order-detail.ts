import { lit, tradingGql } from './gql';

export interface OrderDetail {
  id: string;
  out_trade_no: string;
  status: number;
  status_text: string | null;
  regtype_text: string | null;
  packages_name: string | null;
  product_name: string | null;
  amount: number | null;
  total_amount: number | null;
  discount_amount: number | null;
  refunded_amount: number | null;
  coin_type: string | null;
  bear_integral: number | null;
  gem_integral: number | null;
  trade_type_text: string | null;
  client_from_text: string | null;
  remark: string | null;
  /** Bumped by every update: sent back by the remark editor (conflict-safe edits). */
  version: number;
  ctime: number | null;
  buytime: number | null;
  uid: string | null;
  user: { id: string; user_num: string | null; mobile: string | null; username: string | null; nickname: string | null } | null;
  coupon: { name: string | null; rule_text: string | null; amount: number | null; discount: number | null } | null;
  channel: { name: string | null } | null;
  team: { team_name: string | null; term: number | null } | null;
  teacher: { realname: string | null; phone: string | null; department: { name: string | null } | null } | null;
  salesman: { real_name: string | null; mobile: string | null } | null;
  subOrder: Array<{
    id: string;
    product_name: string | null;
    product_type_text: string | null;
    quantity: number | null;
    unit_price: number | null;
    amount: number | null;
    status_text: string | null;
  }> | null;
  express: Array<{
    id: string;
    express_status_text: string | null;
    express_company: string | null;
    express_nu: string | null;
    receipt_name: string | null;
    receipt_tel: string | null;
  }> | null;
  refunds: Array<{
    id: string;
    refund_no: string | null;
    refund_amount: number | null;
    status_text: string | null;
    reason: string | null;
    ctime: number | null;
  }> | null;
}

/** One order with its relations (Order(query: {id})). */
export async function fetchOrderDetail(id: string, signal?: AbortSignal): Promise<OrderDetail | null> {
  const r = await tradingGql<{ Order: OrderDetail | null }>(
    `{ Order(query: ${lit({ id })}) { id out_trade_no status status_text regtype_text packages_name product_name amount total_amount discount_amount
      refunded_amount coin_type bear_integral gem_integral trade_type_text client_from_text remark version ctime buytime uid
      user { id user_num mobile username nickname } coupon { name rule_text amount discount } channel { name } team { team_name term }
      teacher { realname phone department { name } } salesman { real_name mobile }
      subOrder { id product_name product_type_text quantity unit_price amount status_text }
      express { id express_status_text express_company express_nu receipt_name receipt_tel }
      refunds { id refund_no refund_amount status_text reason ctime } } }`,
    { signal },
  );
  return r.Order;
}
