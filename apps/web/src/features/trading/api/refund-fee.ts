import { http } from '../../../platform/http/client';

export interface RefundFee {
  orderId: string;
  outTradeNo: string;
  paidAmount: number;
  refundedAmount: number;
  /** What can still be refunded (yuan). */
  refundFee: number;
  refundCount: number;
}

/** GET /api/b/xm/refund/order/refundFee?orderId: what is left to refund. */
export function fetchRefundFee(orderId: string, signal?: AbortSignal): Promise<RefundFee> {
  return http.get<RefundFee>('/api/b/xm/refund/order/refundFee', { orderId }, { signal });
}
