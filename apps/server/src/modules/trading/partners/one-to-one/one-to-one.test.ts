import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import { makeOrder, makeStudent, opLog } from '../../../../test/fixtures/orders';

const SYSTEM_TOKEN = 'test-1v1-system-credential';
let t: TestApp;
let sales: string;
let pkg: string;
beforeAll(async () => {
  t = await createTestApp();
  sales = await t.login('sales');
  const p = await t.db.query<{ id: string }>(
    `INSERT INTO package (subject, name, price, original, status) VALUES (0, '一对一 10 节', 1999.50, 2999.00, 0) RETURNING id::text AS id`,
  );
  pkg = p.rows[0].id;
});
afterAll(async () => t.close());

const sys = (url: string, payload?: Record<string, unknown>) =>
  t.call({ method: payload ? 'POST' : 'GET', url, payload, headers: { authorization: `Bearer ${SYSTEM_TOKEN}` } });

describe('/1v1api access', () => {
  it('answers a staff session of the area, the configured system credential, and nobody else', async () => {
    const s = await makeStudent(t.db);
    const url = `/1v1api/iap/checkIsRegister?mobile=${s.mobile}`;
    t.deps.config.oneToOneToken = '';
    expect((await sys(url)).status).toBe(401);
    t.deps.config.oneToOneToken = SYSTEM_TOKEN;
    expect((await sys(url)).body.payload).toEqual({ isRegister: true, uid: s.id });
    expect((await t.call({ method: 'GET', url, headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    expect((await t.call({ method: 'GET', url })).status).toBe(401);
    expect((await t.call({ method: 'GET', url, token: sales })).body.payload.isRegister).toBe(true);
    const reviewer = await t.login('reviewer');
    expect((await t.call({ method: 'GET', url, token: reviewer })).status).toBe(420);
    expect((await opLog(t.db, 'denied')).some((e) => e.detail?.access === 'area:one-to-one')).toBe(true);
    expect(
      (await t.call({ method: 'GET', url: '/1v1api/iap/checkIsRegister?mobile=1', headers: { authorization: 'Bearer wrong' } })).status,
    ).toBe(401);
    expect((await sys('/1v1api/iap/checkIsRegister?mobile=1')).body.errors).toContain('mobile');
  });
});

describe('/1v1api calls', () => {
  it('checks a user (masked), creates an order at the package price, gives a pay link, lists by source', async () => {
    t.deps.config.oneToOneToken = SYSTEM_TOKEN;
    const s = await makeStudent(t.db);
    const info = await sys('/1v1api/iap/checkUserInfoBear', { mobile: s.mobile });
    expect(info.body.payload).toMatchObject({
      exists: true,
      subjects: [0],
      inSubject: true,
      user: { uid: s.id, mobile: `${s.mobile.slice(0, 3)}****${s.mobile.slice(-4)}` },
    });
    expect((await sys('/1v1api/iap/checkIsPay', { uid: s.id })).body.payload).toMatchObject({ isPay: false, paidOrderCount: 0 });
    const created = await sys('/1v1api/buy/create', { mobile: s.mobile, packageId: pkg });
    expect(created.body.payload).toMatchObject({ uid: s.id, amount: 1999.5, totalAmount: 2999, regtype: 2, status: 0 });
    const log = await opLog(t.db, 'order.create1v1', created.body.payload.orderId);
    expect(log[0].staff_name).toBe('一对一服务(系统)');
    const link = await sys('/1v1api/order/payLink', { orderId: created.body.payload.orderId });
    expect(link.body.payload.payLink).toMatch(new RegExp(`/pay/${created.body.payload.outTradeNo}\\?expires=\\d+&sign=[\\w-]+$`));
    await t.db.query('UPDATE orders SET status = 2 WHERE id = $1', [created.body.payload.orderId]);
    expect((await sys('/1v1api/order/payLink', { orderId: created.body.payload.orderId })).status).toBe(409);
    expect((await sys('/1v1api/iap/checkIsPay', { uid: s.id, packageId: pkg })).body.payload.isPay).toBe(true);
    const list = await sys('/1v1api/getPayOrderListBySource?source=1v1');
    expect(list.body.payload.content.map((o: { id: string }) => o.id)).toContain(created.body.payload.orderId);
    const again = await sys('/1v1api/buy/create', { uid: s.id, packageId: pkg, source: 'app' });
    expect(again.body.payload.regtype).toBe(3);
  });

  it('keeps subjects apart: the system credential names one, a staff member only theirs', async () => {
    const s = await makeStudent(t.db, [3]);
    const music = await makeOrder(t.db, { uid: s.id, subject: 3, status: 0 });
    expect((await sys(`/1v1api/order/payLink?orderId=${music.id}`)).status).toBe(404);
    expect((await sys(`/1v1api/order/payLink?orderId=${music.id}&subject=3`)).status).toBe(200);
    expect((await t.call({ method: 'GET', url: `/1v1api/order/payLink?orderId=${music.id}&subject=3`, token: sales })).status).toBe(420);
    // The package is an art package: not for sale in music.
    expect((await sys('/1v1api/buy/create?subject=3', { uid: s.id, packageId: pkg })).status).toBe(404);
    const art = await sys('/1v1api/buy/create', { uid: s.id, packageId: pkg });
    expect(art.body.payload.regtype).toBe(2);
  });

  it('answers the dictionary config and renders an escaped poster', async () => {
    const dict = await sys('/1v1api/dict/getConfig');
    expect(dict.body.payload.packages[0]).toMatchObject({ id: pkg, price: 1999.5 });
    expect(dict.body.payload.orderStatus).toContainEqual({ value: 3, label: '已完成' });
    expect((await sys('/1v1api/dict/getConfig?key=nope')).status).toBe(400);
    const poster = await sys('/1v1api/poster/createPosterCustom', { title: '<script>alert(1)</script>', content: '春季一对一课程' });
    expect(poster.body.payload.url).toMatch(/^\/files\/public\/\d{8}\/.+\.svg$/);
    const file = await t.app.inject({ method: 'GET', url: poster.body.payload.url });
    expect(file.headers['content-type']).toBe('image/svg+xml');
    expect(file.body).toContain('&lt;script&gt;');
    expect(file.body).not.toContain('<script>');
  });
});
