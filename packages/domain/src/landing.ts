/**
 * Landing route after login or a subject switch (spec 00 §2 "Landing page after a subject switch",
 * inventory `landing.bySubject`). Every landing is a route the staff's menu of that subject shows:
 *
 *   candidates = [role-19 teacher pages (if role 19)] + [subject default] + [role-38 review pages]
 *   landing    = first candidate the menu shows, else the first item of the menu.
 *
 * Decisions (docs/decisions/menus-and-permissions.md):
 * - art default "users/#/trial" is the art route /trial (student management, trial students).
 * - role 19 "teacher/#/" (a separate teacher app in the original) becomes: /teacherManagement where the
 *   role sees it (writing, per "other subjects: /teacherManagement for role 19"), else the subject's
 *   teaching workbench: art /taskComment (work review), class lists elsewhere, handwork /users.
 * - music kind: "/trialUsers" is not in its menu, so its default is /systemUsers.
 */
import { menuFor, routesFor } from './menus';
import { ROLE, normalizeRoleIds } from './roles';
import { DEFAULT_SUBJECT_CODE, subjectByCode, type SubjectCode } from './subjects';

export interface LandingRule {
  /** Landing for everybody else. */
  default: string;
  /** Tried first for role 19 (teacher pages), in order. */
  teacher: readonly string[];
  /** Tried after the default for role 38 (review teacher), in order. */
  reviewer: readonly string[];
  specRef: string;
}

const REVIEW_PAGES = ['/taskComment', '/reviewManagement', '/review'] as const;

export const LANDING_RULES: Readonly<Record<SubjectCode, LandingRule>> = {
  0: {
    default: '/trial',
    teacher: ['/teacherManagement', '/taskComment'],
    reviewer: REVIEW_PAGES,
    specRef: '00 §2 Default: users/#/trial; Role 19: teacher/#/',
  },
  1: {
    default: '/trialUsers',
    teacher: ['/teacherManagement', '/reviewManagement'],
    reviewer: REVIEW_PAGES,
    specRef: '00 §2 Other subjects: /teacherManagement for role 19, otherwise /trialUsers',
  },
  3: {
    default: '/trialTeam',
    teacher: ['/teacherManagement', '/trialTeam'],
    reviewer: REVIEW_PAGES,
    specRef: '00 §2 Music and dance apps: /trialTeam',
  },
  5: {
    default: '/trialTeam',
    teacher: ['/teacherManagement', '/trialTeam'],
    reviewer: REVIEW_PAGES,
    specRef: '00 §2 Music and dance apps: /trialTeam',
  },
  6: { default: '/users', teacher: ['/teacherManagement', '/users'], reviewer: REVIEW_PAGES, specRef: '00 §2 Handwork: /users' },
  9: {
    default: '/trialUsers',
    teacher: ['/teacherManagement', '/trialTeam'],
    reviewer: REVIEW_PAGES,
    specRef: '00 §2 Picture book: /trialUsers',
  },
  10: {
    default: '/systemUsers',
    teacher: ['/teacherManagement', '/systemTeam'],
    reviewer: REVIEW_PAGES,
    specRef: '00 §2 Other subjects (music kind has no /trialUsers: /systemUsers)',
  },
  11: {
    default: '/systemUsers',
    teacher: ['/teacherManagement', '/trialTeam'],
    reviewer: REVIEW_PAGES,
    specRef: '00 §2 Focus: /systemUsers',
  },
};

/**
 * The hash route (e.g. '/trial', '/trialTeam') a staff member lands on in a subject: a path the
 * staff's visible menu of that subject shows; if the sidebar is empty, a routable hidden page of the
 * role (music reviewer: /review); if nothing is routable, the subject default.
 */
export function landingRoute(subjectCode: number | string, roleIds: readonly (string | number)[]): string {
  const code = subjectByCode(subjectCode)?.code ?? DEFAULT_SUBJECT_CODE;
  const rule = LANDING_RULES[code];
  const roles = normalizeRoleIds(roleIds);
  const visible = menuFor(code, { id: '', roleIds: roles }).flatMap((g) => g.items.map((i) => i.path));
  const candidates = [
    ...(roles.includes(ROLE.TEACHER) ? rule.teacher : []),
    rule.default,
    ...(roles.includes(ROLE.REVIEWER) ? rule.reviewer : []),
  ];
  const found = candidates.find((p) => visible.includes(p)) ?? visible[0];
  if (found) return found;
  const routable = routesFor(code, { id: '', roleIds: roles });
  return candidates.find((p) => routable.includes(p)) ?? routable[0] ?? rule.default;
}
