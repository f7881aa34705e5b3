import { http } from '../../../platform/http/client';

export interface SavedRemark {
  orderId: string;
  remark: string | null;
  version: number;
}

/**
 * updateRemark: the order's remark, conflict-safe by the version the form read (a stale one is 409
 * with `conflict`, which the caller handles: silent, no toast).
 */
export function saveOrderRemark(orderId: string, remark: string, version: number): Promise<SavedRemark> {
  return http.post<SavedRemark>('/api/o/v1/order/updateRemark', { orderId, remark, version }, { silent: true });
}
