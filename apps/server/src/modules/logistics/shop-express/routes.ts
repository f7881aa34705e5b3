import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/deps';
import { COLUMN_MAX, intField, listField, optIdField, optTextField, pageFields } from '../../../platform/http/fields';
import { defineCall } from '../../../platform/http/route';
import { businessUserExpressPage, logisticsDetail, umsExpressList, umsOrderList } from './service';

const ums = { area: 'ums' } as const;
const base = '/ums/api/im/g/v2/order';
const who = { uid: optIdField('coerce'), userId: optIdField('coerce'), mobile: optTextField(20, 'coerce') };

/** Shop logistics (UMS) calls of spec 01 §7, in the request's subject. */
export function registerUmsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  defineCall(app, {
    method: 'POST',
    url: `${base}/expressList`,
    access: ums,
    scope: { uid: 'student', userId: 'student', orderId: 'order', outTradeNo: 'orderNo' },
    input: z.object({ ...who, orderId: optIdField('coerce'), outTradeNo: optTextField(64, 'coerce') }),
    handler: async (ctx, i) => umsExpressList(db, ctx, { ...i, uid: i.uid ?? i.userId }),
  });
  defineCall(app, {
    method: 'POST',
    url: `${base}/businessUserExpressPage`,
    access: ums,
    scope: { uid: 'student', userId: 'student' },
    input: z.object({
      ...who,
      expressStatus: listField(intField(0, 9, 'coerce')),
      productType: listField(intField(0, 9, 'coerce')),
      ...pageFields({ reading: 'coerce', maxSize: 200, maxPage: COLUMN_MAX.int }),
    }),
    handler: async (ctx, i) => businessUserExpressPage(db, ctx, { ...i, uid: i.uid ?? i.userId }),
  });
  defineCall(app, {
    method: 'POST',
    url: `${base}/orderList`,
    access: ums,
    scope: { uid: 'student', userId: 'student' },
    input: z.object({
      ...who,
      regtype: listField(intField(1, 11, 'coerce')),
      status: listField(intField(0, 8, 'coerce')),
      ...pageFields({ reading: 'coerce', maxSize: 200, maxPage: COLUMN_MAX.int }),
    }),
    handler: async (ctx, i) => umsOrderList(db, ctx, { ...i, uid: i.uid ?? i.userId }),
  });
  defineCall(app, {
    method: 'POST',
    url: `${base}/getLogisticsDetail`,
    access: ums,
    scope: { expressId: 'express', id: 'express' },
    input: z.object({ expressId: optIdField('coerce'), id: optIdField('coerce'), expressNu: optTextField(40, 'coerce') }),
    handler: async (ctx, i) => logisticsDetail(db, ctx, { expressId: i.expressId ?? i.id, expressNu: i.expressNu }),
  });
}
