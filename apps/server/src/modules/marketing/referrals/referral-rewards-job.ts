import type { Database } from '../../../platform/db';
import type { JobRunner } from '../../../platform/jobs';
import { recordOperation } from '../../../platform/oplog';
import { changeBalance, type AccountType } from '../../students';
import { staffContext } from '../job-context';
import { lockAccounts } from './referral-reward-accounts';
import { reverseRefundedRewards } from './referral-reward-reversal';

/**
 * Referral rewards on purchase (docs/decisions/marketing.md, "Referral rewards on purchase"). When a
 * student invited by another (student_subject.send_id) has a paid order, the inviter is credited the
 * referral activity's inviter reward and the invitee its invitee reward, once per invited student, in
 * the account ledger; when that order is fully refunded later, both are taken back
 * (referral-reward-reversal.ts), once.
 *
 * Orders become paid in several places (the completed-order import, one-to-one and calligraphy
 * orders, the app's payments), so instead of a hook in each, a recurring job settles: it reads paid,
 * unrefunded orders of invited students that have no reward yet. referral_reward's UNIQUE (subject,
 * invitee_id) row is the claim, inserted in the crediting transaction, so a rerun or a second instance
 * credits nothing twice. An order refunded (or applied for refund) before the settlement earns nothing.
 */

export const REFERRAL_REWARDS_JOB = 'referrals.settleRewards';
const EVERY_MS = 5 * 60_000;
/** Paid orders are looked at this long back (a server down for longer loses those rewards). */
export const LOOKBACK_DAYS = 30;
const BATCH = 500;
/** TRANS_TYPE 1 邀请有奖 (the inviter's) and 15 被邀请奖励 (the invitee's) (packages/domain). */
const INVITE_TRANS_TYPE = 1;
const INVITEE_TRANS_TYPE = 15;
/** An order counts as paid while it is 已支付 / 已完成 with nothing refunded or asked back. */
const PAID = 'o.status IN (2, 3) AND o.isrefund = 0 AND o.refunded_amount = 0 AND o.amount > 0';

interface Candidate {
  orderId: string;
  outTradeNo: string;
  subject: number;
  inviteeId: string;
  inviterId: string;
  amount: number;
  inviteeAmount: number;
  accountType: AccountType;
  staffId: string;
}

async function candidates(db: Database, now: Date, seen: string[]): Promise<Candidate[]> {
  const r = await db.query<Candidate>(
    `SELECT DISTINCT ON (o.subject, o.uid) o.id::text AS "orderId", o.out_trade_no AS "outTradeNo", o.subject, o.uid::text AS "inviteeId",
            ss.send_id::text AS "inviterId", ra.inviter_reward AS amount,
            ra.invitee_reward AS "inviteeAmount", ra.reward_account_type AS "accountType", ra.staff_id::text AS "staffId"
       FROM referral_activity ra
       JOIN orders o ON o.subject = ra.subject AND o.buytime > $1::timestamptz - make_interval(days => $2)
       JOIN student_subject ss ON ss.student_id = o.uid AND ss.subject = o.subject AND ss.send_id IS NOT NULL AND ss.send_id <> o.uid
      WHERE ra.status = 1 AND (ra.inviter_reward > 0 OR ra.invitee_reward > 0) AND ra.staff_id IS NOT NULL AND ${PAID}
        AND (ra.start_date IS NULL OR o.buytime >= ra.start_date) AND (ra.end_date IS NULL OR o.buytime < ra.end_date)
        AND NOT EXISTS (SELECT 1 FROM referral_reward rr WHERE rr.subject = o.subject AND rr.invitee_id = o.uid)
        AND NOT (o.id = ANY($3::bigint[]))
      ORDER BY o.subject, o.uid, o.buytime, o.id
      LIMIT ${BATCH}`,
    [now, LOOKBACK_DAYS, seen],
  );
  return r.rows;
}

/** Credits the inviter and the invitee for one order; false when the order is no longer paid or the invitee was rewarded meanwhile. */
async function settle(db: Database, c: Candidate): Promise<boolean> {
  // The activity's reward is paid in the name of who configured it (the ledger rows and the operation log name them).
  const ctx = await staffContext(db, c.staffId, c.subject, REFERRAL_REWARDS_JOB);
  if (!ctx) return false;
  return db.transaction(async (tx) => {
    // Locked, so a refund being written now either commits first (no reward) or waits for this one.
    const paid = await tx.query(`SELECT 1 FROM orders o WHERE o.id = $1::bigint AND ${PAID} FOR UPDATE`, [c.orderId]);
    if (!paid.rows.length) return false;
    const claim = await tx.query<{ id: string }>(
      `INSERT INTO referral_reward (subject, invitee_id, inviter_id, order_id, account_type, amount, invitee_amount)
       VALUES ($1, $2::bigint, $3::bigint, $4::bigint, $5, $6, $7) ON CONFLICT (subject, invitee_id) DO NOTHING RETURNING id::text AS id`,
      [c.subject, c.inviteeId, c.inviterId, c.orderId, c.accountType, c.amount, c.inviteeAmount],
    );
    if (!claim.rows.length) return false;
    const rewarded = [c.amount > 0 ? c.inviterId : null, c.inviteeAmount > 0 ? c.inviteeId : null].filter((u): u is string => u !== null);
    await lockAccounts(tx, rewarded, c.accountType);
    const credit = (uid: string, amount: number, transType: number, note: string) =>
      amount > 0
        ? changeBalance(tx, ctx, { uid, accountType: c.accountType, transType, amount: amount * 100, description: '推荐有礼', note }).then(
            (done) => done.recordId,
          )
        : Promise.resolve(null);
    const inviterLedger = await credit(c.inviterId, c.amount, INVITE_TRANS_TYPE, `邀请的学员 ${c.inviteeId} 支付订单 ${c.outTradeNo}`);
    const inviteeLedger = await credit(
      c.inviteeId,
      c.inviteeAmount,
      INVITEE_TRANS_TYPE,
      `受学员 ${c.inviterId} 邀请，支付订单 ${c.outTradeNo}`,
    );
    await tx.query('UPDATE referral_reward SET account_record_id = $2::bigint, invitee_ledger_id = $3::bigint WHERE id = $1::bigint', [
      claim.rows[0].id,
      inviterLedger,
      inviteeLedger,
    ]);
    await recordOperation(tx, ctx, {
      action: 'referralReward.credit',
      entity: 'referral_reward',
      entityId: claim.rows[0].id,
      detail: {
        inviter: c.inviterId,
        invitee: c.inviteeId,
        orderId: c.orderId,
        accountType: c.accountType,
        amount: c.amount,
        inviteeAmount: c.inviteeAmount,
      },
    });
    return true;
  });
}

/** One run of the job: takes back the rewards of refunded orders, then credits the new ones. */
export async function settleReferralRewards(db: Database, now: Date = new Date()): Promise<{ credited: number; reversed: number }> {
  const { reversed } = await reverseRefundedRewards(db);
  let credited = 0;
  const seen: string[] = [];
  for (;;) {
    const batch = await candidates(db, now, seen);
    for (const c of batch) if (await settle(db, c)) credited += 1;
    seen.push(...batch.map((c) => c.orderId));
    if (batch.length < BATCH) return { credited, reversed };
  }
}

export function registerReferralRewardsJob(jobs: JobRunner, db: Database): void {
  jobs.register(REFERRAL_REWARDS_JOB, () => settleReferralRewards(db));
  jobs.schedule('referrals.settleRewards', REFERRAL_REWARDS_JOB, EVERY_MS);
}
