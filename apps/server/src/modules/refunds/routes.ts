import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { defineRoute } from '../../platform/http/route';
import { idempotent } from '../../platform/idempotency';
import { financeRefund, findRefunds } from './finance-refund';
import { yuanToFen } from './money';

const refundBody = z.object({
  orderId: z.union([z.string().regex(/^\d{1,18}$/, '必须是订单编号'), z.number().int().positive()]).transform(String),
  refundAmount: z.union([z.number(), z.string()]),
  reason: z.string().trim().min(1, '请填写退款原因').max(500, '退款原因最多500字'),
});
type RefundBody = z.infer<typeof refundBody>;

export function registerRefundRoutes(app: FastifyInstance, deps: AppDeps): void {
  // CONTRACT §8: finance refunds a paid order, once per Idempotency-Key.
  defineRoute<RefundBody>(app, {
    method: 'POST',
    url: '/api/o/v1/refund/financeRefund',
    access: { area: 'refund-payment' },
    body: refundBody,
    handler: async (ctx, { body, request }) => {
      const fen = yuanToFen(body.refundAmount, 'refundAmount');
      const key = request.headers['idempotency-key'];
      const result = await idempotent(deps.db, ctx, `refund.finance:${ctx.subject}`, Array.isArray(key) ? key[0] : key, body, () =>
        deps.db.transaction((tx) => financeRefund(tx, ctx, body.orderId, fen, body.reason)),
      );
      return result.value;
    },
  });

  defineRoute<{ outTradeNo: string }>(app, {
    method: 'POST',
    url: '/api/o/v1/refund/findRefunds',
    access: { area: 'refunds' },
    body: z.object({ outTradeNo: z.string().trim().min(1, '请输入订单号').max(64) }),
    handler: async (ctx, { body }) => findRefunds(deps.db, ctx, body.outTradeNo),
  });
}
