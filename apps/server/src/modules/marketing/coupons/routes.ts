import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/deps';
import { errors } from '../../../platform/http/errors';
import { idempotent } from '../../../platform/idempotency';
import { idField, idList, inputOf, intField, msField, pageFields, requiredText, textField } from '../../../platform/http/fields';
import { defineCall } from '../../../platform/http/route';
import { createCouponInput, updateCouponInput } from './coupon-input';
import { sendCoupon, studentsByKeys, type SendRequest } from './coupon-send';
import { couponPage, createCoupon, deleteCoupon, findCoupon, nameIsFree, updateCoupon } from './coupons';
import {
  campCoupons,
  campInsertInput,
  campListInput,
  couponDetailInfo,
  createDispenseInput,
  dispenseDetails,
  dispenseRule,
  downCampCoupon,
  insertCampCoupon,
  periodInput,
  saveDispenseRule,
} from './dispense';
import { changeCouponUser, updateHeld, userCoupons } from './user-coupons';

const access = { area: 'coupons' } as const;
const C = '/api/s/v1/coupon';

/** 0-based page (the original client's coupon list starts at page 0). */
const zeroPage = pageFields({ from: 0, maxSize: 200 });
const idInput = inputOf({ id: idField });
const couponScope = { id: 'coupon' } as const;
/** Teacher duties are a fixed list of codes, not objects of a subject. */
const dutyUnscoped = 'a teacher duty code (fixed list), not an object of a subject';
const headerKey = (r: FastifyRequest) => {
  const k = r.headers['idempotency-key'];
  return Array.isArray(k) ? k[0] : k;
};

/** The coupon calls of spec 01 §7 (/coupon, /sendcoupon, the student coupon tab, the training camp). */
export function registerCouponRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  defineCall(app, {
    method: 'GET',
    url: [`${C}/getAllCoupons`, `${C}/getCouponInfo`],
    access,
    input: inputOf({ ...zeroPage, type: intField(0, 4).optional(), status: intField(0, 1).optional(), name: textField(50).optional() }),
    handler: (ctx, i, { request }) =>
      couponPage(db, ctx, { type: i.type, status: i.status, name: i.name, usable: request.url.includes('getAllCoupons') }, i.page, i.size),
  });
  defineCall(app, {
    method: 'GET',
    url: `${C}/findCoupon`,
    access,
    scope: couponScope,
    input: idInput,
    handler: (ctx, i) => findCoupon(db, ctx, i.id),
  });
  defineCall(app, {
    method: 'GET',
    url: `${C}/findCouponName`,
    access,
    input: inputOf({ name: textField(50).optional(), ...zeroPage }),
    handler: async (ctx, i) =>
      (await couponPage(db, ctx, { name: i.name }, i.page, i.size)).content.map((c) => ({ id: c.id, name: c.name })),
  });
  defineCall(app, {
    method: ['GET', 'POST'],
    url: `${C}/deleteCoupon`,
    access,
    scope: couponScope,
    input: idInput,
    handler: (ctx, i) => db.transaction((tx) => deleteCoupon(tx, ctx, i.id)),
  });
  defineCall(app, {
    method: 'GET',
    url: `${C}/checkCouponName`,
    access,
    scope: { couponId: 'coupon' },
    input: inputOf({ name: requiredText(50), couponId: idField.optional() }),
    handler: (ctx, i) => nameIsFree(db, ctx, i.name, i.couponId),
  });
  defineCall(app, {
    method: 'GET',
    url: `${C}/getCouponByType`,
    access,
    input: inputOf({ type: intField(0, 4), ...zeroPage }),
    handler: async (ctx, i) => (await couponPage(db, ctx, { type: i.type, usable: true }, i.page, 200)).content,
  });
  defineCall(app, {
    method: ['GET', 'POST'],
    url: `${C}/getAllCouponByPackagesId`,
    access,
    scope: { packagesId: 'package' },
    input: inputOf({ packagesId: idList(1) }),
    handler: async (ctx, i) => (await couponPage(db, ctx, { usable: true, packageIds: i.packagesId }, 0, 200)).content,
  });
  defineCall(app, {
    method: 'GET',
    url: `${C}/duty/getCouponsNew`,
    access,
    scope: { packageIds: 'package' },
    unscoped: { dutyId: dutyUnscoped },
    input: inputOf({ dutyId: intField(0, 32767), packageIds: idList(0).optional() }),
    handler: async (ctx, i) => (await couponPage(db, ctx, { usable: true, dutyId: i.dutyId, packageIds: i.packageIds }, 0, 200)).content,
  });
  defineCall(app, {
    method: 'POST',
    url: `${C}/createCoupon`,
    access,
    scope: { packageIds: 'package' },
    unscoped: { dutyIds: dutyUnscoped },
    input: createCouponInput,
    handler: (ctx, i) => db.transaction((tx) => createCoupon(tx, ctx, i)),
  });
  defineCall(app, {
    method: 'POST',
    url: `${C}/updateCoupon`,
    access,
    scope: { id: 'coupon', packageIds: 'package' },
    unscoped: { dutyIds: dutyUnscoped },
    input: updateCouponInput,
    handler: (ctx, i) => db.transaction((tx) => updateCoupon(tx, ctx, i)),
  });

  // Coupons held by students.
  defineCall(app, {
    method: 'GET',
    url: [`${C}/getUserCouponsDetailTOB`, `${C}/third/getUserCouponList`],
    access,
    scope: { uid: 'student' },
    input: inputOf({ uid: idField, status: intField(0, 3).optional() }),
    handler: (ctx, i, { request }) => userCoupons(db, ctx, i.uid, i.status, request.url.includes('/third/') ? 5 : undefined),
  });
  defineCall(app, {
    method: 'POST',
    url: `${C}/updateEndDateAndStatusTOB`,
    access,
    // the body names them `ids` or `id`
    scope: { ids: 'userCoupon', id: 'userCoupon' },
    input: z.preprocess(
      (v) =>
        v && typeof v === 'object' && !Array.isArray(v)
          ? { ...v, ids: (v as { ids?: unknown; id?: unknown }).ids ?? (v as { id?: unknown }).id }
          : v,
      inputOf({ ids: idList(1), endDate: msField.optional(), status: intField(0, 3).optional() }),
    ),
    handler: (ctx, i) => db.transaction((tx) => updateHeld(tx, ctx, i.ids, i.endDate, i.status)),
  });
  defineCall(app, {
    method: ['GET', 'POST'],
    url: `${C}/changeCouponUser`,
    access,
    scope: { id: 'userCoupon', uid: 'student' },
    input: inputOf({ id: idField, uid: idField }),
    handler: (ctx, i) => db.transaction((tx) => changeCouponUser(tx, ctx, i.id, i.uid)),
  });

  // Sending: once per Idempotency-Key (CONTRACT §3); the answer lists the students who did not get one.
  const send = (ctx: Parameters<typeof sendCoupon>[1], key: string | undefined, req: SendRequest) =>
    idempotent(db, ctx, `coupon.send:${ctx.subject}`, key, req, () => db.transaction((tx) => sendCoupon(tx, ctx, req))).then(
      (r) => r.value,
    );

  defineCall(app, {
    method: 'POST',
    url: `${C}/send/batch/sendCoupon`,
    access,
    // the students come as `uids` or as a JSON array body (`body`)
    scope: { couponId: 'coupon', uids: 'student', body: 'student' },
    input: inputOf({ couponId: idField, endDate: msField.optional(), body: idList(1).optional(), uids: idList(1).optional() }),
    arrayBodyAs: 'body', // a JSON array body is read as `body`
    handler: async (ctx, i, { request }) => {
      const uids = i.body ?? i.uids;
      if (!uids) throw errors.invalidField('body', '学员列表不能为空', 'student list is required');
      const result = await send(ctx, headerKey(request), { couponId: i.couponId, uids, endDate: i.endDate, source: 1 });
      return result.failures;
    },
  });
  defineCall(app, {
    method: ['GET', 'POST'],
    url: `${C}/send/disignatedUserSendCoupon`,
    access,
    scope: { couponId: 'coupon' },
    input: inputOf({
      couponId: idField,
      endDate: msField.optional(),
      mobiles: z.preprocess(
        (v) => (typeof v === 'string' ? v.split(/[,\s]+/).filter(Boolean) : v),
        z
          .array(z.string().regex(/^\d{5,20}$/, '必须是手机号或学员编号'))
          .min(1, '不能为空')
          .max(500, '一次最多500个'),
      ),
    }),
    handler: async (ctx, i, { request }) => {
      const byKey = await studentsByKeys(db, ctx, i.mobiles);
      const unknown = i.mobiles.filter((m) => !byKey.has(m)).map((m) => ({ uid: m, reason: '未找到该手机号或编号的学员' }));
      const uids = i.mobiles.map((m) => byKey.get(m)).filter((u): u is string => Boolean(u));
      if (!uids.length)
        return {
          dispenseId: null,
          couponId: i.couponId,
          total: i.mobiles.length,
          successNum: 0,
          failNum: unknown.length,
          failures: unknown,
        };
      const r = await send(ctx, headerKey(request), { couponId: i.couponId, uids, endDate: i.endDate, source: 2 });
      return { ...r, total: r.total + unknown.length, failNum: r.failNum + unknown.length, failures: [...unknown, ...r.failures] };
    },
  });

  // Directed dispensing rules.
  const D = '/api/s/v1/couponDispensed';
  defineCall(app, {
    method: ['GET', 'POST'],
    url: `${D}/getCouponDetailInfo`,
    access,
    scope: { couponId: 'coupon' },
    input: inputOf({ couponId: idField }),
    handler: (ctx, i) => couponDetailInfo(db, ctx, i.couponId),
  });
  defineCall(app, {
    method: ['GET', 'POST'],
    url: `${D}/selectCouponDispensed`,
    access,
    scope: { couponId: 'coupon' },
    input: periodInput,
    handler: (ctx, i) => dispenseRule(db, ctx, i.couponId, i.period),
  });
  defineCall(app, {
    method: ['GET', 'POST'],
    url: `${D}/selectCouponDispensedDetails`,
    access,
    scope: { couponId: 'coupon' },
    input: periodInput,
    handler: (ctx, i) => dispenseDetails(db, ctx, i.couponId, i.period ?? ''),
  });
  defineCall(app, {
    method: 'POST',
    url: `${D}/createCouponDispensed`,
    access,
    input: createDispenseInput,
    handler: (ctx, i) => db.transaction((tx) => saveDispenseRule(tx, ctx, i)),
  });

  // Training-camp coupons.
  const T = '/api/s/v1/campCoupon';
  defineCall(app, {
    method: ['GET', 'POST'],
    url: `${T}/list`,
    access,
    input: campListInput,
    handler: (ctx, i) => campCoupons(db, ctx, i),
  });
  defineCall(app, {
    method: 'POST',
    url: `${T}/insertCampCoupon`,
    access,
    scope: { couponId: 'coupon' },
    input: campInsertInput,
    handler: (ctx, i) => db.transaction((tx) => insertCampCoupon(tx, ctx, i)),
  });
  defineCall(app, {
    method: 'GET',
    url: `${T}/findNameByCondition`,
    access,
    input: inputOf({ name: textField(50).optional() }),
    handler: async (ctx, i) =>
      (await couponPage(db, ctx, { name: i.name, usable: true }, 0, 50)).content.map((c) => ({ id: c.id, name: c.name })),
  });
  defineCall(app, {
    method: ['GET', 'POST'],
    url: `${T}/downCampCoupon`,
    access,
    scope: { id: 'campCoupon' },
    input: idInput,
    handler: (ctx, i) => db.transaction((tx) => downCampCoupon(tx, ctx, i.id)),
  });
}
