import { ROLES } from '@console/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../platform/auth/password';
import { DEMO_PASSWORD } from '../platform/demo/accounts';
import { createTestApp, type TestApp } from './app';
import { makeOrder, makeStudent } from './fixtures/orders';
import { insert } from './fixtures/query';

/**
 * Write bodies of the trading, catalog and marketing calls that name another object (a channel, a
 * product, a label, a student) may only name one of a subject the caller holds (OWASP API1, issue 25
 * "object-level scope everywhere"). Before, these handlers checked the object existed in any subject,
 * or not at all, and saved the reference. The caller here holds every role and the art subject only.
 */
let t: TestApp;
let artOnly: string;
const ART = 0;
const MUSIC = 3;
let musicChannel: string;
let musicProduct: string;
let musicLabel: string;

beforeAll(async () => {
  t = await createTestApp(undefined, { jobs: false });
  await t.db.query(
    `INSERT INTO staff (user_name, real_name, mobile, password_hash, role_id, role_ids, subject_list)
     VALUES ('art-only', '美术专员', '13900008888', $1, '7', $2, $3)`,
    [await hashPassword(DEMO_PASSWORD), ROLES.map((r) => r.id), [ART]],
  );
  artOnly = await t.login('art-only');
  const musicClass = await insert(t, 'channel_class', { subject: MUSIC, name: '音乐投放', level: 1 });
  musicChannel = await insert(t, 'channel', { subject: MUSIC, channel_class_id: musicClass, name: '音乐渠道' });
  musicProduct = await insert(t, 'product', { subject: MUSIC, name: '小提琴', type: 'ACTUAL_GOODS', price: '999.00' });
  musicLabel = await insert(t, 'label', { subject: MUSIC, name: '音乐VIP' });
}, 120_000);
afterAll(async () => t.close());

const post = (url: string, payload: Record<string, unknown>, key?: string) =>
  t.call({ method: 'POST', url, token: artOnly, payload, headers: key ? { 'idempotency-key': key } : {} });
const count = async (sql: string, params: unknown[] = []) =>
  Number((await t.db.query<{ n: string }>(`SELECT count(*)::text AS n ${sql}`, params)).rows[0]!.n);
const DAY = 86_400_000;

describe('write bodies naming another subject’s object', () => {
  it('order-out: moving an order’s money to a student of another subject only is 404, and the order stays', async () => {
    const s = await makeStudent(t.db, [ART]);
    const o = await makeOrder(t.db, { uid: s.id, amount: '300.00' });
    const musician = await makeStudent(t.db, [MUSIC]);
    const r = await post(
      '/api/o/v1/orderOut/orderToOut',
      { orderId: o.id, outType: 2, targetUid: musician.id, reason: '转给音乐学员' },
      'fsr-out',
    );
    expect(r.status).toBe(404);
    expect(await count('FROM order_out WHERE order_id = $1', [o.id])).toBe(0);
    expect((await t.db.query<{ status: number }>('SELECT status FROM orders WHERE id = $1', [o.id])).rows[0]!.status).toBe(3);
  });

  it('promotions: an activity bound to another subject’s channel is 404, nothing saved', async () => {
    const before = await count('FROM promotions');
    const start = Date.now();
    const r = await post('/api/p/v1/promotions/saveAndUpdatePromotions', {
      name: '跨学科活动',
      startDate: start,
      endDate: start + 10 * DAY,
      channelIds: [musicChannel],
    });
    expect(r.status).toBe(404);
    expect(await count('FROM promotions')).toBe(before);
  });

  it('redeem codes: a config with another subject’s channel or customer-sign label is 404, nothing saved', async () => {
    const before = await count('FROM redeem_code_config');
    const base = { title: '跨学科兑换', num: 1, expireType: 1, endDate: Date.now() + 30 * DAY };
    expect((await post('/api/s/v1/exchange/code/save/config', { ...base, channelId: musicChannel }, 'fsr-redeem-1')).status).toBe(404);
    expect((await post('/api/s/v1/exchange/code/save/config', { ...base, customerSignId: musicLabel }, 'fsr-redeem-2')).status).toBe(404);
    expect(await count('FROM redeem_code_config')).toBe(before);
  });

  it('shop: a product’s material or a package’s split order naming another subject’s product is 404, nothing saved', async () => {
    const products = await count('FROM product');
    const packages = await count('FROM package');
    const material = await post('/api/p/v1/product/operationProduct', {
      name: '美术礼盒',
      type: 'ACTUAL_GOODS',
      materials: [{ product_id: musicProduct, name: '琴弦', quantity: 1 }],
    });
    expect(material.status).toBe(404);
    const split = await post('/api/p/v1/product/operationPackage', {
      name: '美术年课',
      split_orders: [{ product_id: musicProduct, name: '乐器', amount: '100.00' }],
    });
    expect(split.status).toBe(404);
    expect(await count('FROM product')).toBe(products);
    expect(await count('FROM package')).toBe(packages);
  });
});
