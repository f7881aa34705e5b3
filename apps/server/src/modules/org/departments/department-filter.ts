import { errors } from '../../../platform/http/errors';
import type { CustomFilterKey } from '../../../platform/query/model';
import { ROOT_PID } from './departments';

const NONE = new Set(['', 'undefined', 'null', '0', ROOT_PID]);

/**
 * The original client's department filter on TeacherManagePage (and its export):
 * `{"department": {"id": "12", "pid": "3", "children": [...the node's subtree...]}}` — the teachers of
 * that department and of every department under it. The subtree is read from the stored tree, not
 * from `children` (the client's copy may be stale, and is sometimes sent as a JSON string). No id,
 * 0 or the root 99999 means the whole company (no condition).
 */
export const departmentSubtreeFilter: CustomFilterKey = (value, param) => {
  if (value === null || value === undefined || value === '') return 'TRUE';
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw errors.invalidField('department', '应为部门对象 {id, pid, children}', 'must be a department object {id, pid, children}');
  }
  const raw = (value as Record<string, unknown>).id;
  const id = raw === null || raw === undefined ? '' : String(raw).trim();
  if (NONE.has(id)) return 'TRUE';
  if (!/^\d{1,18}$/.test(id)) throw errors.invalidField('department.id', '必须是数字编号', 'must be a numeric id');
  // UNION (not UNION ALL) also ends on a cycle, which moves refuse anyway.
  return `t.department_id IN (WITH RECURSIVE sub(id) AS (
      SELECT d.id FROM department d WHERE d.id = ${param(id, 'bigint')}
      UNION SELECT d.id FROM department d JOIN sub ON d.pid = sub.id)
    SELECT id FROM sub)`;
};
