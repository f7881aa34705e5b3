import { mobileSchema } from '@console/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AppDeps } from '../../../platform/deps';
import type { AuthedContext } from '../../../platform/http/context';
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
import { invoiceDetail, invoiceRecords } from './invoice-queries';
import { applyInvoice, issueInvoice, issueResult, voidInvoice } from './invoice-writes';

const invoices = { area: 'invoices' } as const;
const GET_POST: ('GET' | 'POST')[] = ['GET', 'POST'];

const recordsInput = z.object({
  invoiceStatus: listField(intField(0, 4, 'coerce')),
  titleType: optIntField(1, 2, 'coerce'),
  invoiceType: optIntField(1, 2, 'coerce'),
  outTradeNo: optTextField(64, 'coerce'),
  companyName: optTextField(100, 'coerce'),
  taxnum: optTextField(30, 'coerce'),
  phone: optTextField(20, 'coerce'),
  uid: optIdField('coerce'),
  startTime: timeField,
  endTime: timeField,
  ...pageFields({ reading: 'coerce', maxSize: 200, maxPage: COLUMN_MAX.int }),
});

const applyInput = z.object({
  orderId: idFieldAs('coerce'),
  titleType: z.preprocess((v) => (v === undefined || v === '' ? 1 : v), intField(1, 2, 'coerce')),
  invoiceType: z.preprocess((v) => (v === undefined || v === '' ? 1 : v), intField(1, 2, 'coerce')),
  companyName: optTextField(100, 'coerce'),
  taxnum: blankOptional(
    z
      .string()
      .trim()
      .regex(/^[0-9A-Z]{15,20}$/, '必须是15-20位数字或大写字母'),
  ),
  money: blankOptional(moneyField),
  email: blankOptional(z.string().trim().max(100).email('格式不正确')),
  phone: blankOptional(mobileSchema),
  remark: optTextField(500, 'coerce'),
});

const idInput = z.object({ id: idFieldAs('coerce') });

/** Runs an invoice write once per Idempotency-Key (CONTRACT §3: invoices are money calls), in one transaction. */
function once<T>(
  deps: AppDeps,
  ctx: AuthedContext,
  action: string,
  key: string | undefined,
  body: unknown,
  run: (tx: Queryable) => Promise<T>,
) {
  return idempotent(deps.db, ctx, `invoice.${action}:${ctx.subject}`, key, body, () => deps.db.transaction(run)).then((r) => r.value);
}

/** Invoice records, issue and void (/invoiceManage; paths ours, spec 01 §7 "Invoice calls" names none). */
export function registerInvoiceRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  defineCall(app, {
    method: GET_POST,
    url: '/api/o/v1/invoice/records',
    access: invoices,
    scope: { uid: 'student', outTradeNo: 'orderNo' },
    input: recordsInput,
    handler: async (ctx, f) => invoiceRecords(db, ctx, f),
  });
  defineCall(app, {
    method: GET_POST,
    url: '/api/o/v1/invoice/detail',
    access: invoices,
    scope: { id: 'invoice' },
    input: idInput,
    handler: async (ctx, i) => invoiceDetail(db, ctx, i.id),
  });

  defineCall(app, {
    method: 'POST',
    url: '/api/o/v1/invoice/apply',
    access: invoices,
    scope: { orderId: 'order' },
    input: applyInput,
    handler: async (ctx, i, { request }) => {
      const moneyFen = i.money === undefined ? undefined : yuanToFen(i.money, 'money');
      return once(deps, ctx, 'apply', idempotencyKey(request), i, (tx) => applyInvoice(tx, ctx, { ...i, moneyFen }));
    },
  });

  defineCall(app, {
    method: 'POST',
    url: '/api/o/v1/invoice/issue',
    access: invoices,
    scope: { id: 'invoice' },
    input: z.object({ id: idFieldAs('coerce'), invoiceNo: optTextField(64, 'coerce'), invoiceUrl: optTextField(500, 'coerce') }),
    handler: async (ctx, i, { request }) => once(deps, ctx, 'issue', idempotencyKey(request), i, (tx) => issueInvoice(tx, ctx, i.id, i)),
  });

  defineCall(app, {
    method: 'POST',
    url: '/api/o/v1/invoice/issueResult',
    access: invoices,
    scope: { id: 'invoice' },
    input: z.object({
      id: idFieldAs('coerce'),
      success: z.preprocess((v) => v === true || v === 'true' || v === 1 || v === '1', z.boolean()),
      invoiceNo: optTextField(64, 'coerce'),
      invoiceUrl: optTextField(500, 'coerce'),
      failReason: optTextField(500, 'coerce'),
    }),
    handler: async (ctx, i, { request }) =>
      once(deps, ctx, 'issueResult', idempotencyKey(request), i, (tx) => issueResult(tx, ctx, i.id, i)),
  });

  defineCall(app, {
    method: 'POST',
    url: '/api/o/v1/invoice/void',
    access: invoices,
    scope: { id: 'invoice' },
    input: z.object({ id: idFieldAs('coerce'), reason: requiredText(500, 'coerce', '作废原因') }),
    handler: async (ctx, i, { request }) =>
      once(deps, ctx, 'void', idempotencyKey(request), i, (tx) => voidInvoice(tx, ctx, i.id, i.reason)),
  });
}
