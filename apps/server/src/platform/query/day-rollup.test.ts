import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { gql, lit, order, student } from '../../test/fixtures/query';
import { OrderStatModel } from '../../modules/trading/orders/order-models';
import { dayRollupStatement } from './day-rollup';
import type { ModelField } from './model';
import { selectSql } from './present';
import { QueryRegistry } from './registry';

/**
 * OrderStatistics reads whole China days from orders_day (migration 0226) and the partial first and
 * last day from the orders. Whatever the range, the filter and the writes, its buckets must equal
 * what the orders themselves say (computed here in JavaScript from the rows).
 */

const DAY = 86_400_000;
// A China midnight (UTC+8) a few days back: 16:00 UTC of the day before.
const MIDNIGHT = Math.floor((Date.now() + 8 * 3_600_000) / DAY) * DAY - 8 * 3_600_000 - 3 * DAY;

let t: TestApp;
let admin: string;
let uid: string;
const made: string[] = [];

const OFFSETS = [-3 * DAY, -1, 0, 1, 12 * 3_600_000, DAY - 1, DAY, DAY + 1, 2 * DAY + 5 * 3_600_000, 3 * DAY - 1];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  uid = await student(t);
  for (let i = 0; i < OFFSETS.length; i++) {
    const amount = (100 + i * 10.5).toFixed(2);
    made.push(
      await order(t, uid, {
        ctime: new Date(MIDNIGHT + OFFSETS[i]).toISOString(),
        status: [2, 3, 3, 8][i % 4],
        regtype: (i % 3) + 1,
        isrefund: i % 5 === 0 ? 1 : 0,
        amount,
        total_amount: amount,
        bear_integral: i * 7,
      }),
    );
  }
});
afterAll(async () => t.close());

interface Row {
  ms: number;
  status: number;
  regtype: number;
  amount: number;
  bear_integral: number;
}
type Range = Partial<Record<'gte' | 'gt' | 'lte' | 'lt', number>>;

const inRange = (ms: number, r: Range) =>
  (r.gte === undefined || ms >= r.gte) &&
  (r.gt === undefined || ms > r.gt) &&
  (r.lte === undefined || ms <= r.lte) &&
  (r.lt === undefined || ms < r.lt);

const RANGES: Array<Range | undefined> = [
  undefined,
  { gte: MIDNIGHT },
  { gt: MIDNIGHT },
  { gte: MIDNIGHT + 1 },
  { lte: MIDNIGHT + DAY },
  { lt: MIDNIGHT + DAY },
  { gte: MIDNIGHT - 2 * DAY, lt: MIDNIGHT + 2 * DAY + 3_600_000 },
  { gt: MIDNIGHT - 1, lte: MIDNIGHT + 3 * DAY - 1 },
  { gte: MIDNIGHT + 3_600_000, lte: MIDNIGHT + 5 * 3_600_000 },
];
const OTHERS: Array<{ filter: Record<string, unknown>; keep: (r: Row) => boolean }> = [
  { filter: {}, keep: () => true },
  { filter: { status: [3] }, keep: (r) => r.status === 3 },
  { filter: { regtype: 2, status: { gte: 3 } }, keep: (r) => r.regtype === 2 && r.status >= 3 },
];
const SHAPES = [
  { term: 'status', sum: 'amount' },
  { term: 'regtype', sum: 'bear_integral' },
  { term: undefined, sum: 'amount' },
  { term: undefined, sum: undefined },
] as const;

async function rows(): Promise<Row[]> {
  const r = await t.db.query<{ ms: string; status: number; regtype: number; amount: string; bear_integral: number }>(
    `SELECT (extract(epoch from ctime) * 1000)::bigint::text AS ms, status, regtype, amount::text, bear_integral FROM orders WHERE subject = 0`,
  );
  return r.rows.map((x) => ({
    ms: Number(x.ms),
    status: x.status,
    regtype: x.regtype,
    amount: Number(x.amount),
    bear_integral: x.bear_integral,
  }));
}

function expected(all: Row[], keep: (r: Row) => boolean, term?: 'status' | 'regtype', sum?: 'amount' | 'bear_integral') {
  const buckets = new Map<string | null, { count: number; value: number }>();
  if (!term) buckets.set(null, { count: 0, value: 0 });
  for (const r of all.filter(keep)) {
    const code = term ? String(r[term]) : null;
    const b = buckets.get(code) ?? { count: 0, value: 0 };
    b.count++;
    b.value += sum ? r[sum] : 1;
    buckets.set(code, b);
  }
  return [...buckets].map(([code, b]) => ({ code, count: b.count, value: Math.round(b.value * 100) / 100 }));
}

async function expectExact(): Promise<void> {
  const all = await rows();
  for (const range of RANGES) {
    for (const other of OTHERS) {
      for (const shape of SHAPES) {
        const filter = range ? { ...other.filter, ctime: range } : other.filter;
        const args = [`query: ${lit(filter)}`, shape.sum && `sumField: "${shape.sum}"`, shape.term && `termField: "${shape.term}"`];
        const r = await gql(t, admin, `{ s: OrderStatistics(${args.filter(Boolean).join(', ')}) { code count value } }`);
        expect(r.errors).toBeUndefined();
        const got = (r.data.s as Array<{ code: string | null; count: number; value: number | null }>)
          .map((b) => ({ code: b.code, count: b.count, value: Math.round(Number(b.value ?? 0) * 100) / 100 }))
          .sort((a, b) => String(a.code).localeCompare(String(b.code)));
        const want = expected(all, (x) => other.keep(x) && inRange(x.ms, range ?? {}), shape.term, shape.sum).sort((a, b) =>
          String(a.code).localeCompare(String(b.code)),
        );
        expect(got, JSON.stringify({ filter, shape })).toEqual(want);
      }
    }
  }
}

describe('OrderStatistics from the day rollup', () => {
  it('takes the rollup for a millisecond range over rollup columns, the rows otherwise', () => {
    const ec = { ctx: { subject: 0 } as never, registry: new QueryRegistry().register(OrderStatModel) };
    const select = {
      code: selectSql(OrderStatModel.fields.get('status') as ModelField),
      value: `sum(${(OrderStatModel.fields.get('amount') as ModelField).sql})`,
      grouped: true,
    };
    const uses = (query: unknown) => dayRollupStatement(ec, OrderStatModel, query, select, 1000)?.text.includes('orders_day') ?? false;
    expect(uses({ ctime: { gte: MIDNIGHT - 10 * DAY, lt: MIDNIGHT } })).toBe(true);
    expect(uses({ status: [3, 4] })).toBe(true);
    expect(uses({ out_trade_no: '*0001*' })).toBe(false);
    expect(uses({ ctime: { gte: MIDNIGHT + 1, lt: MIDNIGHT + DAY } })).toBe(false);
    expect(uses({ ctime: { gte: '2026-01-01' } })).toBe(false);
  });

  it('equals the orders for every range, filter and shape, through writes and compaction', async () => {
    await expectExact();

    await t.db.query('UPDATE orders SET status = 6, isrefund = 2, refunded_amount = amount WHERE id = ANY($1::bigint[])', [
      made.slice(0, 3),
    ]);
    await t.db.query(`UPDATE orders SET ctime = ctime + interval '1 day', amount = amount + 1 WHERE id = ANY($1::bigint[])`, [
      made.slice(3, 6),
    ]);
    await t.db.query('DELETE FROM orders WHERE id = $1', [made[9]]);
    await expectExact();

    await t.db.query('SELECT compact_count_rollups()');
    await expectExact();
    const rollupRows = await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM orders_day');
    const groups = await t.db.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM (SELECT DISTINCT subject, china_day(ctime), status, regtype, isrefund FROM orders) g',
    );
    expect(Number(rollupRows.rows[0].n)).toBe(Number(groups.rows[0].n));
  });
});
