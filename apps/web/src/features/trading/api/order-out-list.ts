import type { Page } from '../../../components/list-page';
import { http } from '../../../platform/http/client';

export interface OrderOutRow {
  id: string;
  orderId: string;
  outTradeNo: string | null;
  userNum: string | null;
  mobile: string | null;
  outTypeText: string | null;
  targetSubjectText: string | null;
  targetUid: string | null;
  amount: number | null;
  status: number;
  statusText: string | null;
  reason: string | null;
  staffName: string | null;
  outTime: number | null;
  ctime: number | null;
}

export interface OrderOutFilter {
  status?: number[];
  outTradeNo?: string;
  startTime?: number;
  endTime?: number;
  page: number;
  size: number;
}

/** POST /api/o/v1/orderOut/list. */
export function fetchOrderOut(f: OrderOutFilter, signal?: AbortSignal): Promise<Page<OrderOutRow>> {
  return http.post<Page<OrderOutRow>>('/api/o/v1/orderOut/list', f, { signal });
}
