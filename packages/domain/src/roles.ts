/**
 * Staff roles. Role ids are strings (spec 00 §6); names are ours (CONTRACT §6, the spec gives ids only).
 */
import type { SubjectCode } from './subjects';

export const ROLE = {
  ADMIN: '1',
  OPERATIONS_MANAGER: '2',
  CUSTOMER_SERVICE: '3',
  FINANCE: '4',
  SALES: '5',
  /** Top administrator: allowed in every API area. */
  SUPER_ADMIN: '7',
  /** 教研老师: lands on teacher pages; reduced menu in the writing subject. */
  TEACHER: '19',
  CLASS_TEACHER: '21',
  SYSTEM_ADMIN: '24',
  HR: '25',
  REVIEWER: '38',
} as const;

export type RoleId = (typeof ROLE)[keyof typeof ROLE];

export interface Role {
  id: RoleId;
  nameZh: string;
  nameEn: string;
}

export const ROLES: readonly Role[] = [
  { id: '1', nameZh: '管理员', nameEn: 'Administrator' },
  { id: '2', nameZh: '运营主管', nameEn: 'Operations manager' },
  { id: '3', nameZh: '客服', nameEn: 'Customer service' },
  { id: '4', nameZh: '财务', nameEn: 'Finance' },
  { id: '5', nameZh: '销售', nameEn: 'Sales' },
  { id: '7', nameZh: '超级管理员', nameEn: 'Super administrator' },
  { id: '19', nameZh: '教研老师', nameEn: 'Teaching-research teacher' },
  { id: '21', nameZh: '班主任', nameEn: 'Class teacher' },
  { id: '24', nameZh: '系统管理员', nameEn: 'System administrator' },
  { id: '25', nameZh: '人事', nameEn: 'HR' },
  { id: '38', nameZh: '点评老师', nameEn: 'Review teacher' },
];

export const ROLE_IDS: readonly RoleId[] = ROLES.map((r) => r.id);

/** "The usual list" of menu roles (spec 00 §6); applied where the spec gives an item no list. */
export const USUAL_MENU_ROLES: readonly RoleId[] = ['1', '2', '3', '4', '5', '7', '19', '21'];

const ROLE_BY_ID = new Map<string, Role>(ROLES.map((r) => [r.id, r]));

export function isRoleId(value: unknown): value is RoleId {
  return typeof value === 'string' && ROLE_BY_ID.has(value);
}

export function roleName(id: string | number, lang: 'zh' | 'en' = 'zh'): string | undefined {
  const role = ROLE_BY_ID.get(String(id));
  return role ? (lang === 'en' ? role.nameEn : role.nameZh) : undefined;
}

export type RoleIdsInput = Iterable<string | number> | string | number | null | undefined;

/** Role ids as trimmed strings; accepts arrays, numbers and comma-joined strings ("1,7"). */
export function normalizeRoleIds(roleIds: RoleIdsInput): string[] {
  if (roleIds === null || roleIds === undefined) return [];
  const list = typeof roleIds === 'string' ? roleIds.split(',') : typeof roleIds === 'number' ? [roleIds] : roleIds;
  const out: string[] = [];
  for (const id of list) {
    const text = String(id).trim();
    if (text !== '' && !out.includes(text)) out.push(text);
  }
  return out;
}

/**
 * True when the staff's roles intersect `allowed`. `null` and `'any-staff'` allow everybody. Pure
 * intersection: role 7 has no special meaning here (see canAccessArea for the API rule).
 */
export function hasAnyRole(roleIds: RoleIdsInput, allowed: readonly string[] | 'any-staff' | null): boolean {
  if (allowed === null || allowed === 'any-staff') return true;
  const mine = normalizeRoleIds(roleIds);
  return allowed.some((id) => mine.includes(id));
}

/** Demo accounts (CONTRACT §6; demo data only). Mobiles `1380000000N` with N the row number. */
export interface DemoAccount {
  userName: string;
  roleIds: readonly RoleId[];
  /** null = all subjects */
  subjects: readonly SubjectCode[] | null;
  mobile: string;
}

export const DEMO_PASSWORD = 'Demo@2026';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { userName: 'admin', roleIds: ['7'], subjects: null, mobile: '13800000001' },
  { userName: 'manager', roleIds: ['1'], subjects: null, mobile: '13800000002' },
  { userName: 'ops', roleIds: ['2'], subjects: [0, 1, 3], mobile: '13800000003' },
  { userName: 'cs', roleIds: ['3'], subjects: [0, 3], mobile: '13800000004' },
  { userName: 'finance', roleIds: ['4'], subjects: null, mobile: '13800000005' },
  { userName: 'sales', roleIds: ['5'], subjects: [0], mobile: '13800000006' },
  { userName: 'teacher', roleIds: ['19'], subjects: [0, 1], mobile: '13800000007' },
  { userName: 'classteacher', roleIds: ['21'], subjects: [0], mobile: '13800000008' },
  { userName: 'reviewer', roleIds: ['38'], subjects: [0, 1], mobile: '13800000009' },
];
