import { maskMobile } from '@console/domain';
import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { recordOperation } from '../../../platform/oplog';
import { restPage, springPage } from '../../../platform/sql/page';
import { changeBalance, numericToHundredths, type AccountType } from '../accounts/balance';
import { blankOptional, idField, inputOf, intField, msField, pageFields, textField } from '../../../platform/http/fields';
import { epochMs } from '../../../platform/sql/columns';
import { Where } from '../../../platform/sql/where';

const phone = blankOptional(
  z
    .string()
    .trim()
    .regex(/^\d{4,11}$/, '必须是4到11位数字'),
);

export const sharePageInput = inputOf({
  ...pageFields(),
  uid: idField.optional(),
  mobile: phone,
  status: intField(0, 1).optional(),
  shareType: intField(0, 99).optional(),
  startTime: msField.optional(),
  endTime: msField.optional(),
});
export const completeInput = inputOf({ id: idField, remark: textField(200).optional() });
export const invitesInput = inputOf({
  ...pageFields(),
  uid: idField.optional(),
  mobile: phone,
  startTime: msField.optional(),
  endTime: msField.optional(),
});

/** trans_type of a share reward credit: 8 运营活动 (CONTRACT §9). */
const SHARE_TRANS_TYPE = 8;

const phoneFilter = (w: Where, col: string, mobile: string | undefined) => {
  if (mobile) w.add(mobile.length === 11 ? `${col} = ?` : `${col} LIKE ?`, mobile.length === 11 ? mobile : `%${mobile}%`);
};

const SHARE_COLUMNS = `r.id::text AS id, r.uid::text AS uid, s.user_num, s.username, s.mobile, r.share_type, r.share_content, r.share_image,
  ${epochMs('r.share_time', 'share_time')}, r.reward_account_type, r.reward_amount::text AS reward_amount, r.status, st.real_name AS staff_name,
  ${epochMs('r.complete_time', 'complete_time')}, r.remark, r.account_record_id::text AS account_record_id`;
const SHARE_FROM = 'share_reward r JOIN student s ON s.id = r.uid';
const SHARE_JOINS = 'LEFT JOIN staff st ON st.id = r.staff_id';
type ShareRow = Record<string, unknown> & { mobile: string; reward_amount: string };
const presentShare = (r: ShareRow) => ({ ...r, mobile: maskMobile(r.mobile), reward_amount: numericToHundredths(r.reward_amount) / 100 });

/** sharereward/pageList: the current subject's share rewards, newest share first. */
export async function shareRewardPage(q: Queryable, ctx: AuthedContext, input: z.infer<typeof sharePageInput>) {
  const w = new Where().add('r.subject = ?', ctx.subject);
  w.addIf(input.uid, 'r.uid = ?::bigint', input.uid);
  w.addIf(input.status, 'r.status = ?', input.status);
  w.addIf(input.shareType, 'r.share_type = ?', input.shareType);
  w.addIf(input.startTime, 'r.share_time >= to_timestamp(?::double precision / 1000)', input.startTime);
  w.addIf(input.endTime, 'r.share_time <= to_timestamp(?::double precision / 1000)', input.endTime);
  phoneFilter(w, 's.mobile', input.mobile);
  const p = await restPage(q, {
    select: SHARE_COLUMNS,
    from: SHARE_FROM,
    joins: SHARE_JOINS,
    where: w,
    orderBy: 'r.share_time DESC, r.id DESC',
    page: input.page,
    size: input.size,
    base: 1,
    present: presentShare,
  });
  return springPage(p);
}

/**
 * sharereward/complete: 待发放 (0) → 已发放 (1), crediting the reward to the student's account with
 * its ledger row. Conditional on status 0, so a second complete is 409 and never credits twice.
 */
export async function completeShareReward(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof completeInput>) {
  const r = await tx.query<{ uid: string; status: number; reward_account_type: number; reward_amount: string }>(
    `SELECT uid::text AS uid, status, reward_account_type, reward_amount::text AS reward_amount FROM share_reward WHERE id = $1::bigint AND subject = $2 FOR UPDATE`,
    [input.id, ctx.subject],
  );
  const reward = r.rows[0];
  if (!reward) throw errors.notFound('分享奖励');
  if (reward.status !== 0) throw errors.conflict('分享奖励已发放', 'The share reward is already completed');
  const amount = numericToHundredths(reward.reward_amount);
  const credit =
    amount > 0
      ? await changeBalance(tx, ctx, {
          uid: reward.uid,
          accountType: reward.reward_account_type as AccountType,
          transType: SHARE_TRANS_TYPE,
          amount,
          description: '分享奖励',
          note: input.remark ?? null,
        })
      : null;
  await tx.query(
    `UPDATE share_reward SET status = 1, staff_id = $2::bigint, complete_time = now(), remark = COALESCE($3, remark), account_record_id = $4::bigint, utime = now()
      WHERE id = $1::bigint`,
    [input.id, ctx.staff.id, input.remark ?? null, credit?.recordId ?? null],
  );
  await recordOperation(tx, ctx, {
    action: 'shareReward.complete',
    entity: 'share_reward',
    entityId: input.id,
    changes: { status: [0, 1], ...(credit ? { balance: [credit.before / 100, credit.after / 100] } : {}) },
    detail: { uid: reward.uid, accountType: reward.reward_account_type, amount: amount / 100, accountRecordId: credit?.recordId },
  });
  const out = await tx.query<ShareRow>(`SELECT ${SHARE_COLUMNS} FROM ${SHARE_FROM} ${SHARE_JOINS} WHERE r.id = $1::bigint`, [input.id]);
  return presentShare(out.rows[0]);
}

/**
 * getAdminInvites: who invited whom in the current subject (student_subject.send_id = the
 * recommender), newest joiner first; filter by the inviter (uid or phone) and join time.
 */
export async function adminInvites(q: Queryable, ctx: AuthedContext, input: z.infer<typeof invitesInput>) {
  const w = new Where().add('ss.subject = ?', ctx.subject).and('ss.send_id IS NOT NULL');
  w.addIf(input.uid, 'ss.send_id = ?::bigint', input.uid);
  w.addIf(input.startTime, 'ss.join_date >= to_timestamp(?::double precision / 1000)', input.startTime);
  w.addIf(input.endTime, 'ss.join_date <= to_timestamp(?::double precision / 1000)', input.endTime);
  phoneFilter(w, 'inv.mobile', input.mobile);
  const p = await restPage(q, {
    select: `s.id::text AS "inviteeId", s.user_num AS "inviteeUserNum", s.username AS "inviteeName", s.mobile AS "inviteeMobile",
            ss.user_status AS "inviteeUserStatus", ${epochMs('ss.join_date', 'joinDate')},
            inv.id::text AS "inviterId", inv.user_num AS "inviterUserNum", inv.username AS "inviterName", inv.mobile AS "inviterMobile"`,
    from: 'student_subject ss JOIN student s ON s.id = ss.student_id JOIN student inv ON inv.id = ss.send_id',
    where: w,
    orderBy: 'ss.join_date DESC, ss.id DESC',
    page: input.page,
    size: input.size,
    base: 1,
    present: (r: { inviteeMobile: string; inviterMobile: string } & Record<string, unknown>) => ({
      ...r,
      inviteeMobile: maskMobile(r.inviteeMobile),
      inviterMobile: maskMobile(r.inviterMobile),
    }),
  });
  return springPage(p);
}
