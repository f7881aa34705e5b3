import { maskMobile } from '@console/domain';
import type { Queryable } from '../db';
import type { StaffPrincipal } from '../http/context';

export interface StaffRow {
  id: string;
  user_name: string;
  real_name: string;
  mobile: string;
  password_hash: string;
  role_id: string;
  role_ids: string[];
  subject_list: number[];
  duty_id: string | null;
  head: string | null;
  status: number;
  is_login: number;
}

export const STAFF_COLUMNS =
  'id::text AS id, user_name, real_name, mobile, password_hash, role_id, role_ids, subject_list, duty_id, head, status, is_login';

export async function findStaffBy(db: Queryable, column: 'user_name' | 'mobile' | 'id', value: string): Promise<StaffRow | null> {
  const where = column === 'id' ? 'id = $1::bigint' : `${column} = $1`;
  if (column === 'id' && !/^\d{1,18}$/.test(value)) return null;
  const r = await db.query<StaffRow>(`SELECT ${STAFF_COLUMNS} FROM staff WHERE ${where}`, [value]);
  return r.rows[0] ?? null;
}

export function toPrincipal(row: StaffRow): StaffPrincipal {
  return {
    id: row.id,
    userName: row.user_name,
    realName: row.real_name,
    mobile: row.mobile,
    roleIds: row.role_ids,
    subjectList: row.subject_list.map(Number),
    dutyId: row.duty_id,
    head: row.head,
  };
}

/** The staff object of CONTRACT §5 (ids as strings, subjectList as codes; the mobile masked like every mobile, §4). */
export function staffDto(p: StaffPrincipal, roleId: string) {
  return {
    id: p.id,
    roleId,
    roleIds: p.roleIds,
    realName: p.realName,
    userName: p.userName,
    mobile: maskMobile(p.mobile) ?? '',
    subjectList: p.subjectList,
    dutyId: p.dutyId,
    head: p.head,
  };
}
