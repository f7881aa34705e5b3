import type { Queryable } from '../db';
import { findStaffBy, type StaffRow } from './staff-record';
import { hashToken, newToken } from './tokens';

export const SESSION_IDLE_DAYS = 7;

export async function createSession(db: Queryable, staffId: string, ip: string, userAgent: string): Promise<string> {
  const token = newToken();
  await db.query('INSERT INTO staff_session (token_hash, staff_id, ip, user_agent) VALUES ($1, $2, $3, $4)', [
    hashToken(token),
    staffId,
    ip,
    userAgent.slice(0, 300),
  ]);
  return token;
}

/** The staff a token belongs to, if the session is live (used within 7 days, not revoked, staff active). */
export async function resolveSession(db: Queryable, token: string): Promise<StaffRow | null> {
  const r = await db.query<{ staff_id: string; stale: boolean }>(
    `SELECT staff_id::text AS staff_id, last_used_at < now() - interval '1 minute' AS stale
       FROM staff_session
      WHERE token_hash = $1 AND revoked_at IS NULL AND last_used_at > now() - interval '${SESSION_IDLE_DAYS} days'`,
    [hashToken(token)],
  );
  const session = r.rows[0];
  if (!session) return null;
  const staff = await findStaffBy(db, 'id', session.staff_id);
  if (!staff || staff.status !== 0) return null;
  // Sliding expiry; written at most once a minute so reads stay reads.
  if (session.stale) await db.query('UPDATE staff_session SET last_used_at = now() WHERE token_hash = $1', [hashToken(token)]);
  return staff;
}

export async function revokeSession(db: Queryable, token: string): Promise<void> {
  await db.query('UPDATE staff_session SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [hashToken(token)]);
}

export async function revokeAllSessions(db: Queryable, staffId: string): Promise<number> {
  const r = await db.query('UPDATE staff_session SET revoked_at = now() WHERE staff_id = $1 AND revoked_at IS NULL', [staffId]);
  return r.affectedRows ?? 0;
}
