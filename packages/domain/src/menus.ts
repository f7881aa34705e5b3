/**
 * Menus of every subject as data, and who sees what (spec 00 §2, 00 §6, 02 §6).
 *
 * Rules:
 * - A group shows when its `roles` (if any) intersect the staff's roles and at least one item shows.
 * - An item shows when its `roles` (null = everybody) intersect the staff's roles, it is not hidden,
 *   and its condition (if any) holds. Role 7 gets no bypass here: it is in every list it should be.
 * - Writing subject: role 19 contributes only the reduced menu (`teacherGroups`); the staff's other
 *   roles are evaluated against the full menu and the results are merged by group key.
 * - Hidden items are routable (`routesFor`, `canOpenRoute`) but never shown (`menuFor`).
 */
import { ROLE, hasAnyRole, normalizeRoleIds } from './roles';
import { DEFAULT_SUBJECT_CODE, subjectByCode, type SubjectCode } from './subjects';
import type {
  MenuAllowLists,
  MenuCondition,
  MenuGroup,
  MenuItem,
  MenuOptions,
  MenuStaff,
  SubjectMenu,
  VisibleMenuGroup,
} from './menu-types';
import { ART_MENU } from './menus-art.data';
import { MUSIC_MENU } from './menus-music.data';
import { DANCE_MENU, FOCUS_MENU, HANDWORK_MENU, MUSIC_KIND_MENU, PICTURE_BOOK_MENU } from './menus-other.data';
import { WRITE_MENU } from './menus-write.data';

export const SUBJECT_MENUS: Readonly<Record<SubjectCode, SubjectMenu>> = {
  0: ART_MENU,
  1: WRITE_MENU,
  3: MUSIC_MENU,
  5: DANCE_MENU,
  6: HANDWORK_MENU,
  9: PICTURE_BOOK_MENU,
  10: MUSIC_KIND_MENU,
  11: FOCUS_MENU,
};

/** Menu data of a subject code; unknown codes get the art menu (the default subject). */
export function menuDataFor(subjectCode: number | string): SubjectMenu {
  const subject = subjectByCode(subjectCode);
  return SUBJECT_MENUS[subject ? subject.code : DEFAULT_SUBJECT_CODE];
}

/**
 * Allow-lists behind the conditional items. Their contents are not in the spec ("not shown"), so
 * they are configuration: empty by default (only role 2 reaches /manageChangeClass). The server
 * should load them from its config and hand them to the web with the staff record.
 */
export const DEFAULT_MENU_ALLOW_LISTS: MenuAllowLists = Object.freeze({
  manageChangeClass: [],
  classCreation: [],
  clueCapacity: [],
  grabTreasure: [],
  materialUploadMobiles: [],
});

type ConditionCheck = (staff: MenuStaff, roleIds: readonly string[], lists: MenuAllowLists) => boolean;

const hasMobile = (staff: MenuStaff): boolean => typeof staff.mobile === 'string' && staff.mobile.trim() !== '';
const changeClass: ConditionCheck = (staff, roleIds, lists) =>
  lists.manageChangeClass.includes(String(staff.id)) || roleIds.includes(ROLE.OPERATIONS_MANAGER);

export const MENU_CONDITIONS: Readonly<Record<MenuCondition, ConditionCheck>> = {
  manageChangeClassAllowList: changeClass,
  manageChangeClassAllowListWithMobile: (staff, roleIds, lists) => hasMobile(staff) && changeClass(staff, roleIds, lists),
  classCreationAllowList: (staff, _r, lists) => lists.classCreation.includes(String(staff.id)),
  clueCapacityAllowList: (staff, _r, lists) => lists.clueCapacity.includes(String(staff.id)),
  grabTreasureAllowList: (staff, _r, lists) => lists.grabTreasure.includes(String(staff.id)),
  materialUploadMobile: (staff, _r, lists) => hasMobile(staff) && lists.materialUploadMobiles.includes(String(staff.mobile).trim()),
};

function allowListsOf(options?: MenuOptions): MenuAllowLists {
  return { ...DEFAULT_MENU_ALLOW_LISTS, ...(options?.allowLists ?? {}) };
}

function itemAllowed(item: MenuItem, staff: MenuStaff, roleIds: readonly string[], lists: MenuAllowLists): boolean {
  if (!hasAnyRole(roleIds, item.roles)) return false;
  return item.condition ? MENU_CONDITIONS[item.condition](staff, roleIds, lists) : true;
}

function evaluate(
  groups: readonly MenuGroup[],
  staff: MenuStaff,
  roleIds: readonly string[],
  lists: MenuAllowLists,
  includeHidden: boolean,
): VisibleMenuGroup[] {
  const out: VisibleMenuGroup[] = [];
  for (const g of groups) {
    if (roleIds.length === 0 || !hasAnyRole(roleIds, g.roles)) continue;
    const items = g.items.filter((i) => (includeHidden || !i.hidden) && itemAllowed(i, staff, roleIds, lists));
    if (items.length > 0) out.push({ key: g.key, titleZh: g.titleZh, titleEn: g.titleEn, items });
  }
  return out;
}

function mergeGroups(base: VisibleMenuGroup[], extra: VisibleMenuGroup[]): VisibleMenuGroup[] {
  const out = base.map((g) => ({ ...g, items: [...g.items] }));
  for (const g of extra) {
    const same = out.find((o) => o.key === g.key);
    if (!same) out.push({ ...g, items: [...g.items] });
    else for (const i of g.items) if (!same.items.some((s) => s.path === i.path)) same.items.push(i);
  }
  return out;
}

function groupsFor(subjectCode: number | string, staff: MenuStaff, options: MenuOptions | undefined, hidden: boolean) {
  const menu = menuDataFor(subjectCode);
  const roleIds = normalizeRoleIds(staff.roleIds);
  const lists = allowListsOf(options);
  if (!menu.teacherGroups || !roleIds.includes(ROLE.TEACHER)) return evaluate(menu.groups, staff, roleIds, lists, hidden);
  const others = roleIds.filter((r) => r !== ROLE.TEACHER);
  const full = evaluate(menu.groups, staff, others, lists, hidden);
  return mergeGroups(full, evaluate(menu.teacherGroups, staff, [ROLE.TEACHER], lists, hidden));
}

/** The sidebar of a subject for a staff member: visible groups with their visible items, in order. */
export function menuFor(subjectCode: number | string, staff: MenuStaff, options?: MenuOptions): VisibleMenuGroup[] {
  return groupsFor(subjectCode, staff, options, false);
}

/** Every route the staff may open in the subject, hidden items included (unique paths, menu order). */
export function routesFor(subjectCode: number | string, staff: MenuStaff, options?: MenuOptions): string[] {
  const paths: string[] = [];
  for (const g of groupsFor(subjectCode, staff, options, true)) for (const i of g.items) if (!paths.includes(i.path)) paths.push(i.path);
  return paths;
}

/** Normalises '#/order?page=2', '/order/' and 'order' to '/order'. */
export function normalizeRoutePath(route: string): string {
  const path = route.replace(/^#/, '').split('?')[0].replace(/\/+$/, '');
  return path.startsWith('/') ? path : `/${path}`;
}

/** Whether the staff may open a route of the subject (route guard); hidden items count. */
export function canOpenRoute(subjectCode: number | string, staff: MenuStaff, route: string, options?: MenuOptions): boolean {
  return routesFor(subjectCode, staff, options).includes(normalizeRoutePath(route));
}

/** Every item of a subject's menu data (full menu and role-19 menu), for tests and registries. */
export function allMenuItems(subjectCode: number | string): MenuItem[] {
  const menu = menuDataFor(subjectCode);
  return [...menu.groups, ...(menu.teacherGroups ?? [])].flatMap((g) => g.items);
}

/** Menu items of a path in a subject (a path can sit in two groups, e.g. art /labelManage). */
export function findMenuItems(subjectCode: number | string, route: string): MenuItem[] {
  const path = normalizeRoutePath(route);
  return allMenuItems(subjectCode).filter((i) => i.path === path);
}
