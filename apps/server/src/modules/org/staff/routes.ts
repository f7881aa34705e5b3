import { accessibleAreas, API_AREAS, mobileSchema, ROLES } from '@console/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/deps';
import { logRefusals } from '../../../platform/auth/staff-actions';
import { defineRoute } from '../../../platform/http/route';
import { getStaff, saveStaff, setStaffStatus } from './staff-service';
import { idFieldAs } from '../../../platform/http/fields';

const staffBody = z.object({
  id: idFieldAs('plain', { zero: false }).optional(),
  userName: z
    .string()
    .trim()
    .min(2, '用户名至少2个字符')
    .max(32)
    .regex(/^[A-Za-z0-9_.-]+$/, '只能包含字母、数字和 _ . -'),
  realName: z.string().trim().min(1, '请输入姓名').max(32),
  /** A masked mobile (as getStaff shows it) on an edit means "unchanged". */
  mobile: z.union([mobileSchema, z.string().regex(/^1\d{2}\*{4}\d{4}$/, '手机号格式不正确')]),
  roleIds: z
    .union([z.array(z.union([z.string(), z.number()])), z.string()])
    .transform((v) => (Array.isArray(v) ? v.map(String) : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(
      z.array(z.enum(['1', '2', '3', '4', '5', '7', '19', '21', '24', '25', '38'], { message: '未知角色' })).min(1, '至少选择一个角色'),
    ),
  subjectList: z
    .union([z.array(z.coerce.number().int()), z.string()])
    .transform((v) => (Array.isArray(v) ? v : v.split(',').filter(Boolean).map(Number)))
    .pipe(z.array(z.number().int()).min(1, '至少选择一个学科')),
  departmentId: idFieldAs('plain', { zero: false }).nullish(),
  dutyId: z
    .union([z.string().max(32, '最多32个字符'), z.number().int()])
    .transform(String)
    .nullish(),
  status: z.coerce.number().int().min(0).max(1).optional(),
  password: z.string().optional(),
});

/**
 * Object scope (platform/scope): staff members, roles, departments and duties are not subject-scoped.
 * Who may act on which staff member is a role rule (function-level authorization), not a subject one.
 */
const STAFF = 'a staff member: staff are not subject-scoped (who may act on whom is a role rule)';
const staffUnscoped = {
  id: STAFF,
  roleIds: 'roles: a fixed dictionary, not subject-scoped',
  departmentId: 'a department: the org tree is shared by the subject lines',
  dutyId: 'a duty: a fixed dictionary, not subject-scoped',
};

/** Staff management (/systemAccount, organisation and staff pages): spec 02 §7 "Staff". */
export function registerStaffRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute<z.infer<typeof staffBody>>(app, {
    method: 'POST',
    url: ['/api/b/v1/staff/addStaff', '/api/b/v1/staff/addStaff/v2'],
    access: { area: 'staff' },
    unscoped: staffUnscoped,
    body: staffBody,
    handler: async (ctx, { body }) => {
      const id = await logRefusals(deps.db, ctx, () => deps.db.transaction((tx) => saveStaff(tx, ctx, body)));
      return getStaff(deps.db, id);
    },
  });

  defineRoute<unknown, { staffId: string }>(app, {
    method: 'GET',
    url: ['/api/b/v1/staff/getStaff', '/api/b/v1/staff/getStaff/v2'],
    access: { area: 'staff' },
    unscoped: { staffId: STAFF },
    query: z.object({ staffId: idFieldAs('plain', { zero: false }) }),
    handler: async (_ctx, { query }) => getStaff(deps.db, query.staffId),
  });

  // A read-only view of what each role may open (the permission data the server enforces).
  defineRoute(app, {
    method: 'GET',
    url: '/api/b/v1/staff/roleAccess',
    access: { area: 'staff' },
    handler: async () =>
      ROLES.map((role) => ({
        roleId: role.id,
        name: role.nameZh,
        nameEn: role.nameEn,
        areas: accessibleAreas([role.id]).map((area) => ({ area, titleZh: API_AREAS[area].titleZh, titleEn: API_AREAS[area].titleEn })),
      })),
  });

  // Enable / disable an account: disabling ends every session of the member on every instance.
  defineRoute<{ staffId: string; status: number }>(app, {
    method: 'POST',
    url: '/api/b/v1/staff/updateStatus',
    access: { area: 'staff' },
    unscoped: { staffId: STAFF },
    body: z.object({
      staffId: idFieldAs('plain', { zero: false }),
      status: z.coerce.number().int().min(0, '状态只能是0或1').max(1, '状态只能是0或1'),
    }),
    handler: async (ctx, { body }) => {
      await logRefusals(deps.db, ctx, () => deps.db.transaction((tx) => setStaffStatus(tx, ctx, body.staffId, body.status)));
      return getStaff(deps.db, body.staffId);
    },
  });
}
