/**
 * Issue 25 finding 4: changing a pending refund's amount recomputes its chain. The rule
 * (docs/decisions/approvals.md): the chain the new amount needs is added to the nodes already there;
 * a node already required is never dropped, so raising ¥100 → ¥3,000 adds finance and lowering it
 * again keeps finance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { order, student } from '../../../test/fixtures/query';

let t: TestApp;
const tokens: Record<string, string> = {};
const B = '/api/b/v1/backend';

const post = (who: string, url: string, payload: Record<string, unknown> = {}) =>
  t.call({ method: 'POST', url, token: tokens[who], payload });
const nodes = async (id: string) =>
  (await t.call({ method: 'GET', url: `${B}/refund/detail/get?flowApprovalId=${id}`, token: tokens.admin })).body.payload.nodes.map(
    (n: { approvalName: string; statusStr: string }) => `${n.approvalName}:${n.statusStr}`,
  );
const paid = async (orderId: string) =>
  (
    await t.db.query<{ refund_amount: string }>('SELECT refund_amount::text FROM refund WHERE order_id = $1 ORDER BY id', [orderId])
  ).rows.map((r) => r.refund_amount);

async function refundOf(fee: number) {
  const orderId = await order(t, await student(t), { amount: '5000.00', total_amount: '5000.00' });
  const r = await post('cs', `${B}/refund/detail/add`, { orderId, refundFee: fee, reason: '家长要求退款' });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { orderId, id: r.body.payload.flowApprovalId as string };
}

beforeAll(async () => {
  t = await createTestApp(undefined, { jobs: false });
  for (const who of ['admin', 'ops', 'cs', 'finance']) tokens[who] = await t.login(who);
});
afterAll(async () => t.close());

describe('raising a pending refund recomputes its approval chain', () => {
  it('¥100 (operations only) raised to ¥3,000: operations approves → still waiting for finance; finance approves → paid ¥3,000', async () => {
    const { orderId, id } = await refundOf(100);
    expect(await nodes(id)).toEqual(['运营主管审批:待审批']);

    const raised = await post('cs', `${B}/refund/detail/updateRefundFee`, { flowApprovalId: id, refundFee: 3000 });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    expect(await nodes(id)).toEqual(['运营主管审批:待审批', '财务审批:未到达']);

    const ops = await post('ops', `${B}/completed/reissue/flow`, { flowApprovalId: id, isConfirm: true });
    expect(ops.body.payload).toMatchObject({ status: 0, currentStep: 2 });
    expect(await paid(orderId)).toEqual([]);

    const fin = await post('finance', `${B}/completed/reissue/flow`, { flowApprovalId: id, isConfirm: true });
    expect(fin.body.payload).toMatchObject({ status: 1 });
    expect(await paid(orderId)).toEqual(['3000.00']);
  });

  it('never drops a step already required: ¥3,000 lowered to ¥100 still needs finance', async () => {
    const { orderId, id } = await refundOf(3000);
    expect((await post('cs', `${B}/refund/detail/updateRefundFee`, { flowApprovalId: id, refundFee: 100 })).status).toBe(200);
    expect(await nodes(id)).toEqual(['运营主管审批:待审批', '财务审批:未到达']);
    await post('ops', `${B}/completed/reissue/flow`, { flowApprovalId: id, isConfirm: true });
    expect(await paid(orderId)).toEqual([]);
    await post('finance', `${B}/completed/reissue/flow`, { flowApprovalId: id, isConfirm: true });
    expect(await paid(orderId)).toEqual(['100.00']);
  });

  it('raised after a send back: the resubmitted chain includes finance', async () => {
    const { orderId, id } = await refundOf(100);
    expect((await post('ops', `${B}/refund/sendBack/submitter`, { flowApprovalId: id, approvalRemark: '请补充' })).status).toBe(200);
    expect((await post('cs', `${B}/refund/detail/updateRefundFee`, { flowApprovalId: id, refundFee: 800 })).status).toBe(200);
    expect((await post('cs', `${B}/refund/resubmit`, { flowApprovalId: id })).status).toBe(200);
    await post('ops', `${B}/completed/reissue/flow`, { flowApprovalId: id, isConfirm: true });
    expect(await paid(orderId)).toEqual([]);
    await post('finance', `${B}/completed/reissue/flow`, { flowApprovalId: id, isConfirm: true });
    expect(await paid(orderId)).toEqual(['800.00']);
  });

  it('the list summary shows the new amount; a fee on an approval that pays nothing back is refused', async () => {
    const { id } = await refundOf(100);
    await post('cs', `${B}/refund/detail/updateRefundFee`, { flowApprovalId: id, refundFee: 600 });
    const d = (await t.call({ method: 'GET', url: `${B}/refund/detail/get?flowApprovalId=${id}`, token: tokens.admin })).body.payload;
    expect(d).toMatchObject({ refundFee: 600, amount: 600 });
    expect(d.abstractContent.split('^')[0]).toBe('退款 ¥600.00');

    const orderId = await order(t, await student(t));
    const reissue = await post('cs', `${B}/apply/reissue/flow`, { orderId, productName: '材料包', reason: '快递丢失' });
    const refused = await post('cs', `${B}/refund/detail/updateRefundFee`, {
      flowApprovalId: reissue.body.payload.flowApprovalId,
      refundFee: 600,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toContain('refundFee');
  });
});
