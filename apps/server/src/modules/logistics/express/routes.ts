import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/deps';
import { errors } from '../../../platform/http/errors';
import { idempotencyKey, idempotent } from '../../../platform/idempotency';
import { parseInput } from '../../../platform/http/validate';
import { recordOperation } from '../../../platform/oplog';
import { addressFields, addressSchema } from '../addresses/address-fields';
import { zVersion } from '../../../platform/versioning';
import {
  COLUMN_MAX,
  idFieldAs,
  listField,
  optIdField,
  optIntField,
  optTextField,
  pageFields,
  requiredText,
} from '../../../platform/http/fields';
import { defineCall } from '../../../platform/http/route';
import { readSheetRows } from '../../../platform/xlsx/sheet';
import { EXPRESS_SHEET_TITLES, importExpress, importList, MAX_EXPRESS_IMPORT_ROWS } from './express-import';
import { changeExpressStatus, markInvalid, perExpress, requestDelivery, setExpressAddress } from './express-status';
import { expressDetail, lastExpressOfOrder } from './express-view';
import { registerExpressConfigRoutes } from './routes-config';

export const expressArea = { area: 'express' } as const;
export const GET_POST: ('GET' | 'POST')[] = ['GET', 'POST'];
const both = (path: string) => [`/api/ex/v1/express/${path}`, `/api/ex/v2/express/${path}`];

/** `expressId` (or `id`) of one shipment. */
export const oneExpress = z
  .object({ expressId: optIdField('coerce'), id: optIdField('coerce') })
  .refine((v) => v.expressId || v.id, { message: '不能为空', path: ['expressId'] });
const idsOf = (v: { expressIds?: string[]; expressId?: string; id?: string }) =>
  v.expressIds ?? [v.expressId ?? v.id ?? ''].filter(Boolean);
/** The shipments a call names: `expressId` or `id`, or a list `expressIds`. */
export const expressScope = { expressId: 'express', id: 'express', expressIds: 'express' } as const;
const manyExpress = { expressIds: listField(idFieldAs('coerce'), 200), expressId: optIdField('coerce'), id: optIdField('coerce') };
const needIds = (v: { expressIds?: string[]; expressId?: string; id?: string }) => idsOf(v).length > 0;

/** Express calls under /api/ex/v1/express/ and v2 (names ours where the spec gives none; docs/decisions/trading.md). */
export function registerExpressRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  defineCall(app, {
    method: GET_POST,
    url: both('getExpressDetail'),
    access: expressArea,
    scope: expressScope,
    input: oneExpress,
    handler: async (ctx, i) => expressDetail(db, ctx, (i.expressId ?? i.id)!),
  });

  // The reveal call of CONTRACT §4: the real receipt phone, every reveal in the operation log.
  defineCall(app, {
    method: GET_POST,
    url: both('queryReceiptTel'),
    access: expressArea,
    scope: expressScope,
    input: oneExpress,
    handler: async (ctx, i) => {
      const id = (i.expressId ?? i.id)!;
      const r = await db.query<{ receipt_tel: string | null; tel_area_code: string | null }>(
        'SELECT receipt_tel, tel_area_code FROM express WHERE id = $1::bigint AND subject = $2',
        [id, ctx.subject],
      );
      if (!r.rows[0]) throw errors.notFound('物流');
      await recordOperation(db, ctx, { action: 'express.revealTel', entity: 'express', entityId: id });
      return { expressId: id, receiptTel: r.rows[0].receipt_tel, telAreaCode: r.rows[0].tel_area_code };
    },
  });

  defineCall(app, {
    method: 'POST',
    url: both('createOrUpdateAddress'),
    access: expressArea,
    scope: { ...expressScope, addressId: 'address' },
    input: z
      .object({
        expressId: optIdField('coerce'),
        id: optIdField('coerce'),
        addressId: optIdField('coerce'),
        version: zVersion,
        ...addressFields,
      })
      .refine((v) => v.expressId || v.id, { message: '不能为空', path: ['expressId'] }),
    handler: async (ctx, i) => {
      const address = parseInput(addressSchema, i, 'body');
      return db.transaction((tx) => setExpressAddress(tx, ctx, (i.expressId ?? i.id)!, address, i.addressId, i.version));
    },
  });

  defineCall(app, {
    method: 'POST',
    url: both('updateExpressStatus'),
    access: expressArea,
    scope: expressScope,
    input: z.object({
      ...oneExpress.shape,
      status: optIntField(0, 9, 'coerce'),
      remark: optTextField(500, 'coerce'),
      expressCompany: optTextField(30, 'coerce'),
      expressNu: optTextField(40, 'coerce'),
    }),
    handler: async (ctx, i) => {
      const id = i.expressId ?? i.id;
      if (!id) throw errors.invalidField('expressId', '不能为空', 'is required');
      return db.transaction((tx) => changeExpressStatus(tx, ctx, id, i));
    },
  });

  defineCall(app, {
    method: 'POST',
    url: both('invalidExpress'),
    access: expressArea,
    scope: expressScope,
    input: z
      .object({ ...manyExpress, remark: requiredText(500, 'coerce', '作废原因') })
      .refine(needIds, { message: '不能为空', path: ['expressIds'] }),
    handler: async (ctx, i) => perExpress(db, idsOf(i), (tx, id) => markInvalid(tx, ctx, id, i.remark)),
  });

  // Delivery requests hand parcels to the warehouse (stock leaves): once per Idempotency-Key.
  defineCall(app, {
    method: 'POST',
    url: both('deliveryRequest'),
    access: expressArea,
    scope: expressScope,
    input: z
      .object({ ...manyExpress, warehouseName: optTextField(50, 'coerce') })
      .refine(needIds, { message: '不能为空', path: ['expressIds'] }),
    handler: async (ctx, i, { request }) => {
      const r = await idempotent(db, ctx, `express.delivery:${ctx.subject}`, idempotencyKey(request), i, () =>
        perExpress(db, idsOf(i), (tx, id) => requestDelivery(tx, ctx, id, i.warehouseName)),
      );
      return r.value;
    },
  });

  defineCall(app, {
    method: 'POST',
    url: both('importExpress'),
    access: expressArea,
    input: z.object({
      dryRun: z.preprocess((v) => v === true || v === 'true' || v === 1 || v === '1', z.boolean()),
      rows: z.array(z.unknown()).max(MAX_EXPRESS_IMPORT_ROWS).optional(),
      list: z.array(z.unknown()).max(MAX_EXPRESS_IMPORT_ROWS).optional(),
      fileKey: optTextField(200, 'coerce'),
      fileName: optTextField(200, 'coerce'),
    }),
    handler: async (ctx, i, { request }) => {
      const rows =
        i.rows ??
        i.list ??
        (i.fileKey ? await readSheetRows(deps.files, i.fileKey, EXPRESS_SHEET_TITLES, MAX_EXPRESS_IMPORT_ROWS) : undefined);
      if (!rows) throw errors.invalidField('rows', '不能为空（或上传文件 fileKey）', 'is required');
      const run = () => importExpress(db, ctx, rows, i.dryRun, i.fileName ?? null);
      if (i.dryRun) return run();
      return (await idempotent(db, ctx, `express.import:${ctx.subject}`, idempotencyKey(request), { ...i, rows }, run)).value;
    },
  });

  // The import list (operatorId: the importing staff member; all operators when absent).
  defineCall(app, {
    method: GET_POST,
    url: both('getImportList'),
    access: expressArea,
    unscoped: { operatorId: 'a staff member (the importer); the list itself is of the active subject' },
    input: z.object({ operatorId: optIdField('coerce'), ...pageFields({ reading: 'coerce', maxSize: 200, maxPage: COLUMN_MAX.int }) }),
    handler: async (ctx, i) => importList(db, ctx, i.operatorId, i.page, i.size),
  });

  defineCall(app, {
    method: GET_POST,
    url: both('getLastMusicInstrumentExpressByOrderId'),
    access: expressArea,
    scope: { orderId: 'order' },
    input: z.object({ orderId: idFieldAs('coerce') }),
    handler: async (ctx, i) => lastExpressOfOrder(db, ctx, i.orderId),
  });

  registerExpressConfigRoutes(app, deps);
}
