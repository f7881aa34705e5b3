import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { daysAgo, express, gql, insert, iso, lit, order, student, team, teacher } from '../../../test/fixtures/query';

let t: TestApp;
let admin: string;
let orderId: string;
let teacherId: string;

/** Status of each shipment inserted for subject 0 (the tab counts must match these). */
const STATUSES = [1, 1, 1, 2, 2, 3, 7, 9];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const u = await student(t, { mobile: '13766668888' });
  await insert(t, 'student_subject', { student_id: u, subject: 0 });
  teacherId = await teacher(t, { realname: '物流老师' });
  const tm = await team(t, { team_name: '体验课1班', teacher_id: teacherId });
  orderId = await order(t, u, { out_trade_no: 'EXORDER01', team_id: tm });
  for (const [i, s] of STATUSES.entries()) {
    await express(t, u, {
      express_status: s,
      product_type: i % 2,
      order_id: i === 0 ? orderId : null,
      out_trade_no: i === 0 ? 'EXORDER01' : null,
      team_id: i === 0 ? tm : null,
      teacher_id: i < 2 ? teacherId : null,
      receipt_name: `收件人${i}`,
      receipt_tel: `1391234${String(i).padStart(4, '0')}`,
      express_nu: `SF${1000 + i}`,
      express_company: i < 4 ? '顺丰速运' : '中通快递',
      term: i < 3 ? 8 : 9,
      id_code: i === 0 ? '110101201001011234' : null,
      ctime: iso(daysAgo(i)),
      delivery_collect_time: s >= 2 ? iso(daysAgo(i)) : null,
      signing_time: s === 3 ? iso(daysAgo(i)) : null,
    });
  }
  await express(t, u, { subject: 3, express_status: 1 });
  const first = (await t.db.query<{ id: string }>("SELECT id::text AS id FROM express WHERE out_trade_no = 'EXORDER01'")).rows[0].id;
  await insert(t, 'express_remark_log', { subject: 0, express_id: first, from_status: 1, to_status: 2, remark: '已交仓库' });
});
afterAll(async () => t.close());

describe('ExpressPage and the /express tabs', () => {
  it('answers the tab counts per express_status with ExpressStatistics, matching ExpressPage totals', async () => {
    const stats = await gql(t, admin, `{ ExpressStatistics(query: "", termField: "express_status") { code type label count } }`, {
      url: '/graphql/logisticsStatistics',
    });
    expect(stats.errors).toBeUndefined();
    const counts = Object.fromEntries(stats.data.ExpressStatistics.map((b: { code: string; count: number }) => [b.code, b.count]));
    const expected: Record<string, number> = {};
    for (const s of STATUSES) expected[String(s)] = (expected[String(s)] ?? 0) + 1;
    expect(counts).toEqual(expected);
    expect(stats.data.ExpressStatistics.find((b: { code: string }) => b.code === '9').label).toBe('退款暂停发货');
    for (const [code, n] of Object.entries(expected)) {
      const page = await gql(
        t,
        admin,
        `{ ExpressPage(query: ${lit({ express_status: Number(code) })}, page: 1, size: 2) { totalElements totalPages content { express_status } } }`,
        {
          url: '/graphql/express',
        },
      );
      expect(page.data.ExpressPage.totalElements).toBe(n);
      expect(page.data.ExpressPage.totalPages).toBe(Math.ceil(n / 2));
      expect(page.data.ExpressPage.content.every((e: { express_status: number }) => e.express_status === Number(code))).toBe(true);
    }
    const total = await gql(t, admin, `{ all: ExpressCount shipped: ExpressCount(query: ${lit({ express_status: [2, 3] })}) }`);
    expect(total.data).toEqual({ all: STATUSES.length, shipped: 3 });
  });

  it('filters like the /express page: product type, period, company, teacher, time ranges, tracking number', async () => {
    const q = async (filter: unknown) =>
      (await gql(t, admin, `{ ExpressPage(query: ${lit(filter)}, size: 100) { totalElements } }`)).data.ExpressPage.totalElements as number;
    expect(await q({ product_type: 1 })).toBe(4);
    expect(await q({ term: 8, express_status: 1 })).toBe(3);
    expect(await q({ express_company: '顺丰速运' })).toBe(4);
    expect(await q({ teacher_id: teacherId })).toBe(2);
    expect(await q({ delivery_collect_time: { gte: daysAgo(4.5) } })).toBe(2);
    expect(await q({ signing_time: { gte: daysAgo(30) } })).toBe(1);
    expect(await q({ express_nu: 'SF1003' })).toBe(1);
    expect(await q({ 'order.out_trade_no': 'EXORDER01' })).toBe(1);
    expect(await q({ 'team.team_name': '*体验课*' })).toBe(1);
    expect(await q({ 'user.mobile': '13766668888' })).toBe(STATUSES.length);
  });

  it('masks the receiver phone (and the id code) while the real number still matches a filter', async () => {
    const r = await gql(
      t,
      admin,
      `{ ExpressList(query: ${lit({ receipt_tel: '*12340000*' })}) { receipt_tel receipt_name id_code express_status_text order { out_trade_no } logs { remark to_status_text } } }`,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.ExpressList).toEqual([
      {
        receipt_tel: '139****0000',
        receipt_name: '收件人0',
        id_code: '110***********1234',
        express_status_text: '待发货',
        order: { out_trade_no: 'EXORDER01' },
        logs: [{ remark: '已交仓库', to_status_text: '已发货' }],
      },
    ]);
    const idFilter = await gql(t, admin, `{ ExpressList(query: ${lit({ id_code: '110101201001011234' })}) { id } }`);
    expect(idFilter.errors?.[0].message).toContain('id_code');
  });

  it('keeps other subjects out, and refuses the reviewer (420)', async () => {
    const music = await gql(t, admin, `{ ExpressCount }`, { subject: 3 });
    expect(music.data.ExpressCount).toBe(1);
    const reviewer = await t.login('reviewer');
    expect((await gql(t, reviewer, `{ ExpressPage { totalElements } }`)).status).toBe(420);
  });
});

describe('RefundPage', () => {
  it('lists refunds with labels and their order', async () => {
    const u = await student(t);
    const o = await order(t, u, { out_trade_no: 'RFORDER01', status: 6, amount: '500.00' });
    await insert(t, 'refund', {
      subject: 0,
      order_id: o,
      uid: u,
      out_trade_no: 'RFORDER01',
      refund_no: 'RF0001',
      refund_amount: '120.50',
      status: 2,
      trade_type: 'ALIPAY',
    });
    const r = await gql(
      t,
      admin,
      `{ RefundPage(query: ${lit({ out_trade_no: 'RFORDER01' })}) { totalElements content { refund_no refund_amount status_text trade_type_text order { status_text } } } }`,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.RefundPage.content).toEqual([
      { refund_no: 'RF0001', refund_amount: 120.5, status_text: '已退款', trade_type_text: '支付宝', order: { status_text: '部分退款' } },
    ]);
    const fromOrder = await gql(t, admin, `{ Order(query: ${lit({ out_trade_no: 'RFORDER01' })}) { refunds { refund_no } } }`);
    expect(fromOrder.data.Order.refunds).toEqual([{ refund_no: 'RF0001' }]);
  });
});
