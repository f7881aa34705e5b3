import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeExpress, makeOrder, makeStudent, opLog } from '../../../test/fixtures/orders';

let t: TestApp;
let cs: string;
let sales: string;
beforeAll(async () => {
  t = await createTestApp();
  [cs, sales] = [await t.login('cs'), await t.login('sales')];
});
afterAll(async () => t.close());

const url = '/api/o/v1/order/updateRemark';
const save = (payload: Record<string, unknown>, token = cs) => t.call({ method: 'POST', url, token, payload });
const stored = async (id: string) =>
  (await t.db.query<{ remark: string | null; version: number }>('SELECT remark, version FROM orders WHERE id = $1::bigint', [id])).rows[0];

describe('conflict-safe order remark', () => {
  it('saves with the version it read and answers the new version', async () => {
    const s = await makeStudent(t.db);
    const o = await makeOrder(t.db, { uid: s.id });
    const before = await stored(o.id);
    const r = await save({ orderId: o.id, remark: '家长要求周末上课', version: before.version });
    expect(r.status).toBe(200);
    expect(r.body.payload).toEqual({ orderId: o.id, remark: '家长要求周末上课', version: before.version + 1 });
    expect(await stored(o.id)).toEqual({ remark: '家长要求周末上课', version: before.version + 1 });
    expect((await opLog(t.db, 'order.remark', o.id))[0].changes).toEqual({ remark: [null, '家长要求周末上课'] });
  });

  it('refuses a stale version with 409 naming who changed it and when, and changes nothing', async () => {
    const s = await makeStudent(t.db);
    const o = await makeOrder(t.db, { uid: s.id });
    const read = (await stored(o.id)).version;
    expect((await save({ orderId: o.id, remark: '销售先改', version: read }, sales)).status).toBe(200);
    const stale = await save({ orderId: o.id, remark: '客服后改', version: read });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 409, status: 'ERROR' });
    expect(stale.body.errors).toMatch(/^该记录已被.+于\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}修改，请刷新后再保存$/);
    const c = stale.body.conflict;
    expect(c).toMatchObject({ entity: 'order', entityId: o.id, yourVersion: read, version: read + 1, current: { remark: '销售先改' } });
    const salesStaff = await t.db.query<{ id: string; name: string }>(
      "SELECT id::text AS id, COALESCE(NULLIF(real_name, ''), user_name) AS name FROM staff WHERE user_name = 'sales'",
    );
    expect(c.changedById).toBe(salesStaff.rows[0].id);
    expect(c.changedBy).toBe(salesStaff.rows[0].name);
    expect(Math.abs(c.changedAt - Date.now())).toBeLessThan(10 * 60_000);
    expect(await stored(o.id)).toEqual({ remark: '销售先改', version: read + 1 });
    expect(await opLog(t.db, 'order.remark', o.id)).toHaveLength(1);
    // The loser reloads (the current version) and saves deliberately.
    const again = await save({ orderId: o.id, remark: '客服后改', version: c.version });
    expect(again.status).toBe(200);
    expect(await stored(o.id)).toEqual({ remark: '客服后改', version: read + 2 });
  });

  it('accepts a save without a version (the original client sends none)', async () => {
    const s = await makeStudent(t.db);
    const o = await makeOrder(t.db, { uid: s.id });
    await save({ orderId: o.id, remark: '第一次', version: (await stored(o.id)).version });
    const r = await save({ orderId: o.id, remark: '旧客户端' });
    expect(r.status).toBe(200);
    expect((await stored(o.id)).remark).toBe('旧客户端');
  });

  it('lets exactly one of two concurrent saves of the same version win', async () => {
    const s = await makeStudent(t.db);
    const o = await makeOrder(t.db, { uid: s.id });
    const v = (await stored(o.id)).version;
    const [a, b] = await Promise.all([
      save({ orderId: o.id, remark: '甲', version: v }),
      save({ orderId: o.id, remark: '乙', version: v }, sales),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? '甲' : '乙';
    expect(await stored(o.id)).toEqual({ remark: winner, version: v + 1 });
    const loser = a.status === 409 ? a : b;
    expect(loser.body.conflict.current).toEqual({ remark: winner });
  });

  it('bumps the version on every write path (trigger), so a form that read before any update is stale', async () => {
    const s = await makeStudent(t.db);
    const o = await makeOrder(t.db, { uid: s.id });
    const v = (await stored(o.id)).version;
    await t.db.query('UPDATE orders SET invoice_status = 1 WHERE id = $1::bigint', [o.id]);
    const r = await save({ orderId: o.id, remark: '晚了', version: v });
    expect(r.status).toBe(409);
    // No operation-log entry describes that write: who is unknown, when is the row's last update.
    expect(r.body.conflict).toMatchObject({ changedBy: null, changedById: null, version: v + 1 });
    expect(typeof r.body.conflict.changedAt).toBe('number');
  });

  it('refuses bad input with a 400 naming the field, other subjects with 404, and roles without orders with 420', async () => {
    const s = await makeStudent(t.db);
    const o = await makeOrder(t.db, { uid: s.id });
    const bad = await save({ orderId: o.id, remark: 'x', version: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContain('version');
    const long = await save({ orderId: o.id, remark: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toContain('remark');
    const music = await makeOrder(t.db, { uid: s.id, subject: 3 });
    expect((await save({ orderId: music.id, remark: 'x' })).status).toBe(404);
    const reviewer = await t.login('reviewer');
    expect((await save({ orderId: o.id, remark: 'x' }, reviewer)).status).toBe(420);
    expect((await stored(o.id)).remark).toBeNull();
  });
});

describe('conflict-safe address edits', () => {
  const home = { receiptName: '张妈妈', receiptTel: '13566667777', province: '浙江省', city: '杭州市', addressDetail: '文三路1号' };
  it('refuses a stale address-book save with the current (masked) values and accepts one without a version', async () => {
    const s = await makeStudent(t.db);
    const a = await t.call({
      method: 'POST',
      url: '/api/ex/v1/address/background/createAddressNew',
      token: cs,
      payload: { uid: s.id, ...home },
    });
    const { id, version } = a.body.payload;
    const upd = (p: Record<string, unknown>) =>
      t.call({
        method: 'POST',
        url: '/api/ex/v1/address/background/updateAddressNew',
        token: cs,
        payload: { id, uid: s.id, ...home, ...p },
      });
    expect((await upd({ addressDetail: '文三路2号', version })).body.payload.version).toBe(version + 1);
    const stale = await upd({ addressDetail: '文三路3号', receiptTel: '13500001111', version });
    expect(stale.status).toBe(409);
    expect(stale.body.conflict.current).toMatchObject({ addressDetail: '文三路2号', receiptTel: '135****7777' });
    expect((await upd({ addressDetail: '文三路4号' })).status).toBe(200);
  });

  it('refuses a stale shipment address', async () => {
    const s = await makeStudent(t.db);
    const o = await makeOrder(t.db, { uid: s.id });
    const e = await makeExpress(t.db, { uid: s.id, orderId: o.id });
    const v = (await t.db.query<{ version: number }>('SELECT version FROM express WHERE id = $1::bigint', [e])).rows[0].version;
    const put = (p: Record<string, unknown>) =>
      t.call({
        method: 'POST',
        url: '/api/ex/v1/address/background/updateExpressAddressNew',
        token: cs,
        payload: { expressId: e, ...home, ...p },
      });
    expect((await put({ version: v })).status).toBe(200);
    const stale = await put({ addressDetail: '另一个地址', version: v });
    expect(stale.status).toBe(409);
    expect(stale.body.conflict).toMatchObject({ entity: 'express', version: v + 1, current: { addressDetail: '文三路1号' } });
  });
});
