import { mobileSchema, newPasswordSchema } from '@console/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/deps';
import type { RequestContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { defineRoute } from '../../../platform/http/route';
import { captchaSvg } from './captcha-image';
import { CAPTCHA_COOKIE, CAPTCHA_RULES, captchaProviderFor, cookieValue, issueCaptcha } from './captcha';
import { captchaPasswordLogin, mobileLogin, sendStaffLoginCode } from './login';
import { setStaffPassword } from './password';

/**
 * The original client's own login page (zwmhly0823/ai-xxyy-vue-boss, src/pages/login): the captcha
 * image and the /api/b/boss/v1/auth/* calls, on the same use cases, throttles and sessions as our
 * /api/b/v1/staff/* login (decisions/client-compatibility.md, "The client's own login").
 */
export function registerClientAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const captcha = captchaProviderFor(deps.config.captchaAnswer);
  const A = '/api/b/boss/v1/auth';
  const ua = (h: Record<string, unknown>) => (typeof h['user-agent'] === 'string' ? h['user-agent'] : '');

  defineRoute(app, {
    method: 'GET',
    url: '/api/b/v1/kaptcha/getCodeImage/account',
    access: 'public',
    reply: 'raw',
    handler: async (_ctx, { request, reply }) => {
      const { id, question } = await issueCaptcha(db, captcha);
      // The <img> request and the login XHR both come from the client's page, same origin: a cookie
      // is the one id the client carries between them without code of its own.
      const secure = request.protocol === 'https' ? '; Secure' : '';
      void reply
        .header(
          'set-cookie',
          `${CAPTCHA_COOKIE}=${id}; Path=/api/b; Max-Age=${CAPTCHA_RULES.validSeconds}; HttpOnly; SameSite=Strict${secure}`,
        )
        .header('cache-control', 'no-store')
        .type('image/svg+xml')
        .send(captchaSvg(question));
      return reply;
    },
  });

  defineRoute<{ userName: string; password: string; codeImage: string }, unknown, RequestContext>(app, {
    method: 'POST',
    url: `${A}/login`,
    access: 'public',
    body: z.object({
      userName: z.string().trim().min(1, '请输入用户名').max(64),
      password: z.string().min(1, '请输入密码').max(128),
      codeImage: z.string().trim().min(1, '请输入验证码').max(18),
    }),
    handler: (ctx, { body, request }) =>
      captchaPasswordLogin(
        db,
        ctx,
        {
          userName: body.userName,
          password: body.password,
          captcha: body.codeImage,
          captchaId: cookieValue(request.headers.cookie, CAPTCHA_COOKIE),
        },
        ua(request.headers),
      ),
  });

  defineRoute<unknown, { mobile: string }, RequestContext>(app, {
    method: 'GET',
    url: `${A}/sendCode`,
    access: 'public',
    query: z.object({ mobile: mobileSchema }),
    handler: async (ctx, { query }) => {
      await sendStaffLoginCode(db, deps.sms, ctx, query.mobile);
      // The page starts its 60 s countdown on a truthy payload; the same answer for any mobile.
      return true;
    },
  });

  defineRoute<{ phone: string; code: string }, unknown, RequestContext>(app, {
    method: 'POST',
    url: `${A}/mobileLogin`,
    access: 'public',
    body: z.object({
      phone: mobileSchema,
      code: z
        .string()
        .trim()
        .regex(/^\d{6}$/, '验证码为6位数字'),
    }),
    handler: (ctx, { body, request }) => mobileLogin(db, ctx, body.phone, body.code, ua(request.headers)),
  });

  // The client's "修改密码" dialog (and its staff page's reset): the same rules as /api/b/v1/staff/resetPwd.
  defineRoute<unknown, { staffId?: string; password: string }>(app, {
    method: 'PUT',
    url: '/api/b/boss/v1/staff/resetPasswordById',
    access: 'staff',
    unscoped: { staffId: 'a staff member (default the caller): not subject-scoped; whose password one may set is a role rule' },
    query: z.object({
      staffId: z
        .string()
        .regex(/^\d{1,18}$/, '必须是员工编号')
        .optional(),
      password: z.string().max(128),
    }),
    handler: async (ctx, { query }) => {
      const parsed = newPasswordSchema.safeParse(query.password.trim());
      if (!parsed.success) throw errors.badRequest(parsed.error.issues[0]?.message ?? '密码格式不正确', 'Password does not meet the rules');
      await setStaffPassword(db, ctx, query.staffId ?? ctx.staff.id, query.password.trim());
      return null;
    },
  });
}
