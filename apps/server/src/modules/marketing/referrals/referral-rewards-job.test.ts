import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeOrder } from '../../../test/fixtures/orders';
import { countRows, insertStudent } from '../../../test/fixtures/people';
import { settleReferralRewards } from './referral-rewards-job';

/**
 * The referral activity's inviter and invitee rewards are credited once per invited student when the
 * invitee's order is paid, and taken back once when that order is fully refunded afterwards (settled
 * by the recurring job, run here with its function and a given clock). Balances and ledger rows are
 * read as the console reads them: the coin ledger call bearCoinPage/byUid.
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

/** The coin ledger page of a student, as /issueBearCoins and the student's account tab read it. */
async function coinPage(uid: string) {
  const r = await t.call({
    method: 'POST',
    url: '/data/verification/v2/account/bearCoinPage/byUid',
    token: admin,
    payload: { uid, size: 50 },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const p = r.body.payload as { balance: number; content: { transType: number; amount: number; balanceAfter: number; note: string }[] };
  return {
    balance: p.balance,
    rows: p.content.map((c) => ({ transType: c.transType, amount: c.amount, balanceAfter: c.balanceAfter })),
    notes: p.content.map((c) => c.note),
  };
}

async function saveActivity(changes: Record<string, unknown>) {
  const saved = await t.call({
    method: 'POST',
    url: '/api/b/v1/backend/recommendActivity/save',
    token: admin,
    payload: {
      title: '推荐有礼',
      status: 1,
      inviterReward: 20,
      inviteeReward: 5,
      rewardAccountType: 2,
      startDate: Date.now() - DAY,
      ...changes,
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

async function refund(orderId: string, amount: string) {
  const r = await t.call({
    method: 'POST',
    url: '/api/o/v1/refund/financeRefund',
    token: finance,
    headers: { 'idempotency-key': `referral-refund-${orderId}-${amount}` },
    payload: { orderId, refundAmount: amount, reason: '家长要求退款' },
  });
  expect(r.body.code, JSON.stringify(r.body)).toBe(0);
}

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
  await saveActivity({});
});
afterAll(async () => t.close());

describe('referral rewards on purchase', () => {
  it("a paid order credits the inviter and the invitee once; a rerun and the invitee's next order credit nothing", async () => {
    const inviter = (await insertStudent(t.db)).id;
    const invitee = await invitedBy(inviter);
    const unpaid = await makeOrder(t.db, { uid: invitee, status: 0 });
    expect((await settleReferralRewards(t.db)).credited).toBe(0);
    expect(await coins(inviter)).toBeNull();

    const paid = await makeOrder(t.db, { uid: invitee, status: 2, amount: '299.00' });
    expect((await settleReferralRewards(t.db)).credited).toBe(1);
    expect(await coins(inviter)).toBe('20.00');
    expect(await ledger(inviter)).toEqual([{ trans_type: 1, amount: '20.00', staff: 'admin' }]);
    expect(await ledger(invitee)).toEqual([{ trans_type: 15, amount: '5.00', staff: 'admin' }]);
    expect(await coinPage(inviter)).toMatchObject({ balance: 20, rows: [{ transType: 1, amount: 20, balanceAfter: 20 }] });
    expect(await coinPage(invitee)).toMatchObject({ balance: 5, rows: [{ transType: 15, amount: 5, balanceAfter: 5 }] });
    const reward = await t.db.query<{ order_id: string }>('SELECT order_id::text AS order_id FROM referral_reward WHERE invitee_id = $1', [
      invitee,
    ]);
    expect(reward.rows).toEqual([{ order_id: paid.id }]);
    expect(reward.rows[0].order_id).not.toBe(unpaid.id);

    expect((await settleReferralRewards(t.db)).credited).toBe(0);
    await makeOrder(t.db, { uid: invitee, status: 3, amount: '99.00' });
    expect((await settleReferralRewards(t.db)).credited).toBe(0);
    expect(await coins(inviter)).toBe('20.00');
    expect(await coins(invitee)).toBe('5.00');
    expect(await countRows(t.db, 'account_record WHERE uid = $1::bigint', [inviter])).toBe(1);
    expect(await countRows(t.db, 'account_record WHERE uid = $1::bigint', [invitee])).toBe(1);
  });

  it('an invitee reward of 0 credits only the inviter; an inviter reward of 0 only the invitee', async () => {
    try {
      await saveActivity({ inviteeReward: 0 });
      const inviter = (await insertStudent(t.db)).id;
      const invitee = await invitedBy(inviter);
      await makeOrder(t.db, { uid: invitee, status: 2 });
      expect(await settleReferralRewards(t.db)).toEqual({ credited: 1, reversed: 0 });
      expect(await coinPage(inviter)).toMatchObject({ balance: 20, rows: [{ transType: 1, amount: 20 }] });
      expect(await coinPage(invitee)).toEqual({ balance: 0, rows: [], notes: [] });

      await saveActivity({ inviterReward: 0, inviteeReward: 7 });
      const quiet = (await insertStudent(t.db)).id;
      const rewarded = await invitedBy(quiet);
      await makeOrder(t.db, { uid: rewarded, status: 2 });
      expect(await settleReferralRewards(t.db)).toEqual({ credited: 1, reversed: 0 });
      expect(await coinPage(quiet)).toEqual({ balance: 0, rows: [], notes: [] });
      expect(await coinPage(rewarded)).toMatchObject({ balance: 7, rows: [{ transType: 15, amount: 7 }] });
    } finally {
      await saveActivity({});
    }
  });

  it('a fully refunded order takes both rewards back once; a rerun, a second instance and a later order change nothing', async () => {
    const inviter = (await insertStudent(t.db)).id;
    const invitee = await invitedBy(inviter);
    const o = await makeOrder(t.db, { uid: invitee, status: 3, amount: '199.00' });
    expect(await settleReferralRewards(t.db)).toEqual({ credited: 1, reversed: 0 });
    await refund(o.id, '100.00');
    await refund(o.id, '99.00');

    // two instances of the job at once: one reverses, the other finds the row reversed
    const runs = await Promise.all([settleReferralRewards(t.db), settleReferralRewards(t.db)]);
    expect(runs.map((r) => r.reversed).sort()).toEqual([0, 1]);
    expect(await coinPage(inviter)).toMatchObject({
      balance: 0,
      rows: [
        { transType: 16, amount: -20, balanceAfter: 0 },
        { transType: 1, amount: 20, balanceAfter: 20 },
      ],
    });
    expect(await coinPage(invitee)).toMatchObject({
      balance: 0,
      rows: [
        { transType: 16, amount: -5, balanceAfter: 0 },
        { transType: 15, amount: 5, balanceAfter: 5 },
      ],
    });
    expect((await coinPage(inviter)).notes[0]).toContain(o.outTradeNo);
    // the ledger list of /issueBearCoins (AccountPage) labels the new kinds in either language
    const labels = async (uid: string, lang: string) => {
      const r = await t.call({
        method: 'POST',
        url: '/graphql/v1/toss',
        token: admin,
        headers: { 'accept-language': lang },
        payload: {
          query: `{ AccountPage(query: ${JSON.stringify(JSON.stringify({ uid, account_type: 2 }))}, sort: "{\\"id\\":\\"asc\\"}") { content { trans_type_text } } }`,
        },
      });
      return (r.body.data.AccountPage.content as { trans_type_text: string }[]).map((c) => c.trans_type_text);
    };
    expect(await labels(invitee, 'zh-CN')).toEqual(['被邀请奖励', '奖励收回']);
    expect(await labels(invitee, 'en')).toEqual(['Invitee reward', 'Reward taken back']);
    const rr = await t.db.query<{ reversed: boolean; inviter_back: boolean; invitee_back: boolean; shortfall: string }>(
      `SELECT reversed_at IS NOT NULL AS reversed, reversal_ledger_id IS NOT NULL AS inviter_back,
              invitee_reversal_ledger_id IS NOT NULL AS invitee_back, (reversal_shortfall + invitee_reversal_shortfall)::text AS shortfall
         FROM referral_reward WHERE invitee_id = $1::bigint`,
      [invitee],
    );
    expect(rr.rows).toEqual([{ reversed: true, inviter_back: true, invitee_back: true, shortfall: '0.00' }]);

    expect(await settleReferralRewards(t.db)).toEqual({ credited: 0, reversed: 0 });
    await makeOrder(t.db, { uid: invitee, status: 2, amount: '299.00' });
    expect(await settleReferralRewards(t.db)).toEqual({ credited: 0, reversed: 0 });
    expect((await coinPage(inviter)).rows).toHaveLength(2);
    expect((await coinPage(invitee)).rows).toHaveLength(2);
  });

  it('a reward partly spent is taken back down to zero, never below, and the shortfall is recorded', async () => {
    const inviter = (await insertStudent(t.db)).id;
    const invitee = await invitedBy(inviter);
    const o = await makeOrder(t.db, { uid: invitee, status: 3, amount: '50.00' });
    expect((await settleReferralRewards(t.db)).credited).toBe(1);
    const spent = await t.call({
      method: 'POST',
      url: '/api/a/v1/account/batchUpdateAccount',
      token: admin,
      headers: { 'idempotency-key': `referral-spend-${inviter}` },
      payload: { accountType: 2, transType: 14, desc: '兑换礼品', rows: [{ uid: inviter, amount: -15 }] },
    });
    expect(spent.status, JSON.stringify(spent.body)).toBe(200);
    await refund(o.id, '50.00');
    expect((await settleReferralRewards(t.db)).reversed).toBe(1);
    const page = await coinPage(inviter);
    expect(page).toMatchObject({ balance: 0, rows: [{ transType: 16, amount: -5, balanceAfter: 0 }, { transType: 14 }, { transType: 1 }] });
    expect(page.notes[0]).toContain('少扣 15');
    expect(await coinPage(invitee)).toMatchObject({
      balance: 0,
      rows: [
        { transType: 16, amount: -5 },
        { transType: 15, amount: 5 },
      ],
    });
    const rr = await t.db.query(
      'SELECT reversal_shortfall::text AS inviter, invitee_reversal_shortfall::text AS invitee FROM referral_reward WHERE invitee_id = $1',
      [invitee],
    );
    expect(rr.rows).toEqual([{ inviter: '15.00', invitee: '0.00' }]);
  });

  it('a partial refund leaves the reward', async () => {
    const inviter = (await insertStudent(t.db)).id;
    const invitee = await invitedBy(inviter);
    const o = await makeOrder(t.db, { uid: invitee, status: 3, amount: '100.00' });
    expect((await settleReferralRewards(t.db)).credited).toBe(1);
    await refund(o.id, '40.00');
    expect(await settleReferralRewards(t.db)).toEqual({ credited: 0, reversed: 0 });
    expect(await coins(inviter)).toBe('20.00');
    expect(await coins(invitee)).toBe('5.00');
  });

  it('an order refunded before the settlement credits nothing', async () => {
    const inviter = (await insertStudent(t.db)).id;
    const invitee = await invitedBy(inviter);
    const o = await makeOrder(t.db, { uid: invitee, status: 3, amount: '100.00' });
    await refund(o.id, '100.00');
    expect(await settleReferralRewards(t.db)).toEqual({ credited: 0, reversed: 0 });
    expect(await coins(inviter)).toBeNull();
    expect(await coins(invitee)).toBeNull();
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
