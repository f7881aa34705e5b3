import { graphql, gqlString, http } from '../../platform/http/client';
import type { Page } from '../../components/list-page';

/** The organisation area's calls (spec 02 §7 "Teachers and departments", "Handover"; issue 16). */

export interface DepartmentNode {
  id: string;
  pid: string;
  name: string;
  teacherCount: number;
  children: DepartmentNode[];
}
export const ROOT_PID = '99999';

export const fetchDepartmentTree = () => http.get<DepartmentNode[]>('/api/t/v2/department/getDepartmentTree');
export const saveDepartment = (body: { id?: string; pid: string; name: string }) =>
  http.post<{ id: string }>('/api/t/v1/department/createDepartment', body);
export const deleteDepartment = (id: string) =>
  http.post<boolean>(`/api/t/v1/department/deleteDepartmentById?departmentId=${encodeURIComponent(id)}`);

/** A department and every department under it (the teacher list's department filter). */
export function subtreeIds(tree: DepartmentNode[], id: string): string[] {
  const walk = (nodes: DepartmentNode[]): string[] | null => {
    for (const n of nodes) {
      if (n.id === id) {
        const all: string[] = [];
        const collect = (x: DepartmentNode) => {
          all.push(x.id);
          x.children.forEach(collect);
        };
        collect(n);
        return all;
      }
      const inner = walk(n.children);
      if (inner) return inner;
    }
    return null;
  };
  return walk(tree) ?? [id];
}

/** Every department as `上级 / 下级` labels, depth first (selects). */
export function flatDepartments(tree: DepartmentNode[], prefix = ''): { value: string; label: string }[] {
  return tree.flatMap((n) => {
    const label = prefix ? `${prefix} / ${n.name}` : n.name;
    return [{ value: n.id, label }, ...flatDepartments(n.children, label)];
  });
}

export interface TeacherRow {
  id: string;
  realname: string;
  phone: string;
  status: number;
  status_text: string;
  duty_id: number | null;
  duty: { id: number; name: string } | null;
  work_place: string | null;
  join_date: number | null;
  leave_date: number | null;
  department: { id: string; name: string; pname: string | null } | null;
  weixin: { weixin_no: string } | null;
}

export async function fetchTeachers(filter: Record<string, unknown>, page: number, size: number, signal?: AbortSignal) {
  const r = await graphql<{ TeacherManagePage: Page<TeacherRow> }>(
    `{ TeacherManagePage(query: ${gqlString(filter)}, page: ${page}, size: ${size}) { totalElements content {
        id realname phone status status_text duty_id duty { id name } work_place join_date leave_date
        department { id name pname } weixin { weixin_no } } } }`,
    { endpoint: '/graphql/v1/boss', signal },
  );
  return r.TeacherManagePage;
}

export interface TeacherForm {
  teacher: {
    id?: string;
    realName: string;
    phone: string;
    sex: number;
    joinDate?: string | null;
    leaveDate?: string | null;
    status?: number;
    workPlace?: string | null;
    nickname?: string | null;
  };
  department: { id: string };
  duty?: { id: number };
  rank?: { id: number | null; name?: string | null } | null;
  weixinList: string[];
}
export interface TeacherDetail {
  teacher: TeacherForm['teacher'] & { id: string; status: number };
  department: { id: string; name: string } | null;
  duty: { id: number } | null;
  rank: { id: number | null; name: string | null } | null;
  weixinList: { id: string; weixinNo: string }[];
  openWork: { students: number; weixins: number; teams: number };
}
export const fetchTeacherDetail = (id: string) => http.get<TeacherDetail>('/api/t/v1/teacher/getTeacherDetail', { teacherId: id });
export const createTeacher = (f: TeacherForm) => http.post<TeacherDetail>('/api/t/v1/teacher/createTeacher', f);
export const updateTeacher = (f: TeacherForm) => http.post<TeacherDetail>('/api/t/v1/teacher/updateTeacher', f);
export const deleteTeacher = (id: string) => http.post<boolean>('/api/t/v1/teacher/deleteTeacher', { id });
/** A verification code by SMS to the teacher's stored mobile (the list shows it masked, so by id). */
export const sendTeacherCode = (teacherId: string) =>
  http.post<boolean>(`/api/t/v1/teacher/sendCode?teacherId=${encodeURIComponent(teacherId)}`);
export const fetchWorkPlaces = () => http.get<{ code: string; name: string }[]>('/api/t/v1/teacher/getWorkPlace');

/** Teachers for pickers (TeacherList): the active ones, or everyone (a leaving teacher hands over). */
export async function fetchTeacherOptions(includeLeft = false): Promise<{ value: string; label: string }[]> {
  const r = await graphql<{ TeacherList: { id: string; realname: string; department: { name: string } | null }[] }>(
    `{ TeacherList(query: ${gqlString(includeLeft ? {} : { status: 0 })}, size: 3000) { id realname department { name } } }`,
  );
  return r.TeacherList.map((x) => ({ value: x.id, label: x.department ? `${x.realname}（${x.department.name}）` : x.realname }));
}

export interface HandoverStudent {
  id: string;
  studentId: string;
  username: string | null;
  teamName: string;
  weixinNo: string | null;
}
export interface HandoverWechat {
  id: string;
  weixinNo: string;
  students: number;
}
export interface HandoverRecord {
  id: string;
  handoverType: number;
  sendTeacherName: string;
  receiveTeacherName: string;
  studentCount: number;
  weixinCount: number;
  teamCount: number;
  reason: string | null;
  operatorName: string | null;
  ctime: number;
}
export const fetchHandoverStudents = (teacherId: string) =>
  http.get<HandoverStudent[]>('/api/t/v2/handover/getHandoverSteam', { teacherId });
export const fetchHandoverWechats = (teacherId: string) =>
  http.get<HandoverWechat[]>('/api/t/v2/handover/getHandoverWechat', { teacherId });
export const postHandover = (body: {
  studentSteamIds: string[];
  sendTeacherId: string;
  sendWeixinIds: string[];
  receiveTeacherId: string;
  weixinId?: string;
  handoverReason?: string;
}) => http.post<{ students: number; weixins: number; teams: number }>('/api/t/v2/handover/postHandoverSteam', body);
export const fetchHandoverRecords = (q: { pageNumber: number; pageSize: number; teacherSendId?: string }) =>
  http.get<Page<HandoverRecord>>('/api/t/v2/handover/page/getHandoverRecord', q);
