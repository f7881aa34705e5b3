import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AppDeps } from '../../../platform/deps';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { parseInput } from '../../../platform/http/validate';
import { zVersion } from '../../../platform/versioning';
import { setExpressAddress } from '../express/express-status';
import { COLUMN_MAX, idFieldAs, optIdField, optTextField, pageFields } from '../../../platform/http/fields';
import { defineCall } from '../../../platform/http/route';
import { addressFields, addressSchema, type AddressInput } from './address-fields';
import { addressById, addressList, addressLog, cmsAddressList, createAddress, setDefaultAddress, updateAddress } from './address-service';

const addressArea = { area: 'address' } as const;
const GET_POST: ('GET' | 'POST')[] = ['GET', 'POST'];
const base = '/api/ex/v1/address';
const flag = z.preprocess((v) => v === true || v === 1 || v === '1' || v === 'true', z.boolean());
/** An address (by id or addressId) of a student (uid or userId). */
const addressScope = { id: 'address', addressId: 'address', uid: 'student', userId: 'student' } as const;
const studentScope = { uid: 'student', userId: 'student' } as const;
const idOrAddressId = z
  .object({ id: optIdField('coerce'), addressId: optIdField('coerce'), uid: optIdField('coerce'), userId: optIdField('coerce') })
  .refine((v) => v.id || v.addressId, { message: '不能为空', path: ['id'] });

/** An address-book row as input for a shipment (it must belong to the shipment's student). */
async function bookAddress(q: Queryable, ctx: AuthedContext, addressId: string, expressId: string): Promise<AddressInput> {
  const r = await q.query<Record<string, string | null>>(
    `SELECT a.receipt_name AS "receiptName", a.receipt_tel AS "receiptTel", a.tel_area_code AS "telAreaCode", a.province, a.city, a.area, a.street,
            a.address_detail AS "addressDetail", a.country_code AS "countryCode", a.country_name AS "countryName", a.zip_code AS "zipCode", a.id_code AS "idCode"
       FROM address a JOIN express e ON e.uid = a.uid WHERE a.id = $1::bigint AND a.deleted = 0 AND e.id = $2::bigint AND e.subject = $3`,
    [addressId, expressId, ctx.subject],
  );
  if (!r.rows[0]) throw errors.notFound('地址');
  const clean = Object.fromEntries(Object.entries(r.rows[0]).filter(([, v]) => v !== null));
  return parseInput(addressSchema, clean, 'body');
}

/** Address calls of spec 01 §7 (prefix /api/ex/v1/address/ inferred), every change in address_log. */
export function registerAddressRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  defineCall(app, {
    method: GET_POST,
    url: `${base}/getAddressList`,
    access: addressArea,
    scope: studentScope,
    input: z
      .object({ uid: optIdField('coerce'), userId: optIdField('coerce') })
      .refine((v) => v.uid || v.userId, { message: '不能为空', path: ['uid'] }),
    handler: async (ctx, i) => addressList(db, ctx, (i.uid ?? i.userId)!),
  });
  defineCall(app, {
    method: GET_POST,
    url: `${base}/getAddressById`,
    access: addressArea,
    scope: addressScope,
    input: idOrAddressId,
    handler: async (ctx, i) => addressById(db, ctx, (i.id ?? i.addressId)!, i.uid ?? i.userId),
  });
  defineCall(app, {
    method: GET_POST,
    url: `${base}/getAddressByIdUnsafe`,
    access: addressArea,
    scope: addressScope,
    input: idOrAddressId,
    handler: async (ctx, i) => addressById(db, ctx, (i.id ?? i.addressId)!),
  });

  defineCall(app, {
    method: 'POST',
    url: `${base}/background/createAddressNew`,
    access: addressArea,
    scope: studentScope,
    input: z
      .object({ uid: optIdField('coerce'), userId: optIdField('coerce'), isDefault: flag, ...addressFields })
      .refine((v) => v.uid || v.userId, { message: '不能为空', path: ['uid'] }),
    handler: async (ctx, i) => {
      const a = parseInput(addressSchema, i, 'body');
      const uid = (i.uid ?? i.userId)!;
      const id = await db.transaction((tx) => createAddress(tx, ctx, uid, a, i.isDefault));
      return addressById(db, ctx, id);
    },
  });
  defineCall(app, {
    method: 'POST',
    url: `${base}/background/updateAddressNew`,
    access: addressArea,
    scope: addressScope,
    input: z
      .object({ id: optIdField('coerce'), addressId: optIdField('coerce'), uid: optIdField('coerce'), version: zVersion, ...addressFields })
      .refine((v) => v.id || v.addressId, { message: '不能为空', path: ['id'] }),
    handler: async (ctx, i) => {
      const a = parseInput(addressSchema, i, 'body');
      const id = await db.transaction((tx) => updateAddress(tx, ctx, (i.id ?? i.addressId)!, a, i.uid, i.version));
      return addressById(db, ctx, id);
    },
  });
  // A shipment's address: the given fields, or an address-book row (addressId) of the same student.
  defineCall(app, {
    method: 'POST',
    url: `${base}/background/updateExpressAddressNew`,
    access: addressArea,
    scope: { expressId: 'express', addressId: 'address' },
    input: z
      .object({
        expressId: idFieldAs('coerce'),
        addressId: optIdField('coerce'),
        receiptName: optTextField(30, 'coerce'),
        version: zVersion,
      })
      .loose(),
    handler: async (ctx, i) => {
      const a = i.receiptName || !i.addressId ? parseInput(addressSchema, i, 'body') : await bookAddress(db, ctx, i.addressId, i.expressId);
      return db.transaction((tx) => setExpressAddress(tx, ctx, i.expressId, a, i.addressId, i.version));
    },
  });
  defineCall(app, {
    method: GET_POST,
    url: `${base}/updateDefaultAddress`,
    access: addressArea,
    scope: addressScope,
    input: idOrAddressId,
    handler: async (ctx, i) => db.transaction((tx) => setDefaultAddress(tx, ctx, (i.id ?? i.addressId)!, i.uid ?? i.userId)),
  });
  defineCall(app, {
    method: GET_POST,
    url: `${base}/getAddressLog`,
    access: addressArea,
    scope: { ...studentScope, addressId: 'address', expressId: 'express' },
    input: z.object({
      uid: optIdField('coerce'),
      userId: optIdField('coerce'),
      addressId: optIdField('coerce'),
      expressId: optIdField('coerce'),
      ...pageFields({ reading: 'coerce', maxSize: 200, maxPage: COLUMN_MAX.int }),
    }),
    handler: async (ctx, i) =>
      addressLog(db, ctx, { uid: i.uid ?? i.userId, addressId: i.addressId, expressId: i.expressId }, i.page, i.size),
  });
  defineCall(app, {
    method: GET_POST,
    url: '/api/ex/v1/cms/address/getAddressList',
    access: addressArea,
    scope: { uid: 'student' },
    input: z.object({
      uid: optIdField('coerce'),
      receiptTel: optTextField(20, 'coerce'),
      receiptName: optTextField(30, 'coerce'),
      ...pageFields({ reading: 'coerce', maxSize: 200, maxPage: COLUMN_MAX.int }),
    }),
    handler: async (ctx, i) => cmsAddressList(db, ctx, i),
  });
}
