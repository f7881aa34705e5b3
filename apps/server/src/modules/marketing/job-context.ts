import type { Database } from '../../platform/db';
import type { AuthedContext, StaffPrincipal } from '../../platform/http/context';

/**
 * The context a marketing job acts in: the staff who configured what acts (a dispensing rule, the
 * referral activity), so the records it writes and the operation log name them. null when that staff
 * row is gone.
 */
export async function staffContext(db: Database, staffId: string | null, subject: number, job: string): Promise<AuthedContext | null> {
  if (!staffId) return null;
  const s = await db.query<StaffPrincipal>(
    `SELECT id::text AS id, user_name AS "userName", real_name AS "realName", mobile, role_ids AS "roleIds", subject_list AS "subjectList",
            duty_id AS "dutyId", head FROM staff WHERE id = $1::bigint`,
    [staffId],
  );
  return s.rows[0] ? { requestId: `job:${job}`, ip: '127.0.0.1', db, staff: s.rows[0], subject } : null;
}
