import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { recordOperation } from '../../../platform/oplog';
import { withinPerUserLimit } from './coupon-limit';
import { findCoupon } from './coupons';
import { studentInSubjectSql } from '../../../platform/scope';

/**
 * Issuing a coupon to students (send/batch/sendCoupon, disignatedUserSendCoupon, the import, the
 * dispensing rules). The coupon row is locked for the whole transaction, so concurrent sends queue
 * and the total limit (total_num) is never passed: a send that finds fewer left than asked issues
 * what is left and reports the rest as failures. The database CHECK issued_num <= total_num backs it.
 * The per-student limit is counted here too (students at it are failures of the answer), and the
 * database enforces it on every path (coupon_holding, migration 0451; coupon-limit.ts).
 */

/** source of coupon_dispense / user_coupon: 1 batch send, 2 designated users, 3 dispensing rule, 4 camp, 5 import. */
export type SendSource = 1 | 2 | 3 | 4 | 5;

export interface SendRequest {
  couponId: string;
  uids: string[];
  /** ms; default: the coupon's own end (fixed window) or valid_days after today */
  endDate?: number;
  source: SendSource;
  name?: string;
  /** ms; the clock of the send (a scheduled rule passes its own, so tests can move it) */
  now?: number;
}

export interface SendFailure {
  uid: string;
  reason: string;
}

export interface SendResult {
  dispenseId: string;
  couponId: string;
  total: number;
  successNum: number;
  failNum: number;
  failures: SendFailure[];
}

const DAY = 86_400_000;

export async function sendCoupon(tx: Queryable, ctx: AuthedContext, req: SendRequest): Promise<SendResult> {
  const coupon = await findCoupon(tx, ctx, req.couponId, true);
  if (coupon.status !== 1) throw errors.conflict(`优惠券「${coupon.name}」已失效，不能发放`, 'The coupon is disabled');
  const now = req.now ?? Date.now();
  if (coupon.validType === 1 && coupon.endDate !== null && coupon.endDate <= now)
    throw errors.conflict(`优惠券「${coupon.name}」已过有效期，不能发放`, 'The coupon has expired');
  const end = req.endDate ?? (coupon.validType === 1 ? coupon.endDate! : now + (coupon.validDays ?? 30) * DAY);
  if (end <= now) throw errors.invalidField('endDate', '到期时间应大于当前时间', 'must be in the future');
  if (coupon.validType === 1 && coupon.endDate !== null && end > coupon.endDate)
    throw errors.invalidField('endDate', '不能晚于优惠券的结束时间', "must not pass the coupon's end");

  const uids = [...new Set(req.uids)];
  const failures: SendFailure[] = [];
  const known = await tx.query<{ id: string; held: number }>(
    `SELECT s.id::text AS id,
            (SELECT count(*)::int FROM user_coupon uc WHERE uc.coupon_id = $3::bigint AND uc.uid = s.id AND uc.status <> 3) AS held
       FROM student s WHERE s.id = ANY($1::bigint[]) AND ${studentInSubjectSql('s.id', '= $2')}`,
    [uids, ctx.subject, coupon.id],
  );
  const held = new Map(known.rows.map((r) => [r.id, r.held]));
  const eligible: string[] = [];
  for (const uid of uids) {
    if (!held.has(uid)) failures.push({ uid, reason: '学员不存在或不属于当前学科' });
    else if (coupon.perUserLimit !== null && held.get(uid)! >= coupon.perUserLimit)
      failures.push({ uid, reason: `已达到每人限领 ${coupon.perUserLimit} 张` });
    else eligible.push(uid);
  }
  const left = coupon.totalNum === null ? eligible.length : Math.max(0, coupon.totalNum - coupon.issuedNum);
  const issued = eligible.slice(0, left);
  for (const uid of eligible.slice(left)) failures.push({ uid, reason: `超出发放总量 ${coupon.totalNum} 张` });

  const d = await tx.query<{ id: string }>(
    `INSERT INTO coupon_dispense (subject, coupon_id, name, source, end_date, total, success_num, fail_num, status, detail, staff_id)
     VALUES ($1, $2::bigint, $3, $4, $5, $6, $7, $8, 1, $9::jsonb, $10::bigint) RETURNING id::text AS id`,
    [
      ctx.subject,
      coupon.id,
      req.name ?? coupon.name,
      req.source,
      new Date(end),
      uids.length,
      issued.length,
      failures.length,
      JSON.stringify({ source: req.source, failures }),
      ctx.staff.id,
    ],
  );
  const dispenseId = d.rows[0].id;
  if (issued.length) {
    const start = new Date(now);
    const remind = new Date(Math.max(now, end - 3 * DAY));
    // a move onto one of these students that committed after the count above makes the database refuse the send (409)
    await withinPerUserLimit(
      tx.query(
        `INSERT INTO user_coupon (subject, coupon_id, uid, status, start_date, end_date, notity_date, dispense_id, source, staff_id)
       SELECT $1, $2::bigint, u, 0, $3, $4, $5, $6::bigint, $7, $8::bigint FROM unnest($9::bigint[]) AS u`,
        [ctx.subject, coupon.id, start, new Date(end), remind, dispenseId, req.source, ctx.staff.id, issued],
      ),
    );
    await tx.query('UPDATE coupon SET issued_num = issued_num + $2, utime = now() WHERE id = $1::bigint', [coupon.id, issued.length]);
  }
  await recordOperation(tx, ctx, {
    action: 'coupon.send',
    entity: 'coupon',
    entityId: coupon.id,
    detail: { dispenseId, source: req.source, issued: issued.length, failed: failures.length },
  });
  return { dispenseId, couponId: coupon.id, total: uids.length, successNum: issued.length, failNum: failures.length, failures };
}

/** Students by mobile or user number in the current subject (the designated-user send and the import). */
export async function studentsByKeys(q: Queryable, ctx: AuthedContext, keys: string[]): Promise<Map<string, string>> {
  const r = await q.query<{ id: string; mobile: string; user_num: string }>(
    `SELECT s.id::text AS id, s.mobile, s.user_num FROM student s
      WHERE (s.mobile = ANY($1::text[]) OR s.user_num = ANY($1::text[]))
        AND ${studentInSubjectSql('s.id', '= $2')}`,
    [keys, ctx.subject],
  );
  const byKey = new Map<string, string>();
  for (const row of r.rows) {
    byKey.set(row.mobile, row.id);
    byKey.set(row.user_num, row.id);
  }
  return byKey;
}
