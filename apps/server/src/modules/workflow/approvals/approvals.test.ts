import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { gql, insert, lit, order, student } from '../../../test/fixtures/query';

let t: TestApp;
let admin: string;
let flowId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const staff = (await t.db.query<{ id: string }>("SELECT id::text AS id FROM staff WHERE user_name = 'ops'")).rows[0].id;
  const u = await student(t);
  const o = await order(t, u, { out_trade_no: 'APORDER01' });
  const flow = (type: number, status: number, subject = 0) =>
    insert(t, 'flow_approval', {
      subject,
      type,
      status,
      approval_name: `审批${type}-${status}`,
      apply_staff_id: staff,
      apply_name: '李运营',
      apply_department: '运营中心',
      uid: u,
      order_id: type === 0 ? o : null,
      out_trade_no: type === 0 ? 'APORDER01' : null,
      amount: type === 0 ? '100.00' : null,
      finance_status: type === 0 ? 1 : 0,
      payload: JSON.stringify({ bankAccount: '6222020000000000000', refundFee: 100 }),
    });
  flowId = await flow(0, 0);
  await flow(1, 1);
  await flow(2, 3);
  await flow(0, 1, 3);
  await insert(t, 'flow_approval_node', {
    subject: 0,
    flow_approval_id: flowId,
    step: 1,
    node_name: '主管审批',
    approver_role_id: '2',
    status: 1,
  });
  await insert(t, 'flow_approval_node', {
    subject: 0,
    flow_approval_id: flowId,
    step: 2,
    node_name: '财务审批',
    approver_staff_id: staff,
    status: 0,
  });
  await insert(t, 'flow_approval_log', { subject: 0, flow_approval_id: flowId, action: 'APPLY', to_status: 0, staff_name: '李运营' });
});
afterAll(async () => t.close());

describe('FlowApprovalPage', () => {
  it('answers type and status labels, the order, the steps and the applicant (mobile masked)', async () => {
    const r = await gql(
      t,
      admin,
      `{ FlowApprovalPage(query: ${lit({ status: 0 })}, page: 1, size: 20) { totalElements content { id flow_approval_id type type_text type_name status status_text
        finance_status_text amount order { out_trade_no } applyStaff { real_name mobile }
        nodes { step node_name status_text approver_role_id_text approver { real_name } } logs { action to_status_text } } } }`,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.FlowApprovalPage.totalElements).toBe(1);
    expect(r.data.FlowApprovalPage.content[0]).toEqual({
      id: flowId,
      flow_approval_id: flowId,
      type: 0,
      type_text: '退款',
      type_name: 'REFUND',
      status: 0,
      status_text: '审批中',
      finance_status_text: '待打款',
      amount: 100,
      order: { out_trade_no: 'APORDER01' },
      applyStaff: { real_name: '李运营', mobile: '138****0003' },
      nodes: [
        { step: 1, node_name: '主管审批', status_text: '待审批', approver_role_id_text: '运营主管', approver: null },
        { step: 2, node_name: '财务审批', status_text: '未到达', approver_role_id_text: null, approver: { real_name: '李运营' } },
      ],
      logs: [{ action: 'APPLY', to_status_text: '审批中' }],
    });
  });

  it('the student detail’s approval tab filters by the student’s phone (user_tel; results.md #18)', async () => {
    const mobile = (
      await t.db.query<{ mobile: string }>('SELECT s.mobile FROM student s JOIN flow_approval f ON f.uid = s.id WHERE f.id = $1', [flowId])
    ).rows[0].mobile;
    const page = (tel: string) =>
      gql(
        t,
        admin,
        `{ FlowApprovalPage(query: ${lit({ user_tel: tel, type: [0, 1, 2, 3, 4, 6, 7], subject: 0 })}, size: 20, page: 1, sort: ${lit({ utime: 'desc' })}) {
          totalPages totalElements content { id type status apply_name apply_department ctime end_time abstract_content } } }`,
      );
    const r = await page(mobile);
    expect(r.errors).toBeUndefined();
    expect(r.data.FlowApprovalPage.totalElements).toBe(3);
    expect(r.data.FlowApprovalPage.content[0]).toMatchObject({ apply_name: '李运营', apply_department: '运营中心' });
    expect((await page('13999999999')).data.FlowApprovalPage.totalElements).toBe(0);
  });

  it('filters by type and status, scoped to the subject, and never shows the payload', async () => {
    const r = await gql(t, admin, `{ FlowApprovalPage(query: ${lit({ type: [1, 2] })}) { content { type_text status_text } } }`);
    expect(
      r.data.FlowApprovalPage.content.map((x: { type_text: string; status_text: string }) => `${x.type_text}/${x.status_text}`).sort(),
    ).toEqual(['补发货/通过', '调班/驳回']);
    const tabs = await gql(t, admin, `{ FlowApprovalStatistics(termField: "status") { code count } }`);
    expect(tabs.data.FlowApprovalStatistics.map((b: { code: string; count: number }) => [b.code, b.count]).sort()).toEqual([
      ['0', 1],
      ['1', 1],
      ['3', 1],
    ]);
    const payload = await gql(t, admin, `{ FlowApprovalPage { content { payload } } }`);
    expect(payload.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION');
  });

  it('is the approvals area: the reviewer gets 420', async () => {
    const reviewer = await t.login('reviewer');
    expect((await gql(t, reviewer, `{ FlowApprovalPage { totalElements } }`)).status).toBe(420);
  });
});
