import type { FastifyContextConfig, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import type { Database } from '../db';
import { resolveSession } from '../auth/sessions';
import { toPrincipal } from '../auth/staff-record';
import { recordOperation } from '../oplog';
import { accessLabel, assertAccess, type Access } from './access';
import { fail } from './envelope';
import { badValueFromDatabase } from './db-errors';
import { AppError, errors } from './errors';
import { resolveSubject } from './subject';
import { inputError } from './validate';

export function bearerToken(request: FastifyRequest): string | undefined {
  const auth = request.headers.authorization;
  if (auth) return auth.replace(/^Bearer\s+/i, '').trim() || undefined;
  // EventSource and file downloads cannot set headers: a token in the query is accepted for GETs only.
  const q = request.query as Record<string, unknown> | undefined;
  if (request.method === 'GET' && typeof q?.access_token === 'string') return q.access_token;
  return undefined;
}

const lang = (request: FastifyRequest): 'zh' | 'en' => (/^en/i.test(request.headers['accept-language'] ?? '') ? 'en' : 'zh');

export interface RouteEntry {
  method: string;
  url: string;
  /** Read when asked: plugins may still set a route's config after the root's onRoute hook ran. */
  readonly access: Access | undefined;
  /** The route's declared object scope, unscoped id fields and zod schemas (object-scope test). */
  readonly config: FastifyContextConfig | undefined;
}

/** Every route the server answers, with its access rule (read by the permission-registry test). */
export const routeTable = new WeakMap<FastifyInstance, RouteEntry[]>();

export function installPlatformHooks(app: FastifyInstance, db: Database): void {
  app.decorateRequest('ctx', null as unknown as FastifyRequest['ctx']);
  const routes: RouteEntry[] = [];
  routeTable.set(app, routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' && route.url !== '/healthz') continue;
      routes.push({
        method,
        url: route.url,
        get access() {
          return (route.config as { access?: Access } | undefined)?.access;
        },
        get config() {
          return route.config as FastifyContextConfig | undefined;
        },
      });
    }
  });

  app.addHook('onRequest', async (request) => {
    request.ctx = { requestId: String(request.id), ip: request.ip, db, staff: null, subject: 0 };
    const token = bearerToken(request);
    if (token) {
      const row = await resolveSession(db, token);
      if (row) request.ctx.staff = toPrincipal(row);
    }
  });

  // Deny by default: the access rule of the route decides; a route without one refuses (420).
  app.addHook('preHandler', async (request) => {
    if (request.is404) return;
    const access = request.routeOptions.config?.access;
    const what = `${request.method} ${request.routeOptions.url ?? request.url}`;
    try {
      if (!access) throw errors.forbidden(what);
      assertAccess(request.ctx, access, what);
      if (access !== 'public' && request.ctx.staff) {
        const q = request.query as Record<string, unknown>;
        request.ctx.subject = resolveSubject(request.ctx.staff, q?.subject, request.headers.subject);
      }
    } catch (err) {
      if (err instanceof AppError && err.kind === 'FORBIDDEN') {
        await recordOperation(db, request.ctx, {
          action: 'denied',
          detail: { route: what, access: access ? accessLabel(access) : 'unregistered' },
        }).catch(() => undefined);
      }
      throw err;
    }
  });

  app.setNotFoundHandler((request, reply) => {
    const err = new AppError('NOT_FOUND', `接口不存在：${request.url.split('?')[0]}`, `No such path: ${request.url.split('?')[0]}`);
    void reply.status(404).send(fail(err, lang(request), String(request.id)));
  });

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const badValue = badValueFromDatabase(error);
    // A value only the database refused: a route's schema lacks a bound (fix the field), not a crash.
    if (badValue)
      request.log.warn({ sqlState: (error as { code?: string }).code, route: request.routeOptions.url }, 'value refused by the database');
    const appError = badValue ?? toAppError(error);
    if (appError.kind === 'INTERNAL') request.log.error({ err: error }, 'unexpected error');
    for (const [k, v] of Object.entries(appError.headers)) void reply.header(k, v);
    void reply.status(appError.status).send(fail(appError, lang(request), String(request.id)));
  });
}

function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  // A schema a use case ran with `.parse()` instead of parseInput: the same 400 naming the field.
  if (error instanceof ZodError) return inputError(error, 'input');
  const status = error.statusCode ?? 500;
  if (status === 413) return new AppError('BAD_REQUEST', '请求体过大', 'Request body too large');
  if (status === 429) return errors.tooMany(60);
  if (status >= 400 && status < 500) return new AppError('BAD_REQUEST', '参数错误：请求格式不正确', 'Bad request: malformed body');
  return new AppError('INTERNAL', '服务器异常，请稍后重试', 'Server error, please retry later');
}
