import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/deps';
import {
  giftsOf,
  orderDetail,
  orderPrice,
  orderRefundStatus,
  orderRemaining,
  subListOf,
  unionCouponOrderInfo,
  encodeOrder,
} from './detail';
import {
  COLUMN_MAX,
  idFieldAs,
  intField,
  listField,
  optIdField,
  optTextField,
  pageFields,
  requiredText,
} from '../../../platform/http/fields';
import { defineCall } from '../../../platform/http/route';
import { ordersByMergeOutTradeNo, ordersByRegtypes, ordersByStatus, promotionsForUnionOrder, unionOrderList } from './lookups';
import { registerOrderWriteRoutes } from './routes-writes';

const orders = { area: 'orders' } as const;
const GET_POST: ('GET' | 'POST')[] = ['GET', 'POST'];
const codeList = listField(z.union([z.string().max(40), z.number()]));

const byStatus = (pageSize: number) =>
  z.object({
    userId: idFieldAs('coerce'),
    status: codeList,
    page: z.preprocess((v) => (v === '' ? undefined : v), intField(0, COLUMN_MAX.int, 'coerce').default(0)),
    pageSize: z.preprocess((v) => (v === '' ? undefined : v), intField(1, 1000, 'coerce').default(pageSize)),
  });

const byRegtypes = z.object({
  userId: idFieldAs('coerce'),
  regtypes: codeList,
  regTypes: codeList,
  status: codeList,
  statues: codeList,
  statuses: codeList,
  subjects: listField(z.coerce.number().int('必须是学科编号')),
});
type ByRegtypes = z.infer<typeof byRegtypes>;
const regtypeInput = (b: ByRegtypes) => ({
  userId: b.userId,
  regtypes: b.regtypes ?? b.regTypes,
  status: b.status ?? b.statues ?? b.statuses,
  subjects: b.subjects,
});

const orderRef = z
  .object({ orderId: optIdField('coerce'), outTradeNo: optTextField(64, 'coerce') })
  .refine((v) => v.orderId || v.outTradeNo, { message: '不能为空', path: ['orderId'] });
const orderIdOnly = z.object({ orderId: idFieldAs('coerce') });
/** Scope of the calls naming one order by id or by number. */
const orderRefScope = { orderId: 'order', outTradeNo: 'orderNo' } as const;
const studentScope = { userId: 'student' } as const;

/** The REST order lookups of spec 01 §7 ("Order and refund calls"); writes and exports in routes-writes.ts. */
export function registerOrderRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  // Completed orders of a student: v1 pages of 100, v2 pages of 30 (spec 01 §9); page is 0-based.
  for (const [version, pageSize] of [
    ['v1', 100],
    ['v2', 30],
  ] as const) {
    defineCall(app, {
      method: 'GET',
      url: `/api/o/${version}/order/getOrdersByStatus`,
      access: orders,
      scope: studentScope,
      input: byStatus(pageSize),
      handler: async (ctx, input) =>
        ordersByStatus(db, ctx, { userId: input.userId, status: input.status, page: input.page, pageSize: input.pageSize }),
    });
  }

  // The regtype / status lookups: "getOrderBy…" answers the newest match (or null), "getOrderList…" all matches.
  const regtypeCalls: [string, boolean][] = [
    ['getOrderByRegtypesAndStatus', true],
    ['getOrderListByRegtypesAndStatus', false],
    ['getOrderListByRegTypesAndStatues', false],
    ['getOrderByRegTypesAndStatuesAndSubjects', true],
  ];
  for (const [name, single] of regtypeCalls) {
    defineCall(app, {
      method: GET_POST,
      url: `/api/o/v1/order/${name}`,
      access: orders,
      scope: studentScope,
      input: byRegtypes,
      handler: async (ctx, input) => {
        const list = await ordersByRegtypes(db, ctx, regtypeInput(input), single ? 1 : 200);
        return single ? (list[0] ?? null) : list;
      },
    });
  }

  defineCall(app, {
    method: GET_POST,
    url: '/api/o/v1/order/detail',
    access: orders,
    scope: { orderId: 'order' },
    input: orderIdOnly,
    handler: async (ctx, i) => orderDetail(db, ctx, i.orderId),
  });
  defineCall(app, {
    method: GET_POST,
    url: '/api/o/v1/order/getOrderPrice',
    access: orders,
    scope: orderRefScope,
    input: orderRef,
    handler: async (ctx, i) => orderPrice(db, ctx, i),
  });
  defineCall(app, {
    method: GET_POST,
    url: '/api/o/v1/order/getOrderRemainingAmount',
    access: orders,
    scope: orderRefScope,
    input: orderRef,
    handler: async (ctx, i) => orderRemaining(db, ctx, i),
  });
  defineCall(app, {
    method: GET_POST,
    url: '/api/o/v1/order/queryUnionCouponOrderInfo',
    access: orders,
    scope: orderRefScope,
    input: orderRef,
    handler: async (ctx, i) => unionCouponOrderInfo(db, ctx, i),
  });
  defineCall(app, {
    method: GET_POST,
    url: '/api/o/v1/order/getEncode',
    access: orders,
    scope: orderRefScope,
    input: orderRef,
    handler: async (ctx, i) => encodeOrder(db, ctx, i),
  });
  defineCall(app, {
    method: GET_POST,
    url: '/api/o/v1/order/getOrdersByMergeOutTradeNo',
    access: orders,
    input: z.object({ mergeOutTradeNo: requiredText(64, 'coerce', '合并订单号') }),
    handler: async (ctx, i) => ordersByMergeOutTradeNo(db, ctx, i.mergeOutTradeNo),
  });
  defineCall(app, {
    method: 'GET',
    url: '/api/o/v3/order/getOrderRefundStatus',
    access: orders,
    scope: orderRefScope,
    input: orderRef,
    handler: async (ctx, i) => orderRefundStatus(db, ctx, i),
  });
  defineCall(app, {
    method: 'GET',
    url: '/api/o/v3/sub/getOrderSubListByOrderIdAndUserId',
    access: orders,
    scope: { orderId: 'order', userId: 'student' },
    input: z.object({ orderId: idFieldAs('coerce'), userId: idFieldAs('coerce') }),
    handler: async (ctx, i) => subListOf(db, ctx, i.orderId, i.userId),
  });
  defineCall(app, {
    method: GET_POST,
    url: '/api/o/v3/gift/queryGiftByOrderId',
    access: orders,
    scope: { orderId: 'order' },
    input: orderIdOnly,
    handler: async (ctx, i) => giftsOf(db, ctx, i.orderId),
  });

  // Promotion order lists (prefix not in the spec: /api/o/v1/order/, docs/decisions/trading.md).
  const unionInput = z.object({
    userId: optIdField('coerce'),
    outTradeNo: optTextField(64, 'coerce'),
    ...pageFields({ reading: 'coerce', maxSize: 200, maxPage: COLUMN_MAX.int }),
  });
  for (const [name, union] of [
    ['getUnionOrderList', true],
    ['getNotUnionOrderList', false],
  ] as const) {
    defineCall(app, {
      method: GET_POST,
      url: `/api/o/v1/order/${name}`,
      access: orders,
      scope: { userId: 'student' },
      unscoped: {
        outTradeNo:
          'a search text matching an order number or a merge number, within the active subject only (the query narrows o.subject)',
      },
      input: unionInput,
      handler: async (ctx, i) => unionOrderList(db, ctx, i, union),
    });
  }
  defineCall(app, {
    method: GET_POST,
    url: '/api/o/v1/order/getPromotionsListForUnionOrder',
    access: orders,
    input: z.object({ mergeOutTradeNo: requiredText(64, 'coerce', '合并订单号') }),
    handler: async (ctx, i) => promotionsForUnionOrder(db, ctx, i.mergeOutTradeNo),
  });

  registerOrderWriteRoutes(app, deps);
}
