import { DICTIONARIES, type Dictionary } from '@console/domain';
import { defineModel } from '../../../platform/query';

/**
 * Departments, staff accounts and roles (platform tables of 0001). Departments are one tree for the
 * whole company (the root's pid is 99999); its `subject` column is only a hint, so the model is not
 * subject-scoped (callers filter `{"subject": n}` when they want one line's branch).
 */

const ENABLED: Dictionary = { 0: { zh: '启用', en: 'Enabled' }, 1: { zh: '停用', en: 'Disabled' } };

export const DepartmentModel = defineModel({
  name: 'Department',
  description: 'department tree node (id, pid, name); root pid 99999',
  source: 'department',
  access: 'staff',
  defaultSort: { sort: 'asc', id: 'asc' },
  roots: ['List', 'One'],
  fields: {
    id: { type: 'id' },
    pid: { type: 'id' },
    name: { type: 'string' },
    pname: { type: 'string', sql: '(SELECT p.name FROM department p WHERE p.id = t.pid)', description: 'name of the parent' },
    subject: { type: 'int', label: DICTIONARIES.subject },
    sort: { type: 'int' },
    status: { type: 'int', label: ENABLED },
    leader_staff_id: { type: 'id' },
    ctime: { type: 'time' },
    utime: { type: 'time' },
  },
  relations: {
    parent: { model: 'Department', localField: 'pid', foreignField: 'id' },
    parentDepartmentInfo: { model: 'Department', localField: 'pid', foreignField: 'id' }, // the original client's name
    children: { model: 'Department', localField: 'id', foreignField: 'pid', many: true },
  },
});

/**
 * Console accounts (StaffPage, /teacherManagement "员工管理"). The password hash is deliberately not a
 * field: it can be neither selected, filtered, sorted nor exported. Mobiles are masked.
 */
export const StaffModel = defineModel({
  name: 'Staff',
  description: 'console staff account (no password data; mobile masked)',
  source: 'staff',
  access: { area: 'teachers' },
  roots: ['Page', 'List', 'ListEx'],
  fields: {
    id: { type: 'id' },
    user_name: { type: 'string' },
    real_name: { type: 'string' },
    mobile: { type: 'string', mask: 'mobile' },
    role_id: { type: 'string', label: DICTIONARIES.role },
    role_ids: { type: 'string[]' },
    role_names: {
      type: 'string',
      sql: "(SELECT string_agg(r.name, ',' ORDER BY array_position(t.role_ids, r.id)) FROM role r WHERE r.id = ANY(t.role_ids))",
    },
    subject_list: { type: 'string[]', sql: 't.subject_list::text[]' },
    duty_id: { type: 'string' },
    head: { type: 'string' },
    department_id: { type: 'id' },
    department_name: { type: 'string', sql: '(SELECT d.name FROM department d WHERE d.id = t.department_id)' },
    status: { type: 'int', label: ENABLED },
    is_login: { type: 'int' },
    last_login_time: {
      type: 'time',
      sql: '(SELECT max(ss.created_at) FROM staff_session ss WHERE ss.staff_id = t.id)',
      description: 'when the staff member last logged in',
    },
    ctime: { type: 'time' },
    utime: { type: 'time' },
  },
  relations: {
    department: { model: 'Department', localField: 'department_id', foreignField: 'id' },
    role: { model: 'Role', localField: 'role_id', foreignField: 'id' },
  },
});

/** Roles (RolePage: the non-deleted roles; the console asks for up to 50). Ids are text ('1', '19'). */
export const RoleModel = defineModel({
  name: 'Role',
  source: 'role',
  access: { area: 'teachers' },
  where: 't.deleted = false',
  defaultSort: { sort_no: 'asc' },
  roots: ['Page', 'List'],
  fields: {
    id: { type: 'string' },
    name: { type: 'string' },
    name_en: { type: 'string' },
    deleted: { type: 'bool' },
    sort_no: { type: 'string', sql: "lpad(t.id, 6, '0')", description: 'numeric order of the text ids' },
  },
});
