import { maskMobile, newPasswordSchema, SUBJECT_CODES } from '@console/domain';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { AppError, errors } from '../../../platform/http/errors';
import { hashPassword } from '../../../platform/auth/password';
import { revokeAllSessions } from '../../../platform/auth/sessions';
import { assertStaffAction } from '../../../platform/auth/staff-actions';
import { assertSubjectsHeld } from '../../../platform/scope';
import { diff, recordOperation } from '../../../platform/oplog';
import { epochMs } from '../../../platform/sql/columns';

export interface StaffInput {
  id?: string;
  userName: string;
  realName: string;
  mobile: string;
  roleIds: string[];
  subjectList: number[];
  departmentId?: string | null;
  dutyId?: string | null;
  status?: number;
  password?: string;
}

interface StaffRecord {
  id: string;
  user_name: string;
  real_name: string;
  mobile: string;
  role_ids: string[];
  subject_list: number[];
  department_id: string | null;
  duty_id: string | null;
  status: number;
}

const SELECT = `SELECT s.id::text AS id, s.user_name, s.real_name, s.mobile, s.role_ids, s.subject_list, s.department_id::text AS department_id,
  s.duty_id, s.status, d.name AS department_name, ${epochMs('s.ctime', 'ctime')} FROM staff s
  LEFT JOIN department d ON d.id = s.department_id`;

/** The staff record as the settings pages show it; never the password hash, mobile masked. */
export async function getStaff(q: Queryable, staffId: string) {
  const r = await q.query<StaffRecord & { department_name: string | null; ctime: number }>(`${SELECT} WHERE s.id = $1::bigint`, [staffId]);
  const s = r.rows[0];
  if (!s) throw errors.notFound('员工');
  return {
    id: s.id,
    userName: s.user_name,
    realName: s.real_name,
    mobile: maskMobile(s.mobile),
    roleId: s.role_ids[0] ?? null,
    roleIds: s.role_ids,
    subjectList: s.subject_list.map(Number),
    departmentId: s.department_id,
    departmentName: s.department_name,
    dutyId: s.duty_id,
    status: s.status,
    ctime: Number(s.ctime),
  };
}

/**
 * Creates or updates a staff member in one transaction. Disabling (status 1) or changing roles or
 * subjects ends the member's sessions, so the change takes effect at once.
 */
export async function saveStaff(tx: Queryable, ctx: AuthedContext, input: StaffInput): Promise<string> {
  // Who may do it to whom is decided first, on the member as locked now (nothing else is checked or
  // revealed to a caller who may not touch this member or grant these roles).
  const old = input.id ? await lockStaff(tx, input.id) : null;
  assertStaffAction(ctx, old ? 'staff.update' : 'staff.create', {
    target: old ? { id: old.id, roleIds: old.role_ids } : null,
    newRoleIds: input.roleIds,
  });
  if (input.mobile.includes('*')) {
    if (!old) throw errors.invalidField('mobile', '手机号格式不正确', 'is not a mobile number');
    input = { ...input, mobile: old.mobile };
  }
  if (input.subjectList.some((c) => !(SUBJECT_CODES as readonly number[]).includes(c)))
    throw errors.invalidField('subjectList', '包含未知学科');
  assertSubjectsHeld(ctx, changedSubjects(old ? old.subject_list.map(Number) : [], input.subjectList));
  const clash = await tx.query<{ id: string; user_name: string }>(
    'SELECT id::text AS id, user_name FROM staff WHERE (user_name = $1 OR mobile = $2) AND ($3::bigint IS NULL OR id <> $3::bigint)',
    [input.userName, input.mobile, input.id ?? null],
  );
  if (clash.rows[0]) {
    throw clash.rows[0].user_name === input.userName
      ? new AppError('CONFLICT', '用户名已存在', 'The user name is taken')
      : new AppError('CONFLICT', '手机号已被其他员工使用', 'The mobile belongs to another staff member');
  }
  const row = {
    user_name: input.userName,
    real_name: input.realName,
    mobile: input.mobile,
    role_ids: input.roleIds,
    subject_list: input.subjectList,
    department_id: input.departmentId ?? null,
    duty_id: input.dutyId ?? null,
    status: input.status ?? 0,
  };
  if (!old) {
    const pw = newPasswordSchema.safeParse(input.password ?? '');
    if (!pw.success) throw errors.invalidField('password', pw.error.issues[0]?.message ?? '密码格式不正确');
    const r = await tx.query<{ id: string }>(
      `INSERT INTO staff (user_name, real_name, mobile, password_hash, role_id, role_ids, subject_list, department_id, duty_id, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id::text AS id`,
      [
        row.user_name,
        row.real_name,
        row.mobile,
        await hashPassword(pw.data),
        row.role_ids[0],
        row.role_ids,
        row.subject_list,
        row.department_id,
        row.duty_id,
        row.status,
      ],
    );
    await recordOperation(tx, ctx, {
      action: 'staff.create',
      entity: 'staff',
      entityId: r.rows[0].id,
      detail: { userName: row.user_name, roleIds: row.role_ids },
    });
    return r.rows[0].id;
  }
  await tx.query(
    `UPDATE staff SET user_name = $2, real_name = $3, mobile = $4, role_id = $5, role_ids = $6, subject_list = $7,
       department_id = $8, duty_id = $9, status = $10, utime = now() WHERE id = $1::bigint`,
    [
      old.id,
      row.user_name,
      row.real_name,
      row.mobile,
      row.role_ids[0],
      row.role_ids,
      row.subject_list,
      row.department_id,
      row.duty_id,
      row.status,
    ],
  );
  const changes = diff({ ...old, subject_list: old.subject_list.map(Number) } as Record<string, unknown>, row);
  if (changes.mobile) changes.mobile = [maskMobile(old.mobile), maskMobile(row.mobile)];
  const accessChanged = changes.status || changes.role_ids || changes.subject_list;
  const ended = accessChanged ? await revokeAllSessions(tx, old.id) : 0;
  await recordOperation(tx, ctx, {
    action: 'staff.update',
    entity: 'staff',
    entityId: old.id,
    changes,
    detail: { sessionsEnded: ended },
  });
  return old.id;
}

/** The member's record under its row lock (404 when absent). */
async function lockStaff(tx: Queryable, staffId: string): Promise<StaffRecord> {
  const r = await tx.query<StaffRecord>(
    `SELECT id::text AS id, user_name, real_name, mobile, role_ids, subject_list, department_id::text AS department_id, duty_id, status
       FROM staff WHERE id = $1::bigint FOR UPDATE`,
    [staffId],
  );
  if (!r.rows[0]) throw errors.notFound('员工');
  return r.rows[0];
}

/** Enables (0) or disables (1) an account; disabling ends all of the member's sessions at once. */
export async function setStaffStatus(tx: Queryable, ctx: AuthedContext, staffId: string, status: number): Promise<void> {
  if (staffId === ctx.staff.id && status === 1) throw errors.badRequest('不能停用自己的账号', 'You cannot disable your own account');
  const r = await tx.query<{ status: number; role_ids: string[] }>('SELECT status, role_ids FROM staff WHERE id = $1::bigint FOR UPDATE', [
    staffId,
  ]);
  if (!r.rows[0]) throw errors.notFound('员工');
  assertStaffAction(ctx, 'staff.status', { target: { id: staffId, roleIds: r.rows[0].role_ids } });
  if (r.rows[0].status === status) return;
  await tx.query('UPDATE staff SET status = $2, utime = now() WHERE id = $1::bigint', [staffId, status]);
  const ended = status === 1 ? await revokeAllSessions(tx, staffId) : 0;
  await recordOperation(tx, ctx, {
    action: status === 1 ? 'staff.disable' : 'staff.enable',
    entity: 'staff',
    entityId: staffId,
    changes: { status: [r.rows[0].status, status] },
    detail: { sessionsEnded: ended },
  });
}

/**
 * Subjects are granted like roles: a caller gives or takes away only subjects they hold themselves
 * (platform/scope assertSubjectsHeld). Subjects the member keeps unchanged are not the caller's concern.
 */
function changedSubjects(before: number[], after: number[]): number[] {
  return [...after.filter((c) => !before.includes(c)), ...before.filter((c) => !after.includes(c))];
}
