/**
 * API permissions: areas -> allowed roles (permissions.data.ts), deny by default.
 * - An unknown area is refused (also for role 7): register every route/query with a real area.
 * - Role 7 (top administrator) is allowed in every registered area.
 * - 'any-staff' areas allow every logged-in staff member.
 */
import { isApiArea, type ApiArea } from './api-areas';
import { SUBJECT_MENUS, findMenuItems } from './menus';
import { API_AREAS, type ApiAreaDef } from './permissions.data';
import { ROLE, ROLE_IDS, normalizeRoleIds, type RoleId, type RoleIdsInput } from './roles';
import type { SubjectCode } from './subjects';

export { API_AREAS, type ApiAreaDef };

/** The area definition, or undefined for an unknown area name. */
export function apiAreaDef(area: string): ApiAreaDef | undefined {
  return isApiArea(area) ? API_AREAS[area] : undefined;
}

/** Whether staff with these roles may call the area (deny by default; role 7 everywhere). */
export function canAccessArea(roleIds: RoleIdsInput, area: ApiArea | string): boolean {
  const def = apiAreaDef(area);
  if (!def) return false;
  const mine = normalizeRoleIds(roleIds);
  if (mine.includes(ROLE.SUPER_ADMIN)) return true;
  if (def.roles === 'any-staff') return true;
  return def.roles.some((r) => mine.includes(r));
}

/** The areas a staff member may call (for the web to hide actions, and for the who-can-what map). */
export function accessibleAreas(roleIds: RoleIdsInput): ApiArea[] {
  return (Object.keys(API_AREAS) as ApiArea[]).filter((a) => canAccessArea(roleIds, a));
}

/**
 * The API areas a menu route maps to (its page's `area` first, then `uses`), in one subject or, when
 * no subject is given, in any subject. Unknown routes give [].
 */
export function areasForRoute(route: string, subjectCode?: number | string): ApiArea[] {
  const codes = subjectCode === undefined ? (Object.keys(SUBJECT_MENUS).map(Number) as SubjectCode[]) : [subjectCode];
  const out: ApiArea[] = [];
  for (const code of codes)
    for (const item of findMenuItems(code, route)) for (const a of [item.area, ...(item.uses ?? [])]) if (!out.includes(a)) out.push(a);
  return out;
}

/**
 * REST paths the inventory files under `auth` that belong to another area (CONTRACT §3/§5): the
 * verification-code lookup, the operation log and the staff's own record. resetPwd for another
 * staff id than the caller's should be checked against 'staff' instead.
 */
export const API_PATH_AREA_OVERRIDES: Readonly<Record<string, ApiArea>> = {
  '/api/m/v1/sms/getCodeByMobile': 'sms-outbox',
  '/api/t/v1/operatelog/getLog': 'operation-log',
  '/api/b/v1/staff/detail/info': 'staff-self',
  '/api/b/v1/staff/resetPwd': 'staff-self',
  '/api/b/v1/staff/logout': 'staff-self',
};

/**
 * Recomputes area roles from the menu data: union over every non-conditional menu item (hidden and
 * role-19 items included) of its roles cut by its group's roles, for the item's area and `uses`.
 * Role 7 is always added. Areas no menu item uses are absent. Used by tests to keep
 * permissions.data.ts honest; exported for reviews and tooling.
 */
export function deriveAreaRolesFromMenus(): Partial<Record<ApiArea, RoleId[] | 'any-staff'>> {
  const acc = new Map<ApiArea, Set<RoleId> | 'any-staff'>();
  for (const menu of Object.values(SUBJECT_MENUS)) {
    for (const g of [...menu.groups, ...(menu.teacherGroups ?? [])]) {
      for (const item of g.items) {
        if (item.condition) continue;
        const roles = item.roles === null ? null : item.roles.filter((r) => g.roles === null || g.roles.includes(r));
        for (const area of [item.area, ...(item.uses ?? [])]) {
          const current = acc.get(area) ?? new Set<RoleId>([ROLE.SUPER_ADMIN]);
          if (roles === null || current === 'any-staff') acc.set(area, 'any-staff');
          else {
            roles.forEach((r) => current.add(r));
            acc.set(area, current);
          }
        }
      }
    }
  }
  const out: Partial<Record<ApiArea, RoleId[] | 'any-staff'>> = {};
  for (const [area, roles] of acc) out[area] = roles === 'any-staff' ? roles : ROLE_IDS.filter((r) => roles.has(r));
  return out;
}
