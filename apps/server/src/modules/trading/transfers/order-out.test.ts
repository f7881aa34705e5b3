import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeOrder, makeStudent, opLog } from '../../../test/fixtures/orders';

let t: TestApp;
let ops: string;
beforeAll(async () => {
  t = await createTestApp();
  ops = await t.login('ops');
});
afterAll(async () => t.close());

const toOut = (payload: Record<string, unknown>, key: string, token = ops) =>
  t.call({ method: 'POST', url: '/api/o/v1/orderOut/orderToOut', token, headers: { 'idempotency-key': key }, payload });

describe('order-out', () => {
  it('moves money only into a subject the caller holds (420, the order untouched)', async () => {
    const s = await makeStudent(t.db);
    const o = await makeOrder(t.db, { uid: s.id, amount: '200.00', status: 6 });
    // ops holds art, writing and music: dance (5) is not theirs to move money into
    const r = await toOut({ orderId: o.id, outType: 1, targetSubject: 5, amount: '200', reason: '转学科' }, 'out-foreign');
    expect(r.status).toBe(420);
    const still = await t.db.query<{ status: number }>('SELECT status FROM orders WHERE id = $1::bigint', [o.id]);
    expect(still.rows[0].status).toBe(6);
  });

  it('moves what is left of an order out once: record, closed order, ledger to 0, op log', async () => {
    const s = await makeStudent(t.db);
    const o = await makeOrder(t.db, { uid: s.id, amount: '500.00', refunded: '120.50', status: 6 });
    const wrongAmount = await toOut({ orderId: o.id, outType: 1, targetSubject: 3, amount: 500, reason: '转学科' }, 'out-0');
    expect(wrongAmount.body.errors).toBe('转出金额必须等于订单剩余金额 ¥379.50');
    const r = await toOut({ orderId: o.id, outType: 1, targetSubject: 3, amount: '379.5', reason: '转学科' }, 'out-1');
    expect(r.body.payload).toMatchObject({ orderId: o.id, amount: 379.5, status: 1, orderStatus: 8 });
    expect((await toOut({ orderId: o.id, outType: 1, targetSubject: 3, amount: '379.5', reason: '转学科' }, 'out-1')).body).toEqual(r.body);
    const second = await toOut({ orderId: o.id, outType: 3, reason: '再转' }, 'out-2');
    expect(second.status).toBe(409);
    expect(second.body.errors).toBe('订单转出已处理');
    const ledger = await t.db.query<{ amount: string; balance_after: string }>(
      "SELECT amount::text, balance_after::text FROM money_ledger WHERE order_id = $1 AND entry_type = 'ADJUSTMENT'",
      [o.id],
    );
    expect(ledger.rows).toEqual([{ amount: '-379.50', balance_after: '0.00' }]);
    expect((await opLog(t.db, 'order.toOut', o.id))[0].changes).toEqual({ status: [6, 8] });
    const list = await t.call({ method: 'POST', url: '/api/o/v1/orderOut/list', token: ops, payload: { outType: 1 } });
    const row = list.body.payload.content.find((x: { orderId: string }) => x.orderId === o.id);
    expect(row).toMatchObject({
      amount: 379.5,
      targetSubject: 3,
      targetSubjectText: '音乐',
      statusText: '已转出',
      mobile: `${s.mobile.slice(0, 3)}****${s.mobile.slice(-4)}`,
    });
  });

  it('checks the target, the order state and the subject', async () => {
    const s = await makeStudent(t.db);
    const o = await makeOrder(t.db, { uid: s.id });
    expect((await toOut({ orderId: o.id, outType: 1, targetSubject: 0, reason: 'x' }, 'out-3')).body.errors).toBe(
      '参数错误：targetSubject 必须是另一个学科',
    );
    expect((await toOut({ orderId: o.id, outType: 2, reason: 'x' }, 'out-4')).body.errors).toBe('参数错误：targetUid 不能为空');
    expect((await toOut({ orderId: o.id, outType: 2, targetUid: '99999999', reason: 'x' }, 'out-5')).status).toBe(404);
    const unpaid = await makeOrder(t.db, { uid: s.id, status: 0 });
    expect((await toOut({ orderId: unpaid.id, outType: 3, reason: 'x' }, 'out-6')).body.errors).toBe('订单状态为「未激活」，不能转出');
    const music = await makeOrder(t.db, { uid: s.id, subject: 3 });
    expect((await toOut({ orderId: music.id, outType: 3, reason: 'x' }, 'out-7')).status).toBe(404);
    expect((await toOut({ orderId: o.id, outType: 3, reason: 'x' }, 'out-8', await t.login('reviewer'))).status).toBe(420);
  });

  it('exports the transfer-out records as .xlsx', async () => {
    const s = await makeStudent(t.db);
    const o = await makeOrder(t.db, { uid: s.id, amount: '66.60' });
    await toOut({ orderId: o.id, outType: 3, reason: '外部' }, 'out-9');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/o/v1/orderOut/export',
      headers: { authorization: `Bearer ${ops}` },
      payload: { outType: 3 },
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = wb.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0][1]).toBe('订单号');
    expect(rows.find((r) => r[1] === o.outTradeNo)?.[7]).toBe(66.6);
  });
});
