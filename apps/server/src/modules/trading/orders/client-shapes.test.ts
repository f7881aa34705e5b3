import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeOrder, makeStudent } from '../../../test/fixtures/orders';

/**
 * REST calls of trading as the original client sends them and reads them
 * (docs/decisions/client-compatibility.md, "Trading").
 */
let t: TestApp;
let sales: string;
beforeAll(async () => {
  t = await createTestApp();
  sales = await t.login('sales');
});
afterAll(async () => t.close());

describe('trading REST in the client’s shapes', () => {
  it('reads a JSON POST with an empty body as {} (the client posts `null` data so), and still refuses malformed JSON', async () => {
    const s = await makeStudent(t.db);
    const o = await makeOrder(t.db, { uid: s.id, amount: '300.00', refunded: '100.00' });
    const empty = await t.call({
      method: 'POST',
      url: `/api/o/v1/order/getOrderRemainingAmount?orderId=${o.id}`,
      token: sales,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.status).toBe(200);
    expect(empty.body.payload).toBe(200);
    const blankNoParams = await t.call({
      method: 'POST',
      url: '/api/o/v1/order/getOrderRemainingAmount',
      token: sales,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    // reaches the route's own validation: the missing order is named, not "empty body"
    expect(blankNoParams.status).toBe(400);
    expect(JSON.stringify(blankNoParams.body)).not.toContain('Body cannot be empty');
    const broken = await t.call({
      method: 'POST',
      url: `/api/o/v1/order/getOrderRemainingAmount?orderId=${o.id}`,
      token: sales,
      headers: { 'content-type': 'application/json' },
      payload: '{"orderId":',
    });
    expect(broken.status).toBe(400);
  });

  it('getOrderRemainingAmount answers the refundable money as a bare number (the client reads `payload > 0`)', async () => {
    const s = await makeStudent(t.db);
    const o = await makeOrder(t.db, { uid: s.id, amount: '1999.90', refunded: '0.30' });
    const r = await t.call({ method: 'GET', url: `/api/o/v1/order/getOrderRemainingAmount?orderId=${o.id}`, token: sales });
    expect(r.body).toMatchObject({ code: 0, payload: 1999.6 });
    const all = await makeOrder(t.db, { uid: s.id, amount: '50.00', refunded: '50.00' });
    const none = await t.call({ method: 'GET', url: `/api/o/v1/order/getOrderRemainingAmount?orderId=${all.id}`, token: sales });
    expect(none.body.payload).toBe(0);
  });

  it('getOrderByRegtypesAndStatus takes the client’s regtype list (DEFAULT and TICKET500 included)', async () => {
    const s = await makeStudent(t.db);
    await makeOrder(t.db, { uid: s.id, regtype: 2 });
    const renew = await makeOrder(t.db, { uid: s.id, regtype: 3 });
    await makeOrder(t.db, { uid: s.id, regtype: 5 });
    const r = await t.call({
      method: 'GET',
      url: `/api/o/v1/order/getOrderByRegtypesAndStatus?userId=${s.id}&status=COMPLETED&regtypes=DEFAULT,EXPERIENCE,FIRST_ORDER,RENEW,TICKET500,MAKEUP,RENEW_MAKEUP`,
      token: sales,
    });
    expect(r.status).toBe(200);
    expect(r.body.payload.id).toBe(renew.id);
    const onlyUnrecorded = await t.call({
      method: 'GET',
      url: `/api/o/v1/order/getOrderByRegtypesAndStatus?userId=${s.id}&status=COMPLETED&regtypes=DEFAULT,TICKET500`,
      token: sales,
    });
    expect(onlyUnrecorded.body.payload).toBeNull();
    const unknown = await t.call({
      method: 'GET',
      url: `/api/o/v1/order/getOrderByRegtypesAndStatus?userId=${s.id}&regtypes=NOPE`,
      token: sales,
    });
    expect(unknown.status).toBe(400);
  });
});
