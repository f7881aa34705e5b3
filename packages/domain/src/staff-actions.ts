/**
 * Function-level authorization as data (issue 25, docs/decisions/security.md). The API areas
 * (permissions.data.ts) say which roles may call a route; the sensitive staff actions below also say
 * to whom: the server checks `checkStaffAction` inside the use case, against the target's roles read
 * under its row lock, and the permission snapshot prints these rules.
 */
import { ROLE, ROLE_IDS, normalizeRoleIds, roleName, type RoleId, type RoleIdsInput } from './roles';

/**
 * Rank among staff, higher outranks lower: 7 super administrator > 1 administrator > 24 system
 * administrator > every other role. The spec names 1, 7 and 24 the system-account roles (00 §6);
 * 7 is allowed everywhere, 1 runs the business (53 of 56 API areas), 24 only accounts (7 areas).
 */
export const ROLE_RANK: Readonly<Record<RoleId, number>> = Object.fromEntries(
  ROLE_IDS.map((id) => [id, id === ROLE.SUPER_ADMIN ? 3 : id === ROLE.ADMIN ? 2 : id === ROLE.SYSTEM_ADMIN ? 1 : 0]),
) as Record<RoleId, number>;

/** Roles that may set another staff member's password (spec 00 §6 "System account 1, 7, 24"). */
export const PASSWORD_ADMIN_ROLES: readonly RoleId[] = [ROLE.ADMIN, ROLE.SUPER_ADMIN, ROLE.SYSTEM_ADMIN];

/** A staff member's rank: that of their highest role (0 for none or unknown ones). */
export function rankOf(roleIds: RoleIdsInput): number {
  return normalizeRoleIds(roleIds).reduce((max, id) => Math.max(max, ROLE_RANK[id as RoleId] ?? 0), 0);
}

/** Whether an actor may give (or take away) a role: one they hold, or one ranked below their own. So only 7 grants 7. */
export function mayGrantRole(actorRoles: RoleIdsInput, role: string): boolean {
  const mine = normalizeRoleIds(actorRoles);
  if (mine.includes(role)) return true;
  const rank = ROLE_RANK[role as RoleId];
  return rank !== undefined && rank < rankOf(mine);
}

/** Whether an actor may edit, disable or reset the password of a member: never one who outranks them. */
export function mayActOnStaff(actorRoles: RoleIdsInput, targetRoles: RoleIdsInput): boolean {
  return rankOf(targetRoles) <= rankOf(actorRoles);
}

export type StaffActionId = 'staff.create' | 'staff.update' | 'staff.status' | 'staff.password';

export interface SensitiveAction {
  action: StaffActionId | 'sms.login-code' | 'sms.lookup';
  /** `METHOD path` of every route that performs it (checked against the server's route table). */
  routes: readonly string[];
  /** Who may do it to whom, for people (the snapshot and the decision record). */
  ruleEn: string;
}

const SAVE_ROUTES = ['POST /api/b/v1/staff/addStaff', 'POST /api/b/v1/staff/addStaff/v2'] as const;

export const SENSITIVE_ACTIONS: readonly SensitiveAction[] = [
  {
    action: 'staff.create',
    routes: SAVE_ROUTES,
    ruleEn: 'every role of the new account: one the caller holds, or one ranked below the caller',
  },
  {
    action: 'staff.update',
    routes: SAVE_ROUTES,
    ruleEn:
      'a member ranked no higher than the caller (own account included); every role added or removed: one the caller holds, or one ranked below the caller',
  },
  {
    action: 'staff.status',
    routes: ['POST /api/b/v1/staff/updateStatus'],
    ruleEn: 'a member ranked no higher than the caller; never disabling oneself (400)',
  },
  {
    action: 'staff.password',
    routes: ['POST /api/b/v1/staff/resetPwd'],
    ruleEn: `one's own always; another's only with role ${PASSWORD_ADMIN_ROLES.join(', ')} and a member ranked no higher than the caller`,
  },
  {
    action: 'sms.login-code',
    routes: ['POST /api/b/v1/staff/sendCode'],
    ruleEn:
      'a code only for a known, enabled staff mobile (same answer for any other); written to the server log, never to a readable outbox row',
  },
  {
    action: 'sms.lookup',
    routes: ['GET /api/m/v1/sms/getCodeByMobile'],
    ruleEn: 'messages to parents and students only (outbox audience = customer); never a staff login code',
  },
];

export interface StaffActionRefusal {
  /** Which rule refused (written to the operation log). */
  rule: 'outranked' | 'grant' | 'password-others';
  zh: string;
  en: string;
}

export interface StaffActionInput {
  actor: { id: string; roleIds: RoleIdsInput };
  /** The member acted on, with the roles they hold now (null when creating). */
  target: { id: string; roleIds: RoleIdsInput } | null;
  /** The roles the member will hold (create, update). */
  newRoleIds?: RoleIdsInput;
}

const names = (ids: string[]) => ({
  zh: ids.map((id) => roleName(id) ?? id).join('、'),
  en: ids.map((id) => roleName(id, 'en') ?? id).join(', '),
});

/** Null when the actor may do it; else the rule that refuses. Pure: the server reads the target under its lock first. */
export function checkStaffAction(action: StaffActionId, input: StaffActionInput): StaffActionRefusal | null {
  const { actor, target } = input;
  const self = target !== null && target.id === actor.id;
  if (action === 'staff.password' && !self && !PASSWORD_ADMIN_ROLES.some((r) => normalizeRoleIds(actor.roleIds).includes(r)))
    return { rule: 'password-others', zh: '只能修改自己的密码', en: 'You may change only your own password' };
  if (target && !mayActOnStaff(actor.roleIds, target.roleIds))
    return { rule: 'outranked', zh: '不能操作角色高于自己的员工', en: 'You cannot act on a staff member whose role is above yours' };
  if (input.newRoleIds !== undefined) {
    const before = normalizeRoleIds(target?.roleIds);
    const after = normalizeRoleIds(input.newRoleIds);
    const changed = [...after.filter((r) => !before.includes(r)), ...before.filter((r) => !after.includes(r))];
    const refused = changed.filter((r) => !mayGrantRole(actor.roleIds, r));
    if (refused.length) {
      const n = names(refused);
      return { rule: 'grant', zh: `不能授予或取消角色：${n.zh}`, en: `You cannot grant or remove the role(s): ${n.en}` };
    }
  }
  return null;
}
