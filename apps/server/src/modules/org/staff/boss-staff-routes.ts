import { maskMobile, mobileSchema } from '@console/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/deps';
import { logRefusals } from '../../../platform/auth/staff-actions';
import type { AuthedContext } from '../../../platform/http/context';
import { defineRoute } from '../../../platform/http/route';
import { restPage, springPage } from '../../../platform/sql/page';
import { Where } from '../../../platform/sql/where';
import { epochMs } from '../../../platform/sql/columns';
import { subtreeIds } from '../departments/departments';
import { getStaff, saveStaff } from './staff-service';

const B = '/api/b/boss/v1';
const STAFF = 'a staff member: staff are not subject-scoped (who may act on whom is a role rule)';
const ORG_TREE = 'a department: the org tree is shared by the subject lines';

/** The client's status words: 在职 is TENURE; anything else it shows as 离职 (our status 1, disabled). */
const statusOf = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : v === 'TENURE' || v === 0 || v === '0' ? 0 : 1);

const idList = z
  .union([z.array(z.union([z.string(), z.number()])), z.string(), z.number()])
  .transform((v) => (Array.isArray(v) ? v : String(v).split(',')).map((x) => String(x).trim()).filter((x) => /^\d{1,18}$/.test(x)));

/** The systemAccount dialog's form: {id?, userName, password?, mobile, realName, status, roles, departments}. */
const clientStaffForm = z.object({
  id: z.union([z.string(), z.number()]).transform(String).optional(),
  userName: z
    .string()
    .trim()
    .min(2, '用户名至少2个字符')
    .max(32)
    .regex(/^[A-Za-z0-9_.-]+$/, '只能包含字母、数字和 _ . -'),
  password: z.string().max(128).optional(),
  /** A masked mobile (as getPage shows it) on an edit means "unchanged". */
  mobile: z.union([mobileSchema, z.string().regex(/^1\d{2}\*{4}\d{4}$/, '手机号格式不正确')]),
  realName: z.string().trim().min(1, '请输入姓名').max(32),
  status: z.union([z.string(), z.number()]).optional(),
  roles: idList.pipe(z.array(z.string()).min(1, '至少选择一个角色')),
  departments: idList.optional(),
});
type ClientStaffForm = z.infer<typeof clientStaffForm>;

const formUnscoped = { id: STAFF, roles: 'roles: a fixed dictionary, not subject-scoped', departments: ORG_TREE };

/**
 * The original client's systemAccount page: its staff page, add and update, on our staff use case
 * (saveStaff: staff-action rules for who may create or edit whom and grant which roles; role,
 * subject or status changes end the member's sessions). What the form does not carry (subjects,
 * duty) is kept on an edit; a new member gets the subject the caller is working in.
 */
export function registerBossStaffRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  defineRoute<{ pageNum?: number; pageSize?: number; realName?: string; mobile?: string; roleId?: string; departmentId?: string }>(app, {
    method: 'POST',
    url: `${B}/staff/getPage`,
    access: { area: 'staff' },
    unscoped: { departmentId: ORG_TREE, roleId: 'roles: a fixed dictionary, not subject-scoped' },
    body: z.object({
      pageNum: z.coerce.number().int().min(1).max(100000).optional(),
      pageSize: z.coerce.number().int().min(1).max(200).optional(),
      realName: z.string().trim().max(32).optional(),
      mobile: z.string().trim().max(11).optional(),
      roleId: z.union([z.string(), z.number()]).transform(String).optional(),
      departmentId: z.union([z.string(), z.number()]).transform(String).optional(),
      staffType: z.unknown().optional(),
    }),
    handler: async (_ctx, { body }) => {
      const w = new Where();
      if (body.realName) w.add("s.real_name LIKE '%' || ? || '%'", body.realName);
      if (body.mobile && /^\d+$/.test(body.mobile)) w.add("s.mobile LIKE ? || '%'", body.mobile);
      if (body.roleId && /^\d{1,3}$/.test(body.roleId)) w.add('? = ANY (s.role_ids)', body.roleId);
      if (body.departmentId && /^\d{1,18}$/.test(body.departmentId))
        w.add('s.department_id = ANY (?::bigint[])', await subtreeIds(db, body.departmentId));
      const roles = new Map((await db.query<{ id: string; name: string }>('SELECT id, name FROM role')).rows.map((r) => [r.id, r.name]));
      type Row = {
        id: string;
        user_name: string;
        real_name: string;
        mobile: string;
        role_ids: string[];
        department_id: string | null;
        department_name: string | null;
        status: number;
        ctime: number;
      };
      const page = await restPage<Row, Record<string, unknown>>(db, {
        select: `s.id::text AS id, s.user_name, s.real_name, s.mobile, s.role_ids, s.department_id::text AS department_id,
                 d.name AS department_name, s.status, ${epochMs('s.ctime', 'ctime')}`,
        from: 'staff s',
        joins: 'LEFT JOIN department d ON d.id = s.department_id',
        where: w,
        orderBy: 's.id',
        page: body.pageNum ?? 1,
        size: body.pageSize ?? 20,
        base: 1,
        present: (r) => ({
          id: r.id,
          userName: r.user_name,
          realName: r.real_name,
          mobile: maskMobile(r.mobile),
          roleList: r.role_ids.map((id) => ({ id, name: roles.get(id) ?? id })),
          departmentList: r.department_id ? [{ id: r.department_id, name: r.department_name ?? '' }] : [],
          status: r.status === 0 ? 'TENURE' : 'DIMISSION',
          ctime: Number(r.ctime),
        }),
      });
      return springPage(page);
    },
  });

  const save = async (ctx: AuthedContext, form: ClientStaffForm, id: string | undefined) => {
    const old = id ? await getStaff(db, id) : null;
    const departmentId = form.departments?.length ? form.departments[form.departments.length - 1] : (old?.departmentId ?? null);
    const staffId = await logRefusals(db, ctx, () =>
      db.transaction((tx) =>
        saveStaff(tx, ctx, {
          id,
          userName: form.userName,
          realName: form.realName,
          mobile: form.mobile,
          roleIds: form.roles,
          subjectList: old ? old.subjectList : [ctx.subject],
          departmentId,
          dutyId: old?.dutyId ?? null,
          status: statusOf(form.status) ?? old?.status ?? 0,
          password: id ? undefined : form.password,
        }),
      ),
    );
    return getStaff(db, staffId);
  };

  defineRoute<ClientStaffForm>(app, {
    method: 'POST',
    url: `${B}/staff/add`,
    access: { area: 'staff' },
    unscoped: formUnscoped,
    body: clientStaffForm,
    handler: async (ctx, { body }) => save(ctx, body, undefined),
  });

  defineRoute<ClientStaffForm>(app, {
    method: 'POST',
    url: `${B}/staff/update`,
    access: { area: 'staff' },
    unscoped: formUnscoped,
    body: clientStaffForm.extend({
      id: z
        .union([z.string(), z.number()])
        .transform(String)
        .pipe(z.string().regex(/^\d{1,18}$/, '必须是员工编号')),
    }),
    handler: async (ctx, { body }) => save(ctx, body, body.id),
  });

  // The dialog's department picker: every department, flat, in the Spring page shape.
  defineRoute(app, {
    method: 'GET',
    url: `${B}/department/getPageDepartment`,
    access: { area: 'staff' },
    handler: async () => {
      const page = await restPage<{ id: string; pid: string; name: string; sort: number }>(db, {
        select: 'd.id::text AS id, d.pid::text AS pid, d.name, d.sort',
        from: 'department d',
        orderBy: 'd.sort, d.id',
        page: 1,
        size: 1000,
        base: 1,
      });
      return springPage(page);
    },
  });
}
