import type { Database, Queryable } from '../db';
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

/**
 * Live sessions seen in the last few seconds, by token hash: most requests then need no statement
 * before their own work. A revocation in this process takes effect at once (the staff is kept out
 * of the cache until well after its transaction has committed); every other instance hears of it
 * through NOTIFY `session_revoked`, which PostgreSQL delivers when the revoking transaction commits
 * (listenForRevocations). docs/decisions/platform.md, "Session cache".
 */
export const SESSION_CACHE_MS = 3_000;
const SESSION_CACHE_MAX = 10_000;
const liveSessions = new Map<string, { staff: StaffRow; until: number }>();
const recentlyRevoked = new Map<string, number>();

function cachedSession(hash: string, now: number): StaffRow | null {
  const hit = liveSessions.get(hash);
  if (!hit) return null;
  if (hit.until > now && !isRevokedRecently(hit.staff.id, now)) return hit.staff;
  liveSessions.delete(hash);
  return null;
}

function isRevokedRecently(staffId: string, now: number): boolean {
  const until = recentlyRevoked.get(staffId);
  if (until === undefined) return false;
  if (until > now) return true;
  recentlyRevoked.delete(staffId);
  return false;
}

/** Called on every instance when another one revoked sessions of a staff member. */
export async function listenForRevocations(db: Database): Promise<() => Promise<void>> {
  return db.listen(REVOKED_CHANNEL, (staffId) => forgetStaffSessions(staffId));
}

const REVOKED_CHANNEL = 'session_revoked';

function forgetStaffSessions(staffId: string): void {
  // Kept out of the cache past the revoking transaction's commit and one cache lifetime after it.
  recentlyRevoked.set(staffId, Date.now() + 2 * SESSION_CACHE_MS);
  for (const [hash, hit] of liveSessions) if (hit.staff.id === staffId) liveSessions.delete(hash);
}

/** The staff a token belongs to, if the session is live (used within 7 days, not revoked, staff active). */
export async function resolveSession(db: Queryable, token: string): Promise<StaffRow | null> {
  const hash = hashToken(token);
  const now = Date.now();
  const cached = cachedSession(hash, now);
  if (cached) return cached;
  // One statement: the session and its staff together.
  const r = await db.query<StaffRow & { stale: boolean }>(
    `SELECT ${SESSION_STAFF_COLUMNS}, ss.last_used_at < now() - interval '1 minute' AS stale
       FROM staff_session ss JOIN staff s ON s.id = ss.staff_id
      WHERE ss.token_hash = $1 AND ss.revoked_at IS NULL AND ss.last_used_at > now() - interval '${SESSION_IDLE_DAYS} days'`,
    [hash],
  );
  const row = r.rows[0];
  if (!row || row.status !== 0) return null;
  // Sliding expiry; written at most once a minute so reads stay reads.
  if (row.stale) await db.query('UPDATE staff_session SET last_used_at = now() WHERE token_hash = $1', [hash]);
  const { stale: _stale, ...staff } = row;
  if (!isRevokedRecently(staff.id, now)) {
    if (liveSessions.size >= SESSION_CACHE_MAX) liveSessions.clear();
    liveSessions.set(hash, { staff, until: now + SESSION_CACHE_MS });
  }
  return staff;
}

export async function revokeSession(db: Queryable, token: string): Promise<void> {
  const hit = liveSessions.get(hashToken(token));
  if (hit) forgetStaffSessions(hit.staff.id);
  const r = await db.query<{ staff_id: string }>(
    'UPDATE staff_session SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL RETURNING staff_id::text AS staff_id',
    [hashToken(token)],
  );
  if (r.rows[0]) await db.query('SELECT pg_notify($1, $2)', [REVOKED_CHANNEL, r.rows[0].staff_id]);
}

export async function revokeAllSessions(db: Queryable, staffId: string): Promise<number> {
  forgetStaffSessions(staffId);
  const r = await db.query('UPDATE staff_session SET revoked_at = now() WHERE staff_id = $1 AND revoked_at IS NULL', [staffId]);
  // Transactional: the other instances hear it when the caller's transaction commits, never before.
  await db.query('SELECT pg_notify($1, $2)', [REVOKED_CHANNEL, staffId]);
  return r.affectedRows ?? 0;
}
