import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/deps';
import { defineCall, pageFields, zInt, zList, zOptId, zOptText } from '../../../platform/http/kit';
import { businessUserExpressPage, logisticsDetail, umsExpressList, umsOrderList } from './service';

const ums = { area: 'ums' } as const;
const base = '/ums/api/im/g/v2/order';
const who = { uid: zOptId, userId: zOptId, mobile: zOptText(20) };

/** Shop logistics (UMS) calls of spec 01 §7, in the request's subject. */
export function registerUmsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  defineCall(app, {
    method: 'POST',
    url: `${base}/expressList`,
    access: ums,
    scope: { uid: 'student', userId: 'student', orderId: 'order', outTradeNo: 'orderNo' },
    input: z.object({ ...who, orderId: zOptId, outTradeNo: zOptText(64) }),
    handler: async (ctx, i) => umsExpressList(db, ctx, { ...i, uid: i.uid ?? i.userId }),
  });
  defineCall(app, {
    method: 'POST',
    url: `${base}/businessUserExpressPage`,
    access: ums,
    scope: { uid: 'student', userId: 'student' },
    input: z.object({ ...who, expressStatus: zList(zInt(0, 9)), productType: zList(zInt(0, 9)), ...pageFields(20, 200) }),
    handler: async (ctx, i) => businessUserExpressPage(db, ctx, { ...i, uid: i.uid ?? i.userId }),
  });
  defineCall(app, {
    method: 'POST',
    url: `${base}/orderList`,
    access: ums,
    scope: { uid: 'student', userId: 'student' },
    input: z.object({ ...who, regtype: zList(zInt(1, 11)), status: zList(zInt(0, 8)), ...pageFields(20, 200) }),
    handler: async (ctx, i) => umsOrderList(db, ctx, { ...i, uid: i.uid ?? i.userId }),
  });
  defineCall(app, {
    method: 'POST',
    url: `${base}/getLogisticsDetail`,
    access: ums,
    scope: { expressId: 'express', id: 'express' },
    input: z.object({ expressId: zOptId, id: zOptId, expressNu: zOptText(40) }),
    handler: async (ctx, i) => logisticsDetail(db, ctx, { expressId: i.expressId ?? i.id, expressNu: i.expressNu }),
  });
}
