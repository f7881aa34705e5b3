import { mobileSchema, newPasswordSchema } from '@console/domain';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/deps';
import { revokeSession } from '../../../platform/auth/sessions';
import { findStaffBy, staffDto } from '../../../platform/auth/staff-record';
import { bearerToken } from '../../../platform/http/hooks';
import { defineRoute } from '../../../platform/http/route';
import { errors } from '../../../platform/http/errors';
import type { RequestContext } from '../../../platform/http/context';
import { recordOperation } from '../../../platform/oplog';
import { issueCode, STAFF_LOGIN_PURPOSE } from '../../../platform/sms';
import type { FastifyInstance } from 'fastify';
import { mobileLogin, passwordLogin, sendStaffLoginCode } from './login';
import { setStaffPassword } from './password';
import { epochMs } from '../../../platform/sql/columns';

export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const P = '/api/b/v1/staff';

  defineRoute<{ userName: string; password: string }, unknown, RequestContext>(app, {
    method: 'POST',
    url: `${P}/login`,
    access: 'public',
    body: z.object({ userName: z.string().trim().min(1, '请输入用户名').max(64), password: z.string().min(1, '请输入密码').max(128) }),
    handler: (ctx, { body, request }) => passwordLogin(db, ctx, body.userName, body.password, request.headers['user-agent'] ?? ''),
  });

  defineRoute<unknown, { mobile: string }, RequestContext>(app, {
    method: 'POST',
    url: `${P}/sendCode`,
    access: 'public',
    query: z.object({ mobile: mobileSchema }),
    handler: async (ctx, { query }) => {
      await sendStaffLoginCode(db, deps.sms, ctx, query.mobile);
      return null;
    },
  });

  defineRoute<{ mobile: string; code: string }, unknown, RequestContext>(app, {
    method: 'POST',
    url: `${P}/mobileLogin`,
    access: 'public',
    body: z.object({
      mobile: mobileSchema,
      code: z
        .string()
        .trim()
        .regex(/^\d{6}$/, '验证码为6位数字'),
    }),
    handler: (ctx, { body, request }) => mobileLogin(db, ctx, body.mobile, body.code, request.headers['user-agent'] ?? ''),
  });

  defineRoute(app, {
    method: ['GET', 'POST'],
    url: `${P}/detail/info`,
    access: 'staff',
    handler: async (ctx) => {
      const row = await findStaffBy(db, 'id', ctx.staff.id);
      if (!row) throw errors.unauthenticated();
      return staffDto(ctx.staff, row.role_id);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${P}/logout`,
    access: 'staff',
    handler: async (ctx, { request }) => {
      const token = bearerToken(request);
      if (token) await revokeSession(db, token);
      await recordOperation(db, ctx, { action: 'logout', entity: 'staff', entityId: ctx.staff.id });
      return null;
    },
  });

  defineRoute<unknown, { staffId?: string; pwd: string }>(app, {
    method: 'POST',
    url: `${P}/resetPwd`,
    access: 'staff',
    unscoped: { staffId: 'a staff member (default the caller): not subject-scoped; whose password one may set is a role rule' },
    query: z.object({ staffId: z.string().regex(/^\d+$/, '必须是员工编号').optional(), pwd: z.string() }),
    body: z.object({ staffId: z.union([z.string(), z.number()]).optional(), pwd: z.string().optional() }).passthrough(),
    handler: async (ctx, { query, body }) => {
      const b = (body ?? {}) as { staffId?: string | number; pwd?: string };
      const staffId = String(query.staffId ?? b.staffId ?? ctx.staff.id);
      if (!/^\d{1,18}$/.test(staffId)) throw errors.invalidField('staffId', '必须是员工编号', 'must be a staff id');
      const pwd = (query.pwd ?? b.pwd ?? '').trim();
      const parsed = newPasswordSchema.safeParse(pwd);
      if (!parsed.success) throw errors.badRequest(parsed.error.issues[0]?.message ?? '密码格式不正确', 'Password does not meet the rules');
      await setStaffPassword(db, ctx, staffId, pwd);
      return null;
    },
  });

  // Generic verification code for back-office flows (e.g. replacing a student's mobile).
  defineRoute<{ mobile?: string; purpose?: string }, { bizOrigin?: string; mobile?: string }>(app, {
    method: 'POST',
    url: '/api/m/v1/acs/sendCodeV2',
    access: 'staff',
    query: z.object({ bizOrigin: z.string().optional(), mobile: mobileSchema.optional() }),
    body: z.object({
      mobile: mobileSchema.optional(),
      // Staff login codes come only from sendCode (known, enabled staff); this sender's codes are shown by the lookup.
      purpose: z
        .string()
        .max(40)
        .refine((p) => p !== STAFF_LOGIN_PURPOSE, '不能用于员工登录验证码')
        .optional(),
    }),
    handler: async (ctx, { query, body }) => {
      const mobile = body?.mobile ?? query.mobile;
      if (!mobile) throw errors.invalidField('mobile', '不能为空', 'is required');
      const purpose = body?.purpose ?? 'verify';
      await issueCode(db, deps.sms, mobile, purpose, 'customer');
      await recordOperation(db, ctx, { action: 'sms.send', detail: { purpose, bizOrigin: query.bizOrigin ?? null } });
      return null;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/sso/api/v1/token/get',
    access: 'staff',
    handler: async (_ctx, { request }) => ({ token: bearerToken(request) }),
  });

  defineRoute<unknown, { mobile: string }>(app, {
    method: 'GET',
    url: '/api/m/v1/sms/getCodeByMobile',
    access: { area: 'sms-outbox' },
    query: z.object({
      mobile: z
        .string()
        .trim()
        .regex(/^\d{4,11}$/, '请输入手机号'),
    }),
    handler: async (ctx, { query }) => {
      // Messages to parents and students only: a staff login code here would be a login as that staff member.
      const r = await db.query<{ mobile: string; code: string | null; content: string; ctime: number }>(
        `SELECT mobile, code, content, ${epochMs('ctime', 'ctime')}
           FROM sms_outbox WHERE mobile = $1 AND audience = 'customer' ORDER BY id DESC LIMIT 20`,
        [query.mobile],
      );
      await recordOperation(db, ctx, { action: 'sms.lookup', detail: { mobile: query.mobile } });
      return r.rows.map((x) => ({ ...x, ctime: Number(x.ctime) }));
    },
  });
}
