import { mobileSchema } from '@console/domain';
import type { FastifyInstance } from 'fastify';
import { z, type ZodType } from 'zod';
import type { AppDeps } from '../../../../platform/deps';
import type { RequestContext } from '../../../../platform/http/context';
import { parseInput } from '../../../../platform/http/validate';
import { defineRoute, mergedInput } from '../../../../platform/http/route';
import {
  blankOptional,
  COLUMN_MAX,
  idFieldAs,
  intField,
  listField,
  optIdField,
  optTextField,
  pageFields,
  requiredText,
} from '../../../../platform/http/fields';
import { authorizeOneToOne, type OneToOneContext } from './access';
import { createPoster } from './poster';
import { checkIsPay, checkIsRegister, checkUserInfo, createOrder, dictConfig, payLink, payOrderListBySource } from './service';

const zMobile = blankOptional(mobileSchema);
const userRef = { uid: optIdField('coerce'), userId: optIdField('coerce'), mobile: zMobile };
const needUser = (v: { uid?: string; userId?: string; mobile?: string }) => Boolean(v.uid || v.userId || v.mobile);

/**
 * The ids these calls take, and why none is checked against a staff member's subjects: the caller is
 * the one-to-one service with its fixed system credential (no staff session, no subject list; the
 * subject is the request's), or a staff member of the one-to-one area.
 */
const PERSON =
  'a person, deliberately across subjects (buying a one-to-one package is how a person starts in a subject); caller: the one-to-one service with its system credential, not a staff session';
const UNSCOPED = {
  uid: PERSON,
  userId: PERSON,
  packageId: 'system credential of the one-to-one service; the use case takes only a package of the request subject',
  channelId: 'system credential of the one-to-one service; the channel is recorded on the new order as given',
  orderId: 'system credential of the one-to-one service; the use case takes only an order of the request subject',
  outTradeNo: 'system credential of the one-to-one service; the use case takes only an order of the request subject',
} as const;

/**
 * The one-to-one order and user service under /1v1api (spec 01 §7). Registered `public` for the
 * platform; every handler first runs authorizeOneToOne (a staff session of the one-to-one area, or
 * the configured system credential). The spec does not give methods: reads answer GET and POST, the two writes (buy/create, poster) POST only.
 */
export function registerOneToOneRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const call = <I>(
    url: string,
    input: ZodType<I> | undefined,
    run: (ctx: OneToOneContext, i: I) => Promise<unknown>,
    methods: ('GET' | 'POST')[] = ['GET', 'POST'],
  ) =>
    // defineRoute, not defineCall: the input is parsed only after the credentials; given here for the object-scope test.
    defineRoute<unknown, unknown, RequestContext>(app, {
      method: methods,
      url,
      access: 'public',
      unscoped: UNSCOPED,
      input,
      handler: async (ctx, { request }) => {
        // Credentials first: an unauthorised caller learns nothing about the parameters.
        const authed = await authorizeOneToOne(ctx, request, deps.config.oneToOneToken);
        const i = input ? parseInput(input, mergedInput(request), request.method === 'GET' ? 'query' : 'body') : ({} as I);
        return run(authed, i);
      },
    });
  const userInput = z.object(userRef).refine(needUser, { message: '不能为空', path: ['mobile'] });

  call('/1v1api/iap/checkUserInfoBear', userInput, (ctx, i) => checkUserInfo(db, ctx, { uid: i.uid ?? i.userId, mobile: i.mobile }));
  call('/1v1api/iap/checkIsRegister', z.object({ mobile: mobileSchema }), (_ctx, i) => checkIsRegister(db, i.mobile));
  call(
    '/1v1api/iap/checkIsPay',
    z.object({ ...userRef, packageId: optIdField('coerce') }).refine(needUser, { message: '不能为空', path: ['mobile'] }),
    (ctx, i) => checkIsPay(db, ctx, { uid: i.uid ?? i.userId, mobile: i.mobile }, i.packageId),
  );
  call(
    '/1v1api/buy/create',
    z
      .object({
        ...userRef,
        packageId: idFieldAs('coerce'),
        source: optTextField(40, 'coerce'),
        channelId: optIdField('coerce'),
        remark: optTextField(200, 'coerce'),
      })
      .refine(needUser, { message: '不能为空', path: ['mobile'] }),
    (ctx, i) => createOrder(db, ctx, { ...i, uid: i.uid ?? i.userId }),
    ['POST'],
  );
  call(
    '/1v1api/order/payLink',
    z
      .object({ orderId: optIdField('coerce'), outTradeNo: optTextField(64, 'coerce') })
      .refine((v) => v.orderId || v.outTradeNo, { message: '不能为空', path: ['orderId'] }),
    (ctx, i) => payLink(db, ctx, i, deps.config.publicUrl),
  );
  call(
    '/1v1api/getPayOrderListBySource',
    z.object({
      source: optTextField(40, 'coerce'),
      uid: optIdField('coerce'),
      status: listField(intField(0, 8, 'coerce')),
      ...pageFields({ reading: 'coerce', maxSize: 200, maxPage: COLUMN_MAX.int }),
    }),
    (ctx, i) => payOrderListBySource(db, ctx, i),
  );
  call('/1v1api/dict/getConfig', z.object({ key: optTextField(40, 'coerce') }), (ctx, i) => dictConfig(db, ctx, i.key));
  call(
    '/1v1api/poster/createPosterCustom',
    z.object({
      title: requiredText(30, 'coerce', '海报标题'),
      subTitle: optTextField(40, 'coerce'),
      content: optTextField(400, 'coerce'),
      qrUrl: optTextField(300, 'coerce'),
      background: optTextField(7, 'coerce'),
    }),
    (ctx, i) => createPoster(db, deps.files, ctx, i),
    ['POST'],
  );
}
