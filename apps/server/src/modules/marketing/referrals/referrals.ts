import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { diff, recordOperation } from '../../../platform/oplog';
import { assertFreshVersion, zVersion } from '../../../platform/versioning';
import { completeShareReward } from '../../students';
import { flagField, idField, inputOf, intField, msField, requiredText, textField } from '../../../platform/http/fields';
import { epochMs } from '../../../platform/sql/columns';

/**
 * Referral screenshots (/recommend): a share (share_reward) is approved (the reward is credited, once)
 * or rejected (2 驳回); a rejected one may go back for review (reComplete → 0). And the subject's
 * referral activity (/recommendActivity): one configuration row per subject.
 */

export const reviewInput = inputOf({ id: idField, isAgree: flagField, remark: textField(200).optional() });

export async function reviewShare(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof reviewInput>) {
  if (input.isAgree === 1) return completeShareReward(tx, ctx, { id: input.id, remark: input.remark });
  const r = await tx.query<{ status: number }>('SELECT status FROM share_reward WHERE id = $1::bigint AND subject = $2 FOR UPDATE', [
    input.id,
    ctx.subject,
  ]);
  if (!r.rows[0]) throw errors.notFound('转介绍截图');
  if (r.rows[0].status !== 0) throw errors.conflict('该截图已审核', 'Already reviewed');
  if (!input.remark) throw errors.invalidField('remark', '驳回必须填写原因', 'is required to reject');
  await tx.query(
    'UPDATE share_reward SET status = 2, staff_id = $2::bigint, remark = $3, complete_time = now(), utime = now() WHERE id = $1::bigint',
    [input.id, ctx.staff.id, input.remark],
  );
  await recordOperation(tx, ctx, { action: 'shareReward.reject', entity: 'share_reward', entityId: input.id, changes: { status: [0, 2] } });
  return { id: input.id, status: 2, remark: input.remark };
}

export async function reopenShare(tx: Queryable, ctx: AuthedContext, id: string) {
  const r = await tx.query('UPDATE share_reward SET status = 0, utime = now() WHERE id = $1::bigint AND subject = $2 AND status = 2', [
    id,
    ctx.subject,
  ]);
  if ((r.affectedRows ?? 0) === 0) throw errors.conflict('只有已驳回的截图可以复审', 'Only rejected screenshots can be reviewed again');
  await recordOperation(tx, ctx, { action: 'shareReward.reopen', entity: 'share_reward', entityId: id, changes: { status: [2, 0] } });
  return { id, status: 0 };
}

export const activityInput = inputOf({
  title: requiredText(100),
  startDate: msField.optional(),
  endDate: msField.optional(),
  status: flagField.default(0),
  inviterReward: intField(0, 1_000_000).default(0),
  inviteeReward: intField(0, 1_000_000).default(0),
  rewardAccountType: intField(1, 3).default(2),
  shareReward: intField(0, 1_000_000).default(0),
  rules: textField(2000).optional(),
  version: zVersion,
}).superRefine((v, ctx) => {
  if (v.startDate !== undefined && v.endDate !== undefined && v.endDate <= v.startDate)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: '结束时间必须晚于开始时间' });
});

const ACTIVITY_SELECT = `SELECT title, ${epochMs('start_date', 'startDate')}, ${epochMs('end_date', 'endDate')}, status, inviter_reward AS "inviterReward",
    invitee_reward AS "inviteeReward", reward_account_type AS "rewardAccountType", share_reward AS "shareReward", rules, version, ${epochMs('utime', 'utime')}
  FROM referral_activity`;

export async function referralActivity(q: Queryable, ctx: AuthedContext) {
  const r = await q.query(`${ACTIVITY_SELECT} WHERE subject = $1`, [ctx.subject]);
  return r.rows[0] ?? null;
}

export async function saveReferralActivity(tx: Queryable, ctx: AuthedContext, a: z.infer<typeof activityInput>) {
  const before = await tx.query<Record<string, unknown> & { version: number; utime: number }>(
    `${ACTIVITY_SELECT} WHERE subject = $1 FOR UPDATE`,
    [ctx.subject],
  );
  const old = before.rows[0];
  if (old)
    await assertFreshVersion(tx, {
      entity: 'referral_activity',
      entityId: String(ctx.subject),
      expected: a.version,
      version: old.version,
      utime: old.utime,
      current: old,
    });
  const vals = [
    ctx.subject,
    a.title,
    a.startDate === undefined ? null : new Date(a.startDate),
    a.endDate === undefined ? null : new Date(a.endDate),
    a.status,
    a.inviterReward,
    a.inviteeReward,
    a.rewardAccountType,
    a.shareReward,
    a.rules ?? null,
    ctx.staff.id,
  ];
  await tx.query(
    `INSERT INTO referral_activity (subject, title, start_date, end_date, status, inviter_reward, invitee_reward, reward_account_type, share_reward, rules, staff_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::bigint)
     ON CONFLICT (subject) DO UPDATE SET title = $2, start_date = $3, end_date = $4, status = $5, inviter_reward = $6, invitee_reward = $7,
        reward_account_type = $8, share_reward = $9, rules = $10, staff_id = $11::bigint, utime = now()`,
    vals,
  );
  const after = (await referralActivity(tx, ctx)) as Record<string, unknown>;
  await recordOperation(tx, ctx, {
    action: 'referralActivity.save',
    entity: 'referral_activity',
    entityId: String(ctx.subject),
    changes: old ? diff(old, after) : undefined,
  });
  return after;
}
