import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/deps';
import { defineCall, defineRoute } from '../../../platform/http/route';
import { idempotencyKey, idempotent } from '../../../platform/idempotency';
import { blankOptional, idFieldAs, optIdField, optIntField, optTextField } from '../../../platform/http/fields';
import { errors } from '../../../platform/http/errors';
import { batchRefund, MAX_BATCH_REFUNDS } from './batch-refund';
import { financeRefund, findRefunds, refundPage } from './finance-refund';
import { yuanToFen } from '../../../platform/money';
import { refundDetail, refundFee } from './refund-queries';

const refundBody = z.object({
  orderId: z.union([z.string().regex(/^\d{1,18}$/, '必须是订单编号'), z.number().int().positive()]).transform(String),
  refundAmount: z.union([z.number(), z.string()]),
  reason: z.string().trim().min(1, '请填写退款原因').max(500, '退款原因最多500字'),
});
type RefundBody = z.infer<typeof refundBody>;

const findRefundsBody = z.object({
  outTradeNo: blankOptional(z.string().trim().min(1).max(64)),
  page: optIntField(1, 100_000, 'coerce'),
  size: optIntField(1, 1000, 'coerce'),
});
type FindRefundsBody = z.infer<typeof findRefundsBody>;

export function registerRefundRoutes(app: FastifyInstance, deps: AppDeps): void {
  // CONTRACT §8: finance refunds a paid order, once per Idempotency-Key.
  defineRoute<RefundBody>(app, {
    method: 'POST',
    url: '/api/o/v1/refund/financeRefund',
    access: { area: 'refund-payment' },
    scope: { orderId: 'order' },
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

  // An order's refunds by outTradeNo (a list, as before); with page/size (the finance refund list
  // sends {page, size} and its filters) the subject's refunds as a page, narrowed by outTradeNo.
  defineRoute<FindRefundsBody>(app, {
    method: 'POST',
    url: '/api/o/v1/refund/findRefunds',
    access: { area: 'refunds' },
    scope: { outTradeNo: 'orderNo' },
    body: findRefundsBody,
    handler: async (ctx, { body }) => {
      if (body.page === undefined && body.size === undefined) {
        if (!body.outTradeNo) throw errors.invalidField('outTradeNo', '不能为空', 'is required');
        return findRefunds(deps.db, ctx, body.outTradeNo);
      }
      return refundPage(deps.db, ctx, { outTradeNo: body.outTradeNo, page: body.page ?? 1, size: body.size ?? 10 });
    },
  });

  registerRefundExtraRoutes(app, deps);
}

const batchItem = z.object({
  orderId: idFieldAs('coerce'),
  refundAmount: z.union([z.number(), z.string()], { message: '必须是金额' }),
  reason: optTextField(500, 'coerce'),
});
const batchBody = z.object({
  items: z.array(batchItem).min(1, '至少一笔退款').max(MAX_BATCH_REFUNDS, `一次最多${MAX_BATCH_REFUNDS}笔`).optional(),
  list: z.array(batchItem).min(1, '至少一笔退款').max(MAX_BATCH_REFUNDS, `一次最多${MAX_BATCH_REFUNDS}笔`).optional(),
  reason: optTextField(500, 'coerce'),
});

/** batchRefund, refundDetail and refundFee (spec 01 §7 "Refunds"). */
function registerRefundExtraRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Several refunds under one Idempotency-Key: `{items: [{orderId, refundAmount, reason?}], reason?}` or a JSON array.
  defineCall(app, {
    method: 'POST',
    url: '/api/o/v1/refund/batchRefund',
    access: { area: 'refund-payment' },
    input: batchBody.refine((b) => b.items || b.list, { message: '不能为空', path: ['items'] }),
    handler: async (ctx, body, { request }) =>
      batchRefund(deps.db, ctx, idempotencyKey(request), body.items ?? body.list ?? [], body.reason),
  });

  defineCall(app, {
    method: 'POST',
    url: '/api/o/v1/refund/refundDetail',
    access: { area: 'refunds' },
    scope: { refundId: 'refund' },
    input: z.object({ refundId: optIdField('coerce'), refundNo: optTextField(64, 'coerce') }),
    handler: async (ctx, input) => refundDetail(deps.db, ctx, input),
  });

  defineCall(app, {
    method: 'GET',
    url: '/api/b/xm/refund/order/refundFee',
    access: { area: 'refunds' },
    scope: { orderId: 'order', userId: 'student' },
    input: z.object({ orderId: idFieldAs('coerce'), userId: optIdField('coerce') }),
    handler: async (ctx, input) => refundFee(deps.db, ctx, input.orderId, input.userId),
  });
}
