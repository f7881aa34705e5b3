import { http } from '../../../platform/http/client';
import { lit, tradingGql } from './gql';

export interface BatchOrder {
  id: string;
  out_trade_no: string;
  status: number;
  status_text: string | null;
  amount: number | null;
  refunded_amount: number | null;
}

/** The orders of the pasted order numbers (OrderList; at most 200). */
export async function fetchOrdersByNo(outTradeNos: string[], signal?: AbortSignal): Promise<BatchOrder[]> {
  if (!outTradeNos.length) return [];
  const r = await tradingGql<{ OrderList: BatchOrder[] }>(
    `{ OrderList(query: ${lit({ out_trade_no: outTradeNos })}, size: ${outTradeNos.length}) { id out_trade_no status status_text amount refunded_amount } }`,
    { signal },
  );
  return r.OrderList ?? [];
}

export interface BatchItemResult {
  index: number;
  orderId: string;
  ok: boolean;
  error?: string;
  result?: { refundId: string; refundAmount: number; refundedTotal: number; orderStatus: number };
}

export interface BatchResult {
  total: number;
  success: number;
  failed: number;
  items: BatchItemResult[];
}

/** POST /api/o/v1/refund/batchRefund with the confirmation's Idempotency-Key (a double click replays the batch). */
export function batchRefund(
  items: Array<{ orderId: string; refundAmount: string; reason?: string }>,
  reason: string,
  idempotencyKey: string,
): Promise<BatchResult> {
  return http.post<BatchResult>(
    '/api/o/v1/refund/batchRefund',
    { items, reason },
    { headers: { 'Idempotency-Key': idempotencyKey }, silent: true },
  );
}

export interface RefundDetail {
  id: string;
  refundNo: string | null;
  orderId: string;
  outTradeNo: string | null;
  refundAmount: number;
  status: number;
  reason: string | null;
  tradeType: string | null;
  failReason: string | null;
  staffName: string | null;
  refundTime: number | null;
  ctime: number;
  orderStatus: number;
  orderAmount: number;
  orderRefundedAmount: number;
  orderRemainingAmount: number;
  ledger: Array<{ id: string; entryType: string; amount: number; balanceAfter: number; ctime: number }>;
  approval: { id: string; approvalName: string | null; applyName: string | null; status: number } | null;
}

/** POST /api/o/v1/refund/refundDetail. */
export function fetchRefundDetail(refundId: string, signal?: AbortSignal): Promise<RefundDetail> {
  return http.post<RefundDetail>('/api/o/v1/refund/refundDetail', { refundId }, { signal });
}
