import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/deps';
import { defineRoute } from '../../../platform/http/route';
import { deleteDepartment, departmentTree, ROOT_PID, saveDepartment } from './departments';
import { idFieldAs } from '../../../platform/http/fields';

const departmentBody = z.object({
  id: idFieldAs('plain')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  pid: idFieldAs('plain').default(ROOT_PID),
  name: z.string({ message: '请输入部门名称' }).trim().min(1, '请输入部门名称').max(40, '部门名称最多40个字'),
  sort: z.coerce.number().int().min(0).max(100000).optional(),
});
type DepartmentBody = z.infer<typeof departmentBody>;

/** Departments name nothing subject-scoped: one org tree is shared by the subject lines (object scope, platform/scope). */
const ORG_TREE = 'a department: the org tree is shared by the subject lines';

/** Departments (/organizationalStructure): the tree, create / rename / move, delete. Spec 02 §7. */
export function registerDepartmentRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute<unknown, { id?: string }>(app, {
    method: 'GET',
    url: [
      '/api/t/v1/department/getDepartmentTree',
      '/api/t/v2/department/getDepartmentTree',
      '/api/b/boss/v1/department/getDepartmentTree',
    ],
    access: { area: 'teachers' },
    unscoped: { id: ORG_TREE },
    query: z.object({ id: z.string().regex(/^\d*$/, '必须是数字编号').optional() }),
    handler: async (_ctx, { query }) => departmentTree(deps.db, query.id),
  });

  defineRoute<DepartmentBody>(app, {
    method: 'POST',
    // The original client's boss pages add and (PUT) update through the same use case.
    url: ['/api/t/v1/department/createDepartment', '/api/b/boss/v1/department/addDepartment'],
    access: { area: 'teachers' },
    unscoped: { id: ORG_TREE },
    body: departmentBody,
    handler: async (ctx, { body }) => {
      const id = await deps.db.transaction((tx) => saveDepartment(tx, ctx, body));
      return { id };
    },
  });

  defineRoute<DepartmentBody>(app, {
    method: 'PUT',
    url: '/api/b/boss/v1/department/updateDepartment',
    access: { area: 'teachers' },
    unscoped: { id: ORG_TREE },
    body: departmentBody,
    handler: async (ctx, { body }) => {
      const id = await deps.db.transaction((tx) => saveDepartment(tx, ctx, body));
      return { id };
    },
  });

  defineRoute<unknown, { departmentId: string }>(app, {
    method: 'POST',
    url: '/api/t/v1/department/deleteDepartmentById',
    access: { area: 'teachers' },
    unscoped: { departmentId: ORG_TREE },
    query: z.object({ departmentId: idFieldAs('plain') }),
    handler: async (ctx, { query }) => {
      await deps.db.transaction((tx) => deleteDepartment(tx, ctx, query.departmentId));
      return true;
    },
  });
}
