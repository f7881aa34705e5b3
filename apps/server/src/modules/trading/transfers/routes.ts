import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/deps';
import { assertAccess } from '../../../platform/http/access';
import { idempotencyKey, idempotent } from '../../../platform/idempotency';
import {
  blankOptional,
  COLUMN_MAX,
  idFieldAs,
  intField,
  listField,
  moneyField,
  optIdField,
  optIntField,
  optTextField,
  pageFields,
  requiredText,
  timeField,
} from '../../../platform/http/fields';
import { defineCall } from '../../../platform/http/route';
import { yuanToFen } from '../../../platform/money';
import { exportOrderOut, listOrderOut, orderToOut } from './order-out';

const orders = { area: 'orders' } as const;
const filter = {
  status: listField(intField(0, 2, 'coerce')),
  outType: optIntField(1, 3, 'coerce'),
  outTradeNo: optTextField(64, 'coerce'),
  uid: optIdField('coerce'),
  startTime: timeField,
  endTime: timeField,
};

/** The student and order number the lists filter by. */
const filterScope = { uid: 'student', outTradeNo: 'orderNo' } as const;

/** The filter of POST /api/o/v1/orderOut/export (also what an order-out export job stores). */
export const orderOutExportInput = z.object({ ...filter, fileName: optTextField(150, 'coerce') });

/** Order-out (/shiftOrder): list, export, orderToOut (spec 01 §7). */
export function registerOrderOutRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  defineCall(app, {
    method: ['GET', 'POST'],
    url: '/api/o/v1/orderOut/list',
    access: orders,
    scope: filterScope,
    input: z.object({ ...filter, ...pageFields({ reading: 'coerce', maxSize: 200, maxPage: COLUMN_MAX.int }) }),
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
      orderId: idFieldAs('coerce'),
      outType: z.preprocess((v) => (v === undefined || v === '' ? 1 : v), intField(1, 3, 'coerce')),
      targetSubject: optIntField(0, 99, 'coerce'),
      targetUid: optIdField('coerce'),
      amount: blankOptional(moneyField),
      reason: requiredText(500, 'coerce', '转出原因'),
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
