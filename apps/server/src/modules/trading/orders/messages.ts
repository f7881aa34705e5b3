import { maskMobile } from '@console/domain';
import type { Database, Queryable } from '../../../platform/db';
import type { EventBus } from '../../../platform/events';
import type { AuthedContext } from '../../../platform/http/context';
import { AppError, errors } from '../../../platform/http/errors';
import { recordOperation } from '../../../platform/oplog';
import { announce, insertNotification, type NotificationDto } from '../../console';

/** One order-complete message per order per minute: a double click sends one. */
const RESEND_SECONDS = 60;
/** sms_record.type of order messages (template category, ours). */
const SMS_TYPE_ORDER_COMPLETE = 11;

interface MessageOrder {
  id: string;
  uid: string;
  out_trade_no: string;
  status: number;
  packages_name: string | null;
  product_name: string | null;
  teacher_id: string | null;
  mobile: string;
}

async function lockOrder(tx: Queryable, ctx: AuthedContext, orderId: string): Promise<MessageOrder | undefined> {
  const r = await tx.query<MessageOrder>(
    `SELECT o.id::text AS id, o.uid::text AS uid, o.out_trade_no, o.status, o.packages_name, o.product_name, o.teacher_id::text AS teacher_id, s.mobile
       FROM orders o JOIN student s ON s.id = o.uid WHERE o.id = $1::bigint AND o.subject = $2 FOR UPDATE OF o`,
    [orderId, ctx.subject],
  );
  return r.rows[0];
}

const productOf = (o: MessageOrder) => o.packages_name ?? o.product_name ?? '课程';

/**
 * reSendOrderCompleteMessage: sends the order-complete SMS to the student again (paid or completed
 * orders only), recorded as an order message, in the student's SMS history and in the operation log.
 */
export async function resendCompleteMessage(db: Database, ctx: AuthedContext, orderId: string) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, ctx, orderId);
    if (!order) throw errors.notFound('订单');
    if (order.status !== 2 && order.status !== 3)
      throw new AppError('BAD_REQUEST', '订单未完成，不能发送订单完成消息', 'The order is not completed');
    const recent = await tx.query<{ wait: number }>(
      `SELECT CEIL(${RESEND_SECONDS} - EXTRACT(EPOCH FROM (now() - ctime)))::int AS wait FROM order_message
        WHERE order_id = $1::bigint AND kind = 'COMPLETE' AND ctime > now() - interval '${RESEND_SECONDS} seconds' ORDER BY ctime DESC LIMIT 1`,
      [order.id],
    );
    if (recent.rows[0]) throw errors.tooMany(Math.max(1, recent.rows[0].wait));
    const content = `【兴趣课堂】您的订单${order.out_trade_no}（${productOf(order)}）已完成，请在App中查看课程安排。`;
    await tx.query(
      `INSERT INTO sms_record (subject, uid, mobile, content, type, status, result, staff_id) VALUES ($1, $2, $3, $4, $5, 1, 'resend', $6)`,
      [ctx.subject, order.uid, order.mobile, content, SMS_TYPE_ORDER_COMPLETE, ctx.staff.id],
    );
    const m = await tx.query<{ id: string }>(
      `INSERT INTO order_message (subject, order_id, uid, kind, channel, target, content, staff_id)
       VALUES ($1, $2, $3, 'COMPLETE', 'SMS', $4, $5, $6) RETURNING id::text AS id`,
      [ctx.subject, order.id, order.uid, order.mobile, content, ctx.staff.id],
    );
    await recordOperation(tx, ctx, {
      action: 'order.resendCompleteMessage',
      entity: 'order',
      entityId: order.id,
      detail: { messageId: m.rows[0].id, mobile: maskMobile(order.mobile) },
    });
    return { orderId: order.id, messageId: m.rows[0].id, mobile: maskMobile(order.mobile), content };
  });
}

export interface BatchMessageResult {
  total: number;
  sent: number;
  failed: number;
  results: { orderId: string; ok: boolean; messageId?: string; error?: string }[];
}

/**
 * pushMsgByOrderIds: an app push to each order's student for a scenario. sendMsgForTeacher: a notice
 * to each order's teacher (their staff account). Orders of other subjects are reported as not found;
 * each order is its own transaction, so one bad order does not stop the rest.
 */
export async function sendOrderMessages(
  db: Database,
  events: EventBus,
  ctx: AuthedContext,
  kind: 'PUSH' | 'TEACHER',
  orderIds: string[],
  scenarioId: string,
): Promise<BatchMessageResult> {
  const results: BatchMessageResult['results'] = [];
  for (const orderId of [...new Set(orderIds)]) {
    try {
      const { messageId, notice } = await db.transaction((tx) => sendOne(tx, ctx, kind, orderId, scenarioId));
      if (notice) await announce(events, notice.staffId, notice.dto);
      results.push({ orderId, ok: true, messageId });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      results.push({ orderId, ok: false, error: err.message });
    }
  }
  const sent = results.filter((r) => r.ok).length;
  return { total: results.length, sent, failed: results.length - sent, results };
}

async function sendOne(tx: Queryable, ctx: AuthedContext, kind: 'PUSH' | 'TEACHER', orderId: string, scenarioId: string) {
  const order = await lockOrder(tx, ctx, orderId);
  if (!order) throw errors.notFound('订单');
  let target: string;
  let content: string;
  let notice: { staffId: string; dto: NotificationDto } | null = null;
  if (kind === 'PUSH') {
    target = order.uid;
    content = `您的订单${order.out_trade_no}（${productOf(order)}）有新的消息，请在App中查看。`;
  } else {
    const t = await tx.query<{ staff_id: string | null; realname: string }>(
      'SELECT staff_id::text AS staff_id, realname FROM teacher WHERE id = $1::bigint',
      [order.teacher_id],
    );
    const staffId = t.rows[0]?.staff_id;
    if (!staffId) throw new AppError('BAD_REQUEST', '订单没有绑定有账号的老师，无法发送', 'The order has no teacher with a staff account');
    target = staffId;
    content = `学员订单${order.out_trade_no}（${productOf(order)}）需要您跟进。`;
    const dto = await insertNotification(tx, staffId, {
      title: '订单消息',
      content,
      typeId: 4,
      typeName: '订单',
      jumpLink: `/order?outTradeNo=${order.out_trade_no}`,
      subject: ctx.subject,
    });
    notice = { staffId, dto };
  }
  const m = await tx.query<{ id: string }>(
    `INSERT INTO order_message (subject, order_id, uid, kind, channel, scenario_id, target, content, staff_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id::text AS id`,
    [ctx.subject, order.id, order.uid, kind, kind === 'PUSH' ? 'PUSH' : 'NOTICE', scenarioId, target, content, ctx.staff.id],
  );
  await recordOperation(tx, ctx, {
    action: kind === 'PUSH' ? 'order.pushMessage' : 'order.teacherMessage',
    entity: 'order',
    entityId: order.id,
    detail: { messageId: m.rows[0].id, scenarioId },
  });
  return { messageId: m.rows[0].id, notice };
}
