import { mobileSchema } from '@console/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AppDeps } from '../../../platform/deps';
import type { AuthedContext } from '../../../platform/http/context';
import { idempotent } from '../../../platform/idempotency';
import { defineCall, idempotencyKey, pageFields, zId, zInt, zList, zMoney, zOptId, zOptInt, zOptText, zText, zTime } from '../../../platform/http/kit';
import { yuanToFen } from '../../../platform/money';
import { invoiceDetail, invoiceRecords } from './invoice-queries';
import { applyInvoice, issueInvoice, issueResult, voidInvoice } from './invoice-writes';

const invoices = { area: 'invoices' } as const;
const GET_POST: ('GET' | 'POST')[] = ['GET', 'POST'];

const recordsInput = z.object({
  invoiceStatus: zList(zInt(0, 4)),
  titleType: zOptInt(1, 2),
  invoiceType: zOptInt(1, 2),
  outTradeNo: zOptText(64),
  companyName: zOptText(100),
  taxnum: zOptText(30),
  phone: zOptText(20),
  uid: zOptId,
  startTime: zTime,
  endTime: zTime,
  ...pageFields(20, 200),
});

const applyInput = z.object({
  orderId: zId,
  titleType: z.preprocess((v) => (v === undefined || v === '' ? 1 : v), zInt(1, 2)),
  invoiceType: z.preprocess((v) => (v === undefined || v === '' ? 1 : v), zInt(1, 2)),
  companyName: zOptText(100),
  taxnum: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string()
      .trim()
      .regex(/^[0-9A-Z]{15,20}$/, '必须是15-20位数字或大写字母')
      .optional(),
  ),
  money: z.preprocess((v) => (v === '' || v === null ? undefined : v), zMoney.optional()),
  email: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().max(100).email('格式不正确').optional()),
  phone: z.preprocess((v) => (v === '' || v === null ? undefined : v), mobileSchema.optional()),
  remark: zOptText(500),
});

const idInput = z.object({ id: zId });

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
    input: z.object({ id: zId, invoiceNo: zOptText(64), invoiceUrl: zOptText(500) }),
    handler: async (ctx, i, { request }) => once(deps, ctx, 'issue', idempotencyKey(request), i, (tx) => issueInvoice(tx, ctx, i.id, i)),
  });

  defineCall(app, {
    method: 'POST',
    url: '/api/o/v1/invoice/issueResult',
    access: invoices,
    scope: { id: 'invoice' },
    input: z.object({
      id: zId,
      success: z.preprocess((v) => v === true || v === 'true' || v === 1 || v === '1', z.boolean()),
      invoiceNo: zOptText(64),
      invoiceUrl: zOptText(500),
      failReason: zOptText(500),
    }),
    handler: async (ctx, i, { request }) =>
      once(deps, ctx, 'issueResult', idempotencyKey(request), i, (tx) => issueResult(tx, ctx, i.id, i)),
  });

  defineCall(app, {
    method: 'POST',
    url: '/api/o/v1/invoice/void',
    access: invoices,
    scope: { id: 'invoice' },
    input: z.object({ id: zId, reason: zText(500, '作废原因') }),
    handler: async (ctx, i, { request }) =>
      once(deps, ctx, 'void', idempotencyKey(request), i, (tx) => voidInvoice(tx, ctx, i.id, i.reason)),
  });
}
