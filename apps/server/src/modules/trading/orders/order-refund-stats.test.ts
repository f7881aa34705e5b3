import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { gql, lit, order, student } from '../../../test/fixtures/query';

/**
 * The order summary's "refund" figure is the money actually refunded (docs/decisions/trading.md): the sum
 * of `refunded_amount` over the orders of the filter that have a refund, not the paid amounts of the
 * orders in statuses 4–7.
 */
let t: TestApp;
let admin: string;
let finance: string;
const ids: Record<string, string> = {};

const refund = (orderId: string, refundAmount: string, key: string) =>
  t.call({
    method: 'POST',
    url: '/api/o/v1/refund/financeRefund',
    token: finance,
    headers: { 'idempotency-key': key },
    payload: { orderId, refundAmount, reason: '统计测试' },
  });

/** The query the console sends for the refund figure (apps/web/src/features/trading/api/order-statistics.ts). */
const refundFigure = async (filter: Record<string, unknown>) => {
  const r = await gql(
    t,
    admin,
    `{ r: OrderStatistics(query: ${lit({ ...filter, refunded_amount: { gt: 0 } })}, sumField: "refunded_amount") { count value } }`,
  );
  expect(r.errors).toBeUndefined();
  const b = (r.data.r as Array<{ count: number; value: number }>)[0] ?? { count: 0, value: 0 };
  return { count: Number(b.count), value: Number(b.value) };
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  finance = await t.login('finance');
  const u = await student(t, { mobile: '13755550001' });
  ids.a = await order(t, u, { out_trade_no: 'RSTAT0001', status: 3, amount: '1000.00', buytime: new Date().toISOString() });
  ids.b = await order(t, u, { out_trade_no: 'RSTAT0002', status: 2, amount: '300.00', buytime: new Date().toISOString() });
  ids.c = await order(t, u, { out_trade_no: 'RSTAT0003', status: 3, amount: '80.00', buytime: new Date().toISOString() });
});
afterAll(async () => t.close());

describe('OrderStatistics refund figure', () => {
  it('sums the money refunded (partial and full refunds), not the paid amounts of statuses 4–7', async () => {
    expect((await refund(ids.a, '100.00', 'rs-1')).body.code).toBe(0);
    expect((await refund(ids.a, '50.50', 'rs-2')).body.code).toBe(0);
    expect((await refund(ids.b, '300.00', 'rs-3')).body.code).toBe(0);
    const figure = await refundFigure({ out_trade_no: 'RSTAT*' });
    expect(figure).toEqual({ count: 2, value: 450.5 });
    // the former figure (paid amounts of statuses 4–7) would have said 1300
    const old = await gql(
      t,
      admin,
      `{ s: OrderStatistics(query: ${lit({ out_trade_no: 'RSTAT*', status: [4, 5, 6, 7] })}, sumField: "amount") { value } }`,
    );
    expect(Number(old.data.s[0].value)).toBe(1300);
  });

  it('follows the filter and is zero when nothing was refunded', async () => {
    expect(await refundFigure({ out_trade_no: 'RSTAT0003' })).toEqual({ count: 0, value: 0 });
    expect(await refundFigure({ out_trade_no: 'RSTAT0002' })).toEqual({ count: 1, value: 300 });
  });
});
