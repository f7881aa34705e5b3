/**
 * The per-student limit of a coupon is kept by the database (migration 0451: coupon_holding and its
 * triggers on user_coupon), on every path that gives a student a coupon. A statement that would take
 * a student past the limit fails with check_violation `coupon_holding_per_user_limit`; this turns it
 * into the 409 a person reads, naming the student, the coupon and the limit.
 */
import { CHECK_VIOLATION, isConstraintViolation } from '../../../platform/db/constraint-violation';
import { AppError } from '../../../platform/http/errors';

export const PER_USER_LIMIT = 'coupon_holding_per_user_limit';

interface LimitDetail {
  couponId?: string;
  couponName?: string;
  uid?: string;
  limit?: number;
}

function detailOf(err: unknown): LimitDetail {
  try {
    return JSON.parse(String((err as { detail?: unknown }).detail ?? '{}')) as LimitDetail;
  } catch {
    return {};
  }
}

export const limitReached = (d: LimitDetail) =>
  new AppError(
    'CONFLICT',
    `学员${d.uid ? `（ID ${d.uid}）` : ''}已达到优惠券${d.couponName ? `「${d.couponName}」` : ''}每人限领 ${d.limit ?? '?'} 张，不能再发放或转入`,
    `The student${d.uid ? ` ${d.uid}` : ''} already holds the most copies of the coupon allowed per student (${d.limit ?? '?'})`,
    {},
    { limit: { couponId: d.couponId ?? null, uid: d.uid ?? null, perUserLimit: d.limit ?? null } },
  );

/** Runs a write that may give students coupons; the database's limit refusal becomes the 409. */
export async function withinPerUserLimit<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (isConstraintViolation(err, CHECK_VIOLATION, PER_USER_LIMIT)) throw limitReached(detailOf(err));
    throw err;
  }
}
