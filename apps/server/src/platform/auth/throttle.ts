import type { Queryable } from '../db';
import { errors } from '../http/errors';

/** Failed-login limits: per account and per IP, in a sliding 15-minute window, then a 15-minute lock. */
export const LOGIN_LIMITS = { account: 10, ip: 50, windowMinutes: 15, lockMinutes: 15 } as const;
type Kind = 'account' | 'ip';

export async function assertNotLocked(db: Queryable, kind: Kind, key: string): Promise<void> {
  const r = await db.query<{ seconds: number }>(
    `SELECT CEIL(EXTRACT(EPOCH FROM (locked_until - now())))::int AS seconds
       FROM login_attempt WHERE kind = $1 AND key = $2 AND locked_until > now()`,
    [kind, key],
  );
  if (r.rows[0]) throw errors.tooMany(Math.max(1, r.rows[0].seconds));
}

/** Counts a failure; returns the lock time in seconds when this failure reached the limit. */
export async function recordFailure(db: Queryable, kind: Kind, key: string): Promise<number | null> {
  const limit = LOGIN_LIMITS[kind];
  const r = await db.query<{ failures: number }>(
    `INSERT INTO login_attempt (kind, key, failures, window_start) VALUES ($1, $2, 1, now())
     ON CONFLICT (kind, key) DO UPDATE SET
       failures = CASE WHEN login_attempt.window_start < now() - interval '${LOGIN_LIMITS.windowMinutes} minutes'
                       THEN 1 ELSE login_attempt.failures + 1 END,
       window_start = CASE WHEN login_attempt.window_start < now() - interval '${LOGIN_LIMITS.windowMinutes} minutes'
                       THEN now() ELSE login_attempt.window_start END
     RETURNING failures`,
    [kind, key],
  );
  if ((r.rows[0]?.failures ?? 0) < limit) return null;
  await db.query(
    `UPDATE login_attempt SET locked_until = now() + interval '${LOGIN_LIMITS.lockMinutes} minutes', failures = 0, window_start = now()
      WHERE kind = $1 AND key = $2`,
    [kind, key],
  );
  return LOGIN_LIMITS.lockMinutes * 60;
}

export async function clearFailures(db: Queryable, kind: Kind, key: string): Promise<void> {
  await db.query('DELETE FROM login_attempt WHERE kind = $1 AND key = $2', [kind, key]);
}
