import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { daysAgo, department, express, gql, insert, iso, lit, order, student, team, teacher } from '../../../test/fixtures/query';

let t: TestApp;
let admin: string;
let sales: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  sales = await t.login('sales');
  const parent = await department(t, '测试事业部');
  const dept = await department(t, '测试销售组', parent);
  const tch = await teacher(t, { realname: '陈老师', department_id: dept, phone: '13612345678' });
  const tm = await team(t, { team_name: '美术S1第8期', teacher_id: tch, term: 8 });
  const ch = await insert(t, 'channel', { subject: 0, name: '抖音投放' });
  const u = await student(t, { mobile: '13700001111' });
  await insert(t, 'student_subject', { student_id: u, subject: 0 });
  const salesman = (await t.db.query<{ id: string }>("SELECT id::text AS id FROM staff WHERE user_name = 'sales'")).rows[0].id;
  ids.teacher = tch;
  ids.uid = u;
  // Subject 0: two completed (3), one paid (2), one closed (8); different days.
  ids.o1 = await order(t, u, {
    out_trade_no: 'QTABC0001',
    status: 3,
    amount: '1999.00',
    ctime: iso(daysAgo(1)),
    teacher_id: tch,
    team_id: tm,
    channel_id: ch,
    salesman_id: salesman,
    trade_type: 'WECHAT_PAY',
    client_from: 'IOS',
  });
  ids.o2 = await order(t, u, { out_trade_no: 'QTABC0002', status: 3, amount: '899.50', ctime: iso(daysAgo(3)) });
  ids.o3 = await order(t, u, { out_trade_no: 'QTXYZ0003', status: 2, amount: '49.00', regtype: 1, ctime: iso(daysAgo(5)) });
  ids.o4 = await order(t, u, { out_trade_no: 'QTXYZ0004', status: 8, amount: '0.00', ctime: iso(daysAgo(10)) });
  // Other subjects: writing (1), music (3), handwork (6).
  ids.o5 = await order(t, u, { subject: 1, out_trade_no: 'QTW0005', status: 3, amount: '300.00' });
  ids.o6 = await order(t, u, { subject: 3, out_trade_no: 'QTM0006', status: 3, amount: '700.00' });
  ids.o7 = await order(t, u, { subject: 6, out_trade_no: 'QTH0007', status: 3, amount: '55.00' });
  await insert(t, 'order_sub', {
    subject: 0,
    order_id: ids.o1,
    uid: u,
    product_name: '画材礼盒',
    product_type: 'ACTUAL_GOODS',
    quantity: 2,
    unit_price: '50.00',
    amount: '100.00',
  });
  await express(t, u, { order_id: ids.o1, express_status: 2, receipt_name: '张三', receipt_tel: '13911112222' });
});
afterAll(async () => t.close());

describe('OrderPage', () => {
  it('filters by status and answers labels, string ids and yuan amounts', async () => {
    const r = await gql(
      t,
      admin,
      `{ OrderPage(query: ${lit({ status: 3 })}, page: 1, size: 10) { totalElements totalPages number content { id out_trade_no status status_text order_status order_status_text amount regtype_text } } }`,
    );
    expect(r.errors).toBeUndefined();
    const page = r.data.OrderPage;
    expect(page.totalElements).toBe(2);
    expect(page.number).toBe(1);
    expect(page.content.map((o: { out_trade_no: string }) => o.out_trade_no)).toEqual(['QTABC0001', 'QTABC0002']);
    expect(page.content[0]).toMatchObject({
      id: ids.o1,
      status: 3,
      status_text: '已完成',
      order_status: 'COMPLETED',
      order_status_text: '已完成',
      amount: 1999,
      regtype_text: '首单',
    });
    const several = await gql(t, admin, `{ OrderPage(query: ${lit({ status: [2, 8] })}) { content { status } } }`);
    expect(several.data.OrderPage.content.map((o: { status: number }) => o.status).sort()).toEqual([2, 8]);
  });

  it('filters a ctime range and an out_trade_no wildcard', async () => {
    const range = await gql(
      t,
      admin,
      `{ OrderPage(query: ${lit({ ctime: { gte: daysAgo(4), lt: daysAgo(0.5) } })}) { content { out_trade_no } } }`,
    );
    expect(range.data.OrderPage.content.map((o: { out_trade_no: string }) => o.out_trade_no)).toEqual(['QTABC0001', 'QTABC0002']);
    const wild = await gql(t, admin, `{ OrderPage(query: ${lit({ out_trade_no: '*xyz*' })}) { totalElements content { out_trade_no } } }`);
    expect(wild.data.OrderPage.content.map((o: { out_trade_no: string }) => o.out_trade_no)).toEqual(['QTXYZ0003', 'QTXYZ0004']);
    const bool = await gql(
      t,
      admin,
      `{ OrderListEx(query: ${lit({ bool: { must: [{ prefix: { out_trade_no: 'QTABC' } }], must_not: [{ term: { status: 3 } }] } })}) { id } }`,
    );
    expect(bool.data.OrderListEx).toEqual([]);
  });

  it('resolves nested relations: teacher { department }, team, channel, salesman, sub-orders, express', async () => {
    const r = await gql(
      t,
      admin,
      `{ Order(query: ${lit({ out_trade_no: 'QTABC0001' })}) { id trade_type_text client_from_text
        teacher { realname phone department { name pname } } team { team_name term } channel { name }
        salesman { real_name mobile } subOrder { product_name quantity unit_price product_type_text }
        express { express_status express_status_text receipt_tel } } }`,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.Order).toMatchObject({
      id: ids.o1,
      trade_type_text: '微信支付',
      client_from_text: '苹果App',
      teacher: { realname: '陈老师', phone: '136****5678', department: { name: '测试销售组', pname: '测试事业部' } },
      team: { team_name: '美术S1第8期', term: 8 },
      channel: { name: '抖音投放' },
      salesman: { real_name: '孙销售', mobile: '138****0006' },
      subOrder: [{ product_name: '画材礼盒', quantity: 2, unit_price: 50, product_type_text: '实物商品' }],
      express: [{ express_status: 2, express_status_text: '已发货', receipt_tel: '139****2222' }],
    });
  });

  it('resolves the student (user relation, mobile masked) and filters by the real phone through it', async () => {
    const r = await gql(
      t,
      admin,
      `{ OrderPage(query: ${lit({ 'user.mobile': '*00001111*', status: 3 })}) { totalElements content { out_trade_no user { id mobile } } } }`,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.OrderPage.totalElements).toBe(2);
    expect(r.data.OrderPage.content[0].user).toEqual({ id: ids.uid, mobile: '137****1111' });
    const none = await gql(t, admin, `{ OrderPage(query: ${lit({ 'user.mobile': '13799999999' })}) { totalElements } }`);
    expect(none.data.OrderPage.totalElements).toBe(0);
  });

  it('filters through a relation (teacher.realname)', async () => {
    const r = await gql(t, admin, `{ OrderPage(query: ${lit({ 'teacher.realname': '陈*' })}) { totalElements content { id } } }`);
    expect(r.data.OrderPage.content).toEqual([{ id: ids.o1 }]);
  });

  it('keeps the subject scope: art staff never see music orders, even when the filter asks for subject 3', async () => {
    const asked = await gql(t, sales, `{ OrderPage(query: ${lit({ subject: 3 })}) { totalElements } }`);
    expect(asked.errors).toBeUndefined();
    expect(asked.data.OrderPage.totalElements).toBe(0);
    const byNo = await gql(t, sales, `{ OrderList(query: ${lit({ out_trade_no: 'QTM0006' })}) { id } }`);
    expect(byNo.data.OrderList).toEqual([]);
    const header = await gql(t, sales, `{ OrderPage { totalElements } }`, { subject: 3 });
    expect(header.status).toBe(420);
    const music = await gql(t, admin, `{ OrderPage { totalElements content { out_trade_no subject } } }`, { subject: 3 });
    expect(music.data.OrderPage.content).toEqual([{ out_trade_no: 'QTM0006', subject: 3 }]);
  });

  it('refuses a role outside the orders area with 420 (reviewer)', async () => {
    const reviewer = await t.login('reviewer');
    const r = await gql(t, reviewer, `{ OrderPage { totalElements } }`);
    expect(r.status).toBe(420);
    expect(r.errors?.[0].message).toContain('OrderPage');
  });
});

describe('order export', () => {
  it('exports OrderPage with labels and relations, mobiles masked; the reviewer is refused', async () => {
    const payload = {
      apiName: 'OrderPage',
      header: { out_trade_no: '订单号', status_text: '状态', 'teacher.realname': '老师', 'user.mobile': '手机', amount: '金额' },
      fileName: '订单',
      query: JSON.stringify({ status: 3 }),
    };
    const raw = await t.app.inject({ method: 'POST', url: '/graphql/export', headers: { authorization: `Bearer ${admin}` }, payload });
    expect(raw.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(raw.rawPayload as unknown as ExcelJS.Buffer);
    const rows: unknown[][] = [];
    wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toEqual([
      ['订单号', '状态', '老师', '手机', '金额'],
      ['QTABC0001', '已完成', '陈老师', '137****1111', 1999],
      ['QTABC0002', '已完成', undefined, '137****1111', 899.5],
    ]);
    const reviewer = await t.login('reviewer');
    expect((await t.call({ method: 'POST', url: '/graphql/export', token: reviewer, payload })).status).toBe(420);
  });
});

describe('OrderStatistics', () => {
  it('buckets by status with the sum of amounts', async () => {
    const r = await gql(
      t,
      admin,
      `{ OrderStatistics(query: "", termField: "status", sumField: "amount") { code type label count value } }`,
    );
    expect(r.errors).toBeUndefined();
    const byCode = Object.fromEntries(r.data.OrderStatistics.map((b: { code: string }) => [b.code, b]));
    expect(byCode['3']).toEqual({ code: '3', type: 'status', label: '已完成', count: 2, value: 2898.5 });
    expect(byCode['2']).toEqual({ code: '2', type: 'status', label: '已支付', count: 1, value: 49 });
    expect(byCode['8']).toEqual({ code: '8', type: 'status', label: '关闭', count: 1, value: 0 });
    expect(Object.keys(byCode).sort()).toEqual(['2', '3', '8']);
  });

  it('applies the filter and counts rows without a sumField', async () => {
    const r = await gql(
      t,
      admin,
      `{ OrderStatistics(query: ${lit({ status: 3 })}, termField: "subject") { code type label count value } }`,
    );
    expect(r.data.OrderStatistics).toEqual([{ code: '0', type: 'subject', label: '美术', count: 2, value: 2 }]);
  });

  it('counts art, writing and handwork orders for the handwork subject (spec: subjects 0, 1, 6)', async () => {
    const r = await gql(
      t,
      admin,
      `{ OrderStatistics(query: ${lit({ status: 3 })}, termField: "subject", sumField: "amount") { code count value } }`,
      {
        subject: 6,
      },
    );
    const byCode = Object.fromEntries(
      r.data.OrderStatistics.map((b: { code: string; count: number; value: number }) => [b.code, [b.count, b.value]]),
    );
    expect(byCode).toEqual({ '0': [2, 2898.5], '1': [1, 300], '6': [1, 55] });
    const page = await gql(t, admin, `{ OrderPage { totalElements } }`, { subject: 6 });
    expect(page.data.OrderPage.totalElements).toBe(1);
  });
});

describe('trading dictionaries', () => {
  it('serves client sources, trade types and the built-in order types', async () => {
    const r = await gql(t, sales, `{ CLIENT_FROM_ALL { id code name } ORDER_TRADE_TYPE { code name name_en } ORDER_TYPE { code name } }`, {
      url: '/graphql/filter',
    });
    expect(r.errors).toBeUndefined();
    expect(r.data.CLIENT_FROM_ALL).toContainEqual({ id: 'IOS', code: 'IOS', name: '苹果App' });
    expect(r.data.ORDER_TRADE_TYPE).toContainEqual({ code: 'WECHAT_PAY', name: '微信支付', name_en: 'WeChat Pay' });
    expect(r.data.ORDER_TYPE).toContainEqual({ code: '2', name: '首单' });
  });

  it('reads enrollment stages and trial packages of the subject from the database', async () => {
    await insert(t, 'management', { subject: 0, course_type: 0, period: 31, period_name: '第31期' });
    await insert(t, 'management', { subject: 3, course_type: 0, period: 32, period_name: '音乐第32期' });
    const pkg = await insert(t, 'package', { subject: 0, name: '双周体验课包', regtype: 1 });
    await insert(t, 'package', { subject: 0, name: '年课包', regtype: 2 });
    const r = await gql(t, admin, `{ teamStageList { code name } trialExpressPackageList { code name } }`);
    expect(r.data.teamStageList).toEqual([{ code: '31', name: '第31期' }]);
    // the period select of the original client reads stage / stage_text (results.md #2)
    const stages = await gql(t, admin, `{\n teamStageList{\n stage\n stage_text\n }\n }\n `, { url: '/graphql/filter' });
    expect(stages.errors).toBeUndefined();
    expect(stages.data.teamStageList).toEqual([{ stage: '31', stage_text: '第31期' }]);
    expect(r.data.trialExpressPackageList).toEqual([{ code: pkg, name: '双周体验课包' }]);
  });

  it('lists action types, only 1-4 for dance', async () => {
    const art = await gql(t, admin, `{ actionTypeList { code } }`);
    expect(art.data.actionTypeList.length).toBeGreaterThan(4);
    const dance = await gql(t, admin, `{ actionTypeList { code } }`, { subject: 5 });
    expect(dance.data.actionTypeList.map((x: { code: string }) => x.code)).toEqual(['1', '2', '3', '4']);
  });
});
