import { mobileSchema } from '@console/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../../platform/deps';
import { idempotencyKey, idempotent } from '../../../../platform/idempotency';
import { blankOptional, idFieldAs, moneyField, optIdField, optTextField, timeField } from '../../../../platform/http/fields';
import { defineCall } from '../../../../platform/http/route';
import { yuanToFen } from '../../../../platform/money';
import { calligraphyOrders, createCalligraphyOrder, packagesByMobile } from './service';

const calligraphy = { area: 'calligraphy' } as const;
const base = '/api/s/v1/calligraphy/course';
const who = { uid: optIdField('coerce'), userId: optIdField('coerce'), mobile: blankOptional(mobileSchema) };
const needWho = (v: { uid?: string; userId?: string; mobile?: string }) => Boolean(v.uid || v.userId || v.mobile);

/** Why the buyer of a new order is not checked against the caller's subjects. */
const BUYER =
  'a person buying their first package of this subject need not be in any subject yet (the mobile alternative reaches the same people); the order is made in the active subject and shows nothing of the person';

const createInput = z
  .object({
    ...who,
    packageId: idFieldAs('coerce'),
    remark: optTextField(200, 'coerce'),
    amount: blankOptional(moneyField),
    tradeType: optTextField(40, 'coerce'),
    payTime: timeField,
  })
  .refine(needWho, { message: '不能为空', path: ['mobile'] });

/** Calligraphy package and order calls (spec 01 §7), in the request's subject. */
export function registerCalligraphyRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  defineCall(app, {
    method: 'GET',
    url: `${base}/getCalligraphyPackageByMobile`,
    access: calligraphy,
    input: z.object({ mobile: mobileSchema }),
    handler: async (ctx, i) => packagesByMobile(db, ctx, i.mobile),
  });
  defineCall(app, {
    method: 'GET',
    url: `${base}/getCalligraphyOrder`,
    access: calligraphy,
    scope: { uid: 'student', userId: 'student', orderId: 'order' },
    input: z
      .object({ ...who, orderId: optIdField('coerce') })
      .refine((v) => needWho(v) || v.orderId, { message: '不能为空', path: ['mobile'] }),
    handler: async (ctx, i) => calligraphyOrders(db, ctx, { uid: i.uid ?? i.userId, mobile: i.mobile, orderId: i.orderId }),
  });
  // V1 creates the order to be paid; V2 records an order paid offline (money: a ledger entry). Both once per Idempotency-Key.
  for (const [name, paid] of [
    ['createCalligraphyOrder', false],
    ['createCalligraphyOrderV2', true],
  ] as const) {
    defineCall(app, {
      method: 'POST',
      url: `${base}/${name}`,
      access: calligraphy,
      scope: { packageId: 'package' },
      unscoped: { uid: BUYER, userId: BUYER },
      input: createInput,
      handler: async (ctx, i, { request }) => {
        const paidFen = i.amount === undefined ? undefined : yuanToFen(i.amount, 'amount');
        const r = await idempotent(
          db,
          ctx,
          `calligraphy.${name}:${ctx.subject}`,
          idempotencyKey(request),
          { ...i, payTime: i.payTime?.getTime() },
          () => db.transaction((tx) => createCalligraphyOrder(tx, ctx, { ...i, uid: i.uid ?? i.userId, paidFen }, paid)),
        );
        return r.value;
      },
    });
  }
}
