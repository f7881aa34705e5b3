import type { Database, Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { recordOperation } from '../../../platform/oplog';
import { changeBalance, hundredthsToNumber, hundredthsToNumeric, numericToHundredths, type AccountType } from '../../students';
import { staffContext } from '../job-context';
import { lockAccounts } from './referral-reward-accounts';

/**
 * Referral rewards taken back (docs/decisions/marketing.md, "Referral rewards on purchase"). When the
 * order that earned a referral reward is fully refunded after the reward was credited, the settlement
 * job (no hook in the refunds module: orders know nothing of referrals) debits back what was credited,
 * the inviter's and the invitee's, once: the referral_reward row is locked and must still be
 * unreversed, and reversed_at is set in the same transaction, so a rerun or a second instance takes
 * nothing more. A balance is never made negative (changeBalance's rule): what was already spent is
 * not taken, it is recorded as the shortfall. The row stays, so the student is never rewarded again.
 */

const JOB = 'referrals.reverseRewards';
/** TRANS_TYPE 16 奖励收回 (packages/domain). */
const TAKEN_BACK_TRANS_TYPE = 16;
/** Fully refunded, as the refunds module leaves an order: 7 已退款, or everything paid given back. */
const FULLY_REFUNDED = '(o.status = 7 OR (o.amount > 0 AND o.refunded_amount >= o.amount))';
const BATCH = 500;

interface Reversible {
  id: string;
  subject: number;
  staffId: string | null;
}

interface RewardRow {
  id: string;
  invitee_id: string;
  inviter_id: string;
  account_type: AccountType;
  amount: number;
  invitee_amount: number;
  account_record_id: string | null;
  invitee_ledger_id: string | null;
  out_trade_no: string;
}

/** Unreversed rewards whose order is fully refunded (the partial index keeps this to rewards not yet reversed). */
async function reversible(db: Database, afterId: string): Promise<Reversible[]> {
  const r = await db.query<Reversible>(
    `SELECT rr.id::text AS id, rr.subject, ra.staff_id::text AS "staffId"
       FROM referral_reward rr
       JOIN orders o ON o.id = rr.order_id
       LEFT JOIN referral_activity ra ON ra.subject = rr.subject
      WHERE rr.reversed_at IS NULL AND ${FULLY_REFUNDED} AND rr.id > $1::bigint
      ORDER BY rr.id LIMIT ${BATCH}`,
    [afterId],
  );
  return r.rows;
}

interface TakenBack {
  ledgerId: string | null;
  /** hundredths that could not be taken because the balance was lower */
  shortfall: number;
}

/** Debits up to `hundredths` from an account already locked by this transaction; never below zero. */
async function takeBack(
  tx: Queryable,
  ctx: AuthedContext,
  balances: Map<string, string>,
  uid: string,
  accountType: AccountType,
  hundredths: number,
  note: string,
): Promise<TakenBack> {
  const balance = Math.max(0, numericToHundredths(balances.get(uid) ?? '0'));
  const debit = Math.min(balance, hundredths);
  if (debit === 0) return { ledgerId: null, shortfall: hundredths };
  const done = await changeBalance(tx, ctx, {
    uid,
    accountType,
    transType: TAKEN_BACK_TRANS_TYPE,
    amount: -debit,
    description: '推荐有礼奖励收回',
    note: debit < hundredths ? `${note}；余额不足，少扣 ${hundredthsToNumber(hundredths - debit)}` : note,
  });
  return { ledgerId: done.recordId, shortfall: hundredths - debit };
}

async function reverse(db: Database, c: Reversible): Promise<boolean> {
  // Taken back in the name of who configures the activity, as it was paid.
  const ctx = await staffContext(db, c.staffId, c.subject, JOB);
  if (!ctx) return false;
  return db.transaction(async (tx) => {
    // The row lock makes a second instance wait here, then find reversed_at set and do nothing.
    const r = await tx.query<RewardRow>(
      `SELECT rr.id::text AS id, rr.invitee_id::text AS invitee_id, rr.inviter_id::text AS inviter_id, rr.account_type, rr.amount,
              rr.invitee_amount, rr.account_record_id::text AS account_record_id, rr.invitee_ledger_id::text AS invitee_ledger_id, o.out_trade_no
         FROM referral_reward rr JOIN orders o ON o.id = rr.order_id
        WHERE rr.id = $1::bigint AND rr.reversed_at IS NULL AND ${FULLY_REFUNDED}
          FOR UPDATE OF rr`,
      [c.id],
    );
    const rr = r.rows[0];
    if (!rr) return false;
    const inviterPaid = rr.account_record_id ? rr.amount * 100 : 0;
    const inviteePaid = rr.invitee_ledger_id ? rr.invitee_amount * 100 : 0;
    const uids = [inviterPaid ? rr.inviter_id : null, inviteePaid ? rr.invitee_id : null].filter((u): u is string => u !== null);
    const balances = await lockAccounts(tx, uids, rr.account_type);
    const none: TakenBack = { ledgerId: null, shortfall: 0 };
    const reason = `订单 ${rr.out_trade_no} 已退款`;
    const inviter = inviterPaid
      ? await takeBack(
          tx,
          ctx,
          balances,
          rr.inviter_id,
          rr.account_type,
          inviterPaid,
          `${reason}，收回邀请学员 ${rr.invitee_id} 的推荐奖励`,
        )
      : none;
    const invitee = inviteePaid
      ? await takeBack(tx, ctx, balances, rr.invitee_id, rr.account_type, inviteePaid, `${reason}，收回被邀请奖励`)
      : none;
    await tx.query(
      `UPDATE referral_reward SET reversed_at = now(), reversal_ledger_id = $2::bigint, invitee_reversal_ledger_id = $3::bigint,
              reversal_shortfall = $4, invitee_reversal_shortfall = $5
        WHERE id = $1::bigint`,
      [rr.id, inviter.ledgerId, invitee.ledgerId, hundredthsToNumeric(inviter.shortfall), hundredthsToNumeric(invitee.shortfall)],
    );
    await recordOperation(tx, ctx, {
      action: 'referralReward.reverse',
      entity: 'referral_reward',
      entityId: rr.id,
      detail: {
        inviter: rr.inviter_id,
        invitee: rr.invitee_id,
        outTradeNo: rr.out_trade_no,
        accountType: rr.account_type,
        takenBack: {
          inviter: hundredthsToNumber(inviterPaid - inviter.shortfall),
          invitee: hundredthsToNumber(inviteePaid - invitee.shortfall),
        },
        shortfall: { inviter: hundredthsToNumber(inviter.shortfall), invitee: hundredthsToNumber(invitee.shortfall) },
      },
    });
    return true;
  });
}

/** Takes back every credited reward whose order has been fully refunded since; returns how many. */
export async function reverseRefundedRewards(db: Database): Promise<{ reversed: number }> {
  let reversed = 0;
  let afterId = '0';
  for (;;) {
    const batch = await reversible(db, afterId);
    for (const c of batch) if (await reverse(db, c)) reversed += 1;
    if (batch.length < BATCH) return { reversed };
    afterId = batch[batch.length - 1].id;
  }
}
