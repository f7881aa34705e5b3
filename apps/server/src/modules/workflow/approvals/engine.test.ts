import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { order, student, team } from '../../../test/fixtures/query';
import { AUTO_APPROVE_JOB, runAutoApprove, type AutoApprovePayload } from './flow-edits';

let t: TestApp;
const tokens: Record<string, string> = {};
const B = '/api/b/v1/backend';

const post = (who: string, url: string, payload: Record<string, unknown> = {}) =>
  t.call({ method: 'POST', url, token: tokens[who], payload });
const get = (who: string, url: string) => t.call({ method: 'GET', url, token: tokens[who] });
const detail = async (id: string) => (await get('admin', `${B}/refund/detail/get?flowApprovalId=${id}`)).body.payload;
const orderRow = async (id: string) =>
  (
    await t.db.query<{ status: number; refunded_amount: string }>(
      'SELECT status, refunded_amount::text AS refunded_amount FROM orders WHERE id = $1',
      [id],
    )
  ).rows[0];

async function refundApplication(amount: string, fee: number) {
  const uid = await student(t);
  const orderId = await order(t, uid, { amount, total_amount: amount });
  const r = await post('cs', `${B}/refund/detail/add`, { orderId, refundFee: fee, reason: '家长要求退款', payeeName: '张三' });
  expect(r.body.code).toBe(0);
  return { orderId, uid, id: r.body.payload.flowApprovalId as string };
}

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['admin', 'ops', 'cs', 'finance', 'sales', 'reviewer']) tokens[who] = await t.login(who);
});
afterAll(async () => t.close());

describe('refund approval: apply from an order, approve at each node, the order shows the refund', () => {
  it('runs operations manager → finance above the amount, refunds once in the approving transaction', async () => {
    const { orderId, id } = await refundApplication('1000.00', 800);
    let d = await detail(id);
    expect(d).toMatchObject({
      type: 'REFUND',
      status: 'PENDING',
      refundFee: 800,
      amount: 800,
      payeeName: '张三',
      approvalName: '运营主管审批',
    });
    expect(d.nodes.map((n: { approvalName: string; statusStr: string }) => `${n.approvalName}:${n.statusStr}`)).toEqual([
      '运营主管审批:待审批',
      '财务审批:未到达',
    ]);
    expect(d.abstractContent.split('^')[0]).toBe('退款 ¥800.00');

    // the applicant never approves their own application; finance is not the current node
    expect((await post('cs', `${B}/completed/reissue/flow`, { flowApprovalId: id, isConfirm: true })).status).toBe(420);
    expect((await post('finance', `${B}/completed/reissue/flow`, { flowApprovalId: id, isConfirm: true })).status).toBe(420);

    const step1 = await post('ops', `${B}/completed/reissue/flow?flowApprovalId=${id}&isConfirm=true&approvalRemark=同意`);
    expect(step1.body.payload).toMatchObject({ status: 0, currentStep: 2 });
    expect((await orderRow(orderId)).status).toBe(3);

    const step2 = await post('finance', `${B}/completed/reissue/flow`, { flowApprovalId: id, isConfirm: 'true', approvalRemark: '已核对' });
    expect(step2.body.payload).toMatchObject({ status: 1 });
    expect(await orderRow(orderId)).toEqual({ status: 6, refunded_amount: '800.00' });

    d = await detail(id);
    expect(d.status).toBe('COMPLETED');
    expect(d.financeStatus).toBe(2);
    expect(d.linked.refunds).toHaveLength(1);
    expect(d.linked.refunds[0].refundAmount).toBe(800);
    expect(d.linked.order).toMatchObject({ status: 6, refundedAmount: 800 });
    expect(
      d.nodes.map((n: { staffName: string; statusStr: string; approvalRemark: string }) => [n.staffName, n.statusStr, n.approvalRemark]),
    ).toEqual([
      ['李运营', '已通过', '同意'],
      ['钱财务', '已通过', '已核对'],
    ]);
    expect(d.logs.map((l: { action: string }) => l.action)).toEqual(['APPLY', 'APPROVE', 'APPROVE']);

    // a second approval is the 409 naming who handled it
    const again = await post('finance', `${B}/completed/reissue/flow`, { flowApprovalId: id, isConfirm: true });
    expect(again.status).toBe(409);
    expect(again.body.errors).toContain('钱财务');
    expect(again.body.conflict).toMatchObject({ handledBy: '钱财务', action: 'APPROVE', status: 1 });
    expect((await t.db.query('SELECT 1 FROM refund WHERE order_id = $1', [orderId])).rows).toHaveLength(1);

    // applicant and approvers were told at each step (notification type 5)
    const notes = await t.db.query<{ title: string; user_name: string }>(
      `SELECT n.title, s.user_name FROM notification n JOIN staff s ON s.id = n.staff_id WHERE n.type_id = 5 AND n.jump_link = $1 ORDER BY n.id`,
      [`/approval/detail/${id}`],
    );
    expect(notes.rows.map((n) => `${n.user_name}:${n.title}`)).toEqual(
      expect.arrayContaining(['ops:待审批：退款', 'finance:待审批：退款', 'cs:审批进度：退款', 'cs:审批通过：退款']),
    );
  });

  it('a small refund needs the operations manager only; a stale version is 409', async () => {
    const { orderId, id } = await refundApplication('300.00', 100);
    expect((await detail(id)).nodes).toHaveLength(1);
    expect((await post('ops', `${B}/completed/reissue/flow`, { flowApprovalId: id, version: 99 })).status).toBe(409);
    const ok = await post('ops', `${B}/completed/reissue/flow`, { flowApprovalId: id, version: (await detail(id)).version });
    expect(ok.body.payload.status).toBe(1);
    expect((await orderRow(orderId)).refunded_amount).toBe('100.00');
  });

  it('refuses bad input with the field named and creates nothing', async () => {
    const before = (await t.db.query('SELECT count(*)::int AS n FROM flow_approval')).rows[0];
    const r = await post('cs', `${B}/refund/detail/add`, { refundFee: 10, reason: 'x' });
    expect(r.status).toBe(400);
    expect(r.body.errors).toContain('orderId');
    const fee = await post('cs', `${B}/refund/detail/add`, { orderId: '1', refundFee: 'abc', reason: 'x' });
    expect(fee.body.errors).toContain('refundFee');
    expect((await t.db.query('SELECT count(*)::int AS n FROM flow_approval')).rows[0]).toEqual(before);
    expect((await post('reviewer', `${B}/refund/detail/add`, { orderId: '1', refundFee: 1, reason: 'x' })).status).toBe(420);
  });

  it('one pending refund per order', async () => {
    const { orderId } = await refundApplication('300.00', 100);
    const second = await post('cs', `${B}/refund/detail/add`, { orderId, refundFee: 50, reason: '再退' });
    expect(second.status).toBe(409);
  });
});

describe('send back, resubmit, revoke, reject', () => {
  it('send back → the applicant resubmits with a new payee → approve', async () => {
    const { orderId, id } = await refundApplication('300.00', 120);
    const back = await post('ops', `${B}/refund/sendBack/submitter`, { flowApprovalId: id, approvalRemark: '请补充收款人' });
    expect(back.body.payload).toMatchObject({ currentStep: 0 });
    expect((await detail(id)).statusStr).toBe('已退回');
    expect((await post('ops', `${B}/completed/reissue/flow`, { flowApprovalId: id })).status).toBe(409);
    expect((await post('ops', `${B}/refund/resubmit`, { flowApprovalId: id })).status).toBe(420);
    const re = await post('cs', `${B}/refund/resubmit`, { flowApprovalId: id, payeeName: '李四' });
    expect(re.body.payload).toMatchObject({ currentStep: 1 });
    expect((await detail(id)).payeeName).toBe('李四');
    expect((await post('ops', `${B}/completed/reissue/flow`, { flowApprovalId: id })).body.payload.status).toBe(1);
    expect((await orderRow(orderId)).refunded_amount).toBe('120.00');
    expect((await detail(id)).logs.map((l: { action: string }) => l.action)).toEqual(['APPLY', 'SEND_BACK', 'RESUBMIT', 'APPROVE']);
  });

  it('revoke by the applicant only, while pending', async () => {
    const { orderId, id } = await refundApplication('300.00', 10);
    expect((await post('ops', `${B}/revocation/flow?flowApprovalId=${id}`)).status).toBe(420);
    const r = await post('cs', `${B}/revocation/flow?flowApprovalId=${id}&staffId=1&staffName=x`);
    expect(r.body.payload.status).toBe(2);
    expect((await detail(id)).nodes[0].statusStr).toBe('已取消');
    expect((await post('ops', `${B}/completed/reissue/flow`, { flowApprovalId: id })).status).toBe(409);
    expect((await orderRow(orderId)).status).toBe(3);
  });

  it('reject (isConfirm false) declines without effect', async () => {
    const { orderId, id } = await refundApplication('300.00', 10);
    const r = await post('ops', `${B}/completed/reissue/flow`, {
      flowApprovalId: id,
      isConfirm: false,
      approvalRemark: '不符合退款规则',
      isRecover: 1,
    });
    expect(r.body.payload.status).toBe(3);
    expect((await detail(id)).nodes[0]).toMatchObject({ statusStr: '已驳回', approvalRemark: '不符合退款规则' });
    expect((await orderRow(orderId)).status).toBe(3);
  });
});

describe('other types and their effects', () => {
  it('a reissue creates the replenishment shipment (source_type 5) once', async () => {
    const uid = await student(t);
    const orderId = await order(t, uid);
    const a = await post('cs', `${B}/apply/reissue/flow`, { orderId, productName: '画材补发包', expressTotal: 2, reason: '快递丢失' });
    expect(a.body.code).toBe(0);
    const id = a.body.payload.flowApprovalId;
    await post('ops', `${B}/completed/reissue/flow`, { flowApprovalId: id });
    const e = await t.db.query(
      'SELECT source_type, product_type, product_name, express_total, flow_approval_id::text AS f FROM express WHERE order_id = $1',
      [orderId],
    );
    expect(e.rows).toEqual([{ source_type: 5, product_type: 5, product_name: '画材补发包', express_total: 2, f: id }]);
    expect((await get('admin', `${B}/reissue/flow/info?flowApprovalId=${id}`)).body.payload.linked.shipments).toHaveLength(1);
  });

  it('a gift creates the closing-gift shipment', async () => {
    const uid = await student(t);
    const orderId = await order(t, uid);
    const id = (await post('sales', `${B}/promotions/detail/add`, { orderId, productName: '小熊抱枕', reason: '关单赠品' })).body.payload
      .flowApprovalId;
    await post('ops', `${B}/completed/reissue/flow`, { flowApprovalId: id });
    const e = await t.db.query('SELECT source_type, product_type FROM express WHERE flow_approval_id = $1', [id]);
    expect(e.rows).toEqual([{ source_type: 7, product_type: 6 }]);
  });

  it('an adjustment approver may name the target class, but only with its name', async () => {
    const uid = await student(t);
    // an art approval names a student of art (issue 25, finding 6): give the student its art line
    await t.db.query('INSERT INTO student_subject (student_id, subject) VALUES ($1::bigint, 0)', [uid]);
    const to = await team(t);
    const a = await post('cs', `${B}/apply/adjustment/flow`, {
      adjustType: 'ADJUSTMENT_CLASS',
      userId: uid,
      targetClassId: to,
      targetClassName: '新班',
      reason: '时间冲突',
    });
    const id = a.body.payload.flowApprovalId;
    const half = await post('ops', `${B}/completed/reissue/flow`, { flowApprovalId: id, targetClassId: to });
    expect(half.status).toBe(400);
    expect(half.body.errors).toContain('targetClassName');
    expect((await get('admin', `${B}/adjustment/flow/info?flowApprovalId=${id}`)).body.payload).toMatchObject({
      status: 'PENDING',
      type: 'ADJUSTMENT_CLASS',
      targetClassName: '新班',
    });
  });

  it('batch approve answers per item', async () => {
    const a = await refundApplication('300.00', 5);
    const b = await refundApplication('300.00', 6);
    await post('cs', `${B}/revocation/flow?flowApprovalId=${b.id}`);
    const r = await post('ops', `${B}/completed/batch/flow`, { flowApprovalIdList: [a.id, b.id, '999999'], approvalRemark: '批量' });
    expect(r.body.payload).toMatchObject({ total: 3, succeeded: 1, failed: 2 });
    expect(r.body.payload.results.map((x: { success: boolean; code?: number }) => [x.success, x.code ?? 0])).toEqual([
      [true, 0],
      [false, 409],
      [false, 404],
    ]);
  });

  it('update tag and the auto-approval job', async () => {
    const { orderId, id } = await refundApplication('300.00', 7);
    expect((await post('ops', `${B}/flowApproval/updateTag`, { flowApprovalId: id, tag: '加急' })).body.payload.tag).toBe('加急');
    const at = Date.now() + 60_000;
    expect((await post('cs', `${B}/flowApproval/updateAutoApproveTime`, { flowApprovalId: id, autoApproveTime: at })).status).toBe(420);
    expect((await post('ops', `${B}/flowApproval/updateAutoApproveTime`, { flowApprovalId: id, autoApproveTime: at })).body.code).toBe(0);
    const job = await t.db.query<{ payload: AutoApprovePayload }>('SELECT payload FROM job WHERE kind = $1 ORDER BY id DESC LIMIT 1', [
      AUTO_APPROVE_JOB,
    ]);
    expect(await runAutoApprove(t.db, t.deps.events, job.rows[0].payload)).toEqual({ approved: true, status: 1 });
    expect(await runAutoApprove(t.db, t.deps.events, job.rows[0].payload)).toEqual({ skipped: true });
    expect((await orderRow(orderId)).refunded_amount).toBe('7.00');
    expect((await detail(id)).nodes[0].approvalRemark).toBe('到时自动审批');
  });
});

describe('lists', () => {
  it('pending for me, started by me, completed by me, all, with filters and counts', async () => {
    const { id } = await refundApplication('300.00', 9);
    const pending = await get('ops', `${B}/approval2/list/pending?type=REFUND&size=100`);
    expect(pending.body.payload.content.map((x: { id: string }) => x.id)).toContain(id);
    expect(
      (await get('finance', `${B}/approval2/list/pending?size=100`)).body.payload.content.map((x: { id: string }) => x.id),
    ).not.toContain(id);
    const mine = await get('cs', `${B}/approval2/list/apply?status=PENDING&size=100`);
    expect(mine.body.errors).toBeUndefined();
    expect(mine.body.payload.content.find((x: { id: string }) => x.id === id)).toMatchObject({
      type: 'REFUND',
      status: 'PENDING',
      applyName: '赵客服',
      approvalName: '运营主管审批',
    });
    expect((await get('cs', `${B}/approval2/list/pending`)).body.payload.content.map((x: { id: string }) => x.id)).not.toContain(id);
    const done = await get('ops', `${B}/approval2/list/completed?size=100`);
    expect(done.body.payload.totalElements).toBeGreaterThan(3);
    const counts = (await get('ops', `${B}/approval2/list/counts?type=0`)).body.payload;
    expect(counts.pending).toBe(pending.body.payload.totalElements);
    expect((await get('ops', `${B}/flow/list?status=9`)).status).toBe(400);
    expect((await get('ops', `${B}/flow/list?tag=加急`)).body.payload.content.every((x: { tag: string }) => x.tag === '加急')).toBe(true);
  });

  it('node table call of the original client', async () => {
    const { id } = await refundApplication('300.00', 3);
    const r = await get('ops', `${B}/flowApprovalLinkedRelation/findLinkedListByFlowApprovalIdForBoss?flowApprovalId=${id}&queryFrom=1`);
    expect(r.body.payload).toEqual([expect.objectContaining({ approvalName: '运营主管审批', statusStr: '待审批', approvalRemark: '' })]);
  });
});
