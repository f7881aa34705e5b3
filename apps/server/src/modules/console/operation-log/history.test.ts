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

const history = (q: string, token = cs) => t.call({ method: 'GET', url: `/api/t/v1/operatelog/recordHistory?${q}`, token });
const post = (url: string, payload: Record<string, unknown>, token = cs) => t.call({ method: 'POST', url, token, payload });
const home = { receiptName: '张妈妈', receiptTel: '13566667777', province: '浙江省', city: '杭州市', addressDetail: '文三路1号' };

describe('record history', () => {
  it("shows an order's changes newest first with field diffs, who, when and from where, shipments included", async () => {
    const s = await makeStudent(t.db);
    const o = await makeOrder(t.db, { uid: s.id });
    const e = await makeExpress(t.db, { uid: s.id, orderId: o.id });
    const other = await makeOrder(t.db, { uid: s.id });
    await post('/api/o/v1/order/updateRemark', { orderId: o.id, remark: '第一版' });
    await post('/api/o/v1/order/updateRemark', { orderId: o.id, remark: '第二版' });
    await post('/api/o/v1/order/updateRemark', { orderId: other.id, remark: '别的订单' });
    await post('/api/ex/v1/address/background/updateExpressAddressNew', { expressId: e, ...home });
    const r = await history(`entity=order&entityId=${o.id}`);
    expect(r.status).toBe(200);
    const rows = r.body.payload.content;
    expect(r.body.payload.totalElements).toBe(3);
    expect(rows.map((x: { action: string }) => x.action)).toEqual(['express.address', 'order.remark', 'order.remark']);
    expect(rows[1]).toMatchObject({ entity: 'order', entityId: o.id, changes: { remark: ['第一版', '第二版'] }, ip: '127.0.0.1' });
    expect(rows[2].changes).toEqual({ remark: [null, '第一版'] });
    expect(rows[0].changes.receipt_tel).toEqual(['137****5678', '135****7777']);
    const cs1 = await t.db.query<{ name: string }>(
      "SELECT COALESCE(NULLIF(real_name, ''), user_name) AS name FROM staff WHERE user_name = 'cs'",
    );
    expect(rows[1].staffName).toBe(cs1.rows[0].name);
    expect(typeof rows[1].ctime).toBe('number');
    expect(JSON.stringify(r.body)).not.toContain('13566667777');
  });

  it("shows a student's own entries and those of the student's addresses", async () => {
    const s = await makeStudent(t.db);
    const a = await post('/api/ex/v1/address/background/createAddressNew', { uid: s.id, ...home });
    await post('/api/ex/v1/address/background/updateAddressNew', { id: a.body.payload.id, uid: s.id, ...home, addressDetail: '文三路9号' });
    const csId = (await t.db.query<{ id: string }>("SELECT id::text AS id FROM staff WHERE user_name = 'cs'")).rows[0].id;
    const reveal = await t.call({
      method: 'GET',
      url: `/api/u/v1/user/userManner/queryUserMobile?uid=${s.id}&operatorId=${csId}`,
      token: cs,
    });
    expect(reveal.status).toBe(200);
    const r = await history(`entity=student&entityId=${s.id}&size=10`);
    expect(r.status).toBe(200);
    const actions = r.body.payload.content.map((x: { action: string }) => x.action);
    expect(actions).toEqual(['student.mobile.reveal', 'address.update', 'address.create']);
    const upd = r.body.payload.content.find((x: { action: string }) => x.action === 'address.update');
    expect(upd.changes).toEqual({ address_detail: ['文三路1号', '文三路9号'] });
  });

  it('checks the area (420), the subject (404) and the input (400)', async () => {
    const s = await makeStudent(t.db);
    const o = await makeOrder(t.db, { uid: s.id });
    const reviewer = await t.login('reviewer');
    expect((await history(`entity=order&entityId=${o.id}`, reviewer)).status).toBe(420);
    expect((await history(`entity=student&entityId=${s.id}`, reviewer)).status).toBe(420);
    const music = await makeOrder(t.db, { uid: s.id, subject: 3 });
    expect((await history(`entity=order&entityId=${music.id}`)).status).toBe(404);
    expect((await history(`entity=order&entityId=${music.id}&subject=3`)).status).toBe(200);
    const lonely = await makeStudent(t.db, [3]);
    expect((await history(`entity=student&entityId=${lonely.id}`)).status).toBe(404);
    const bad = await history('entity=nope&entityId=1');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContain('entity');
    expect((await history('entity=order&entityId=abc')).body.errors).toContain('entityId');
    expect((await t.call({ method: 'GET', url: `/api/t/v1/operatelog/recordHistory?entity=order&entityId=${o.id}` })).status).toBe(401);
  });
});
