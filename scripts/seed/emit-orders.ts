/** Trading tables: orders and their sub-order lines (refunds, ledger, invoices: emit-money.ts). */
import { csvLine, money, stamp, ts } from './csv';
import { teamOf } from './emit-students';
import type { StudentTable } from './emit-types';
import { subLines } from './resolve';
import type { OrderStory, StudentStory } from './story-types';
import type { TeacherRow, World } from './world-types';

const WEEK = 7 * 86_400_000;

/** Order number: the order time and the id (unique because the id is). */
export const outTradeNo = (o: OrderStory, id: number): string => `${stamp(o.ctimeMs)}${String(id).padStart(8, '0')}`;

/** The teacher credited with an order: who sold it, else the class it put the student in, else the line's teacher. */
export function orderTeacher(world: World, s: StudentStory, o: OrderStory): TeacherRow | null {
  const e = o.soldIn ?? o.enrollment;
  if (e) return teamOf(world, e).teacher;
  const line = s.lines[o.lineIdx];
  const last = line.systems[line.systems.length - 1] ?? line.trial;
  return last ? teamOf(world, last).teacher : null;
}

export const ordersTable: StudentTable = {
  table: 'orders',
  columns: [
    'id',
    'subject',
    'uid',
    'out_trade_no',
    'status',
    'regtype',
    'isrefund',
    'invoice_status',
    'packages_id',
    'packages_name',
    'packages_course_week',
    'packages_course_day',
    'product_name',
    'topic_id',
    'sup',
    'term',
    'amount',
    'total_amount',
    'discount_amount',
    'refunded_amount',
    'coin_type',
    'bear_integral',
    'trade_type',
    'client_from',
    'trial_pay_channel',
    'purchase_identity',
    'order_protocol',
    'remaining_week',
    'channel_id',
    'team_id',
    'teacher_id',
    'department_id',
    'salesman_id',
    'coupon_id',
    'buytime',
    'complete_time',
    'close_time',
    'remark',
    'version',
    'ctime',
    'utime',
  ],
  rows(world, { s, base }, out) {
    s.orders.forEach((o, k) => {
      const id = base.orders + k + 1;
      const line = s.lines[o.lineIdx];
      const sw = world.subjects[o.subjectIdx];
      const team = o.enrollment ? teamOf(world, o.enrollment) : null;
      const teacher = orderTeacher(world, s, o);
      const coupon = o.couponIdx === null ? null : s.coupons[o.couponIdx].coupon;
      const system = o.regtype === 2 || o.regtype === 3;
      const remaining =
        system && team && o.status !== 7
          ? Math.max(0, (o.pkg.courseWeek ?? 0) - Math.max(0, Math.floor((world.asOf - team.classStart) / WEEK)))
          : null;
      const lastRefund = o.refunds.length ? o.refunds[o.refunds.length - 1].ms : 0;
      const utime = Math.max(o.ctimeMs, o.buyMs ?? 0, o.completeMs ?? 0, o.closeMs ?? 0, lastRefund);
      out(
        csvLine([
          id,
          sw.content.code,
          s.id,
          outTradeNo(o, id),
          o.status,
          o.regtype,
          o.isrefund,
          o.invoice?.status ?? null,
          o.pkg.id,
          o.pkg.name,
          o.pkg.courseWeek,
          o.pkg.courseDay,
          o.pkg.name,
          o.regtype === 7 ? sw.topicId : null,
          o.pkg.sup,
          team?.term.period ?? null,
          money(o.amountFen),
          money(o.totalFen),
          money(o.discountFen),
          money(o.refundedFen),
          o.currency,
          o.coins,
          o.tradeType,
          o.clientFrom,
          o.regtype === 1 ? o.tradeType : null,
          system ? (o.regtype === 2 ? 1 : 2) : null,
          system ? 'V2024' : null,
          remaining,
          sw.channels[line.channelIdx].id,
          team?.id ?? null,
          teacher?.id ?? null,
          teacher?.departmentId ?? null,
          teacher?.staffId ?? null,
          coupon?.id ?? null,
          ts(o.buyMs),
          ts(o.completeMs),
          ts(o.closeMs),
          o.status === 8 ? '超时未支付，系统自动关闭' : null,
          o.refunds.length + (o.completeMs ? 1 : 0),
          ts(o.ctimeMs),
          ts(utime),
        ]),
      );
    });
  },
};

export const orderSubTable: StudentTable = {
  table: 'order_sub',
  columns: [
    'id',
    'subject',
    'order_id',
    'uid',
    'sub_out_trade_no',
    'product_id',
    'product_type',
    'product_name',
    'quantity',
    'unit_price',
    'amount',
    'status',
    'ctime',
    'utime',
  ],
  rows(world, { s, base }, out) {
    let id = base.order_sub;
    s.orders.forEach((o, k) => {
      const n = subLines(o);
      if (!n) return;
      const orderId = base.orders + k + 1;
      const no = outTradeNo(o, orderId);
      // the materials box is a fifth of what was paid, the course the rest: lines sum to the order
      const box = Math.round(o.amountFen * 0.2);
      o.pkg.productIds.forEach((pid, j) => {
        const p = world.products[pid - 1];
        const fen = j === 0 ? o.amountFen - box * (n - 1) : box;
        out(
          csvLine([
            ++id,
            p.subject,
            orderId,
            s.id,
            `${no}-${j + 1}`,
            p.id,
            p.type,
            p.name,
            1,
            money(fen),
            money(fen),
            o.status === 7 ? 1 : 0,
            ts(o.ctimeMs),
            ts(o.ctimeMs),
          ]),
        );
      });
    });
  },
};
