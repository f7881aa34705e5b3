import { http } from '../../../platform/http/client';

/**
 * Invoice issue / void (money calls, CONTRACT §3): each carries the Idempotency-Key of its dialog
 * opening, so a double click replays the first answer instead of acting twice.
 */
export function issueInvoice(input: { id: string; invoiceNo?: string; invoiceUrl?: string }, idempotencyKey: string): Promise<unknown> {
  return http.post<unknown>('/api/o/v1/invoice/issue', input, { headers: { 'Idempotency-Key': idempotencyKey }, silent: true });
}

export function voidInvoice(input: { id: string; reason: string }, idempotencyKey: string): Promise<unknown> {
  return http.post<unknown>('/api/o/v1/invoice/void', input, { headers: { 'Idempotency-Key': idempotencyKey }, silent: true });
}
