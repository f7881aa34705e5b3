/** Trading tables: orders, sub-order lines, refunds, the money ledger and invoices. */
import { csvLine, money, stamp, ts } from './csv';
import { teamOf } from './emit-students';
import type { StudentTable } from './emit-types';
import { paidWithMoney, subLines } from './resolve';
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
    'id', 'subject', 'uid', 'out_trade_no', 'status', 'regtype', 'isrefund', 'invoice_status', 'packages_id', 'packages_name', 'packages_course_week', 'packages_course_day',
    'product_name', 'topic_id', 'sup', 'term', 'amount', 'total_amount', 'discount_amount', 'refunded_amount', 'coin_type', 'bear_integral', 'trade_type', 'client_from',
    'trial_pay_channel', 'purchase_identity', 'order_protocol', 'remaining_week', 'channel_id', 'team_id', 'teacher_id', 'department_id', 'salesman_id', 'coupon_id',
    'buytime', 'complete_time', 'close_time', 'remark', 'version', 'ctime', 'utime',
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
      const remaining = system && team && o.status !== 7 ? Math.max(0, (o.pkg.courseWeek ?? 0) - Math.max(0, Math.floor((world.asOf - team.classStart) / WEEK))) : null;
      const lastRefund = o.refunds.length ? o.refunds[o.refunds.length - 1].ms : 0;
      const utime = Math.max(o.ctimeMs, o.buyMs ?? 0, o.completeMs ?? 0, o.closeMs ?? 0, lastRefund);
      out(csvLine([
        id, sw.content.code, s.id, outTradeNo(o, id), o.status, o.regtype, o.isrefund, o.invoice?.status ?? null, o.pkg.id, o.pkg.name, o.pkg.courseWeek, o.pkg.courseDay,
        o.pkg.name, o.regtype === 7 ? sw.topicId : null, o.pkg.sup, team?.term.period ?? null, money(o.amountFen), money(o.totalFen), money(o.discountFen), money(o.refundedFen),
        o.currency, o.coins, o.tradeType, o.clientFrom, o.regtype === 1 ? o.tradeType : null, system ? (o.regtype === 2 ? 1 : 2) : null, system ? 'V2024' : null, remaining,
        sw.channels[line.channelIdx].id, team?.id ?? null, teacher?.id ?? null, teacher?.departmentId ?? null, teacher?.staffId ?? null, coupon?.id ?? null,
        ts(o.buyMs), ts(o.completeMs), ts(o.closeMs), o.status === 8 ? '超时未支付，系统自动关闭' : null, o.refunds.length + (o.completeMs ? 1 : 0), ts(o.ctimeMs), ts(utime),
      ]));
    });
  },
};

export const orderSubTable: StudentTable = {
  table: 'order_sub',
  columns: ['id', 'subject', 'order_id', 'uid', 'sub_out_trade_no', 'product_id', 'product_type', 'product_name', 'quantity', 'unit_price', 'amount', 'status', 'ctime', 'utime'],
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
        out(csvLine([++id, p.subject, orderId, s.id, `${no}-${j + 1}`, p.id, p.type, p.name, 1, money(fen), money(fen), o.status === 7 ? 1 : 0, ts(o.ctimeMs), ts(o.ctimeMs)]));
      });
    });
  },
};

const financeStaff = (world: World, seq: number): number | null => {
  const pool = world.backOffice.finance;
  return seq % 3 === 0 && world.demo.finance ? world.demo.finance : (pool[seq % Math.max(1, pool.length)]?.id ?? null);
};

export const refundTable: StudentTable = {
  table: 'refund',
  columns: ['id', 'subject', 'order_id', 'uid', 'out_trade_no', 'refund_no', 'refund_amount', 'coin_type', 'status', 'reason', 'trade_type', 'flow_approval_id', 'staff_id', 'refund_time', 'fail_reason', 'ctime', 'utime'],
  rows(world, { s, base }, out) {
    let id = base.refund;
    s.orders.forEach((o, k) => {
      const orderId = base.orders + k + 1;
      for (const r of o.refunds) {
        id++;
        const code = world.subjects[o.subjectIdx].content.code;
        out(csvLine([
          id, code, orderId, s.id, outTradeNo(o, orderId), `RF${stamp(r.ms).slice(0, 8)}${String(id).padStart(8, '0')}`, money(r.fen), o.currency, r.status, r.reason, o.tradeType,
          base.flow_approval + r.approvalIdx + 1, r.status >= 1 ? financeStaff(world, id) : null, r.status === 2 ? ts(r.ms) : null, r.status === 3 ? '收款账户信息有误，打款失败' : null, ts(r.ms), ts(r.ms),
        ]));
      }
    });
  },
};

export const ledgerTable: StudentTable = {
  table: 'money_ledger',
  columns: ['id', 'subject', 'order_id', 'uid', 'refund_id', 'entry_type', 'amount', 'coin_type', 'balance_after', 'trade_type', 'staff_id', 'memo', 'ctime'],
  rows(world, { s, base }, out) {
    let id = base.money_ledger;
    let refundId = base.refund;
    s.orders.forEach((o, k) => {
      const orderId = base.orders + k + 1;
      const code = world.subjects[o.subjectIdx].content.code;
      let held = 0;
      if (paidWithMoney(o)) {
        held = o.amountFen;
        out(csvLine([++id, code, orderId, s.id, null, 'PAYMENT', money(o.amountFen), o.currency, money(held), o.tradeType, null, '订单支付', ts(o.buyMs)]));
      }
      for (const r of o.refunds) {
        refundId++;
        if (r.status !== 2) continue;
        held -= r.fen;
        out(csvLine([++id, code, orderId, s.id, refundId, 'REFUND', money(-r.fen), o.currency, money(held), o.tradeType, financeStaff(world, refundId), r.reason, ts(r.ms)]));
      }
    });
  },
};

export const invoiceTable: StudentTable = {
  table: 'invoice',
  columns: ['id', 'subject', 'order_id', 'uid', 'out_trade_no', 'invoice_status', 'title_type', 'invoice_type', 'company_name', 'taxnum', 'money', 'email', 'phone', 'invoice_no', 'invoice_url', 'fail_reason', 'apply_time', 'issue_time', 'staff_id', 'ctime', 'utime'],
  rows(world, { s, base }, out) {
    let id = base.invoice;
    s.orders.forEach((o, k) => {
      const inv = o.invoice;
      if (!inv) return;
      id++;
      const orderId = base.orders + k + 1;
      const issued = inv.issueMs !== null;
      out(csvLine([
        id, world.subjects[o.subjectIdx].content.code, orderId, s.id, outTradeNo(o, orderId), inv.status, inv.company ? 2 : 1, 1,
        inv.company ? `${s.parentName.slice(0, 1)}氏文化传播有限公司` : null, inv.company ? `91440${String(100000000000 + id).slice(-13)}` : null, money(o.amountFen - o.refundedFen),
        `parent${s.id}@example.com`, s.mobile, issued ? `0${String(44000000 + id).padStart(11, '0')}` : null, issued ? `/files/invoice/${id}.pdf` : null,
        inv.status === 3 ? '税号与名称不匹配' : null, ts(inv.applyMs), ts(inv.issueMs), financeStaff(world, id), ts(inv.applyMs), ts(inv.issueMs ?? inv.applyMs),
      ]));
    });
  },
};
