import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
let finance: string;
let seq = 0;

async function paidOrder(amount: string, subject = 0): Promise<{ id: string; outTradeNo: string }> {
  seq += 1;
  const s = await t.db.query<{ id: string }>(
    `INSERT INTO student (user_num, mobile, username) VALUES ($1, $2, '测试学员') RETURNING id::text AS id`,
    [`9${String(seq).padStart(7, '0')}`, `1391000${String(seq).padStart(4, '0')}`],
  );
  const outTradeNo = `T${Date.now()}${seq}`;
  const o = await t.db.query<{ id: string }>(
    `INSERT INTO orders (subject, uid, out_trade_no, status, regtype, amount, total_amount, buytime)
     VALUES ($1, $2, $3, 2, 2, $4, $4, now()) RETURNING id::text AS id`,
    [subject, s.rows[0].id, outTradeNo, amount],
  );
  return { id: o.rows[0].id, outTradeNo };
}

const refund = (orderId: string, refundAmount: number | string, key: string, token = finance) =>
  t.call({
    method: 'POST',
    url: '/api/o/v1/refund/financeRefund',
    token,
    headers: { 'idempotency-key': key },
    payload: { orderId, refundAmount, reason: '学员申请退款' },
  });

beforeAll(async () => {
  t = await createTestApp();
  finance = await t.login('finance');
});
afterAll(async () => t.close());

describe('financeRefund (CONTRACT §8)', () => {
  it('refunds part of a paid order twice, then refuses more than is left with the amount left', async () => {
    const order = await paidOrder('1999.00');
    const first = await refund(order.id, 500.5, 'k-a1');
    expect(first.body).toMatchObject({
      code: 0,
      status: 'OK',
      payload: { orderId: order.id, refundAmount: 500.5, refundedTotal: 500.5, orderStatus: 6 },
    });
    const second = await refund(order.id, '1000.10', 'k-a2');
    expect(second.body.payload).toMatchObject({ refundAmount: 1000.1, refundedTotal: 1500.6, orderStatus: 6 });
    const tooMuch = await refund(order.id, 498.41, 'k-a3');
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors).toContain('¥498.40');
    const rest = await refund(order.id, 498.4, 'k-a4');
    expect(rest.body.payload).toMatchObject({ refundedTotal: 1999, orderStatus: 7 });
    const row = await t.db.query<{ status: number; isrefund: number; refunded_amount: string }>(
      'SELECT status, isrefund, refunded_amount::text FROM orders WHERE id = $1',
      [order.id],
    );
    expect(row.rows[0]).toEqual({ status: 7, isrefund: 1, refunded_amount: '1999.00' });
    const ledger = await t.db.query<{ sum: string; n: string }>(
      "SELECT sum(amount)::text AS sum, count(*)::text AS n FROM money_ledger WHERE order_id = $1 AND entry_type = 'REFUND'",
      [order.id],
    );
    expect(ledger.rows[0]).toEqual({ sum: '-1999.00', n: '3' });
    const found = await t.call({
      method: 'POST',
      url: '/api/o/v1/refund/findRefunds',
      token: finance,
      payload: { outTradeNo: order.outTradeNo },
    });
    expect(found.body.payload.map((r: { refundAmount: number }) => r.refundAmount)).toEqual([500.5, 1000.1, 498.4]);
  });

  it('findRefunds with the finance list’s {page, size}: the subject’s refunds as a page, narrowed by outTradeNo (results.md #46)', async () => {
    const order = await paidOrder('600.00');
    await refund(order.id, 100, 'k-p1');
    await refund(order.id, 50, 'k-p2');
    const call = (payload: Record<string, unknown>) =>
      t.call({ method: 'POST', url: '/api/o/v1/refund/findRefunds?subject=0', token: finance, payload });
    const all = await call({ page: 1, size: 10 });
    expect(all.status).toBe(200);
    expect(all.body.payload).toMatchObject({ number: 1, size: 10 });
    expect(all.body.payload.totalElements).toBeGreaterThanOrEqual(2);
    expect(all.body.payload.content[0]).toMatchObject({ outTradeNo: order.outTradeNo, refundAmount: 50 });
    const one = await call({ page: 1, size: 10, outTradeNo: order.outTradeNo, regType: '', mobile: '' });
    expect(one.body.payload.totalElements).toBe(2);
    expect(one.body.payload.content.map((r: { refundAmount: number }) => r.refundAmount)).toEqual([50, 100]);
    expect((await call({})).status).toBe(400);
  });

  it('replays the first answer for the same key, and refuses the same key with another body (409)', async () => {
    const order = await paidOrder('300.00');
    const a = await refund(order.id, 100, 'k-b1');
    const again = await refund(order.id, 100, 'k-b1');
    expect(again.body).toEqual(a.body);
    const other = await refund(order.id, 120, 'k-b1');
    expect(other.status).toBe(409);
    const n = await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM refund WHERE order_id = $1', [order.id]);
    expect(n.rows[0].n).toBe('1');
  });

  it('makes exactly one refund from 50 simultaneous identical requests with one key', async () => {
    const order = await paidOrder('880.00');
    const all = await Promise.all(Array.from({ length: 50 }, () => refund(order.id, 80, 'k-c1')));
    expect(all.every((r) => r.body.code === 0)).toBe(true);
    expect(new Set(all.map((r) => r.body.payload.refundId)).size).toBe(1);
    const n = await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM refund WHERE order_id = $1', [order.id]);
    expect(n.rows[0].n).toBe('1');
  });

  it('never refunds more than was paid from 50 simultaneous refunds with different keys', async () => {
    const order = await paidOrder('1000.00');
    const all = await Promise.all(Array.from({ length: 50 }, (_, i) => refund(order.id, 30, `k-d${i}`)));
    const ok = all.filter((r) => r.body.code === 0);
    expect(ok).toHaveLength(33);
    expect(all.filter((r) => r.status === 400)).toHaveLength(17);
    const row = await t.db.query<{ refunded_amount: string }>('SELECT refunded_amount::text FROM orders WHERE id = $1', [order.id]);
    expect(row.rows[0].refunded_amount).toBe('990.00');
  });

  it('checks input, subject, payment state and role, changing nothing', async () => {
    const order = await paidOrder('50.00');
    expect((await refund(order.id, 1.234, 'k-e1')).status).toBe(400);
    expect((await refund(order.id, -5, 'k-e2')).status).toBe(400);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/o/v1/refund/financeRefund',
          token: finance,
          payload: { orderId: order.id, refundAmount: 1, reason: 'x' },
        })
      ).status,
    ).toBe(400);
    const music = await paidOrder('50.00', 3);
    expect((await refund(music.id, 1, 'k-e3')).status).toBe(404);
    const sales = await t.login('sales');
    expect((await refund(order.id, 1, 'k-e4', sales)).status).toBe(420);
    await t.db.query('UPDATE orders SET status = 0 WHERE id = $1', [order.id]);
    const unpaid = await refund(order.id, 1, 'k-e5');
    expect(unpaid.body.errors).toBe('订单未支付，不能退款');
    const n = await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM refund WHERE order_id = $1', [order.id]);
    expect(n.rows[0].n).toBe('0');
  });
});
