/**
 * Small builders the menu data files use: role rules with their spec source, group titles, items.
 */
import { PAGES, type PagePath } from './menu-pages.data';
import type { MenuCondition, MenuGroup, MenuItem } from './menu-types';
import { USUAL_MENU_ROLES, type RoleId } from './roles';

export interface RoleRule {
  roles: readonly RoleId[] | null;
  source: string;
}

const rule = (roles: readonly RoleId[] | null, source: string): RoleRule => ({ roles, source });

/** Role lists of spec 00 §6 / 02 §6 with their source, applied by function. */
export const RR = {
  /** Items the spec gives no role list: the usual list (00 §6 "the usual list is 1,2,3,4,5,7,19,21"). */
  usual: rule(USUAL_MENU_ROLES, 'usual list 00 §6 (spec gives no list)'),
  classes: rule(USUAL_MENU_ROLES, 'area-table 00 §6 (Class management)'),
  ai: rule(USUAL_MENU_ROLES, 'area-table 00 §6 (AI customer service)'),
  review: rule(['1', '2', '7', '19', '21', '38'], 'area-table 00 §6 (Review management)'),
  voice: rule(['1', '2', '7', '38'], 'area-table 00 §6 (Voice library)'),
  shop: rule(['7'], 'area-table 00 §6 (Shop)'),
  marketing: rule(['1', '2', '3', '4', '7'], 'area-table 00 §6 (Marketing)'),
  coupon: rule(['1', '3', '4', '7'], 'area-table 00 §6 (Coupon)'),
  call: rule(['1', '2', '4', '7', '21'], 'area-table 00 §6 (Call center)'),
  seat: rule(['1', '2', '4', '7'], 'area-table 00 §6 (Seat config)'),
  data: rule(['1', '2', '3', '4', '7', '19'], 'area-table 00 §6 (Data center)'),
  exportRecords: rule(['1', '3', '4', '7', '19'], 'area-table 00 §6 (Export records)'),
  settings: rule(['1', '2', '7', '24', '25'], 'area-table 00 §6 (Settings)'),
  systemAccount: rule(['1', '7', '24'], 'area-table 00 §6 (System account)'),
  opLog: rule(['7'], 'area-table 00 §6 (Operation log and changelog)'),
  org: rule(['1', '2', '7', '25'], 'area-table 00 §6 (Organisation structure and staff management)'),
  staffWechat: rule(['1', '2', '7'], 'area-table 00 §6 (staff WeChat)'),
  handover: rule(['1', '2', '7'], 'area-table 00 §6 (handover)'),
  schedules: rule(['1', '2', '7'], 'area-table 00 §6 (Recruitment schedules) + 02 §6'),
  verCode: rule(['1', '2', '3', '4', '7'], 'area-table 00 §6 (Verification-code lookup)'),
  phone: rule(['1', '2', '3', '7', '21'], 'area-table 00 §6 (Phone replacement)'),
  teacherGoals: rule(['1', '2', '7'], 'area-table 00 §6 (Teacher goals)'),
  referral: rule(['1', '3', '4', '7', '19', '21'], 'area-table 00 §6 (Referral activity)'),
  delivery: rule(['1', '2', '7'], 'area-table 00 §6 (Delivery period)'),
  ivr: rule(['7'], 'area-table 00 §6 (IVR tasks)'),
  dataBank: rule(['7'], 'area-table 00 §6 (data bank)'),
  /** Gate is the item's condition. */
  conditional: rule(null, 'condition (00 §6 further rules, 02 §6)'),
  explicit: (roles: readonly RoleId[], where: string): RoleRule => rule(roles, `explicit (${where})`),
} as const;

export const GROUP_TITLES = {
  class: ['班级管理', 'Classes'],
  student: ['学员管理', 'Students'],
  renewal: ['续费管理', 'Renewal'],
  trading: ['交易管理', 'Trading'],
  clue: ['线索管理', 'Clues'],
  logistics: ['物流管理', 'Logistics'],
  review: ['点评管理', 'Reviews'],
  operations: ['运营管理', 'Operations'],
  shop: ['商城管理', 'Shop'],
  recruitment: ['招生管理', 'Recruitment'],
  schedule: ['招生排期', 'Schedules'],
  marketing: ['营销中心', 'Marketing'],
  ai: ['AI智能客服', 'AI customer service'],
  approval: ['审批中心', 'Approvals'],
  call: ['呼叫中心', 'Call center'],
  data: ['数据中心', 'Data center'],
  settings: ['设置', 'Settings'],
} as const satisfies Record<string, readonly [string, string]>;

export type GroupKey = keyof typeof GROUP_TITLES;

export interface ItemExtra {
  hidden?: boolean;
  condition?: MenuCondition;
  titleZh?: string;
  titleEn?: string;
}

export function item(path: PagePath, roleRule: RoleRule, specRef: string, extra: ItemExtra = {}): MenuItem {
  const page: { titleZh: string; titleEn: string; area: MenuItem['area']; uses?: MenuItem['uses'] } = PAGES[path];
  const out: MenuItem = {
    path,
    titleZh: extra.titleZh ?? page.titleZh,
    titleEn: extra.titleEn ?? page.titleEn,
    roles: roleRule.roles,
    roleSource: roleRule.source,
    area: page.area,
    specRef,
  };
  if (page.uses) out.uses = page.uses;
  if (extra.hidden) out.hidden = true;
  if (extra.condition) out.condition = extra.condition;
  return out;
}

export function group(key: GroupKey, roles: readonly RoleId[] | null, items: readonly MenuItem[]): MenuGroup {
  const [titleZh, titleEn] = GROUP_TITLES[key];
  return { key, titleZh, titleEn, roles, items };
}

/** The art settings list (00 §2); other subjects whose settings are not enumerated reuse it. */
export function standardSettingsItems(specRef: string): MenuItem[] {
  return [
    item('/organizationalStructure', RR.org, specRef),
    item('/teacherManagement', RR.org, specRef),
    item('/weixinManagement', RR.staffWechat, specRef),
    item('/wechatWaterArmy', RR.settings, specRef),
    item('/workHandover', RR.handover, specRef),
    item('/systemAccount', RR.systemAccount, specRef),
    item('/loginRecord', RR.opLog, specRef),
    item('/changelog', RR.opLog, specRef),
  ];
}

/** "The four trading items" (00 §2). */
export function tradingItems(specRef: string): MenuItem[] {
  return (['/order', '/financeRefound', '/invoiceManage', '/contractManage'] as const).map((p) => item(p, RR.usual, specRef));
}
