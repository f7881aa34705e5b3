/**
 * Issue 25 finding 3: one pending refund-like approval per order, under any concurrency (a partial
 * unique index, migration 0450), and an approval pays once. On PostgreSQL (project server-pg) the
 * 20 applications really overlap on the pool; on PGlite they queue and the outcome must be the same.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '@console/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../platform/auth/password';
import { MIGRATIONS_DIR, splitSql } from '../../../platform/db/migrate';
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
  for (let i = 0; i < 20; i++) {
    await t.db.query(
      `INSERT INTO staff (user_name, real_name, mobile, password_hash, role_id, role_ids, subject_list) VALUES ($1, $2, $3, $4, '2', ARRAY['2'], ARRAY[0])`,
      [`refundOps${i}`, `退款主管${i}`, `1391111${String(i).padStart(4, '0')}`, hash],
    );
    approvers.push(await t.login(`refundOps${i}`, `10.2.0.${i}`));
  }
}, 120_000);
afterAll(async () => t.close());

const applyRefund = (orderId: string, fee: number, url = `${B}/refund/detail/add`) =>
  t.call({ method: 'POST', url, token: cs, payload: { orderId, refundFee: fee, reason: '并发退款申请' } });
const approve = (token: string, id: string) =>
  t.call({ method: 'POST', url: `${B}/completed/reissue/flow`, token, payload: { flowApprovalId: id, isConfirm: true } });
const pendingOf = async (orderId: string) =>
  (await t.db.query<{ id: string }>('SELECT id::text AS id FROM flow_approval WHERE order_id = $1 AND status = 0', [orderId])).rows;

describe('one pending refund-like approval per order', () => {
  it('20 concurrent applications for one order: exactly 1 pending approval and 19 refusals (409)', async () => {
    const orderId = await order(t, await student(t), { amount: '300.00', total_amount: '300.00' });
    const all = await Promise.all(Array.from({ length: 20 }, () => applyRefund(orderId, 100)));
    const won = all.filter((r) => r.status === 200);
    const lost = all.filter((r) => r.status === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const r of lost) expect(r.body.errors).toContain('该订单已有进行中的退款申请');
    expect(await pendingOf(orderId)).toEqual([{ id: won[0].body.payload.flowApprovalId }]);

    // the winner, approved by 20 approvers at once, pays exactly once
    const decided = await Promise.all(approvers.map((token) => approve(token, won[0].body.payload.flowApprovalId)));
    expect(decided.filter((r) => r.status === 200)).toHaveLength(1);
    expect(decided.filter((r) => r.status === 409)).toHaveLength(19);
    const refunds = await t.db.query<{ refund_amount: string }>('SELECT refund_amount::text FROM refund WHERE order_id = $1', [orderId]);
    expect(refunds.rows).toEqual([{ refund_amount: '100.00' }]);
    const o = await t.db.query<{ refunded_amount: string }>('SELECT refunded_amount::text FROM orders WHERE id = $1', [orderId]);
    expect(o.rows[0].refunded_amount).toBe('100.00');

    // once it is decided the order may be refunded again (the rule covers pending approvals only)
    expect((await applyRefund(orderId, 50)).status).toBe(200);
  });

  it('a refund and a gold-coin-mall chargeback of one order at once: one of them, both kinds pay money back', async () => {
    const orderId = await order(t, await student(t), { amount: '300.00', total_amount: '300.00' });
    const all = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        applyRefund(orderId, 100, i % 2 ? `${B}/refund/detail/add` : `${B}/apply/goldCoinMall/chargeback`),
      ),
    );
    expect(all.filter((r) => r.status === 200)).toHaveLength(1);
    expect(all.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await pendingOf(orderId)).toHaveLength(1);
  });

  it('a revoked application frees the order; other approval types of the order are not limited', async () => {
    const orderId = await order(t, await student(t), { amount: '300.00', total_amount: '300.00' });
    const first = await applyRefund(orderId, 100);
    expect((await applyRefund(orderId, 100)).status).toBe(409);
    const reissue = await t.call({
      method: 'POST',
      url: `${B}/apply/reissue/flow`,
      token: cs,
      payload: { orderId, productName: '材料包', reason: '快递丢失' },
    });
    expect(reissue.status).toBe(200);
    const revoked = await t.call({
      method: 'POST',
      url: `${B}/revocation/flow`,
      token: cs,
      payload: { flowApprovalId: first.body.payload.flowApprovalId },
    });
    expect(revoked.status).toBe(200);
    expect((await applyRefund(orderId, 100)).status).toBe(200);
  });

  it('the database itself refuses a second pending refund-like approval of an order', async () => {
    const orderId = await order(t, await student(t), { amount: '300.00', total_amount: '300.00' });
    const id = (await applyRefund(orderId, 100)).body.payload.flowApprovalId as string;
    const err = await t.db
      .query(
        `INSERT INTO flow_approval (subject, type, status, approval_name, apply_staff_id, apply_name, order_id, amount)
         SELECT subject, 14, 0, approval_name, apply_staff_id, apply_name, order_id, amount FROM flow_approval WHERE id = $1`,
        [id],
      )
      .then(
        () => null,
        (e: { code?: string; constraint?: string }) => e,
      );
    expect(err).toMatchObject({ code: '23505', constraint: 'flow_approval_one_pending_refund_idx' });
  });

  it('migration 0450 on a database written before the rule: the oldest pending refund of an order stays, later ones are revoked', async () => {
    const orderId = await order(t, await student(t), { amount: '300.00', total_amount: '300.00' });
    const first = (await applyRefund(orderId, 100)).body.payload.flowApprovalId as string;
    const sql = readFileSync(join(MIGRATIONS_DIR, '0450_one_pending_refund.sql'), 'utf8');
    await t.db.transaction(async (tx) => {
      await tx.query('DROP INDEX flow_approval_one_pending_refund_idx');
      const copy = `INSERT INTO flow_approval (subject, type, status, approval_name, apply_staff_id, apply_name, order_id, amount)
        SELECT subject, $2, 0, approval_name, apply_staff_id, apply_name, order_id, amount FROM flow_approval WHERE id = $1`;
      await tx.query(copy, [first, 0]);
      await tx.query(copy, [first, 14]);
      for (const stmt of splitSql(sql)) await tx.query(stmt);
    });
    expect(await pendingOf(orderId)).toEqual([{ id: first }]);
    const revoked = await t.db.query<{ status: number; remark: string; log: string }>(
      `SELECT f.status, f.remark, l.remark AS log FROM flow_approval f JOIN flow_approval_log l ON l.flow_approval_id = f.id AND l.action = 'REVOKE'
        WHERE f.order_id = $1 ORDER BY f.id`,
      [orderId],
    );
    expect(revoked.rows.map((r) => r.status)).toEqual([2, 2]);
    expect(revoked.rows[0].log).toContain('迁移 0450');
  });
});
