import type { Database } from '../../../platform/db';
import { hashPassword } from '../../../platform/auth/password';
import { revokeAllSessions } from '../../../platform/auth/sessions';
import { assertStaffAction, logRefusals } from '../../../platform/auth/staff-actions';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { recordOperation } from '../../../platform/oplog';

/**
 * Sets a staff member's password (already checked against the password rules): one's own, or another's
 * when the staff-action rules allow it; every session of the target ends.
 */
export async function setStaffPassword(db: Database, ctx: AuthedContext, staffId: string, pwd: string): Promise<void> {
  const self = staffId === ctx.staff.id;
  // A caller who may set nobody else's password learns nothing about other staff ids.
  if (!self) await logRefusals(db, ctx, async () => assertStaffAction(ctx, 'staff.password', { target: { id: staffId, roleIds: [] } }));
  const hash = await hashPassword(pwd);
  await logRefusals(db, ctx, () =>
    db.transaction(async (tx) => {
      const target = await tx.query<{ role_ids: string[] }>('SELECT role_ids FROM staff WHERE id = $1::bigint FOR UPDATE', [staffId]);
      if (!target.rows[0]) throw errors.notFound('员工');
      assertStaffAction(ctx, 'staff.password', { target: { id: staffId, roleIds: target.rows[0].role_ids } });
      await tx.query('UPDATE staff SET password_hash = $1, password_changed_at = now(), utime = now() WHERE id = $2', [hash, staffId]);
      const ended = await revokeAllSessions(tx, staffId);
      await recordOperation(tx, ctx, {
        action: 'staff.password',
        entity: 'staff',
        entityId: staffId,
        detail: { self, sessionsEnded: ended },
      });
    }),
  );
}
