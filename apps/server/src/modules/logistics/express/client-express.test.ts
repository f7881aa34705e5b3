import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents as expressDocs } from '../../../test/client-contract/express';
import { documents as orderDocs } from '../../../test/client-contract/orders';
import type { ClientDocument } from '../../../test/client-contract/types';
import { createTestApp, type TestApp } from '../../../test/app';
import { express, gql, insert, order, student, team, teacher } from '../../../test/fixtures/query';

/**
 * The original client's logistics documents (test/client-contract/express.ts) and the class order tab,
 * on the endpoints it posts them to, answering our shipments in the shape it reads.
 */
let t: TestApp;
let admin: string;
let cs: string;
const ids: Record<string, string> = {};

function clientDoc(list: ClientDocument[], root: string, hint: string, filter: unknown): { endpoint: string; text: string } {
  const d = list.find((x) => x.root === root && x.use.includes(hint));
  if (!d) throw new Error(`no client document ${root} (${hint})`);
  const args = Object.entries({ ...d.args, query: JSON.stringify(filter) }).map(([k, v]) => `${k}: ${JSON.stringify(v)}`);
  return { endpoint: d.endpoint, text: `{ ${root}(${args.join(', ')})${d.select ? ` { ${d.select} }` : ''} }` };
}
const send = (d: { endpoint: string; text: string }, token = admin) => gql(t, token, d.text, { url: d.endpoint });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  cs = await t.login('cs');
  const operator = (
    await t.db.query<{ id: string; name: string }>("SELECT id::text AS id, real_name AS name FROM staff WHERE user_name = 'admin'")
  ).rows[0];
  ids.operator = operator.id;
  ids.operatorName = operator.name;
  ids.teacher = await teacher(t, { realname: '赵老师', area_name: '华北区' });
  await insert(t, 'teacher_wechat', { subject: 0, teacher_id: ids.teacher, wechat_no: 'zhao_wx', is_main: 1 });
  ids.term = await insert(t, 'management', { subject: 0, period: 12, period_name: '第12期', class_start: '2026-04-01T00:00:00Z' });
  ids.team = await team(t, { team_name: '体验课8班', teacher_id: ids.teacher, course_day: 5, term_id: ids.term });
  ids.uid = await student(t, { username: '小红', nickname: '红红', head: 'https://img/h.png', mobile: '13712345678' });
  await insert(t, 'student_subject', { student_id: ids.uid, subject: 0, team_id: ids.team, teacher_id: ids.teacher });
  const product = await insert(t, 'product', { subject: 0, name: '随材盒子', center_product_code: 'WH-BOX-01' });
  ids.order = await order(t, ids.uid, { teacher_id: ids.teacher, team_id: ids.team, buytime: '2026-03-02T02:00:00Z' });
  await insert(t, 'order_sub', {
    subject: 0,
    order_id: ids.order,
    uid: ids.uid,
    product_id: product,
    product_type: 'ACTUAL_GOODS',
    product_name: '随材盒子',
  });
  const approval = await insert(t, 'flow_approval', {
    subject: 0,
    type: 2,
    status: 1,
    approval_name: '补发',
    apply_staff_id: ids.operator,
    apply_name: ids.operatorName,
    payload: JSON.stringify({ atts_url: 'https://files/reissue.jpg' }),
  });
  ids.express = await express(t, ids.uid, {
    order_id: ids.order,
    team_id: ids.team,
    teacher_id: ids.teacher,
    express_status: 2,
    regtype: 2,
    sup: 'S1',
    remark: '首次发货',
    staff_id: ids.operator,
    delivery_type: 1,
    replenish_reason: '破损补发',
    flow_approval_id: approval,
    delivery_time: '2026-03-03T02:00:00Z',
    delivery_collect_time: '2026-03-04T02:00:00Z',
  });
  await insert(t, 'express_remark_log', { subject: 0, express_id: ids.express, from_status: 1, to_status: 2, remark: '已交仓库' });
  for (const s of [0, 1, 1, 3, 9]) await express(t, ids.uid, { express_status: s });
});
afterAll(async () => t.close());

describe('logistics as the original client reads it', () => {
  it('ExpressPage (student detail): latest remark, warehouse code and time', async () => {
    const r = await send(clientDoc(expressDocs, 'ExpressPage', 'logistics tab', { id: ids.express }));
    expect(r.errors).toBeUndefined();
    expect(r.data.ExpressPage.content[0]).toMatchObject({
      express_remark: '已交仓库',
      center_product_code: 'WH-BOX-01',
      center_ctime: Date.parse('2026-03-03T02:00:00Z'),
      express_status_text: '已发货',
    });
  });

  it('ExpressList takes the client’s page argument; ExpressListEx reads the warehouse order', async () => {
    const r = await send(clientDoc(expressDocs, 'ExpressList', 'logistics tab', { uid: ids.uid }));
    expect(r.errors).toBeUndefined();
    expect(r.data.ExpressList).toHaveLength(6);
    expect(r.data.ExpressList.find((e: { order_id: string }) => e.order_id === ids.order)).toMatchObject({ logistics_mode: 1 });
    const ex = await send(clientDoc(expressDocs, 'ExpressListEx', 'order detail drawer', { order_id: ids.order }));
    expect(ex.data.ExpressListEx).toEqual([expect.objectContaining({ id: ids.express, center_express_id: ids.express, delivery_type: 1 })]);
  });

  it('LogisticsListPageNew on /graphql/logisticsList: order, class, teachers, operator, reissue', async () => {
    const r = await send(clientDoc(expressDocs, 'LogisticsListPageNew', 'logistics center', { id: ids.express }));
    expect(r.errors).toBeUndefined();
    expect(r.data.LogisticsListPageNew).toMatchObject({ number: 1, totalElements: 1 });
    expect(r.data.LogisticsListPageNew.content[0]).toMatchObject({
      express_status_chinese: '已发货',
      buy_time: Date.parse('2026-03-02T02:00:00Z'),
      level: 'S1',
      express_regtype_text: '首单',
      last_team_id: ids.team,
      last_teacher_id: ids.teacher,
      pay_teacher_id: ids.teacher,
      operator_id: ids.operator,
      operator_name: ids.operatorName,
      reissue_reson: '破损补发',
      stageInfo: { course_day: 5 },
      teamInfo: { team_name: '体验课8班' },
      lastTeamInfo: { team_name: '体验课8班' },
      payTeacherInfo: { realname: '赵老师', area_name: '华北区' },
      user: { id: ids.uid, username: '小红', mobile: '137****5678' },
    });
    expect(r.data.LogisticsListPageNew.content[0].approvalReissueInfo).toEqual({ atts_url: 'https://files/reissue.jpg' });
    const old = await send(clientDoc(expressDocs, 'LogisticsListPage', 'trading logistics list', { id: ids.express }));
    expect(old.data.LogisticsListPage.content[0]).toMatchObject({ center_utime: Date.parse('2026-03-04T02:00:00Z'), pay_channel: null });
  });

  it('logisticsStatistics(New) count per status under the filter, by the client’s counter names', async () => {
    const r = await send(clientDoc(expressDocs, 'logisticsStatisticsNew', 'refund pause', { uid: ids.uid }));
    expect(r.data.logisticsStatisticsNew).toEqual({
      no_address: 1,
      wait_send: 2,
      has_send: 1,
      has_signed: 1,
      signed_failed: 0,
      has_return: 0,
      confirm_wait_send: 0,
      invalid: 0,
      difficult: 0,
      pause: 1,
    });
    const old = await send(clientDoc(expressDocs, 'logisticsStatistics', 'side bar', { uid: ids.uid }));
    expect(old.data.logisticsStatistics).not.toHaveProperty('pause');
    expect(old.data.logisticsStatistics.wait_send).toBe(2);
  });

  it('the package select filters both logistics roots by the order’s packages_id (results.md #1, #4)', async () => {
    const pkg = await insert(t, 'package', { subject: 0, name: '体验课包', regtype: 1 });
    const other = await insert(t, 'package', { subject: 0, name: '系统课包', regtype: 2 });
    const uid = await student(t);
    const inPkg = await express(t, uid, { order_id: await order(t, uid, { packages_id: pkg }), express_status: 1, regtype: 1 });
    await express(t, uid, { order_id: await order(t, uid, { packages_id: other }), express_status: 1, regtype: 1 });
    await express(t, uid, { express_status: 1, regtype: 1 }); // no order: never in a package
    // the client's exact filters (center_express_id ≤ 0: not yet handed to the warehouse)
    const list = await gql(
      t,
      admin,
      `{LogisticsListPageNew(query: ${JSON.stringify(JSON.stringify({ packages_id: [Number(pkg), 503], express_status: '0,1,2,3,4,5,6,7,8,9', regtype: '1', source_type: '0,1,2,3,4,6,7,8', subject: 0 }))}, size: 20, page: 1) { totalElements content { id packages_id } } }`,
      { url: '/graphql/logisticsList' },
    );
    expect(list.errors).toBeUndefined();
    expect(list.data.LogisticsListPageNew).toEqual({ totalElements: 1, content: [{ id: inPkg, packages_id: pkg }] });
    const counts = await gql(
      t,
      admin,
      `{ logisticsStatisticsNew(query: ${JSON.stringify(JSON.stringify({ regtype: [1], source_type: [0, 1, 2, 3, 4, 6, 7, 8], packages_id: [Number(pkg), Number(other)], center_express_id: { lte: 0 } }))}) { wait_send has_send } }`,
      { url: '/graphql/logisticsStatistics' },
    );
    expect(counts.errors).toBeUndefined();
    expect(counts.data.logisticsStatisticsNew).toEqual({ wait_send: 2, has_send: 0 });
  });

  it('operator lists the staff who handled shipments; isSwitch answers whether the caller may export', async () => {
    const ops = await send(clientDoc(expressDocs, 'operator', 'logistics filters', {}));
    expect(ops.data.operator).toContainEqual({ id: ids.operator, realname: ids.operatorName });
    const allowed = await send(clientDoc(expressDocs, 'isSwitch', 'export', {}));
    expect(allowed.data.isSwitch).toEqual({ is_allow: 1 });
    // a reviewer works on course reviews: no express list, so no express export
    const reviewer = await t.login('reviewer');
    const other = await send(clientDoc(expressDocs, 'isSwitch', 'export', {}), reviewer);
    expect(other.data.isSwitch).toEqual({ is_allow: 0 });
  });

  it('stuExpressPage (/graphql/express) and teamUserOrderPage (/graphql/order) serve the class tabs', async () => {
    const stu = await send(clientDoc(expressDocs, 'stuExpressPage', 'class page', { id: ids.express }), cs);
    expect(stu.errors).toBeUndefined();
    expect(stu.data.stuExpressPage.content[0]).toMatchObject({
      head: 'https://img/h.png',
      nickname: '红红',
      username: '小红',
      mobile: '137****5678',
    });
    const orders = await send(clientDoc(orderDocs, 'teamUserOrderPage', 'class page', { id: ids.order }));
    expect(orders.errors).toBeUndefined();
    expect(orders.data.teamUserOrderPage.content[0]).toMatchObject({
      express_status: 2,
      express_cur_time: Date.parse('2026-03-04T02:00:00Z'),
      teacher_name: '赵老师',
      teacher_wx: 'zhao_wx',
      student_team_name: '体验课8班',
      management_start_date: Date.parse('2026-04-01T00:00:00Z'),
      user: { id: ids.uid, username: '小红' },
    });
  });
});
