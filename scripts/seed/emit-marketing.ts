/** Marketing tables: coupons held by students, and the cash / coin / gem accounts with their ledger. */
import { csvLine, money, ts } from './csv';
import { teamOf } from './emit-students';
import type { StudentTable } from './emit-types';

const DAY = 86_400_000;

export const userCouponTable: StudentTable = {
  table: 'user_coupon',
  columns: [
    'id',
    'subject',
    'coupon_id',
    'uid',
    'status',
    'start_date',
    'end_date',
    'notity_date',
    'order_id',
    'use_time',
    'source',
    'teacher_id',
    'staff_id',
    'ctime',
    'utime',
  ],
  rows(world, { s, base }, out) {
    s.coupons.forEach((c, k) => {
      const line = s.lines[c.lineIdx];
      const teacher = line.trial ? teamOf(world, line.trial).teacher : null;
      const utime = c.useMs ?? (c.status === 2 ? c.endMs : c.status === 3 ? c.startMs + DAY : c.startMs);
      out(
        csvLine([
          base.user_coupon + k + 1,
          line.code,
          c.coupon.id,
          s.id,
          c.status,
          ts(c.startMs),
          ts(c.endMs),
          ts(c.endMs - 2 * DAY),
          c.orderIdx === null ? null : base.orders + c.orderIdx + 1,
          ts(c.useMs),
          teacher ? 2 : 1,
          teacher?.id ?? null,
          teacher?.staffId ?? null,
          ts(c.startMs),
          ts(Math.min(utime, world.asOf - 60_000)),
        ]),
      );
    });
  },
};

/** Cash is kept in fen, coins and gems in whole units; all three print as numeric(12,2). */
const amountOf = (type: number, v: number) => money(type === 1 ? v : v * 100);

export const accountTable: StudentTable = {
  table: 'account',
  columns: ['id', 'uid', 'account_type', 'balance', 'frozen', 'version', 'ctime', 'utime'],
  rows(_world, { s, base }, out) {
    s.accounts.forEach((a, k) => {
      const first = a.records[0];
      const last = a.records[a.records.length - 1];
      out(
        csvLine([
          base.account + k + 1,
          s.id,
          a.type,
          amountOf(a.type, last?.balanceAfter ?? 0),
          '0.00',
          a.records.length,
          ts(first?.ms ?? s.joinMs),
          ts(last?.ms ?? s.joinMs),
        ]),
      );
    });
  },
};

export const accountRecordTable: StudentTable = {
  table: 'account_record',
  columns: [
    'id',
    'subject',
    'account_id',
    'uid',
    'account_type',
    'trans_type',
    'amount',
    'balance_after',
    'description',
    'note',
    'order_id',
    'staff_id',
    'ctime',
  ],
  rows(world, { s, base }, out) {
    let id = base.account_record;
    s.accounts.forEach((a, k) => {
      for (const r of a.records) {
        const staff = r.trans === 8 || r.trans === 9 ? (world.demo.ops ?? null) : null;
        out(
          csvLine([
            ++id,
            s.lines[r.lineIdx].code,
            base.account + k + 1,
            s.id,
            a.type,
            r.trans,
            amountOf(a.type, r.delta),
            amountOf(a.type, r.balanceAfter),
            r.desc,
            r.orderIdx === null ? null : `订单抵扣`,
            r.orderIdx === null ? null : base.orders + r.orderIdx + 1,
            staff,
            ts(r.ms),
          ]),
        );
      }
    });
  },
};
