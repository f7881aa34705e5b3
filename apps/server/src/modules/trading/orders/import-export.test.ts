import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeOrder, makeStudent, opLog } from '../../../test/fixtures/orders';

let t: TestApp;
let finance: string;
beforeAll(async () => {
  t = await createTestApp();
  finance = await t.login('finance');
});
afterAll(async () => t.close());

const importCall = (payload: unknown, key?: string) =>
  t.call({
    method: 'POST',
    url: '/api/b/v1/import/importCompletedOrder',
    token: finance,
    headers: key ? { 'idempotency-key': key } : {},
    payload: payload as Record<string, unknown>,
  });

describe('import of completed orders', () => {
  it('reports row by row in a dry run and writes nothing', async () => {
    const s = await makeStudent(t.db);
    const taken = await makeOrder(t.db, { uid: s.id });
    const rows = [
      { mobile: s.mobile, outTradeNo: 'IMP-A1', regtype: 'RENEW', amount: '2980.50', buytime: '2026-03-01 10:00:00' },
      { mobile: '13000000000', outTradeNo: 'IMP-A2', regtype: 3, amount: 10, buytime: '2026-03-01' },
      { mobile: s.mobile, outTradeNo: taken.outTradeNo, regtype: 3, amount: 10, buytime: '2026-03-01' },
      { mobile: s.mobile, outTradeNo: 'IMP-A1', regtype: 3, amount: 10, buytime: '2026-03-01' },
      { mobile: s.mobile, outTradeNo: 'IMP-A5', regtype: 3, amount: 10.123, buytime: '2026-03-01' },
      { userNum: s.userNum, outTradeNo: 'IMP-A6', regtype: 'WHAT', amount: 10, buytime: '2026-03-01' },
    ];
    const r = await importCall({ dryRun: true, rows });
    expect(r.body.payload).toMatchObject({ dryRun: true, total: 6, success: 1, failed: 5 });
    expect(r.body.payload.rows.map((x: { error?: string }) => x.error ?? 'ok')).toEqual([
      'ok',
      '学员不存在',
      `订单号已存在：${taken.outTradeNo}`,
      '订单号在文件中重复：IMP-A1',
      '实付金额必须是最多两位小数的正数金额',
      '订单类型不正确：WHAT',
    ]);
    const n = await t.db.query<{ n: string }>("SELECT count(*)::text AS n FROM orders WHERE out_trade_no LIKE 'IMP-%'");
    expect(n.rows[0].n).toBe('0');
  });

  it('imports the good rows as completed orders with their payment, once per Idempotency-Key', async () => {
    const s = await makeStudent(t.db);
    const rows = [
      { mobile: s.mobile, outTradeNo: 'IMP-B1', regtype: 'FIRST_ORDER', amount: '1999.99', totalAmount: '2999', buytime: 1772330400000 },
      { mobile: s.mobile, outTradeNo: 'IMP-B2', regtype: 3, amount: 'x', buytime: '2026-03-01' },
    ];
    expect((await importCall({ dryRun: false, rows })).status).toBe(400);
    const first = await importCall({ dryRun: false, rows }, 'imp-1');
    expect(first.body.payload).toMatchObject({ dryRun: false, success: 1, failed: 1 });
    const again = await importCall({ dryRun: false, rows }, 'imp-1');
    expect(again.body).toEqual(first.body);
    const o = await t.db.query<{ status: number; amount: string; discount_amount: string; subject: number }>(
      "SELECT status, amount::text, discount_amount::text, subject FROM orders WHERE out_trade_no = 'IMP-B1'",
    );
    expect(o.rows).toEqual([{ status: 3, amount: '1999.99', discount_amount: '999.01', subject: 0 }]);
    const ledger = await t.db.query<{ amount: string }>(
      "SELECT m.amount::text FROM money_ledger m JOIN orders o ON o.id = m.order_id WHERE o.out_trade_no = 'IMP-B1' AND m.entry_type = 'PAYMENT'",
    );
    expect(ledger.rows).toEqual([{ amount: '1999.99' }]);
    expect((await opLog(t.db, 'order.importCompleted'))[0].detail).toMatchObject({ success: 1, failed: 1 });
  });

  it('reads an uploaded .xlsx with Chinese column titles', async () => {
    const s = await makeStudent(t.db);
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('订单');
    sheet.addRow(['手机号', '订单号', '订单类型', '实付金额', '支付时间']);
    sheet.addRow([s.mobile, 'IMP-C1', '续费?', 99.9, '2026-02-01 09:30:00']);
    sheet.addRow([s.mobile, 'IMP-C2', 'RENEW', 99.9, '2026-02-01 09:30:00']);
    sheet.addRow([s.mobile, 'IMP-C3', '续费', 99.9, new Date(Date.UTC(2026, 1, 1, 9, 30))]);
    const key = `20260301/${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.xlsx`;
    await t.deps.files.put('private', key, Buffer.from(await wb.xlsx.writeBuffer()));
    const r = await importCall({ dryRun: true, fileKey: key });
    expect(r.body.payload.rows).toMatchObject([
      { row: 1, ok: false, error: '订单类型不正确：续费?' },
      { row: 2, ok: true },
      { row: 3, ok: true },
    ]);
    expect((await importCall({ dryRun: true, fileKey: '../../etc/passwd' })).status).toBe(400);
  });
});

describe('exports', () => {
  it('streams the renew orders as .xlsx with masked mobiles, and logs the export', async () => {
    const s = await makeStudent(t.db);
    await makeOrder(t.db, { uid: s.id, regtype: 3, amount: '3980.10' });
    await makeOrder(t.db, { uid: s.id, regtype: 2 });
    const res = await t.app.inject({ method: 'GET', url: `/api/o/v1/order/exportRenewOrder?access_token=${finance}&fileName=续费` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = wb.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0].slice(1, 4)).toEqual(['订单号', '用户编号', '手机号']);
    const mine = rows.filter((r) => r[2] === s.userNum);
    expect(mine).toHaveLength(1);
    expect(mine[0][3]).toBe(`${s.mobile.slice(0, 3)}****${s.mobile.slice(-4)}`);
    expect(mine[0][7]).toBe(3980.1);
    await new Promise((r) => setTimeout(r, 50));
    expect((await opLog(t.db, 'export')).some((e) => e.detail?.fileName === '续费' && e.detail?.completed === true)).toBe(true);
  });

  it('exports the payment ledger; refused to roles outside orders', async () => {
    const s = await makeStudent(t.db);
    const o = await makeOrder(t.db, { uid: s.id, amount: '50.00' });
    await t.db.query(
      `INSERT INTO money_ledger (subject, order_id, uid, entry_type, amount, balance_after) VALUES (0, $1, $2, 'PAYMENT', 50, 50)`,
      [o.id, s.id],
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/o/v1/order/exportPayment',
      headers: { authorization: `Bearer ${finance}` },
      payload: {},
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = wb.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
    expect(rows.some((r) => r[2] === o.outTradeNo && r[6] === 50)).toBe(true);
    const reviewer = await t.login('reviewer');
    expect((await t.call({ method: 'POST', url: '/api/o/v1/order/exportPayment', token: reviewer, payload: {} })).status).toBe(420);
  });
});
