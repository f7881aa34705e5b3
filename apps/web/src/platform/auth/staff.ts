import type { MenuAllowLists } from '@console/domain';

/** The staff record kept locally after login (CONTRACT §5; ids as strings, subjects as codes). */
export interface Staff {
  id: string;
  roleId: string;
  roleIds: string[];
  realName: string;
  userName: string;
  mobile: string;
  subjectList: number[];
  dutyId: string | number | null;
  head: string | null;
  /** Allow-lists behind conditional menu items, when the server sends them with the staff record. */
  menuAllowLists?: Partial<MenuAllowLists>;
}

export interface LoginResult {
  accessToken: string;
  staff: Staff;
}

/** Normalises what the server sends (numbers or strings, comma lists) into the Staff shape. */
export function normaliseStaff(raw: Record<string, unknown>): Staff {
  const str = (v: unknown): string => (v == null ? '' : String(v));
  const list = (v: unknown): string[] =>
    Array.isArray(v) ? v.map(String) : typeof v === 'string' && v ? v.split(',').map((s) => s.trim()) : [];
  const roleId = str(raw.roleId);
  const roleIds = list(raw.roleIds);
  return {
    id: str(raw.id),
    roleId,
    roleIds: roleIds.length ? roleIds : roleId ? [roleId] : [],
    realName: str(raw.realName),
    userName: str(raw.userName),
    mobile: str(raw.mobile),
    subjectList: list(raw.subjectList)
      .map(Number)
      .filter((n) => Number.isInteger(n)),
    dutyId: (raw.dutyId as string | number | null | undefined) ?? null,
    head: (raw.head as string | null | undefined) ?? null,
    ...(raw.menuAllowLists && typeof raw.menuAllowLists === 'object'
      ? { menuAllowLists: raw.menuAllowLists as Partial<MenuAllowLists> }
      : {}),
  };
}

/** Spec 00 §4: a session is valid while the stored login date is no older than 7 days. */
export const SESSION_TOLERANCE_MS = 7 * 24 * 3600 * 1000;

export function isSessionFresh(loginAt: number | null, now = Date.now()): boolean {
  return loginAt != null && now - loginAt <= SESSION_TOLERANCE_MS && now >= loginAt - 60_000;
}

/** Spec 00 §7: a Bearer prefix is added when the stored token lacks one. */
export function bearer(token: string): string {
  return /^Bearer\s/i.test(token) ? token : `Bearer ${token}`;
}
