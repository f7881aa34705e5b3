import { graphql, gqlString, http } from '../../platform/http/client';
import type { Page } from '../../components/list-page';

export interface StaffRow {
  id: string;
  user_name: string;
  real_name: string;
  mobile: string;
  role_ids: string[];
  role_names: string | null;
  subject_list: string[];
  department_id: string | null;
  department_name: string | null;
  duty_id: string | null;
  status: number;
  status_text: string;
  last_login_time: number | null;
}

export async function fetchStaffPage(filter: Record<string, unknown>, page: number, size: number, signal?: AbortSignal) {
  const r = await graphql<{ StaffPage: Page<StaffRow> }>(
    `{ StaffPage(query: ${gqlString(filter)}, page: ${page}, size: ${size}, sort: ${gqlString({ id: 'desc' })}) { totalElements content {
        id user_name real_name mobile role_ids role_names subject_list department_id department_name duty_id status status_text last_login_time } } }`,
    { signal },
  );
  return r.StaffPage;
}

export interface StaffInput {
  id?: string;
  userName: string;
  realName: string;
  mobile: string;
  roleIds: string[];
  subjectList: number[];
  departmentId?: string | null;
  dutyId?: string | null;
  status?: number;
  password?: string;
}
export interface StaffRecord extends StaffInput {
  id: string;
  status: number;
}
export const getStaff = (id: string) => http.get<StaffRecord>('/api/b/v1/staff/getStaff/v2', { staffId: id });
export const saveStaff = (body: StaffInput) => http.post<StaffRecord>('/api/b/v1/staff/addStaff/v2', body);
export const resetStaffPassword = (staffId: string, pwd: string) =>
  http.post<null>(`/api/b/v1/staff/resetPwd?staffId=${encodeURIComponent(staffId)}&pwd=${encodeURIComponent(pwd)}`, { staffId });

export interface RoleAccess {
  roleId: string;
  name: string;
  nameEn: string;
  areas: { area: string; titleZh: string; titleEn: string }[];
}
export const fetchRoleAccess = () => http.get<RoleAccess[]>('/api/b/v1/staff/roleAccess');
export const setStaffStatus = (staffId: string, status: number) =>
  http.post<StaffRecord>('/api/b/v1/staff/updateStatus', { staffId, status });
