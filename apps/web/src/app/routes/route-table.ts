import {
  findMenuItems,
  menuFor,
  normalizeRoutePath,
  routesFor,
  type MenuItem,
  type MenuOptions,
  type MenuStaff,
  type VisibleMenuGroup,
} from '@console/domain';

/**
 * How a console route resolves for a staff member in a subject:
 * - a route of the subject's menu the staff may open → `menu` (a built page, or the 建设中 page);
 * - a route of the subject's menu the staff may not open → `forbidden` (the 420 page);
 * - a route outside the menus every staff may open (student details, notice center) → `special`;
 * - anything else → `notFound` (the 404 page).
 */
export interface SpecialRoute {
  pattern: RegExp;
  titleKey: string;
  specRef: string;
  /** Area name for the 建设中 page when no page is built for it. */
  areaKey: string;
}

export const SPECIAL_ROUTES: readonly SpecialRoute[] = [
  { pattern: /^\/details\/[^/]+$/, titleKey: 'routes.studentDetails', areaKey: 'routes.studentDetails', specRef: '01 §2' },
  { pattern: /^\/(noticeHome|notice-center)$/, titleKey: 'routes.noticeCenter', areaKey: 'routes.noticeCenter', specRef: '00 §2' },
  // The operations view of background jobs (role 7; the server refuses everyone else): docs/decisions/jobs.md.
  { pattern: /^\/jobOperations$/, titleKey: 'routes.jobOperations', areaKey: 'routes.jobOperations', specRef: 'issue 14' },
  { pattern: /^\/(403|420|noPermission)$/, titleKey: 'routes.noPermission', areaKey: 'routes.noPermission', specRef: '00 §8' },
];

/**
 * Routes the top bar links to that a subject's menu may not list (the complaints link shows for
 * subjects 0, 1, 3, 5 but the writing menu has no /complaint): a page when the menu does not know them.
 */
export const FALLBACK_ROUTES: readonly SpecialRoute[] = [
  { pattern: /^\/complaint$/, titleKey: 'routes.complaints', areaKey: 'routes.complaints', specRef: '01 §3 Complaint, §7 Complaint calls' },
];

export type RouteResolution =
  | { kind: 'menu'; path: string; item: MenuItem; group?: VisibleMenuGroup }
  | { kind: 'special'; path: string; route: SpecialRoute }
  | { kind: 'forbidden'; path: string; item: MenuItem }
  | { kind: 'notFound'; path: string };

export function resolveRoute(subjectCode: number, staff: MenuStaff, pathname: string, options?: MenuOptions): RouteResolution {
  const path = normalizeRoutePath(pathname || '/');
  const special = SPECIAL_ROUTES.find((r) => r.pattern.test(path));
  if (special) return { kind: 'special', path, route: special };
  const items = findMenuItems(subjectCode, path);
  if (items.length === 0) {
    const fallback = FALLBACK_ROUTES.find((r) => r.pattern.test(path));
    return fallback ? { kind: 'special', path, route: fallback } : { kind: 'notFound', path };
  }
  if (!routesFor(subjectCode, staff, options).includes(path)) return { kind: 'forbidden', path, item: items[0] };
  const groups = menuFor(subjectCode, staff, options);
  const group = groups.find((g) => g.items.some((i) => i.path === path));
  return { kind: 'menu', path, item: group?.items.find((i) => i.path === path) ?? items[0], group };
}
