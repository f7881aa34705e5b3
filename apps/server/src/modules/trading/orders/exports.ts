import { labelOf, maskMobile } from '@console/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { regtypeCodes, statusCodes } from './codes';
import { COLUMN_MAX, listField, optIdField, optIntField, optTextField, timeField } from '../../../platform/http/fields';
import { streamSheet, type SheetColumn, type SheetExport } from '../../../platform/xlsx/stream';
import { epochMs, yuan } from '../../../platform/sql/columns';
import { Where } from '../../../platform/sql/where';

export const exportFilter = z.object({
  startTime: timeField,
  endTime: timeField,
  status: listField(z.union([z.string(), z.number()])),
  regtypes: listField(z.union([z.string(), z.number()])),
  teacherId: optIdField('coerce'),
  departmentId: optIdField('coerce'),
  term: optIntField(0, COLUMN_MAX.int, 'coerce'),
  entryType: listField(
    z.enum(['PAYMENT', 'REFUND', 'REFUND_REVERSAL', 'ADJUSTMENT'], { message: '只能是 PAYMENT / REFUND / REFUND_REVERSAL / ADJUSTMENT' }),
  ),
  tradeType: optTextField(40, 'coerce'),
  fileName: optTextField(150, 'coerce'),
});
export type ExportFilter = z.infer<typeof exportFilter>;

export type RenewRow = Record<string, unknown> & { _k: string };

/** Renew-order export: renewal orders (regtype 3 续费 and 11 续费补差 unless asked otherwise), paid statuses by default. */
export function exportRenewOrders(db: Queryable, ctx: AuthedContext, f: ExportFilter, request: FastifyRequest, reply: FastifyReply) {
  return streamSheet<RenewRow>(db, ctx, request, reply, renewOrderSheet(ctx, f));
}

/** Payment export: the money ledger of the subject (PAYMENT entries unless asked otherwise). */
export function exportPayments(db: Queryable, ctx: AuthedContext, f: ExportFilter, request: FastifyRequest, reply: FastifyReply) {
  return streamSheet<RenewRow>(db, ctx, request, reply, paymentSheet(ctx, f));
}

/** The renew-order sheet of a filter (the synchronous export and the export job write the same). */
export function renewOrderSheet(ctx: AuthedContext, f: ExportFilter): SheetExport<RenewRow> {
  const w = new Where();
  w.and(`o.subject = ${w.p(ctx.subject)}`);
  w.and(`o.regtype = ANY(${w.p(regtypeCodes('regtypes', f.regtypes) ?? [3, 11])}::smallint[])`);
  w.and(`o.status = ANY(${w.p(statusCodes('status', f.status) ?? [2, 3, 4, 5, 6])}::smallint[])`);
  if (f.startTime) w.and(`o.buytime >= ${w.p(f.startTime)}`);
  if (f.endTime) w.and(`o.buytime <= ${w.p(f.endTime)}`);
  if (f.teacherId) w.and(`o.teacher_id = ${w.p(f.teacherId)}::bigint`);
  if (f.departmentId) w.and(`o.department_id = ${w.p(f.departmentId)}::bigint`);
  if (f.term !== undefined) w.and(`o.term = ${w.p(f.term)}`);
  const columns: SheetColumn<RenewRow>[] = [
    { title: '订单号', value: (r) => r.outTradeNo },
    { title: '用户编号', value: (r) => r.userNum },
    { title: '手机号', value: (r) => maskMobile(r.mobile as string) },
    { title: '套餐', value: (r) => r.packagesName },
    { title: '订单类型', value: (r) => labelOf('orderRegtype', r.regtype) },
    { title: '订单状态', value: (r) => labelOf('orderStatus', r.status) },
    { title: '实付金额', value: (r) => r.amount, kind: 'money' },
    { title: '已退金额', value: (r) => r.refundedAmount, kind: 'money' },
    { title: '期数', value: (r) => r.term, kind: 'number' },
    { title: '老师', value: (r) => r.teacherName },
    { title: '支付时间', value: (r) => r.buytime, kind: 'time' },
  ];
  return {
    name: 'renewOrder',
    fileName: f.fileName ?? '续费订单',
    columns,
    select: `o.id::text AS _k, o.out_trade_no AS "outTradeNo", s.user_num AS "userNum", s.mobile, o.packages_name AS "packagesName", o.regtype, o.status,
             ${yuan('o.amount')} AS amount, ${yuan('o.refunded_amount')} AS "refundedAmount", o.term, t.realname AS "teacherName", ${epochMs('o.buytime')} AS buytime`,
    from: `FROM orders o JOIN student s ON s.id = o.uid LEFT JOIN teacher t ON t.id = o.teacher_id ${w.sql}`,
    params: w.params,
    keyColumn: 'o.id',
  };
}

/** The payment sheet of a filter. */
export function paymentSheet(ctx: AuthedContext, f: ExportFilter): SheetExport<RenewRow> {
  const w = new Where();
  w.and(`m.subject = ${w.p(ctx.subject)}`);
  w.and(`m.entry_type = ANY(${w.p(f.entryType ?? ['PAYMENT'])}::text[])`);
  if (f.startTime) w.and(`m.ctime >= ${w.p(f.startTime)}`);
  if (f.endTime) w.and(`m.ctime <= ${w.p(f.endTime)}`);
  if (f.tradeType) w.and(`m.trade_type = ${w.p(f.tradeType)}`);
  const columns: SheetColumn<RenewRow>[] = [
    { title: '流水号', value: (r) => r._k },
    { title: '订单号', value: (r) => r.outTradeNo },
    { title: '用户编号', value: (r) => r.userNum },
    { title: '手机号', value: (r) => maskMobile(r.mobile as string) },
    { title: '类型', value: (r) => ENTRY_TEXT[r.entryType as string] ?? r.entryType },
    { title: '金额', value: (r) => r.amount, kind: 'money' },
    { title: '订单余额', value: (r) => r.balanceAfter, kind: 'money' },
    { title: '币种', value: (r) => r.coinType },
    { title: '支付方式', value: (r) => r.tradeType },
    { title: '操作人', value: (r) => r.staffName },
    { title: '时间', value: (r) => r.ctime, kind: 'time' },
  ];
  return {
    name: 'payment',
    fileName: f.fileName ?? '支付流水',
    columns,
    select: `m.id::text AS _k, o.out_trade_no AS "outTradeNo", s.user_num AS "userNum", s.mobile, m.entry_type AS "entryType", ${yuan('m.amount')} AS amount,
             ${yuan('m.balance_after')} AS "balanceAfter", m.coin_type AS "coinType", m.trade_type AS "tradeType", st.real_name AS "staffName", ${epochMs('m.ctime')} AS ctime`,
    from: `FROM money_ledger m JOIN orders o ON o.id = m.order_id JOIN student s ON s.id = m.uid LEFT JOIN staff st ON st.id = m.staff_id ${w.sql}`,
    params: w.params,
    keyColumn: 'm.id',
  };
}

const ENTRY_TEXT: Record<string, string> = { PAYMENT: '支付', REFUND: '退款', REFUND_REVERSAL: '退款退回', ADJUSTMENT: '调整' };
