import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeExpress, makeOrder, makeStudent, opLog } from '../../../test/fixtures/orders';

let t: TestApp;
let sales: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  sales = await t.login('sales');
  admin = await t.login('admin');
});
afterAll(async () => t.close());

describe('order lookups', () => {
  it('pages a student’s completed orders (page 0 first; v1 100, v2 30 per page) and hides other subjects', async () => {
    const s = await makeStudent(t.db, [0, 3]);
    for (let i = 0; i < 3; i++) await makeOrder(t.db, { uid: s.id });
    await makeOrder(t.db, { uid: s.id, status: 2 });
    await makeOrder(t.db, { uid: s.id, subject: 3 });
    const v1 = await t.call({ method: 'GET', url: `/api/o/v1/order/getOrdersByStatus?userId=${s.id}`, token: sales });
    expect(v1.body.payload).toMatchObject({ totalElements: 3, number: 0, size: 100 });
    expect(v1.body.payload.content[0]).toMatchObject({ uid: s.id, status: 3, statusText: '已完成', amount: 100 });
    const v2 = await t.call({
      method: 'GET',
      url: `/api/o/v2/order/getOrdersByStatus?userId=${s.id}&status=COMPLETED,PAYMENT&pageSize=2&page=1`,
      token: sales,
    });
    expect(v2.body.payload).toMatchObject({ totalElements: 4, number: 1, size: 2, totalPages: 2 });
    expect(v2.body.payload.content).toHaveLength(2);
    const bad = await t.call({ method: 'GET', url: `/api/o/v1/order/getOrdersByStatus?userId=${s.id}&status=NOPE`, token: sales });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContain('status');
    const missing = await t.call({ method: 'GET', url: '/api/o/v1/order/getOrdersByStatus', token: sales });
    expect(missing.body.errors).toBe('参数错误：userId 不能为空');
  });

  it('finds orders by regtype names and statuses, across the subjects the staff holds only', async () => {
    const s = await makeStudent(t.db, [0, 3]);
    const first = await makeOrder(t.db, { uid: s.id, regtype: 2 });
    const renew = await makeOrder(t.db, { uid: s.id, regtype: 3 });
    await makeOrder(t.db, { uid: s.id, regtype: 1 });
    const music = await makeOrder(t.db, { uid: s.id, regtype: 3, subject: 3 });
    const list = await t.call({
      method: 'POST',
      url: '/api/o/v1/order/getOrderListByRegtypesAndStatus',
      token: sales,
      payload: { userId: s.id, regtypes: 'FIRST_ORDER,RENEW,MAKEUP,RENEW_MAKEUP' },
    });
    expect(list.body.payload.map((o: { id: string }) => o.id).sort()).toEqual([first.id, renew.id].sort());
    const one = await t.call({
      method: 'GET',
      url: `/api/o/v1/order/getOrderByRegtypesAndStatus?userId=${s.id}&regtypes=RENEW&status=3`,
      token: sales,
    });
    expect(one.body.payload.id).toBe(renew.id);
    const none = await t.call({
      method: 'GET',
      url: `/api/o/v1/order/getOrderByRegtypesAndStatus?userId=${s.id}&regtypes=MAKEUP`,
      token: sales,
    });
    expect(none.body.payload).toBeNull();
    const forbidden = await t.call({
      method: 'POST',
      url: '/api/o/v1/order/getOrderByRegTypesAndStatuesAndSubjects',
      token: sales,
      payload: { userId: s.id, regtypes: ['RENEW'], subjects: [0, 3] },
    });
    expect(forbidden.status).toBe(420);
    const both = await t.call({
      method: 'POST',
      url: '/api/o/v1/order/getOrderListByRegTypesAndStatues',
      token: admin,
      payload: { userId: s.id, regTypes: [3], statues: ['COMPLETED'], subjects: [0, 3] },
    });
    expect(both.body.payload.map((o: { id: string }) => o.id).sort()).toEqual([renew.id, music.id].sort());
    const across = await t.call({
      method: 'POST',
      url: '/api/o/v1/order/getOrderByRegTypesAndStatuesAndSubjects',
      token: admin,
      payload: { userId: s.id, regTypes: [3], statues: ['COMPLETED'], subjects: [0, 3] },
    });
    expect([renew.id, music.id]).toContain(across.body.payload.id);
  });

  it('shows an order’s detail with lines, masked student and shipment; another subject’s order is 404', async () => {
    const s = await makeStudent(t.db);
    const o = await makeOrder(t.db, { uid: s.id, amount: '1999.90', refunded: '0.30' });
    await t.db.query(
      `INSERT INTO order_sub (subject, order_id, uid, product_type, product_name, quantity, unit_price, amount) VALUES (0, $1, $2, 'ACTUAL_GOODS', '画材包', 2, 10.05, 20.10)`,
      [o.id, s.id],
    );
    await makeExpress(t.db, { uid: s.id, orderId: o.id });
    const r = await t.call({ method: 'GET', url: `/api/o/v1/order/detail?orderId=${o.id}`, token: sales });
    expect(r.body.payload).toMatchObject({
      id: o.id,
      amount: 1999.9,
      refundedAmount: 0.3,
      remainingAmount: 1999.6,
      user: { id: s.id, mobile: `${s.mobile.slice(0, 3)}****${s.mobile.slice(-4)}` },
    });
    expect(r.body.payload.subOrderList[0]).toMatchObject({ productName: '画材包', quantity: 2, unitPrice: 10.05, amount: 20.1 });
    expect(r.body.payload.express[0].receiptTel).toBe('137****5678');
    expect(JSON.stringify(r.body)).not.toContain(s.mobile);
    const price = await t.call({
      method: 'POST',
      url: '/api/o/v1/order/getOrderPrice',
      token: sales,
      payload: { outTradeNo: o.outTradeNo },
    });
    expect(price.body.payload).toMatchObject({ amount: 1999.9, refundedAmount: 0.3, remainingAmount: 1999.6 });
    const subs = await t.call({
      method: 'GET',
      url: `/api/o/v3/sub/getOrderSubListByOrderIdAndUserId?orderId=${o.id}&userId=${s.id}`,
      token: sales,
    });
    expect(subs.body.payload).toHaveLength(1);
    const other = await makeStudent(t.db);
    const wrongUser = await t.call({
      method: 'GET',
      url: `/api/o/v3/sub/getOrderSubListByOrderIdAndUserId?orderId=${o.id}&userId=${other.id}`,
      token: sales,
    });
    expect(wrongUser.status).toBe(404);
    const music = await makeOrder(t.db, { uid: s.id, subject: 3 });
    expect((await t.call({ method: 'GET', url: `/api/o/v1/order/detail?orderId=${music.id}`, token: admin })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/o/v1/order/detail?orderId=${music.id}&subject=3`, token: admin })).status).toBe(200);
    const refundStatus = await t.call({ method: 'GET', url: `/api/o/v3/order/getOrderRefundStatus?orderId=${o.id}`, token: sales });
    expect(refundStatus.body.payload).toMatchObject({ remainingAmount: 1999.6, refundCount: 0 });
  });

  it('lists merged (union) orders and their promotions', async () => {
    const s = await makeStudent(t.db);
    const merge = `M${Date.now()}`;
    const a = await makeOrder(t.db, { uid: s.id, merge });
    await makeOrder(t.db, { uid: s.id, merge });
    await makeOrder(t.db, { uid: s.id });
    await t.db.query('UPDATE orders SET promotions_id = 77, promotions_status = 1 WHERE id = $1', [a.id]);
    const merged = await t.call({
      method: 'GET',
      url: `/api/o/v1/order/getOrdersByMergeOutTradeNo?mergeOutTradeNo=${merge}`,
      token: sales,
    });
    expect(merged.body.payload).toHaveLength(2);
    const union = await t.call({ method: 'POST', url: '/api/o/v1/order/getUnionOrderList', token: sales, payload: { userId: s.id } });
    expect(union.body.payload.totalElements).toBe(2);
    const single = await t.call({ method: 'POST', url: '/api/o/v1/order/getNotUnionOrderList', token: sales, payload: { userId: s.id } });
    expect(single.body.payload.totalElements).toBe(1);
    const promos = await t.call({
      method: 'POST',
      url: '/api/o/v1/order/getPromotionsListForUnionOrder',
      token: sales,
      payload: { mergeOutTradeNo: merge },
    });
    expect(promos.body.payload.promotions).toEqual([
      { promotionsId: '77', promotionsStatus: 1, orderIds: [a.id], outTradeNos: [a.outTradeNo] },
    ]);
    const info = await t.call({ method: 'GET', url: `/api/o/v1/order/queryUnionCouponOrderInfo?orderId=${a.id}`, token: sales });
    expect(info.body.payload.unionOrders).toHaveLength(1);
    const enc = await t.call({ method: 'GET', url: `/api/o/v1/order/getEncode?orderId=${a.id}`, token: sales });
    expect(Buffer.from(enc.body.payload.encode, 'base64url').toString()).toBe(`0:${a.outTradeNo}`);
  });

  it('is refused to roles outside the orders area (reviewer → 420)', async () => {
    const reviewer = await t.login('reviewer');
    const r = await t.call({ method: 'GET', url: '/api/o/v1/order/detail?orderId=1', token: reviewer });
    expect(r.status).toBe(420);
    expect((await t.call({ method: 'GET', url: '/api/o/v1/order/detail?orderId=1' })).status).toBe(401);
  });
});

describe('order messages', () => {
  it('resends the order-complete message once a minute, with an SMS record and an op-log row', async () => {
    const s = await makeStudent(t.db);
    const o = await makeOrder(t.db, { uid: s.id });
    const r = await t.call({
      method: 'POST',
      url: '/api/b/v1/reSendOrderCompleteMessage',
      token: sales,
      payload: { orderId: o.id, operatorId: '999' },
    });
    expect(r.body.payload).toMatchObject({ orderId: o.id, mobile: `${s.mobile.slice(0, 3)}****${s.mobile.slice(-4)}` });
    const sms = await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM sms_record WHERE uid = $1', [s.id]);
    expect(sms.rows[0].n).toBe('1');
    const again = await t.call({ method: 'POST', url: `/api/b/v1/reSendOrderCompleteMessage?orderId=${o.id}`, token: sales });
    expect(again.status).toBe(429);
    const log = await opLog(t.db, 'order.resendCompleteMessage', o.id);
    expect(log).toHaveLength(1);
    expect(log[0].staff_name).toBe('孙销售');
    const unpaid = await makeOrder(t.db, { uid: s.id, status: 0 });
    expect(
      (await t.call({ method: 'POST', url: '/api/b/v1/reSendOrderCompleteMessage', token: sales, payload: { orderId: unpaid.id } })).status,
    ).toBe(400);
  });

  it('pushes to students and notifies teachers per order, reporting the ones that fail', async () => {
    const s = await makeStudent(t.db);
    const staff = await t.db.query<{ id: string }>("SELECT id::text AS id FROM staff WHERE user_name = 'teacher'");
    const teacher = await t.db.query<{ id: string }>(
      `INSERT INTO teacher (subject, staff_id, realname, phone) VALUES (0, $1, '周老师', '13600000001') RETURNING id::text AS id`,
      [staff.rows[0].id],
    );
    const a = await makeOrder(t.db, { uid: s.id, teacherId: teacher.rows[0].id });
    const b = await makeOrder(t.db, { uid: s.id });
    const push = await t.call({
      method: 'POST',
      url: '/api/o/v1/order/pushMsgByOrderIds',
      token: sales,
      payload: { orderIds: [a.id, b.id, '999999'], scenarioId: 'RENEW_REMIND' },
    });
    expect(push.body.payload).toMatchObject({ total: 3, sent: 2, failed: 1 });
    const teach = await t.call({
      method: 'POST',
      url: '/api/o/v1/order/sendMsgForTeacher',
      token: sales,
      payload: { orderIds: `${a.id},${b.id}`, scenarioId: 'FOLLOW' },
    });
    expect(teach.body.payload).toMatchObject({ total: 2, sent: 1, failed: 1 });
    const notes = await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM notification WHERE staff_id = $1', [staff.rows[0].id]);
    expect(notes.rows[0].n).toBe('1');
    expect(await opLog(t.db, 'order.pushMessage')).toHaveLength(2);
  });
});
