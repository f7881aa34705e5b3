import type { Database } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { AppError } from '../../../platform/http/errors';
import { idempotent } from '../../../platform/idempotency';
import { financeRefund, type RefundResult } from './finance-refund';
import { yuanToFen } from '../../../platform/money';

export const MAX_BATCH_REFUNDS = 200;

export interface BatchItem {
  orderId: string;
  refundAmount: number | string;
  reason?: string;
}

export interface BatchItemResult {
  index: number;
  orderId: string;
  ok: boolean;
  result?: RefundResult;
  error?: string;
  status?: number;
}

export interface BatchResult {
  total: number;
  success: number;
  failed: number;
  items: BatchItemResult[];
}

/**
 * batchRefund: several financeRefunds under one Idempotency-Key. The batch key claims the whole
 * batch (a double click replays it; the same key with another body is 409); each item runs under the
 * sub-key `<key>#<index>` with its own body, in its own transaction with its row lock, so a retried
 * batch (after an unexpected failure freed the batch key) never refunds an item twice. An item that
 * is refused (over the amount left, unpaid, other subject) is reported and the others go on.
 */
export async function batchRefund(
  db: Database,
  ctx: AuthedContext,
  key: string | undefined,
  items: BatchItem[],
  reason: string | undefined,
): Promise<BatchResult> {
  const scope = `refund.batch:${ctx.subject}`;
  const outcome = await idempotent(db, ctx, scope, key, { items, reason: reason ?? null }, async () => {
    const results: BatchItemResult[] = [];
    for (const [index, item] of items.entries()) {
      const itemReason = item.reason?.trim() || reason?.trim();
      try {
        if (!itemReason) throw new AppError('BAD_REQUEST', '请填写退款原因', 'A reason is required');
        const fen = yuanToFen(item.refundAmount, `items.${index}.refundAmount`);
        const done = await idempotent(db, ctx, `${scope}:item`, `${key}#${index}`, { orderId: item.orderId, fen, reason: itemReason }, () =>
          db.transaction((tx) => financeRefund(tx, ctx, item.orderId, fen, itemReason)),
        );
        results.push({ index, orderId: item.orderId, ok: true, result: done.value });
      } catch (err) {
        if (!(err instanceof AppError) || err.kind === 'INTERNAL') throw err;
        results.push({ index, orderId: item.orderId, ok: false, error: err.message, status: err.status });
      }
    }
    const success = results.filter((r) => r.ok).length;
    return { total: results.length, success, failed: results.length - success, items: results };
  });
  return outcome.value;
}
