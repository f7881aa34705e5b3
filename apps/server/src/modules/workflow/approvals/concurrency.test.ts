/**
 * Race safety of approvals (runs on PGlite and, with DATABASE_URL, on PostgreSQL where the requests
 * really overlap on a connection pool): of concurrent approvers exactly one moves the flow; the others
 * get 409 naming who handled it. The refund of a final approval happens once.
 */
import { DEMO_PASSWORD } from '@console/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../platform/auth/password';
import { createTestApp, type TestApp } from '../../../test/app';
import { order, student } from '../../../test/fixtures/query';

let t: TestApp;
let cs: string;
const approvers: string[] = [];
const B = '/api/b/v1/backend';

beforeAll(async () => {
  t = await createTestApp();
  cs = await t.login('cs');
  const hash = await hashPassword(DEMO_PASSWORD);
  for (let i = 0; i < 50; i++) {
    await t.db.query(
      `INSERT INTO staff (user_name, real_name, mobile, password_hash, role_id, role_ids, subject_list) VALUES ($1, $2, $3, $4, '2', ARRAY['2'], ARRAY[0])`,
      [`approver${i}`, `主管${i}`, `1390000${String(i).padStart(4, '0')}`, hash],
    );
    approvers.push(await t.login(`approver${i}`, `10.1.0.${i}`));
  }
}, 120_000);
afterAll(async () => t.close());

async function apply(amount: string, fee: number) {
  const uid = await student(t);
  const orderId = await order(t, uid, { amount, total_amount: amount });
  const r = await t.call({
    method: 'POST',
    url: `${B}/refund/detail/add`,
    token: cs,
    payload: { orderId, refundFee: fee, reason: '并发测试' },
  });
  return { orderId, id: r.body.payload.flowApprovalId as string };
}
const approve = (token: string, id: string) =>
  t.call({ method: 'POST', url: `${B}/completed/reissue/flow`, token, payload: { flowApprovalId: id, isConfirm: true } });

describe('concurrent approvals', () => {
  it('50 approvers approving one approval at once: exactly one transition, 49 × 409 naming the winner', async () => {
    const { orderId, id } = await apply('300.00', 100);
    const all = await Promise.all(approvers.map((token) => approve(token, id)));
    const won = all.filter((r) => r.status === 200);
    const lost = all.filter((r) => r.status === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    const winner = (
      await t.db.query<{ real_name: string }>(
        'SELECT s.real_name FROM flow_approval_node n JOIN staff s ON s.id = n.acted_staff_id WHERE n.flow_approval_id = $1',
        [id],
      )
    ).rows;
    expect(winner).toHaveLength(1);
    for (const r of lost) expect(r.body.conflict.handledBy).toBe(winner[0].real_name);
    expect(lost[0].body.errors).toContain(winner[0].real_name);
    const logs = await t.db.query("SELECT 1 FROM flow_approval_log WHERE flow_approval_id = $1 AND action = 'APPROVE'", [id]);
    expect(logs.rows).toHaveLength(1);
    const refunds = await t.db.query<{ refund_amount: string }>('SELECT refund_amount::text FROM refund WHERE order_id = $1', [orderId]);
    expect(refunds.rows).toEqual([{ refund_amount: '100.00' }]);
  });

  it('a refund approval approved twice at once refunds exactly once', async () => {
    for (let round = 0; round < 5; round++) {
      const { orderId, id } = await apply('300.00', 200);
      const [a, b] = await Promise.all([approve(approvers[0], id), approve(approvers[1], id)]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const o = await t.db.query<{ status: number; refunded_amount: string }>(
        'SELECT status, refunded_amount::text FROM orders WHERE id = $1',
        [orderId],
      );
      expect(o.rows[0]).toEqual({ status: 6, refunded_amount: '200.00' });
      expect((await t.db.query('SELECT 1 FROM refund WHERE flow_approval_id = $1', [id])).rows).toHaveLength(1);
    }
  });
});
