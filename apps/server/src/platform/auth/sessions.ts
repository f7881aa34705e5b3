import type { Queryable } from '../db';
import { STAFF_COLUMNS, type StaffRow } from './staff-record';
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

const SESSION_STAFF_COLUMNS = STAFF_COLUMNS.split(', ')
  .map((c) => `s.${c}`)
  .join(', ');

/** The staff a token belongs to, if the session is live (used within 7 days, not revoked, staff active). */
export async function resolveSession(db: Queryable, token: string): Promise<StaffRow | null> {
  // One statement per request: the session and its staff together.
  const r = await db.query<StaffRow & { stale: boolean }>(
    `SELECT ${SESSION_STAFF_COLUMNS}, ss.last_used_at < now() - interval '1 minute' AS stale
       FROM staff_session ss JOIN staff s ON s.id = ss.staff_id
      WHERE ss.token_hash = $1 AND ss.revoked_at IS NULL AND ss.last_used_at > now() - interval '${SESSION_IDLE_DAYS} days'`,
    [hashToken(token)],
  );
  const row = r.rows[0];
  if (!row || row.status !== 0) return null;
  // Sliding expiry; written at most once a minute so reads stay reads.
  if (row.stale) await db.query('UPDATE staff_session SET last_used_at = now() WHERE token_hash = $1', [hashToken(token)]);
  const { stale: _stale, ...staff } = row;
  return staff;
}

export async function revokeSession(db: Queryable, token: string): Promise<void> {
  await db.query('UPDATE staff_session SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [hashToken(token)]);
}

export async function revokeAllSessions(db: Queryable, staffId: string): Promise<number> {
  const r = await db.query('UPDATE staff_session SET revoked_at = now() WHERE staff_id = $1 AND revoked_at IS NULL', [staffId]);
  return r.affectedRows ?? 0;
}
