import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents as orderDocs } from '../../../test/client-contract/orders';
import { documents as paymentDocs } from '../../../test/client-contract/payments';
import type { ClientDocument } from '../../../test/client-contract/types';
import { createTestApp, type TestApp } from '../../../test/app';
import { department, gql, insert, lit, order, student, team, teacher } from '../../../test/fixtures/query';

/**
 * The original client's order, payment and invoice documents (test/client-contract/orders.ts,
 * payments.ts) sent as it sends them, answering our rows in the shape it reads.
 */
let t: TestApp;
let admin: string;
const ids: Record<string, string> = {};

/** The client's document for a root (the one whose `use` mentions `hint`), with a filter in place of its empty query. */
function clientDoc(list: ClientDocument[], root: string, hint: string, filter: unknown): string {
  const d = list.find((x) => x.root === root && x.use.includes(hint));
  if (!d) throw new Error(`no client document ${root} (${hint})`);
  const args = Object.entries({ ...d.args, query: JSON.stringify(filter) }).map(([k, v]) => `${k}: ${JSON.stringify(v)}`);
  return `{ ${root}(${args.join(', ')})${d.select ? ` { ${d.select} }` : ''} }`;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const salesStaff = (await t.db.query<{ id: string }>("SELECT id::text AS id FROM staff WHERE user_name = 'sales'")).rows[0].id;
  const group = await department(t, '华东组');
  const dept = await department(t, '销售一部', group);
  ids.teacher = await teacher(t, { realname: '王老师', duty_id: 2, department_id: dept, area_name: '华东区', staff_id: salesStaff });
  ids.team = await team(t, { team_name: '体验课1班', teacher_id: ids.teacher, category: 1 });
  ids.sysTeam = await team(t, { team_name: '系统课3班', team_type: 1, teacher_id: ids.teacher });
  ids.channel = await insert(t, 'channel', { subject: 0, name: '公众号文章', inner_name: 'wx-article' });
  ids.referrer = await student(t, { username: '推荐人' });
  await insert(t, 'student_subject', { student_id: ids.referrer, subject: 0 });
  ids.uid = await student(t, { username: '小明' });
  await insert(t, 'student_subject', {
    student_id: ids.uid,
    subject: 0,
    team_id: ids.sysTeam,
    teacher_id: ids.teacher,
    trial_team_id: ids.team,
    send_id: ids.referrer,
  });
  // The student's row in the trial class (Order.trial_course): the trial order's number and the class category.
  await insert(t, 'student_team', {
    subject: 0,
    student_id: ids.uid,
    team_id: ids.team,
    team_type: 0,
    category: 1,
    order_no: 'QT-TRIAL-1',
  });
  ids.first = await order(t, ids.uid, {
    regtype: 2,
    amount: '400.00',
    total_amount: '500.00',
    channel_id: ids.channel,
    teacher_id: ids.teacher,
    salesman_id: salesStaff,
    team_id: ids.sysTeam,
    sup: 'S2',
    trade_type: 'WECHAT_PAY',
    buytime: '2026-03-01T02:00:00Z',
    ctime: '2026-03-01T01:00:00Z',
  });
  ids.topUp = await order(t, ids.uid, { regtype: 10, amount: '50.00', ctime: '2026-03-05T01:00:00Z' });
  const line = (product_type: string, product_name: string, amount: string) =>
    insert(t, 'order_sub', {
      subject: 0,
      order_id: ids.first,
      uid: ids.uid,
      product_type,
      product_name,
      unit_price: amount,
      amount,
      sub_out_trade_no: `S-${product_name}`,
    });
  await line('VIRTUAL_GOODS', '系统课（线上）', '300.00');
  await line('ACTUAL_GOODS', '随材盒子', '100.00');
  await line('ACTUAL_GOODS', '画板（赠品）', '0.00');
  const firstNo = (await t.db.query<{ n: string }>('SELECT out_trade_no AS n FROM orders WHERE id = $1', [ids.first])).rows[0].n;
  ids.invoice = await insert(t, 'invoice', {
    subject: 0,
    order_id: ids.first,
    uid: ids.uid,
    out_trade_no: firstNo,
    invoice_status: 2,
    title_type: 2,
    invoice_type: 2,
    company_name: '某某科技有限公司',
    taxnum: '91310000',
    money: '400.00',
    invoice_no: 'INV-001',
    bank_account: '6222 0000 1111',
    staff_id: salesStaff,
  });
  await insert(t, 'refund', {
    subject: 0,
    order_id: ids.first,
    uid: ids.uid,
    out_trade_no: firstNo,
    refund_no: 'RF-1',
    refund_amount: '10.00',
    status: 1,
  });
  ids.ledger = await insert(t, 'money_ledger', {
    subject: 0,
    order_id: ids.first,
    uid: ids.uid,
    entry_type: 'PAYMENT',
    amount: '400.00',
    balance_after: '400.00',
    trade_type: 'WECHAT_PAY',
    ctime: '2026-03-01T02:00:00Z',
  });
  const coupon = await insert(t, 'coupon', { subject: 0, name: '满500减100' });
  ids.userCoupon = await insert(t, 'user_coupon', {
    subject: 0,
    coupon_id: coupon,
    uid: ids.uid,
    status: 1,
    order_id: ids.first,
    end_date: '2027-01-01T00:00:00Z',
  });
  await t.db.query('UPDATE orders SET user_coupon_id = $1 WHERE id = $2', [ids.userCoupon, ids.first]);
  ids.exchange = await order(t, ids.uid, { regtype: 8, amount: '0.00', total_amount: '0.00' });
  const exNo = (await t.db.query<{ n: string }>('SELECT out_trade_no AS n FROM orders WHERE id = $1', [ids.exchange])).rows[0].n;
  const batch = await insert(t, 'redeem_code_config', { subject: 0, title: '会员节兑换码', num: 10, exchange_type: 2 });
  await insert(t, 'redeem_code_log', { subject: 0, config_id: batch, code: 'ABC123', status: 2, user_id: ids.uid, order_no: exNo });
});
afterAll(async () => t.close());

describe('order pages as the original client reads them', () => {
  it('OrderPage (trading table): associated order, lines, coupon, channel, teachers with area and group, referrer, exchange code', async () => {
    const r = await gql(t, admin, clientDoc(orderDocs, 'OrderPage', 'main order table', { uid: ids.uid }));
    expect(r.errors).toBeUndefined();
    const rows = r.data.OrderPage.content as Array<Record<string, unknown>>;
    const byId = Object.fromEntries(rows.map((o) => [o.id, o]));
    const first = byId[ids.first];
    expect(byId[ids.topUp]).toMatchObject({ associated_order_regtype: 2, associated_order_out_trade_no: expect.stringMatching(/^QT/) });
    expect(first).toMatchObject({
      associated_order_regtype: null,
      pay_teacher_duty_id: 2,
      user_coupon: { status: 1, oid: ids.first, status_text: '已使用' },
      channel: { channel_outer_name: '公众号文章' },
      last_teacher_id: ids.teacher,
      trial_team_id: ids.team,
      teacher: { realname: '王老师', area_name: '华东区', department_name: '销售一部', group_name: '华东组' },
      salesman: { realname: expect.any(String), area_name: '华东区', department_name: '销售一部', group_name: '华东组' },
      trial_course: { team_category: 1 },
      first_order_send_id: ids.referrer,
      first_send_user: { id: ids.referrer, username: '推荐人' },
      trial_pay_channel_text: null,
      exchange_code: null,
    });
    expect(byId[ids.exchange]).toMatchObject({
      exchange_code: 'ABC123',
      exchange_type_text: '通用码',
      exchange_code_log: { library: { title: '会员节兑换码' } },
    });
  });

  it('OrderPage by pay_channel_user: the orders of the students a student referred (results.md #15)', async () => {
    const doc = (referrer: string) =>
      clientDoc(orderDocs, 'OrderPage', 'referral tab', { subject: 0, pay_channel_user: referrer, regtype: 2, status: 3 });
    const r = await gql(t, admin, doc(ids.referrer));
    expect(r.errors).toBeUndefined();
    const rows = r.data.OrderPage.content as Array<{ user: { id: string } }>;
    expect(r.data.OrderPage.totalElements).toBeGreaterThan(0);
    expect(rows.every((o) => o.user.id === ids.uid)).toBe(true);
    // the referrer himself was referred by nobody: no orders of his referrals' referrals
    const none = await gql(t, admin, doc(ids.uid));
    expect(none.data.OrderPage.totalElements).toBe(0);
  });

  it('OrderOptStatisticsPage: payment number, promotions (gift lines), course and instrument lines, invoice, latest refund', async () => {
    const r = await gql(t, admin, clientDoc(orderDocs, 'OrderOptStatisticsPage', 'first version', { id: ids.first }));
    expect(r.errors).toBeUndefined();
    expect(r.data.OrderOptStatisticsPage.totalElements).toBe(1);
    expect(r.data.OrderOptStatisticsPage.content[0]).toMatchObject({
      paymentPay: { transaction_id: `PAY20260301${ids.ledger.padStart(10, '0')}`, trade_type_text: '微信支付' },
      channelDetail: { channel_outer_name: '公众号文章' },
      promotionsList: [{ gifts_name: '画板（赠品）' }],
      pay_channel_user_extends: { u_id: ids.referrer },
      rmbRefundStatusText: '退款中',
      order_total_amount: 500,
      course_product_name: '系统课（线上）',
      course_order_total_amount: 300,
      instrument_product_name: '随材盒子',
      instrument_order_total_amount: 100,
      instrument_invoice_code: 'INV-001',
      instrument_invoice_status_text: '已开票',
      instrument_invoice_type_text: '增值税专用发票',
      product_type: 'VIRTUAL_GOODS',
    });
  });

  it('CouponOrderStatisticsPage holds only coupon orders; the sum statistics answer type = the termField', async () => {
    const page = await gql(t, admin, clientDoc(orderDocs, 'CouponOrderStatisticsPage', 'coupon orders', { uid: ids.uid }));
    expect(page.data.CouponOrderStatisticsPage.content.map((o: { id: string }) => o.id)).toEqual([ids.first]);
    const sum = await gql(t, admin, clientDoc(orderDocs, 'CouponOrderSumStatistics', 'coupon orders', { uid: ids.uid }));
    expect(sum.data.CouponOrderSumStatistics).toEqual([{ code: '3', type: 'status', count: 1, value: 400 }]);
    const opt = await gql(t, admin, clientDoc(orderDocs, 'OrderOptSumStatistics', 'order operations', { uid: ids.uid }));
    expect(opt.data.OrderOptSumStatistics).toEqual([{ code: '3', type: 'status', count: 3, value: 450 }]);
  });

  it('OrderPage of the student detail and the trial class: refund text, buy day, course kind, class name, class teacher', async () => {
    const r = await gql(t, admin, clientDoc(orderDocs, 'OrderPage', 'orders tab', { id: ids.first }));
    expect(r.errors).toBeUndefined();
    expect(r.data.OrderPage.content[0]).toMatchObject({
      rmbRefundStatusText: '退款中',
      express: [],
      team: { team_name: '系统课3班', teacher_info: { realname: '王老师', departmentInfo: { name: '销售一部' } } },
    });
    const v3 = await gql(t, admin, clientDoc(orderDocs, 'OrderPage', 'trial class detail', { id: ids.first }));
    expect(v3.errors).toBeUndefined();
    expect(v3.data.OrderPage.content[0]).toMatchObject({
      last_team_id: ids.sysTeam,
      buydate: '2026-03-01',
      type: 'YEAR',
      student_team_name: '系统课3班',
      subject_text: '美术',
    });
    const list = await gql(t, admin, clientDoc(orderDocs, 'OrderPage', 'student list', { id: ids.first }));
    expect(list.data.OrderPage.content[0]).toMatchObject({ sup_text: 'S2', channelDetail: { channel_outer_name: '公众号文章' } });
  });

  it('PaymentPay roots, OrderProduct roots and InvoiceRecordPage read the ledger, the lines and the invoice', async () => {
    const pay = await gql(t, admin, clientDoc(paymentDocs, 'PaymentPay', 'refund approval', { oid: ids.first }));
    expect(pay.data.PaymentPay).toEqual({ oid: ids.first, trade_type: 'WECHAT_PAY', status: 3, type: 'PAYMENT', packages_id: null });
    const list = await gql(t, admin, clientDoc(paymentDocs, 'PaymentPayListEx', 'payment number', { oid: ids.first }));
    expect(list.data.PaymentPayListEx).toEqual([{ oid: ids.first, transaction_id: `PAY20260301${ids.ledger.padStart(10, '0')}` }]);
    const products = await gql(t, admin, clientDoc(orderDocs, 'OrderProductList', 'product lines', { oid: ids.first }));
    expect(products.data.OrderProductList).toHaveLength(3);
    expect(products.data.OrderProductList).toContainEqual({ oid: ids.first, name: '随材盒子', price: 100 });
    const inv = await gql(t, admin, clientDoc(paymentDocs, 'InvoiceRecordPage', 'invoice management', { oid: ids.first }));
    expect(inv.errors).toBeUndefined();
    expect(inv.data.InvoiceRecordPage.content[0]).toMatchObject({
      id: ids.invoice,
      oid: ids.first,
      buyername: '某某科技有限公司',
      account: '6222 0000 1111',
      uniq_id: 'INV-001',
      isImport: 1,
      content_type: 2,
      userInfo: { username: '小明' },
      orderInfo: { invoice_code: 'INV-001' },
      paymentPayInfo: { transaction_id: expect.stringMatching(/^PAY20260301/) },
    });
  });

  it('exports under the names the client gives (OrderOptStatistics, CouponOrderStatistics: no Page suffix)', async () => {
    for (const apiName of ['OrderOptStatistics', 'CouponOrderStatistics']) {
      const payload = {
        apiName,
        header: { out_trade_no: '订单号', 'channel.channel_outer_name': '渠道', course_product_name: '课程', 'salesman.realname': '销售' },
        fileName: '订单',
        query: JSON.stringify({ id: ids.first }),
      };
      const raw = await t.app.inject({ method: 'POST', url: '/graphql/export', headers: { authorization: `Bearer ${admin}` }, payload });
      expect(raw.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(raw.rawPayload as unknown as ExcelJS.Buffer);
      const rows: unknown[][] = [];
      wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      expect(rows[1]).toEqual([expect.stringMatching(/^QT/), '公众号文章', '系统课（线上）', expect.any(String)]);
    }
    const unknown = await t.call({
      method: 'POST',
      url: '/graphql/export',
      token: admin,
      payload: { apiName: 'NoSuch', header: { id: 'id' } },
    });
    expect(unknown.status).toBe(400);
  });

  it('keeps the filter language on the new roots (an unknown field is named)', async () => {
    const r = await gql(t, admin, `{ OrderOptStatisticsPage(query: ${lit({ ghost: 1 })}) { totalElements } }`);
    expect(r.errors?.[0].message).toContain('ghost');
  });
});
