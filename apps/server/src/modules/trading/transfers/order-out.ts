import { labelOf, maskMobile, SUBJECT_CODES } from '@console/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { alreadyHandled, AppError, errors } from '../../../platform/http/errors';
import { recordOperation } from '../../../platform/oplog';
import { streamSheet, type SheetExport } from '../../../platform/xlsx/stream';
import { fenToNumeric, fenToYuan, numericToFen } from '../../../platform/money';
import { restPage, springPage } from '../../../platform/sql/page';
import { epochMs, yuan } from '../../../platform/sql/columns';
import { Where } from '../../../platform/sql/where';

export const OUT_TYPE_TEXT: Record<number, string> = { 1: '转到其他学科', 2: '转给其他学员', 3: '转出到外部' };
export const OUT_STATUS_TEXT: Record<number, string> = { 0: '处理中', 1: '已转出', 2: '失败' };

export interface OutFilter {
  status?: number[];
  outType?: number;
  outTradeNo?: string;
  uid?: string;
  startTime?: Date;
  endTime?: Date;
  page: number;
  size: number;
}

function whereOf(ctx: AuthedContext, f: Omit<OutFilter, 'page' | 'size'>): Where {
  const w = new Where();
  w.and(`x.subject = ${w.p(ctx.subject)}`);
  if (f.status?.length) w.and(`x.status = ANY(${w.p(f.status)}::smallint[])`);
  if (f.outType) w.and(`x.out_type = ${w.p(f.outType)}`);
  if (f.outTradeNo) w.and(`x.out_trade_no = ${w.p(f.outTradeNo)}`);
  if (f.uid) w.and(`x.uid = ${w.p(f.uid)}::bigint`);
  if (f.startTime) w.and(`x.ctime >= ${w.p(f.startTime)}`);
  if (f.endTime) w.and(`x.ctime <= ${w.p(f.endTime)}`);
  return w;
}

const COLUMNS = `x.id::text AS id, x.order_id::text AS "orderId", x.out_trade_no AS "outTradeNo", x.uid::text AS uid, s.user_num AS "userNum", s.mobile,
  x.out_type AS "outType", x.target_subject AS "targetSubject", x.target_uid::text AS "targetUid", ${yuan('x.amount')} AS amount, x.status, x.reason,
  x.staff_id::text AS "staffId", st.real_name AS "staffName", ${epochMs('x.out_time')} AS "outTime", ${epochMs('x.ctime')} AS ctime`;
const JOINS = 'JOIN student s ON s.id = x.uid LEFT JOIN staff st ON st.id = x.staff_id';
const FROM = `FROM order_out x ${JOINS}`;

type OutRow = Record<string, unknown> & { mobile: string; outType: number; status: number; targetSubject: number | null };
const present = (r: OutRow) => ({
  ...r,
  mobile: maskMobile(r.mobile),
  outTypeText: OUT_TYPE_TEXT[r.outType] ?? null,
  statusText: OUT_STATUS_TEXT[r.status] ?? null,
  targetSubjectText: r.targetSubject === null ? null : (labelOf('subject', r.targetSubject) ?? null),
});

/** POST /api/o/v1/orderOut/list: transfer-out records of the subject, newest first. */
export async function listOrderOut(q: Queryable, ctx: AuthedContext, f: OutFilter) {
  const w = whereOf(ctx, f);
  const p = await restPage(q, {
    select: COLUMNS,
    from: 'order_out x',
    joins: JOINS,
    where: w,
    orderBy: 'x.ctime DESC, x.id DESC',
    page: f.page,
    size: f.size,
    base: 1,
    present,
  });
  return springPage(p);
}

/** POST /api/o/v1/orderOut/export: the same filter as .xlsx. */
export function exportOrderOut(db: Queryable, ctx: AuthedContext, f: OrderOutExportFilter, request: FastifyRequest, reply: FastifyReply) {
  return streamSheet(db, ctx, request, reply, orderOutSheet(ctx, f));
}

export type OrderOutExportFilter = Omit<OutFilter, 'page' | 'size'> & { fileName?: string };

/** The order-out sheet of a filter (the synchronous export and the export job write the same). */
export function orderOutSheet(ctx: AuthedContext, f: OrderOutExportFilter): SheetExport<OutRow & { _k: string }> {
  const w = whereOf(ctx, f);
  type Row = OutRow & { _k: string };
  return {
    name: 'orderOut',
    fileName: f.fileName ?? '转出订单',
    columns: [
      { title: '订单号', value: (r: Row) => r.outTradeNo },
      { title: '用户编号', value: (r) => r.userNum },
      { title: '手机号', value: (r) => maskMobile(r.mobile) },
      { title: '转出类型', value: (r) => OUT_TYPE_TEXT[r.outType] },
      { title: '目标学科', value: (r) => (r.targetSubject === null ? null : labelOf('subject', r.targetSubject)) },
      { title: '目标学员', value: (r) => r.targetUid },
      { title: '转出金额', value: (r) => r.amount, kind: 'money' },
      { title: '状态', value: (r) => OUT_STATUS_TEXT[r.status] },
      { title: '原因', value: (r) => r.reason },
      { title: '操作人', value: (r) => r.staffName },
      { title: '转出时间', value: (r) => r.outTime, kind: 'time' },
    ],
    select: `x.id::text AS _k, ${COLUMNS}`,
    from: `${FROM} ${w.sql}`,
    params: w.params,
    keyColumn: 'x.id',
  };
}

export interface ToOutInput {
  orderId: string;
  outType: number;
  targetSubject?: number;
  targetUid?: string;
  amountFen?: number;
  reason: string;
}

/**
 * orderToOut: moves what is left of a paid order out of this subject line (to another subject, another
 * student, or outside), in one transaction: the order row is locked, the order_out record written as
 * done, the order closed (8) and an ADJUSTMENT ledger entry takes the balance to 0. An order goes out
 * once (a second call is 409 已处理).
 */
export async function orderToOut(tx: Queryable, ctx: AuthedContext, input: ToOutInput) {
  const r = await tx.query<{
    id: string;
    uid: string;
    out_trade_no: string;
    status: number;
    amount: string;
    refunded: string;
    coin_type: string;
    trade_type: string | null;
  }>(
    `SELECT id::text AS id, uid::text AS uid, out_trade_no, status, amount::text AS amount, refunded_amount::text AS refunded, coin_type, trade_type
       FROM orders WHERE id = $1::bigint AND subject = $2 FOR UPDATE`,
    [input.orderId, ctx.subject],
  );
  const order = r.rows[0];
  if (!order) throw errors.notFound('订单');
  const live = await tx.query('SELECT 1 FROM order_out WHERE order_id = $1::bigint AND status IN (0, 1)', [order.id]);
  if (live.rows[0]) throw alreadyHandled('订单转出');
  if (![2, 3, 6].includes(order.status)) {
    throw new AppError(
      'BAD_REQUEST',
      `订单状态为「${labelOf('orderStatus', order.status)}」，不能转出`,
      `An order in status ${order.status} cannot be moved out`,
    );
  }
  if (input.outType === 1) {
    if (input.targetSubject === undefined) throw errors.invalidField('targetSubject', '不能为空', 'is required');
    if (!(SUBJECT_CODES as readonly number[]).includes(input.targetSubject) || input.targetSubject === ctx.subject)
      throw errors.invalidField('targetSubject', '必须是另一个学科', 'must be another subject');
    // every subject code in a body is one of the caller's (issue 25): money moves only between lines they hold
    if (!ctx.staff.subjectList.includes(input.targetSubject))
      throw new AppError('FORBIDDEN', '没有目标学科的权限', 'No permission for the target subject');
  }
  if (input.outType === 2) {
    if (!input.targetUid) throw errors.invalidField('targetUid', '不能为空', 'is required');
    if (input.targetUid === order.uid) throw errors.invalidField('targetUid', '不能是原学员', 'must be another student');
    const s = await tx.query('SELECT 1 FROM student WHERE id = $1::bigint AND is_logoff = 0', [input.targetUid]);
    if (!s.rows[0]) throw errors.notFound('目标学员');
  }
  const left = numericToFen(order.amount) - numericToFen(order.refunded);
  if (left <= 0) throw new AppError('BAD_REQUEST', '订单没有可转出的金额', 'Nothing is left to move out');
  if (input.amountFen !== undefined && input.amountFen !== left) {
    throw new AppError(
      'BAD_REQUEST',
      `转出金额必须等于订单剩余金额 ¥${fenToNumeric(left)}`,
      `The amount must equal what is left: ${fenToNumeric(left)}`,
    );
  }
  const out = await tx.query<{ id: string }>(
    `INSERT INTO order_out (subject, order_id, out_trade_no, uid, out_type, target_subject, target_uid, amount, status, reason, staff_id, out_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 1, $9, $10, now()) RETURNING id::text AS id`,
    [
      ctx.subject,
      order.id,
      order.out_trade_no,
      order.uid,
      input.outType,
      input.outType === 1 ? input.targetSubject : null,
      input.outType === 2 ? input.targetUid : null,
      fenToNumeric(left),
      input.reason,
      ctx.staff.id,
    ],
  );
  await tx.query('UPDATE orders SET status = 8, close_time = now(), version = version + 1, utime = now() WHERE id = $1::bigint', [
    order.id,
  ]);
  await tx.query(
    `INSERT INTO money_ledger (subject, order_id, uid, entry_type, amount, coin_type, balance_after, trade_type, staff_id, memo)
     VALUES ($1, $2, $3, 'ADJUSTMENT', $4, $5, 0, $6, $7, $8)`,
    [
      ctx.subject,
      order.id,
      order.uid,
      fenToNumeric(-left),
      order.coin_type,
      order.trade_type,
      ctx.staff.id,
      `order out #${out.rows[0].id}`,
    ],
  );
  await recordOperation(tx, ctx, {
    action: 'order.toOut',
    entity: 'order',
    entityId: order.id,
    changes: { status: [order.status, 8] },
    detail: {
      orderOutId: out.rows[0].id,
      outType: input.outType,
      targetSubject: input.targetSubject ?? null,
      targetUid: input.targetUid ?? null,
      amount: fenToNumeric(left),
      reason: input.reason,
    },
  });
  return { id: out.rows[0].id, orderId: order.id, outTradeNo: order.out_trade_no, amount: fenToYuan(left), status: 1, orderStatus: 8 };
}
