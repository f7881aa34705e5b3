import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeExpress, makeOrder, makeStudent } from '../../../test/fixtures/orders';

let t: TestApp;
let cs: string;
beforeAll(async () => {
  t = await createTestApp();
  cs = await t.login('cs');
});
afterAll(async () => t.close());

const post = (url: string, payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: `/ums/api/im/g/v2/order/${url}`, token: cs, payload });

describe('ums', () => {
  it('lists mall orders and shipments of a student (by real mobile), masked, with the logistics trace', async () => {
    const s = await makeStudent(t.db);
    const mall = await makeOrder(t.db, { uid: s.id, regtype: 5 });
    await makeOrder(t.db, { uid: s.id, regtype: 2 });
    const e = await makeExpress(t.db, { uid: s.id, orderId: mall.id, productType: 2 });
    await makeExpress(t.db, { uid: s.id, productType: 1 });
    await t.db.query("UPDATE express SET express_nu = 'YT9', express_company = '圆通' WHERE id = $1", [e]);
    await t.db.query('INSERT INTO express_remark_log (subject, express_id, from_status, to_status, remark) VALUES (0, $1, 1, 2, $2)', [
      e,
      '已揽收',
    ]);
    const orders = await post('orderList', { mobile: s.mobile });
    expect(orders.body.payload.content.map((o: { id: string }) => o.id)).toEqual([mall.id]);
    const page = await post('businessUserExpressPage', { uid: s.id });
    expect(page.body.payload.content.map((x: { id: string }) => x.id)).toEqual([e]);
    expect(page.body.payload.content[0].receiptTel).toBe('137****5678');
    expect((await post('expressList', { orderId: mall.id })).body.payload).toHaveLength(1);
    expect((await post('expressList', { uid: s.id })).body.payload).toHaveLength(2);
    const detail = await post('getLogisticsDetail', { expressNu: 'YT9' });
    expect(detail.body.payload).toMatchObject({ id: e, expressCompany: '圆通', traces: [{ remark: '已揽收', toStatus: 2 }] });
  });

  it('keeps other subjects out and needs a filter', async () => {
    const s = await makeStudent(t.db, [3]);
    const e = await makeExpress(t.db, { uid: s.id, subject: 3, productType: 2 });
    expect((await post('getLogisticsDetail', { expressId: e })).status).toBe(404);
    expect((await post('expressList', {})).body.errors).toBe('参数错误：orderId 不能为空');
    expect((await post('orderList', { mobile: s.mobile })).status).toBe(404);
  });
});
