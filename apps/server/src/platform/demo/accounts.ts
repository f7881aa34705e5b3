import type { Queryable } from '../db';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, SUBJECT_CODES } from '@console/domain';
import { hashPassword } from '../auth/password';

export { DEMO_PASSWORD };

/** Names and departments of the demo accounts of CONTRACT §6 (the accounts themselves are domain data). */
const PEOPLE: Record<string, { realName: string; dept: string }> = {
  admin: { realName: '系统管理员', dept: '总部' },
  manager: { realName: '王经理', dept: '总部' },
  ops: { realName: '李运营', dept: '运营中心' },
  cs: { realName: '赵客服', dept: '客服中心' },
  finance: { realName: '钱财务', dept: '财务部' },
  sales: { realName: '孙销售', dept: '美术销售一部' },
  teacher: { realName: '周老师', dept: '教研中心' },
  classteacher: { realName: '吴班主任', dept: '美术班主任组' },
  reviewer: { realName: '郑点评', dept: '点评组' },
};

const DEPARTMENTS: [name: string, parent: string | null, subject: number][] = [
  ['总部', null, 0],
  ['运营中心', '总部', 0],
  ['客服中心', '总部', 0],
  ['财务部', '总部', 0],
  ['教研中心', '总部', 0],
  ['美术事业部', '总部', 0],
  ['美术销售一部', '美术事业部', 0],
  ['美术销售二部', '美术事业部', 0],
  ['美术班主任组', '美术事业部', 0],
  ['点评组', '教研中心', 0],
  ['书法事业部', '总部', 1],
  ['音乐事业部', '总部', 3],
];

/** Loads the demo department tree and accounts once (only when the staff table is empty). */
export async function ensureDemoAccounts(db: Queryable): Promise<boolean> {
  const existing = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM staff');
  if (Number(existing.rows[0].n) > 0) return false;
  const deptIds = new Map<string, string>();
  for (const [i, [name, parent, subject]] of DEPARTMENTS.entries()) {
    const pid = parent ? deptIds.get(parent)! : '99999';
    const r = await db.query<{ id: string }>(
      'INSERT INTO department (pid, name, subject, sort) VALUES ($1, $2, $3, $4) RETURNING id::text AS id',
      [pid, name, subject, i],
    );
    deptIds.set(name, r.rows[0].id);
  }
  const hash = await hashPassword(DEMO_PASSWORD);
  for (const a of DEMO_ACCOUNTS) {
    const person = PEOPLE[a.userName];
    await db.query(
      `INSERT INTO staff (user_name, real_name, mobile, password_hash, role_id, role_ids, subject_list, duty_id, department_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        a.userName,
        person.realName,
        a.mobile,
        hash,
        a.roleIds[0],
        [...a.roleIds],
        [...(a.subjects ?? SUBJECT_CODES)],
        a.roleIds[0] === '19' ? '2' : null,
        deptIds.get(person.dept),
      ],
    );
  }
  return true;
}
