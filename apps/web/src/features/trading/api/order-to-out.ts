import { http } from '../../../platform/http/client';

export interface OrderToOutInput {
  orderId: string;
  /** 1 another subject, 2 another student, 3 external. */
  outType: 1 | 2 | 3;
  targetSubject?: number;
  targetUid?: string;
  /** What is left (yuan): a stale screen is refused. */
  amount: string;
  reason: string;
}

/** POST /api/o/v1/orderOut/orderToOut with the confirmation's Idempotency-Key. */
export function orderToOut(input: OrderToOutInput, idempotencyKey: string): Promise<unknown> {
  return http.post<unknown>('/api/o/v1/orderOut/orderToOut', input, { headers: { 'Idempotency-Key': idempotencyKey }, silent: true });
}
