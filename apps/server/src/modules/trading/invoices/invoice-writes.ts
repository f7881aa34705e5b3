import { labelOf, maskMobile } from '@console/domain';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { alreadyHandled, AppError, errors } from '../../../platform/http/errors';
import { recordOperation } from '../../../platform/oplog';
import { fenToNumeric, fenToYuan, numericToFen } from '../../../platform/money';

export interface ApplyInput {
  orderId: string;
  titleType: number;
  invoiceType: number;
  companyName?: string;
  taxnum?: string;
  moneyFen?: number;
  email?: string;
  phone?: string;
  remark?: string;
}

/** Orders that can be invoiced: paid, completed or partly refunded. */
const INVOICEABLE = [2, 3, 6];

/** Records an invoice request (status 0 待开票) for a paid order; at most one live invoice per order. */
export async function applyInvoice(tx: Queryable, ctx: AuthedContext, input: ApplyInput) {
  const o = await tx.query<{ id: string; uid: string; out_trade_no: string; status: number; amount: string; refunded: string }>(
    `SELECT id::text AS id, uid::text AS uid, out_trade_no, status, amount::text AS amount, refunded_amount::text AS refunded
       FROM orders WHERE id = $1::bigint AND subject = $2 FOR UPDATE`,
    [input.orderId, ctx.subject],
  );
  const order = o.rows[0];
  if (!order) throw errors.notFound('订单');
  if (!INVOICEABLE.includes(order.status))
    throw new AppError('BAD_REQUEST', '订单未支付或已全额退款，不能开票', 'The order cannot be invoiced');
  if (input.titleType === 2 && (!input.companyName || !input.taxnum))
    throw errors.invalidField(input.companyName ? 'taxnum' : 'companyName', '企业抬头必须填写', 'is required for a company title');
  const left = numericToFen(order.amount) - numericToFen(order.refunded);
  const money = input.moneyFen ?? left;
  if (money <= 0) throw errors.invalidField('money', '必须大于0', 'must be greater than 0');
  if (money > left)
    throw new AppError(
      'BAD_REQUEST',
      `开票金额不能超过实付金额（可开 ¥${fenToNumeric(left)}）`,
      `Invoice money exceeds what was paid (${fenToNumeric(left)})`,
    );
  const live = await tx.query('SELECT 1 FROM invoice WHERE order_id = $1::bigint AND invoice_status IN (0, 1, 2)', [order.id]);
  if (live.rows[0]) throw new AppError('CONFLICT', '该订单已有开票申请', 'The order already has an invoice');
  const r = await tx.query<{ id: string }>(
    `INSERT INTO invoice (subject, order_id, uid, out_trade_no, title_type, invoice_type, company_name, taxnum, money, email, phone, remark, staff_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id::text AS id`,
    [
      ctx.subject,
      order.id,
      order.uid,
      order.out_trade_no,
      input.titleType,
      input.invoiceType,
      input.titleType === 2 ? input.companyName : (input.companyName ?? null),
      input.titleType === 2 ? input.taxnum : null,
      fenToNumeric(money),
      input.email ?? null,
      input.phone ?? null,
      input.remark ?? null,
      ctx.staff.id,
    ],
  );
  await tx.query('UPDATE orders SET invoice_status = 0, utime = now() WHERE id = $1::bigint', [order.id]);
  await recordOperation(tx, ctx, {
    action: 'invoice.apply',
    entity: 'invoice',
    entityId: r.rows[0].id,
    detail: { orderId: order.id, money: fenToNumeric(money), titleType: input.titleType, phone: maskMobile(input.phone ?? null) },
  });
  return { id: r.rows[0].id, orderId: order.id, invoiceStatus: 0, money: fenToYuan(money) };
}

interface Transition {
  action: string;
  from: number[];
  to: number;
  set?: Record<string, unknown>;
  detail?: Record<string, unknown>;
}

/**
 * One conditional status change (`UPDATE … WHERE invoice_status = ANY(from)`): zero rows means the
 * invoice is missing (404), already in the target status (409 已处理) or in a status that does not
 * allow it (409 naming the status). The order's copied invoice_status follows in the same transaction.
 */
async function transition(tx: Queryable, ctx: AuthedContext, id: string, t: Transition) {
  const cur = await tx.query<{ invoice_status: number; order_id: string }>(
    'SELECT invoice_status, order_id::text AS order_id FROM invoice WHERE id = $1::bigint AND subject = $2 FOR UPDATE',
    [id, ctx.subject],
  );
  const row = cur.rows[0];
  if (!row) throw errors.notFound('发票记录');
  const sets = Object.keys(t.set ?? {});
  const params: unknown[] = [id, t.to, t.from, ctx.staff.id, ...Object.values(t.set ?? {})];
  const r = await tx
    .query(
      `UPDATE invoice SET invoice_status = $2, staff_id = $4, utime = now()${sets.map((k, i) => `, ${k} = $${i + 5}`).join('')}
      WHERE id = $1::bigint AND invoice_status = ANY($3::smallint[])`,
      params,
    )
    .catch((err: unknown) => {
      // A retried invoice meets another live invoice of the order (one live invoice per order).
      if ((err as { code?: string }).code === '23505')
        throw new AppError('CONFLICT', '该订单已有其他开票申请', 'The order has another live invoice');
      throw err;
    });
  if ((r.affectedRows ?? 0) === 0) {
    if (row.invoice_status === t.to) throw alreadyHandled();
    const label = labelOf('invoiceStatus', row.invoice_status) ?? String(row.invoice_status);
    throw new AppError(
      'CONFLICT',
      `发票状态为「${label}」，不能${ACTION_ZH[t.action] ?? '操作'}`,
      `The invoice is in status ${row.invoice_status}`,
    );
  }
  await tx.query('UPDATE orders SET invoice_status = $2, utime = now() WHERE id = $1::bigint', [row.order_id, t.to]);
  await recordOperation(tx, ctx, {
    action: t.action,
    entity: 'invoice',
    entityId: id,
    changes: { invoice_status: [row.invoice_status, t.to] },
    detail: t.detail,
  });
  return {
    id,
    orderId: row.order_id,
    fromStatus: row.invoice_status,
    invoiceStatus: t.to,
    invoiceStatusText: labelOf('invoiceStatus', t.to) ?? null,
  };
}

const ACTION_ZH: Record<string, string> = {
  'invoice.issue': '开票',
  'invoice.issued': '登记开票结果',
  'invoice.failed': '登记开票结果',
  'invoice.void': '作废',
};

/**
 * issue: 0 待开票 (or 3 开票失败, a retry) → 1 开票中. With an invoice number the invoice is issued at
 * once (1 → 2 已开票) in the same transaction; otherwise issueResult records the outcome later.
 */
export async function issueInvoice(tx: Queryable, ctx: AuthedContext, id: string, result?: { invoiceNo?: string; invoiceUrl?: string }) {
  const started = await transition(tx, ctx, id, { action: 'invoice.issue', from: [0, 3], to: 1, set: { fail_reason: null } });
  if (!result?.invoiceNo) return started;
  const done = await issueResult(tx, ctx, id, { success: true, invoiceNo: result.invoiceNo, invoiceUrl: result.invoiceUrl });
  return { ...done, fromStatus: started.fromStatus };
}

/** issueResult: 1 开票中 → 2 已开票 (invoice number) or 3 开票失败 (reason). */
export async function issueResult(
  tx: Queryable,
  ctx: AuthedContext,
  id: string,
  r: { success: boolean; invoiceNo?: string; invoiceUrl?: string; failReason?: string },
) {
  if (r.success) {
    if (!r.invoiceNo) throw errors.invalidField('invoiceNo', '不能为空', 'is required');
    return transition(tx, ctx, id, {
      action: 'invoice.issued',
      from: [1],
      to: 2,
      set: { invoice_no: r.invoiceNo, invoice_url: r.invoiceUrl ?? null, issue_time: new Date() },
      detail: { invoiceNo: r.invoiceNo },
    });
  }
  if (!r.failReason) throw errors.invalidField('failReason', '不能为空', 'is required');
  return transition(tx, ctx, id, {
    action: 'invoice.failed',
    from: [1],
    to: 3,
    set: { fail_reason: r.failReason },
    detail: { failReason: r.failReason },
  });
}

/** void: 0 / 2 / 3 → 4 作废 (not while 开票中). */
export async function voidInvoice(tx: Queryable, ctx: AuthedContext, id: string, reason: string) {
  return transition(tx, ctx, id, { action: 'invoice.void', from: [0, 2, 3], to: 4, set: { remark: reason }, detail: { reason } });
}
