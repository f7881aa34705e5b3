import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { express, student } from '../../../test/fixtures/query';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const u = await student(t, { mobile: '13700004444' });
  await express(t, u, { express_status: 1, out_trade_no: 'EXPR1', receipt_name: '张三', receipt_tel: '13911112222', province: '广东省' });
  await express(t, u, { express_status: 2, out_trade_no: 'EXPR2', receipt_name: '李四', receipt_tel: '13911113333', province: '浙江省' });
  await express(t, u, { express_status: 3, out_trade_no: 'EXPR3', receipt_name: '王五', receipt_tel: '13911114444', province: '江苏省' });
});
afterAll(async () => t.close());

/** As axios sends `params`: nested objects JSON-encoded into the URL. */
const url = (p: Record<string, unknown>) =>
  `/data/search/m1/v1/search/common/export?${new URLSearchParams(Object.fromEntries(Object.entries(p).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])))}`;

async function sheetRows(payload: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(payload as unknown as ExcelJS.Buffer);
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('POST /data/search/m1/v1/search/common/export (the original client express export)', () => {
  it('answers the file synchronously for the bool query of the express list, index field names mapped, unknown columns left out', async () => {
    const query = {
      bool: {
        must: [{ range: { create_order_time: { gte: 0 } } }, { wildcard: { 'out_trade_no.keyword': 'EXPR*' } }],
        filter: { bool: { should: [{ terms: { express_status: ['1', '2'] } }] } },
      },
    };
    const headers = {
      out_trade_no: '订单号',
      receipt_name: '收货人姓名',
      receipt_tel: '收货人手机号',
      province: '省',
      _score: '相关度',
    };
    const res = await t.app.inject({
      method: 'POST',
      url: url({ tableName: 'o_express', name: '物流数据', headers, query, sort: { ctime: 'desc' } }),
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual(['订单号', '收货人姓名', '收货人手机号', '省']);
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(['EXPR1', 'EXPR2']);
    expect(rows.slice(1).every((r) => String(r[2]).includes('****'))).toBe(true);
  });

  it('refuses an unknown table and a role outside the express area', async () => {
    const bad = await t.call({ method: 'POST', url: url({ tableName: 'o_nope', headers: { id: 'ID' } }), token: admin });
    expect(bad.status).toBe(400);
    const reviewer = await t.login('reviewer');
    const denied = await t.call({
      method: 'POST',
      url: url({ tableName: 'o_express', headers: { id: 'ID' }, query: {} }),
      token: reviewer,
    });
    expect(denied.status).toBe(420);
  });
});
