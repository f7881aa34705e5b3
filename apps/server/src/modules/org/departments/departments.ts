import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { diff, recordOperation } from '../../../platform/oplog';

/** The pid of a top-level department (CONTRACT §9: root department). */
export const ROOT_PID = '99999';

export interface DepartmentNode {
  id: string;
  pid: string;
  name: string;
  sort: number;
  subject: number;
  teacherCount: number;
  children: DepartmentNode[];
}

/**
 * The whole department tree, top-level nodes first (root pid 99999). Each node carries the number of
 * active teachers in it (not counting sub-departments) so the page can show who is where.
 */
export async function departmentTree(q: Queryable, rootId?: string): Promise<DepartmentNode[]> {
  const r = await q.query<{ id: string; pid: string; name: string; sort: number; subject: number; n: string }>(
    `SELECT d.id::text AS id, d.pid::text AS pid, d.name, d.sort, d.subject,
            (SELECT count(*) FROM teacher t WHERE t.department_id = d.id AND t.deleted = 0 AND t.status = 0)::text AS n
       FROM department d WHERE d.status = 0 ORDER BY d.sort, d.id`,
  );
  const nodes = new Map<string, DepartmentNode>();
  for (const row of r.rows)
    nodes.set(row.id, {
      id: row.id,
      pid: row.pid,
      name: row.name,
      sort: row.sort,
      subject: row.subject,
      teacherCount: Number(row.n),
      children: [],
    });
  const roots: DepartmentNode[] = [];
  for (const n of nodes.values()) {
    const parent = nodes.get(n.pid);
    if (parent) parent.children.push(n);
    else roots.push(n);
  }
  if (rootId && rootId !== '0' && rootId !== ROOT_PID) {
    const one = nodes.get(rootId);
    return one ? [one] : [];
  }
  return roots;
}

/** The ids of a department and everything under it (for "teachers of this department"). */
export async function subtreeIds(q: Queryable, id: string): Promise<string[]> {
  const r = await q.query<{ id: string }>(
    `WITH RECURSIVE sub AS (SELECT id FROM department WHERE id = $1::bigint
       UNION ALL SELECT d.id FROM department d JOIN sub ON d.pid = sub.id)
     SELECT id::text AS id FROM sub`,
    [id],
  );
  return r.rows.map((x) => x.id);
}

export interface DepartmentInput {
  id?: string;
  pid: string;
  name: string;
  sort?: number;
}

/**
 * Departments form one tree across subjects (shown whole), but each belongs to a subject: renaming,
 * moving or deleting one needs its subject among the caller's, else it is "not there" (404), as any
 * object of another subject (issue 25, object scope). `$2` is the caller's subject list.
 */
const IN_CALLER_SUBJECTS = 'subject = ANY($2::int[])';

/** Creates a department, or renames / moves one (with `id`). A move under its own subtree is refused. */
export async function saveDepartment(tx: Queryable, ctx: AuthedContext, input: DepartmentInput): Promise<string> {
  if (input.pid !== ROOT_PID) {
    const parent = await tx.query('SELECT 1 FROM department WHERE id = $1::bigint AND status = 0', [input.pid]);
    if (!parent.rows[0]) throw errors.invalidField('pid', '上级部门不存在', 'parent department does not exist');
  }
  const clash = await tx.query(
    'SELECT 1 FROM department WHERE pid = $1::bigint AND name = $2 AND status = 0 AND ($3::bigint IS NULL OR id <> $3::bigint)',
    [input.pid, input.name, input.id ?? null],
  );
  if (clash.rows[0])
    throw errors.conflict(`同一上级下已有名为「${input.name}」的部门`, `A department named ${input.name} already exists there`);
  if (!input.id) {
    const r = await tx.query<{ id: string }>(
      'INSERT INTO department (pid, name, sort, subject) VALUES ($1::bigint, $2, $3, $4) RETURNING id::text AS id',
      // The request's subject: always one the caller holds.
      [input.pid, input.name, input.sort ?? 0, ctx.subject],
    );
    await recordOperation(tx, ctx, {
      action: 'department.create',
      entity: 'department',
      entityId: r.rows[0].id,
      detail: { name: input.name, pid: input.pid },
    });
    return r.rows[0].id;
  }
  const before = await tx.query<{ pid: string; name: string; sort: number }>(
    `SELECT pid::text AS pid, name, sort FROM department WHERE id = $1::bigint AND status = 0 AND ${IN_CALLER_SUBJECTS} FOR UPDATE`,
    [input.id, ctx.staff.subjectList],
  );
  const old = before.rows[0];
  if (!old) throw errors.notFound('部门');
  if (input.pid !== old.pid && (await subtreeIds(tx, input.id)).includes(input.pid))
    throw errors.badRequest('不能把部门移动到它自己或它的下级部门之下', 'A department cannot move under itself or its own sub-department');
  const next = { pid: input.pid, name: input.name, sort: input.sort ?? old.sort };
  await tx.query('UPDATE department SET pid = $2::bigint, name = $3, sort = $4, utime = now() WHERE id = $1::bigint', [
    input.id,
    next.pid,
    next.name,
    next.sort,
  ]);
  const changes = diff(old, next);
  await recordOperation(tx, ctx, {
    action: changes.pid ? 'department.move' : 'department.update',
    entity: 'department',
    entityId: input.id,
    changes,
  });
  return input.id;
}

/**
 * Deletes (disables) an empty department. Refused with a clear message while teachers (active or not
 * yet deleted) or sub-departments are in it, so no one is left without a department.
 */
export async function deleteDepartment(tx: Queryable, ctx: AuthedContext, id: string): Promise<void> {
  const row = await tx.query<{ name: string }>(
    `SELECT name FROM department WHERE id = $1::bigint AND status = 0 AND ${IN_CALLER_SUBJECTS} FOR UPDATE`,
    [id, ctx.staff.subjectList],
  );
  if (!row.rows[0]) throw errors.notFound('部门');
  const children = await tx.query<{ n: string }>('SELECT count(*)::text AS n FROM department WHERE pid = $1::bigint AND status = 0', [id]);
  const nChildren = Number(children.rows[0].n);
  if (nChildren > 0)
    throw errors.conflict(
      `「${row.rows[0].name}」下还有 ${nChildren} 个子部门，请先删除或移走子部门`,
      `${row.rows[0].name} still has ${nChildren} sub-departments; delete or move them first`,
    );
  const teachers = await tx.query<{ n: string }>(
    'SELECT count(*)::text AS n FROM teacher WHERE department_id = $1::bigint AND deleted = 0',
    [id],
  );
  const nTeachers = Number(teachers.rows[0].n);
  if (nTeachers > 0)
    throw errors.conflict(
      `「${row.rows[0].name}」下还有 ${nTeachers} 位老师，请先把老师调到其他部门`,
      `${row.rows[0].name} still has ${nTeachers} teachers; move them to another department first`,
    );
  await tx.query('UPDATE department SET status = 1, utime = now() WHERE id = $1::bigint', [id]);
  await recordOperation(tx, ctx, { action: 'department.delete', entity: 'department', entityId: id, detail: { name: row.rows[0].name } });
}
