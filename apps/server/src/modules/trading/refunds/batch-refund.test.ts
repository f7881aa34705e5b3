import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeOrder, makeStudent } from '../../../test/fixtures/orders';

let t: TestApp;
let finance: string;
beforeAll(async () => {
  t = await createTestApp();
  finance = await t.login('finance');
});
afterAll(async () => t.close());

const batch = (payload: unknown, key: string, token = finance) =>
  t.call({
    method: 'POST',
    url: '/api/o/v1/refund/batchRefund',
    token,
    headers: { 'idempotency-key': key },
    payload: payload as Record<string, unknown>,
  });

const refundCount = async (orderId: string) =>
  Number((await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM refund WHERE order_id = $1', [orderId])).rows[0].n);

describe('batchRefund', () => {
  it('refunds each item in its own transaction and reports the refused ones', async () => {
    const s = await makeStudent(t.db);
    const a = await makeOrder(t.db, { uid: s.id, amount: '100.00' });
    const b = await makeOrder(t.db, { uid: s.id, amount: '50.50' });
    const music = await makeOrder(t.db, { uid: s.id, amount: '80.00', subject: 3 });
    const r = await batch(
      {
        reason: '批量退款',
        items: [
          { orderId: a.id, refundAmount: 30.01 },
          { orderId: b.id, refundAmount: '50.50', reason: '全额退' },
          { orderId: a.id, refundAmount: 70 },
          { orderId: music.id, refundAmount: 1 },
        ],
      },
      'batch-1',
    );
    expect(r.body.payload).toMatchObject({ total: 4, success: 2, failed: 2 });
    expect(r.body.payload.items[0].result).toMatchObject({ refundAmount: 30.01, refundedTotal: 30.01, orderStatus: 6 });
    expect(r.body.payload.items[1].result).toMatchObject({ refundedTotal: 50.5, orderStatus: 7 });
    expect(r.body.payload.items[2]).toMatchObject({ ok: false, status: 400 });
    expect(r.body.payload.items[2].error).toContain('¥69.99');
    expect(r.body.payload.items[3]).toMatchObject({ ok: false, status: 404 });
    const replay = await batch({ reason: '批量退款', items: [{ orderId: a.id, refundAmount: 30.01 }] }, 'batch-1');
    expect(replay.status).toBe(409);
    expect(await refundCount(a.id)).toBe(1);
    const ledger = await t.db.query<{ sum: string }>(
      "SELECT sum(amount)::text AS sum FROM money_ledger WHERE order_id = ANY($1::bigint[]) AND entry_type = 'REFUND'",
      [[a.id, b.id]],
    );
    expect(ledger.rows[0].sum).toBe('-80.51');
  });

  it('makes one set of refunds from 20 simultaneous identical batches (double click)', async () => {
    const s = await makeStudent(t.db);
    const a = await makeOrder(t.db, { uid: s.id, amount: '100.00' });
    const body = [{ orderId: a.id, refundAmount: 10, reason: '重复点击' }];
    const all = await Promise.all(Array.from({ length: 20 }, () => batch(body, 'batch-2')));
    expect(all.every((r) => r.body.code === 0)).toBe(true);
    expect(new Set(all.map((r) => r.body.payload.items[0].result.refundId)).size).toBe(1);
    expect(await refundCount(a.id)).toBe(1);
  });

  it('needs the key, a reason, and the refund-payment role', async () => {
    const s = await makeStudent(t.db);
    const a = await makeOrder(t.db, { uid: s.id });
    const noKey = await t.call({
      method: 'POST',
      url: '/api/o/v1/refund/batchRefund',
      token: finance,
      payload: { items: [{ orderId: a.id, refundAmount: 1, reason: 'x' }] },
    });
    expect(noKey.status).toBe(400);
    expect(noKey.body.errors).toContain('Idempotency-Key');
    const noReason = await batch({ items: [{ orderId: a.id, refundAmount: 1 }] }, 'batch-3');
    expect(noReason.body.payload.items[0]).toMatchObject({ ok: false, error: '请填写退款原因' });
    const empty = await batch({ items: [] }, 'batch-4');
    expect(empty.body.errors).toBe('参数错误：items 至少一笔退款');
    expect((await batch({ items: [{ orderId: a.id, refundAmount: 1, reason: 'x' }] }, 'batch-5', await t.login('sales'))).status).toBe(420);
    expect(await refundCount(a.id)).toBe(0);
  });
});

describe('refundDetail and refundFee', () => {
  it('shows a refund with its ledger entries; the fee left is exact to the fen', async () => {
    const s = await makeStudent(t.db);
    const a = await makeOrder(t.db, { uid: s.id, amount: '0.30' });
    const r = await batch({ items: [{ orderId: a.id, refundAmount: 0.1, reason: '部分退' }] }, 'batch-6');
    const refundId = r.body.payload.items[0].result.refundId;
    const detail = await t.call({ method: 'POST', url: '/api/o/v1/refund/refundDetail', token: finance, payload: { refundId } });
    expect(detail.body.payload).toMatchObject({
      id: refundId,
      refundAmount: 0.1,
      orderRemainingAmount: 0.2,
      staffName: '钱财务',
      ledger: [{ entryType: 'REFUND', amount: -0.1, balanceAfter: 0.2 }],
    });
    const fee = await t.call({ method: 'GET', url: `/api/b/xm/refund/order/refundFee?orderId=${a.id}&userId=${s.id}`, token: finance });
    expect(fee.body.payload).toMatchObject({ paidAmount: 0.3, refundedAmount: 0.1, refundFee: 0.2, refundCount: 1, orderStatus: 6 });
    const other = await makeStudent(t.db);
    expect(
      (await t.call({ method: 'GET', url: `/api/b/xm/refund/order/refundFee?orderId=${a.id}&userId=${other.id}`, token: finance })).status,
    ).toBe(404);
    expect(
      (await t.call({ method: 'GET', url: `/api/b/xm/refund/order/refundFee?orderId=${a.id}&subject=3`, token: finance })).status,
    ).toBe(404);
    expect(
      (await t.call({ method: 'POST', url: '/api/o/v1/refund/refundDetail?subject=3', token: finance, payload: { refundId } })).status,
    ).toBe(404);
    const sales = await t.login('sales');
    expect((await t.call({ method: 'POST', url: '/api/o/v1/refund/refundDetail', token: sales, payload: { refundId } })).status).toBe(200);
  });
});
