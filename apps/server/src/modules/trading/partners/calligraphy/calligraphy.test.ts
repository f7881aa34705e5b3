import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import { makeStudent, opLog } from '../../../../test/fixtures/orders';

let t: TestApp;
let teacher: string;
let pkg: string;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await t.login('teacher');
  const p = await t.db.query<{ id: string }>(
    `INSERT INTO package (subject, name, price, status) VALUES (1, '书法年课', 3600.00, 0) RETURNING id::text AS id`,
  );
  pkg = p.rows[0].id;
  await t.db.query(`INSERT INTO package (subject, name, price, status) VALUES (0, '美术年课', 3000.00, 0)`);
});
afterAll(async () => t.close());

const W = '?subject=write_app';
const create = (name: string, payload: Record<string, unknown>, key: string) =>
  t.call({ method: 'POST', url: `/api/s/v1/calligraphy/course/${name}${W}`, token: teacher, headers: { 'idempotency-key': key }, payload });

describe('calligraphy packages and orders', () => {
  it('lists the subject’s packages for a mobile, and creates an unpaid and an offline-paid order', async () => {
    const s = await makeStudent(t.db, [1]);
    const list = await t.call({
      method: 'GET',
      url: `/api/s/v1/calligraphy/course/getCalligraphyPackageByMobile${W}&mobile=${s.mobile}`,
      token: teacher,
    });
    expect(list.body.payload.packages.map((p: { name: string }) => p.name)).toEqual(['书法年课']);
    expect(list.body.payload.user.mobile).toBe(`${s.mobile.slice(0, 3)}****${s.mobile.slice(-4)}`);
    const unpaid = await create('createCalligraphyOrder', { mobile: s.mobile, packageId: pkg }, 'c-1');
    expect(unpaid.body.payload).toMatchObject({ status: 0, amount: 3600, regtype: 2 });
    const paid = await create('createCalligraphyOrderV2', { uid: s.id, packageId: pkg, amount: '3299.99', tradeType: 'WECHAT' }, 'c-2');
    expect(paid.body.payload).toMatchObject({ status: 2, amount: 3299.99, discountAmount: 300.01 });
    expect(
      (await create('createCalligraphyOrderV2', { uid: s.id, packageId: pkg, amount: '3299.99', tradeType: 'WECHAT' }, 'c-2')).body,
    ).toEqual(paid.body);
    const ledger = await t.db.query<{ amount: string }>(
      "SELECT amount::text FROM money_ledger WHERE order_id = $1 AND entry_type = 'PAYMENT'",
      [paid.body.payload.orderId],
    );
    expect(ledger.rows).toEqual([{ amount: '3299.99' }]);
    expect(await opLog(t.db, 'order.createCalligraphyPaid', paid.body.payload.orderId)).toHaveLength(1);
    const orders = await t.call({ method: 'GET', url: `/api/s/v1/calligraphy/course/getCalligraphyOrder${W}&uid=${s.id}`, token: teacher });
    expect(orders.body.payload).toHaveLength(2);
    const after = await t.call({
      method: 'GET',
      url: `/api/s/v1/calligraphy/course/getCalligraphyPackageByMobile${W}&mobile=${s.mobile}`,
      token: teacher,
    });
    expect(after.body.payload.boughtPackageIds).toEqual([pkg]);
  });

  it('refuses more than the price, a package of another subject, a missing key and other roles', async () => {
    const s = await makeStudent(t.db, [1]);
    expect((await create('createCalligraphyOrderV2', { uid: s.id, packageId: pkg, amount: 3600.01 }, 'c-3')).body.errors).toBe(
      '实收金额不能高于套餐价格 ¥3600.00',
    );
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/s/v1/calligraphy/course/createCalligraphyOrder',
          token: teacher,
          headers: { 'idempotency-key': 'c-4' },
          payload: { uid: s.id, packageId: pkg },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/api/s/v1/calligraphy/course/createCalligraphyOrder${W}`,
          token: teacher,
          payload: { uid: s.id, packageId: pkg },
        })
      ).status,
    ).toBe(400);
    const reviewer = await t.login('reviewer');
    expect(
      (await t.call({ method: 'GET', url: `/api/s/v1/calligraphy/course/getCalligraphyOrder${W}&uid=${s.id}`, token: reviewer })).status,
    ).toBe(420);
  });
});
