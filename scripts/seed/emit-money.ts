/** Money tables: refunds, the money ledger and invoices. */
import { csvLine, money, stamp, ts } from './csv';
import { outTradeNo } from './emit-orders';
import type { StudentTable } from './emit-types';
import { paidWithMoney } from './resolve';
import type { World } from './world-types';

const financeStaff = (world: World, seq: number): number | null => {
  const pool = world.backOffice.finance;
  return seq % 3 === 0 && world.demo.finance ? world.demo.finance : (pool[seq % Math.max(1, pool.length)]?.id ?? null);
};

export const refundTable: StudentTable = {
  table: 'refund',
  columns: [
    'id',
    'subject',
    'order_id',
    'uid',
    'out_trade_no',
    'refund_no',
    'refund_amount',
    'coin_type',
    'status',
    'reason',
    'trade_type',
    'flow_approval_id',
    'staff_id',
    'refund_time',
    'fail_reason',
    'ctime',
    'utime',
  ],
  rows(world, { s, base }, out) {
    let id = base.refund;
    s.orders.forEach((o, k) => {
      const orderId = base.orders + k + 1;
      for (const r of o.refunds) {
        id++;
        const code = world.subjects[o.subjectIdx].content.code;
        out(
          csvLine([
            id,
            code,
            orderId,
            s.id,
            outTradeNo(o, orderId),
            `RF${stamp(r.ms).slice(0, 8)}${String(id).padStart(8, '0')}`,
            money(r.fen),
            o.currency,
            r.status,
            r.reason,
            o.tradeType,
            base.flow_approval + r.approvalIdx + 1,
            r.status >= 1 ? financeStaff(world, id) : null,
            r.status === 2 ? ts(r.ms) : null,
            r.status === 3 ? '收款账户信息有误，打款失败' : null,
            ts(r.ms),
            ts(r.ms),
          ]),
        );
      }
    });
  },
};

export const ledgerTable: StudentTable = {
  table: 'money_ledger',
  columns: [
    'id',
    'subject',
    'order_id',
    'uid',
    'refund_id',
    'entry_type',
    'amount',
    'coin_type',
    'balance_after',
    'trade_type',
    'staff_id',
    'memo',
    'ctime',
  ],
  rows(world, { s, base }, out) {
    let id = base.money_ledger;
    let refundId = base.refund;
    s.orders.forEach((o, k) => {
      const orderId = base.orders + k + 1;
      const code = world.subjects[o.subjectIdx].content.code;
      let held = 0;
      if (paidWithMoney(o)) {
        held = o.amountFen;
        out(
          csvLine([
            ++id,
            code,
            orderId,
            s.id,
            null,
            'PAYMENT',
            money(o.amountFen),
            o.currency,
            money(held),
            o.tradeType,
            null,
            '订单支付',
            ts(o.buyMs),
          ]),
        );
      }
      for (const r of o.refunds) {
        refundId++;
        if (r.status !== 2) continue;
        held -= r.fen;
        out(
          csvLine([
            ++id,
            code,
            orderId,
            s.id,
            refundId,
            'REFUND',
            money(-r.fen),
            o.currency,
            money(held),
            o.tradeType,
            financeStaff(world, refundId),
            r.reason,
            ts(r.ms),
          ]),
        );
      }
    });
  },
};

export const invoiceTable: StudentTable = {
  table: 'invoice',
  columns: [
    'id',
    'subject',
    'order_id',
    'uid',
    'out_trade_no',
    'invoice_status',
    'title_type',
    'invoice_type',
    'company_name',
    'taxnum',
    'money',
    'email',
    'phone',
    'invoice_no',
    'invoice_url',
    'fail_reason',
    'apply_time',
    'issue_time',
    'staff_id',
    'ctime',
    'utime',
  ],
  rows(world, { s, base }, out) {
    let id = base.invoice;
    s.orders.forEach((o, k) => {
      const inv = o.invoice;
      if (!inv) return;
      id++;
      const orderId = base.orders + k + 1;
      const issued = inv.issueMs !== null;
      out(
        csvLine([
          id,
          world.subjects[o.subjectIdx].content.code,
          orderId,
          s.id,
          outTradeNo(o, orderId),
          inv.status,
          inv.company ? 2 : 1,
          1,
          inv.company ? `${s.parentName.slice(0, 1)}氏文化传播有限公司` : null,
          inv.company ? `91440${String(100000000000 + id).slice(-13)}` : null,
          money(o.amountFen - o.refundedFen),
          `parent${s.id}@example.com`,
          s.mobile,
          issued ? `0${String(44000000 + id).padStart(11, '0')}` : null,
          issued ? `/files/invoice/${id}.pdf` : null,
          inv.status === 3 ? '税号与名称不匹配' : null,
          ts(inv.applyMs),
          ts(inv.issueMs),
          financeStaff(world, id),
          ts(inv.applyMs),
          ts(inv.issueMs ?? inv.applyMs),
        ]),
      );
    });
  },
};
