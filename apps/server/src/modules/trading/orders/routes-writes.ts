import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/deps';
import { assertAccess } from '../../../platform/http/access';
import { AppError } from '../../../platform/http/errors';
import { idempotencyKey, idempotent } from '../../../platform/idempotency';
import { exportFilter, exportPayments, exportRenewOrders } from './exports';
import { importCompletedOrders, MAX_IMPORT_ROWS, SHEET_TITLES } from './import';
import { idFieldAs, listField, optTextField, requiredText } from '../../../platform/http/fields';
import { defineCall } from '../../../platform/http/route';
import { resendCompleteMessage, sendOrderMessages } from './messages';
import { remarkInput, updateOrderRemark } from './remark';
import { readSheetRows } from '../../../platform/xlsx/sheet';

const orders = { area: 'orders' } as const;
/** Exports and imports belong to the exports area (inventory) and need the orders area as well. */
const exportsArea = { area: 'exports' } as const;

/**
 * The send reports order by order: each order is looked up in the active subject only, and one that is
 * not there (missing or of another subject, answered alike) is reported as failed while the others go on.
 */
const messageUnscoped = {
  orderIds: 'checked in the use case: each order in the active subject, else reported failed like a missing one',
  scenarioId: 'a message scenario key (template name), not an object of a subject',
};
const messageBody = z.object({
  orderIds: listField(idFieldAs('coerce'), 500).refine((v) => v && v.length > 0, '至少选择一个订单'),
  scenarioId: requiredText(64, 'coerce', '场景'),
});

const importBody = z.object({
  dryRun: z.preprocess((v) => v === true || v === 'true' || v === 1 || v === '1', z.boolean()),
  rows: z.array(z.unknown()).max(MAX_IMPORT_ROWS, `一次最多导入${MAX_IMPORT_ROWS}行`).optional(),
  list: z.array(z.unknown()).max(MAX_IMPORT_ROWS, `一次最多导入${MAX_IMPORT_ROWS}行`).optional(),
  fileKey: optTextField(200, 'coerce'),
  fileName: optTextField(200, 'coerce'),
});

export function registerOrderWriteRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  // Resend the order-complete message (operatorId in the spec: the session's staff is the operator).
  defineCall(app, {
    method: 'POST',
    url: '/api/b/v1/reSendOrderCompleteMessage',
    access: orders,
    scope: { orderId: 'order' },
    input: z.object({ orderId: idFieldAs('coerce') }),
    handler: async (ctx, i) => resendCompleteMessage(db, ctx, i.orderId),
  });

  // The order's remark, edited in the order detail (not in the original client; conflict-safe by `version`).
  defineCall(app, {
    method: 'POST',
    url: '/api/o/v1/order/updateRemark',
    access: orders,
    scope: { orderId: 'order' },
    input: remarkInput,
    handler: async (ctx, i) => updateOrderRemark(db, ctx, i),
  });

  // The push-message variants: to the students of the orders, and to their teachers.
  defineCall(app, {
    method: 'POST',
    url: '/api/o/v1/order/pushMsgByOrderIds',
    access: orders,
    unscoped: messageUnscoped,
    input: messageBody,
    handler: async (ctx, i) => sendOrderMessages(db, deps.events, ctx, 'PUSH', i.orderIds ?? [], i.scenarioId),
  });
  defineCall(app, {
    method: 'POST',
    url: '/api/o/v1/order/sendMsgForTeacher',
    access: orders,
    unscoped: messageUnscoped,
    input: messageBody,
    handler: async (ctx, i) => sendOrderMessages(db, deps.events, ctx, 'TEACHER', i.orderIds ?? [], i.scenarioId),
  });

  // Renew-order and payment exports: .xlsx streams (GET accepts ?access_token= for a plain download link).
  defineCall(app, {
    method: ['GET', 'POST'],
    url: '/api/o/v1/order/exportRenewOrder',
    access: exportsArea,
    reply: 'raw',
    scope: { teacherId: 'teacher' },
    unscoped: { departmentId: 'the org tree is shared by the subject lines' },
    input: exportFilter,
    handler: async (ctx, f, { request, reply }) => {
      assertAccess(ctx, orders, 'exportRenewOrder');
      return exportRenewOrders(db, ctx, f, request, reply);
    },
  });
  defineCall(app, {
    method: ['GET', 'POST'],
    url: '/api/o/v1/order/exportPayment',
    access: exportsArea,
    reply: 'raw',
    scope: { teacherId: 'teacher' },
    unscoped: { departmentId: 'the org tree is shared by the subject lines' },
    input: exportFilter,
    handler: async (ctx, f, { request, reply }) => {
      assertAccess(ctx, orders, 'exportPayment');
      return exportPayments(db, ctx, f, request, reply);
    },
  });

  // Import of completed orders: JSON rows (or an uploaded .xlsx by fileKey); dryRun checks only.
  defineCall(app, {
    method: 'POST',
    url: '/api/b/v1/import/importCompletedOrder',
    access: exportsArea,
    input: importBody,
    handler: async (ctx, body, { request }) => {
      assertAccess(ctx, orders, 'importCompletedOrder');
      const rows =
        body.rows ?? body.list ?? (body.fileKey ? await readSheetRows(deps.files, body.fileKey, SHEET_TITLES, MAX_IMPORT_ROWS) : undefined);
      if (!rows)
        throw new AppError('BAD_REQUEST', '参数错误：rows 不能为空（或上传文件 fileKey）', 'Bad parameter: rows (or fileKey) is required');
      const run = () => importCompletedOrders(db, ctx, rows, body.dryRun, body.fileName ?? null);
      if (body.dryRun) return run();
      // A real import writes payments: once per Idempotency-Key (CONTRACT §3).
      const result = await idempotent(db, ctx, `order.import:${ctx.subject}`, idempotencyKey(request), { ...body, rows }, run);
      return result.value;
    },
  });
}
