import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { gql, insert, lit, order, student } from '../../test/fixtures/query';
import { OrderModel } from '../../modules/trading/orders/order-models';
import { rollupAnswers } from './engine';

/**
 * Totals of the models with a count rollup (migration 0220) must equal a real count(*) after any
 * mix of writes, before and after the deltas are folded, for filters the rollup answers and for
 * filters it must leave to the table.
 */

let t: TestApp;
let admin: string;
const uids: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  for (let i = 0; i < 3; i++) {
    const uid = await student(t);
    uids.push(uid);
    await insert(t, 'student_subject', { student_id: uid, subject: 0, user_status: i, life_cycle: i === 2 ? null : 1 });
  }
  await insert(t, 'student_subject', { student_id: uids[0], subject: 3, user_status: 3 });
});
afterAll(async () => t.close());

const FILTERS: unknown[] = [
  {},
  { status: [3] },
  { status: [2, 3] },
  { isrefund: [1, 2, 3] },
  { regtype: 2, status: { gte: 2 } },
  { bool: { must_not: [{ term: { status: 8 } }] } },
  { out_trade_no: '*0001*' },
  { status: [3], ctime: { gte: 0 } },
];

async function total(root: string, filter: unknown, subject = 0): Promise<number> {
  const r = await gql(t, admin, `{ ${root}(query: ${lit(filter)}, page: 1, size: 1) { totalElements } }`, { subject });
  expect(r.errors).toBeUndefined();
  return r.data[root].totalElements as number;
}

async function realOrderCount(filterSql: string, subject = 0): Promise<number> {
  const r = await t.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM orders WHERE subject = $1 AND ${filterSql}`, [subject]);
  return Number(r.rows[0].n);
}

const ORDER_SQL = [
  'TRUE',
  'status = 3',
  'status IN (2, 3)',
  'isrefund IN (1, 2, 3)',
  'regtype = 2 AND status >= 2',
  'status <> 8',
  "out_trade_no ILIKE '%0001%'",
  'status = 3 AND ctime >= to_timestamp(0)',
];

async function expectOrderTotalsExact(): Promise<void> {
  for (let i = 0; i < FILTERS.length; i++) {
    expect(await total('OrderPage', FILTERS[i]), JSON.stringify(FILTERS[i])).toBe(await realOrderCount(ORDER_SQL[i]));
  }
}

describe('count rollups', () => {
  it('answers only conditions over its own columns', () => {
    expect(rollupAnswers(OrderModel, '(t."subject" = $1) AND (t."status" = ANY($2))')).toBe(true);
    expect(rollupAnswers(OrderModel, '(t."subject" = $1) AND (t."ctime" >= $2)')).toBe(false);
    expect(rollupAnswers(OrderModel, '(t."subject" = $1) AND t."uid" IN (SELECT t."id" FROM student AS t)')).toBe(false);
  });

  it('order totals stay exact through inserts, updates, deletes and compaction', async () => {
    const made: string[] = [];
    for (let i = 0; i < 12; i++) {
      made.push(await order(t, uids[i % 3], { status: [2, 3, 8][i % 3], regtype: (i % 2) + 1, isrefund: i % 4 === 0 ? 1 : 0 }));
    }
    await order(t, uids[0], { subject: 3, status: 3 });
    await expectOrderTotalsExact();

    await t.db.query('UPDATE orders SET status = 6, isrefund = 2 WHERE id = ANY($1::bigint[])', [made.slice(0, 4)]);
    await t.db.query('UPDATE orders SET amount = amount + 1 WHERE id = ANY($1::bigint[])', [made.slice(4, 8)]);
    await t.db.query('DELETE FROM orders WHERE id = $1', [made[11]]);
    await expectOrderTotalsExact();

    await t.db.query('SELECT compact_count_rollups()');
    await expectOrderTotalsExact();
    const rows = await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM orders_count');
    const groups = await t.db.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM (SELECT DISTINCT subject, status, regtype, isrefund FROM orders) g',
    );
    expect(Number(rows.rows[0].n)).toBe(Number(groups.rows[0].n));
  });

  it('a rolled-back write leaves the totals alone', async () => {
    const before = await total('OrderPage', { status: [3] });
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query("UPDATE orders SET status = 8 WHERE subject = 0 AND status = 3");
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await total('OrderPage', { status: [3] })).toBe(before);
    expect(before).toBe(await realOrderCount('status = 3'));
  });

  it('student totals follow status changes in every model built on the subject lines', async () => {
    const real = async (cond: string, subject = 0) =>
      Number((await t.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM student_subject WHERE subject = $1 AND ${cond}`, [subject])).rows[0].n);
    expect(await total('StudentAllUserStatisticsPage', {})).toBe(await real('TRUE'));
    expect(await total('UserExtendsPage', { life_cycle: [1] })).toBe(await real('life_cycle = 1'));
    await t.db.query('UPDATE student_subject SET user_status = 4, life_cycle = 2 WHERE student_id = $1 AND subject = 0', [uids[1]]);
    expect(await total('UserExtendsPage', { life_cycle: [1] })).toBe(await real('life_cycle = 1'));
    expect(await total('UserExtendsPage', { user_status: [4] })).toBe(await real('user_status = 4'));
    expect(await total('StudentAllUserStatisticsPage', {}, 3)).toBe(await real('TRUE', 3));
  });
});
