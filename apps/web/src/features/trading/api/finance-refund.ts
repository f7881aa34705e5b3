import { http } from '../../../platform/http/client';

export interface FinanceRefundInput {
  orderId: string;
  /** Yuan, 2 decimals (CONTRACT §8). */
  refundAmount: string;
  reason: string;
}

/**
 * POST /api/o/v1/refund/financeRefund with an Idempotency-Key: the same key replays the first answer,
 * so a second click with the dialog's key never makes a second refund.
 */
export function financeRefund(input: FinanceRefundInput, idempotencyKey: string): Promise<unknown> {
  return http.post<unknown>('/api/o/v1/refund/financeRefund', input, { headers: { 'Idempotency-Key': idempotencyKey }, silent: true });
}

/** A fresh key per confirmation dialog opening. */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
}
