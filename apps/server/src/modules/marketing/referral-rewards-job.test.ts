import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { makeOrder } from '../orders/test-fixtures';
import { countRows, insertStudent } from '../student-misc/test-fixtures';
import { settleReferralRewards } from './referral-rewards-job';

/**
 * The referral activity's inviter reward is credited once per invited student when the invitee's order
 * is paid (settled by the recurring job, run here with its function and a given clock).
 */

let t: TestApp;
let admin: string;
let finance: string;
const DAY = 86_400_000;

async function invitedBy(inviter: string): Promise<string> {
  const s = await insertStudent(t.db);
  await t.db.query('UPDATE student_subject SET send_id = $1::bigint WHERE student_id = $2::bigint AND subject = 0', [inviter, s.id]);
  return s.id;
}

const coins = async (uid: string) =>
  (
    await t.db.query<{ balance: string | null }>(
      `SELECT balance::text AS balance FROM account WHERE uid = $1::bigint AND account_type = 2`,
      [uid],
    )
  ).rows[0]?.balance ?? null;

const ledger = (uid: string) =>
  t.db
    .query<{ trans_type: number; amount: string; staff: string }>(
      `SELECT r.trans_type, r.amount::text AS amount, s.user_name AS staff FROM account_record r JOIN staff s ON s.id = r.staff_id WHERE r.uid = $1::bigint`,
      [uid],
    )
    .then((r) => r.rows);

beforeAll(async () => {
  t = await createTestApp(undefined, { jobs: false });
  admin = await t.login('admin');
  finance = await t.login('finance');
  const saved = await t.call({
    method: 'POST',
    url: '/api/b/v1/backend/recommendActivity/save',
    token: admin,
    payload: { title: '推荐有礼', status: 1, inviterReward: 20, inviteeReward: 5, rewardAccountType: 2, startDate: Date.now() - DAY },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
});
afterAll(async () => t.close());

describe('referral rewards on purchase', () => {
  it("a paid order credits the inviter once; a rerun and the invitee's next order credit nothing", async () => {
    const inviter = (await insertStudent(t.db)).id;
    const invitee = await invitedBy(inviter);
    const unpaid = await makeOrder(t.db, { uid: invitee, status: 0 });
    expect((await settleReferralRewards(t.db)).credited).toBe(0);
    expect(await coins(inviter)).toBeNull();

    const paid = await makeOrder(t.db, { uid: invitee, status: 2, amount: '299.00' });
    expect((await settleReferralRewards(t.db)).credited).toBe(1);
    expect(await coins(inviter)).toBe('20.00');
    expect(await ledger(inviter)).toEqual([{ trans_type: 1, amount: '20.00', staff: 'admin' }]);
    const reward = await t.db.query<{ order_id: string }>('SELECT order_id::text AS order_id FROM referral_reward WHERE invitee_id = $1', [
      invitee,
    ]);
    expect(reward.rows).toEqual([{ order_id: paid.id }]);
    expect(reward.rows[0].order_id).not.toBe(unpaid.id);

    expect((await settleReferralRewards(t.db)).credited).toBe(0);
    await makeOrder(t.db, { uid: invitee, status: 3, amount: '99.00' });
    expect((await settleReferralRewards(t.db)).credited).toBe(0);
    expect(await coins(inviter)).toBe('20.00');
    expect(await countRows(t.db, 'account_record WHERE uid = $1::bigint', [inviter])).toBe(1);
  });

  it('an order refunded before the settlement credits nothing', async () => {
    const inviter = (await insertStudent(t.db)).id;
    const invitee = await invitedBy(inviter);
    const o = await makeOrder(t.db, { uid: invitee, status: 3, amount: '100.00' });
    const refund = await t.call({
      method: 'POST',
      url: '/api/o/v1/refund/financeRefund',
      token: finance,
      headers: { 'idempotency-key': `referral-refund-${o.id}` },
      payload: { orderId: o.id, refundAmount: '100.00', reason: '家长要求退款' },
    });
    expect(refund.body.code, JSON.stringify(refund.body)).toBe(0);
    expect((await settleReferralRewards(t.db)).credited).toBe(0);
    expect(await coins(inviter)).toBeNull();
    expect(await countRows(t.db, 'referral_reward WHERE invitee_id = $1::bigint', [invitee])).toBe(0);
  });

  it('no reward for a student nobody invited, nor for orders older than the look-back or outside the activity', async () => {
    const alone = (await insertStudent(t.db)).id;
    await makeOrder(t.db, { uid: alone, status: 3 });
    const inviter = (await insertStudent(t.db)).id;
    const invitee = await invitedBy(inviter);
    const o = await makeOrder(t.db, { uid: invitee, status: 3 });
    // the clock 40 days on: the order is past the 30-day look-back
    expect((await settleReferralRewards(t.db, new Date(Date.now() + 40 * DAY))).credited).toBe(0);
    // paid before the activity started
    await t.db.query(`UPDATE orders SET buytime = now() - interval '2 days' WHERE id = $1::bigint`, [o.id]);
    expect((await settleReferralRewards(t.db)).credited).toBe(0);
    await t.db.query(`UPDATE orders SET buytime = now() WHERE id = $1::bigint`, [o.id]);
    expect((await settleReferralRewards(t.db)).credited).toBe(1);
    expect(await coins(inviter)).toBe('20.00');
  });
});
