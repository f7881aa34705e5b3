import { http } from '../../../platform/http/client';

/** POST /api/b/v1/reSendOrderCompleteMessage: once per minute per order (otherwise 429 with the wait). */
export const resendCompleteMessage = (orderId: string) => http.post<unknown>('/api/b/v1/reSendOrderCompleteMessage', { orderId });

export interface MessageBatchResult {
  total: number;
  sent: number;
  failed: number;
  results: Array<{ orderId: string; ok: boolean; error?: string }>;
}

/** The push-message variants: to the order's student (`pushMsgByOrderIds`) or to its teacher (`sendMsgForTeacher`). */
export function pushOrderMessage(target: 'student' | 'teacher', orderIds: string[], scenarioId: string): Promise<MessageBatchResult> {
  const path = target === 'student' ? '/api/o/v1/order/pushMsgByOrderIds' : '/api/o/v1/order/sendMsgForTeacher';
  return http.post<MessageBatchResult>(path, { orderIds, scenarioId }, { silent: true });
}
