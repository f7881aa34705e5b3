import type { ApiArea } from './api-areas';
import type { RoleId } from './roles';
import type { SubjectCode } from './subjects';

/**
 * Named visibility conditions of conditional menu items (spec 00 §2/§6, 02 §6). The allow-lists
 * behind them are configuration (menus.ts `DEFAULT_MENU_ALLOW_LISTS`, empty by default).
 */
export type MenuCondition =
  /** art /manageChangeClass: staff id in the allow-list OR role 2 */
  | 'manageChangeClassAllowList'
  /** music /manageChangeClass: staff has a mobile AND (staff id in the allow-list OR role 2) */
  | 'manageChangeClassAllowListWithMobile'
  /** /addClassOpt (create class): staff id in the allow-list */
  | 'classCreationAllowList'
  /** /capacityAllocation (clue capacity config): staff id in the allow-list */
  | 'clueCapacityAllowList'
  /** /robAllocation (grab-treasure config): staff id in the allow-list */
  | 'grabTreasureAllowList'
  /** /uploadFile (material upload): the staff mobile is the configured one */
  | 'materialUploadMobile';

export interface MenuItem {
  /** Hash-route path without '#', e.g. '/order'. */
  path: string;
  titleZh: string;
  titleEn: string;
  /** Roles that see the item (intersection rule); null = every staff. */
  roles: readonly RoleId[] | null;
  /** Where `roles` came from (spec reference or the rule we applied). */
  roleSource: string;
  /** Routable but never shown in the sidebar. */
  hidden?: boolean;
  /** Extra gate; conditional items carry `roles: null` and the condition decides. */
  condition?: MenuCondition;
  /** The API area the page belongs to. */
  area: ApiArea;
  /** Further areas whose calls the page makes (they widen those areas' roles, see permissions.ts). */
  uses?: readonly ApiArea[];
  /** Where the spec lists the item, e.g. '00 §2 art menu'. */
  specRef: string;
}

export interface MenuGroup {
  key: string;
  titleZh: string;
  titleEn: string;
  /** Group-level roles (the group shows only when they intersect); null = no group-level limit. */
  roles: readonly RoleId[] | null;
  items: readonly MenuItem[];
}

export interface SubjectMenu {
  subject: SubjectCode;
  specRef: string;
  groups: readonly MenuGroup[];
  /**
   * Writing subject only: the reduced menu of role 19 (spec 00 §2, 02 §2). In a subject that has it,
   * role 19 contributes exactly these groups; the staff's other roles see the full menu.
   */
  teacherGroups?: readonly MenuGroup[];
}

/** What menu evaluation needs to know about the staff member. */
export interface MenuStaff {
  id: string;
  roleIds: readonly (string | number)[];
  mobile?: string | null;
}

/** Allow-lists behind the conditional items (configuration; see docs/decisions/menus-and-permissions.md). */
export interface MenuAllowLists {
  /** Staff ids allowed the trial class-change page /manageChangeClass (besides role 2). */
  manageChangeClass: readonly string[];
  /** Staff ids allowed to create classes (/addClassOpt). */
  classCreation: readonly string[];
  /** Staff ids allowed the clue capacity config (/capacityAllocation). */
  clueCapacity: readonly string[];
  /** Staff ids allowed the grab-treasure config (/robAllocation). */
  grabTreasure: readonly string[];
  /** Staff mobiles allowed the material upload page (/uploadFile); the spec has one number. */
  materialUploadMobiles: readonly string[];
}

export interface MenuOptions {
  allowLists?: Partial<MenuAllowLists>;
}

/** A group as shown for one staff member: only visible (non-hidden, allowed) items. */
export interface VisibleMenuGroup {
  key: string;
  titleZh: string;
  titleEn: string;
  items: MenuItem[];
}
