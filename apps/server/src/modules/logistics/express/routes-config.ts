import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/deps';
import { idempotencyKey, idempotent } from '../../../platform/idempotency';
import {
  COLUMN_MAX,
  idFieldAs,
  intField,
  optIdField,
  optIntField,
  optTextField,
  pageFields,
  requiredText,
} from '../../../platform/http/fields';
import { defineCall } from '../../../platform/http/route';
import {
  centerAddressList,
  createStrategy,
  expressBoxTypes,
  expressSwitches,
  expressVersions,
  overseaCountries,
  setExpressSwitch,
  setStrategyStatus,
  strategiesByProductType,
  updateStrategy,
} from './express-config';
import { expressOf } from './express-view';
import { manualDelivery, manualDeliveryList, updateExpressBox } from './manual-delivery';

const expressArea = { area: 'express' } as const;
const GET_POST: ('GET' | 'POST')[] = ['GET', 'POST'];
const both = (path: string) => [`/api/ex/v1/express/${path}`, `/api/ex/v2/express/${path}`];

const strategyFields = {
  productType: intField(0, 9, 'coerce'),
  name: requiredText(50, 'coerce', '策略名称'),
  status: optIntField(0, 1, 'coerce'),
  warehouseName: optTextField(50, 'coerce'),
  expressCompany: optTextField(30, 'coerce'),
  delayDays: optIntField(0, 365, 'coerce'),
  rule: z.record(z.string(), z.unknown()).optional(),
};

/** Regions, countries, versions, delivery strategies, switches, manual delivery and the express box. */
export function registerExpressConfigRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const codeInput = z.object({ code: optTextField(20, 'coerce') });
  defineCall(app, {
    method: GET_POST,
    url: both('getCenterAddressList'),
    access: expressArea,
    input: codeInput,
    handler: async (_ctx, i) => centerAddressList(db, i.code, false),
  });
  defineCall(app, {
    method: GET_POST,
    url: both('getCenterAddressTownList'),
    access: expressArea,
    input: codeInput,
    handler: async (_ctx, i) => centerAddressList(db, i.code, true),
  });
  defineCall(app, { method: GET_POST, url: both('getOverseaCountryList'), access: expressArea, handler: async () => overseaCountries(db) });
  defineCall(app, {
    method: GET_POST,
    url: both('getExpressVersionList'),
    access: expressArea,
    input: z.object({ productType: optIntField(0, 9, 'coerce') }),
    handler: async (ctx, i) => expressVersions(db, ctx, i.productType),
  });

  defineCall(app, {
    method: 'POST',
    url: both('deliveryStrategy/create'),
    access: expressArea,
    input: z.object(strategyFields),
    handler: async (ctx, i) => db.transaction((tx) => createStrategy(tx, ctx, i)),
  });
  defineCall(app, {
    method: 'POST',
    url: both('deliveryStrategy/update'),
    access: expressArea,
    scope: { id: 'deliveryStrategy' },
    input: z.object({ id: idFieldAs('coerce'), ...strategyFields }),
    handler: async (ctx, i) => db.transaction((tx) => updateStrategy(tx, ctx, i.id, i)),
  });
  defineCall(app, {
    method: GET_POST,
    url: both('deliveryStrategy/listByProductType'),
    access: expressArea,
    input: z.object({ productType: optIntField(0, 9, 'coerce'), status: optIntField(0, 1, 'coerce') }),
    handler: async (ctx, i) => strategiesByProductType(db, ctx, i.productType, i.status),
  });
  defineCall(app, {
    method: 'POST',
    url: both('deliveryStrategy/updateStatus'),
    access: expressArea,
    scope: { id: 'deliveryStrategy' },
    input: z.object({ id: idFieldAs('coerce'), status: intField(0, 1, 'coerce') }),
    handler: async (ctx, i) => db.transaction((tx) => setStrategyStatus(tx, ctx, i.id, i.status)),
  });

  defineCall(app, {
    method: GET_POST,
    url: both('getExpressSwitchList'),
    access: expressArea,
    handler: async (ctx) => expressSwitches(db, ctx),
  });
  defineCall(app, {
    method: 'POST',
    url: both('updateExpressSwitch'),
    access: expressArea,
    input: z.object({
      switchKey: requiredText(50, 'coerce', '开关').pipe(z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/, '只能包含字母、数字和下划线')),
      isOpen: intField(0, 1, 'coerce'),
      remark: optTextField(200, 'coerce'),
    }),
    handler: async (ctx, i) => db.transaction((tx) => setExpressSwitch(tx, ctx, i.switchKey, i.isOpen, i.remark)),
  });

  // Manual delivery (/api/os/v1/buy/scheduling/): a new shipment moves stock, so it takes an Idempotency-Key.
  defineCall(app, {
    method: 'POST',
    url: '/api/os/v1/buy/scheduling/manualDelivery',
    access: expressArea,
    scope: { orderId: 'order', addressId: 'address' },
    input: z.object({
      orderId: idFieldAs('coerce'),
      productType: intField(0, 9, 'coerce'),
      productName: requiredText(100, 'coerce', '商品名称'),
      productVersion: optTextField(50, 'coerce'),
      expressTotal: z.preprocess((v) => (v === undefined || v === '' ? 1 : v), intField(1, 100, 'coerce')),
      addressId: optIdField('coerce'),
      remark: optTextField(500, 'coerce'),
    }),
    handler: async (ctx, i, { request }) => {
      const r = await idempotent(db, ctx, `express.manual:${ctx.subject}`, idempotencyKey(request), i, async () =>
        expressOf(db, ctx, await db.transaction((tx) => manualDelivery(tx, ctx, i))),
      );
      return r.value;
    },
  });
  defineCall(app, {
    method: GET_POST,
    url: '/api/os/v1/buy/scheduling/manualDeliveryList',
    access: expressArea,
    scope: { orderId: 'order' },
    input: z.object({ orderId: optIdField('coerce'), ...pageFields({ reading: 'coerce', maxSize: 200, maxPage: COLUMN_MAX.int }) }),
    handler: async (ctx, i) => manualDeliveryList(db, ctx, i),
  });

  // The express box (spec: GET for both; the update is a write, so the op log records it).
  defineCall(app, {
    method: GET_POST,
    url: '/api/ts/v1/teaching/system/getExpressBoxType',
    access: expressArea,
    handler: async (ctx) => expressBoxTypes(db, ctx),
  });
  defineCall(app, {
    method: GET_POST,
    url: '/api/ts/v1/teaching/system/updateExpressBox',
    access: expressArea,
    scope: { expressId: 'express' },
    input: z.object({ expressId: idFieldAs('coerce'), boxType: requiredText(50, 'coerce', '盒子类型') }),
    handler: async (ctx, i) => db.transaction((tx) => updateExpressBox(tx, ctx, i.expressId, i.boxType)),
  });
}
