import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/deps';
import { assertAccess } from '../../../platform/http/access';
import { idempotent } from '../../../platform/idempotency';
import { defineCall, idempotencyKey, pageFields, zId, zInt, zList, zMoney, zOptId, zOptInt, zOptText, zText, zTime } from '../../../platform/http/kit';
import { yuanToFen } from '../../../platform/money';
import { exportOrderOut, listOrderOut, orderToOut } from './order-out';

const orders = { area: 'orders' } as const;
const filter = {
  status: zList(zInt(0, 2)),
  outType: zOptInt(1, 3),
  outTradeNo: zOptText(64),
  uid: zOptId,
  startTime: zTime,
  endTime: zTime,
};

/** The student and order number the lists filter by. */
const filterScope = { uid: 'student', outTradeNo: 'orderNo' } as const;

/** The filter of POST /api/o/v1/orderOut/export (also what an order-out export job stores). */
export const orderOutExportInput = z.object({ ...filter, fileName: zOptText(150) });

/** Order-out (/shiftOrder): list, export, orderToOut (spec 01 §7). */
export function registerOrderOutRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  defineCall(app, {
    method: ['GET', 'POST'],
    url: '/api/o/v1/orderOut/list',
    access: orders,
    scope: filterScope,
    input: z.object({ ...filter, ...pageFields(20, 200) }),
    handler: async (ctx, f) => listOrderOut(db, ctx, f),
  });

  // The export belongs to the exports area (inventory) and needs the orders area too.
  defineCall(app, {
    method: ['GET', 'POST'],
    url: '/api/o/v1/orderOut/export',
    access: { area: 'exports' },
    reply: 'raw',
    scope: filterScope,
    input: orderOutExportInput,
    handler: async (ctx, f, { request, reply }) => {
      assertAccess(ctx, orders, 'orderOut/export');
      return exportOrderOut(db, ctx, f, request, reply);
    },
  });

  // Moves money out of the subject line: once per Idempotency-Key, in one transaction.
  defineCall(app, {
    method: 'POST',
    url: '/api/o/v1/orderOut/orderToOut',
    access: orders,
    // the student the money goes to (outType 2) must be one the caller may see, like the order
    scope: { orderId: 'order', targetUid: 'student' },
    input: z.object({
      orderId: zId,
      outType: z.preprocess((v) => (v === undefined || v === '' ? 1 : v), zInt(1, 3)),
      targetSubject: zOptInt(0, 99),
      targetUid: zOptId,
      amount: z.preprocess((v) => (v === '' || v === null ? undefined : v), zMoney.optional()),
      reason: zText(500, '转出原因'),
    }),
    handler: async (ctx, i, { request }) => {
      const amountFen = i.amount === undefined ? undefined : yuanToFen(i.amount, 'amount');
      const r = await idempotent(db, ctx, `order.toOut:${ctx.subject}`, idempotencyKey(request), i, () =>
        db.transaction((tx) => orderToOut(tx, ctx, { ...i, amountFen })),
      );
      return r.value;
    },
  });
}
