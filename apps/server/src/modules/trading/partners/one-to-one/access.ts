import { createHash, timingSafeEqual } from 'node:crypto';
import { parseSubject, mapSubjectFilterValue } from '@console/domain';
import type { FastifyRequest } from 'fastify';
import { assertAccess } from '../../../../platform/http/access';
import type { RequestContext } from '../../../../platform/http/context';
import { AppError, errors } from '../../../../platform/http/errors';
import { bearerToken } from '../../../../platform/http/hooks';
import { resolveSubject } from '../../../../platform/http/subject';
import { recordOperation } from '../../../../platform/oplog';

/** Who called a /1v1api route: a staff member of the one-to-one area, or the service's fixed system credential. */
export interface OneToOneContext extends RequestContext {
  caller: 'staff' | 'system';
}

/** The operation-log actor of the system credential (no staff row). */
export const SYSTEM_ACTOR = { id: null, name: '一对一服务(系统)' } as const;

const AREA = { area: 'one-to-one' } as const;

function sameSecret(given: string, configured: string): boolean {
  // Compare digests so the lengths match and the comparison takes constant time.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(configured).digest();
  return timingSafeEqual(a, b);
}

function firstText(v: unknown): string | undefined {
  if (Array.isArray(v)) return firstText(v[0]);
  if (typeof v === 'number') return String(v);
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
}

/**
 * The access check of /1v1api (spec 00 §7: "called with a fixed bearer credential for a system
 * user"). These routes are registered `public` so the platform lets the request reach this check,
 * which then demands either
 *  - a staff session whose roles allow the `one-to-one` area (subject checked as everywhere), or
 *  - `Authorization: Bearer <ONE_TO_ONE_TOKEN>` when that configuration value is set (never in code);
 *    the subject is then taken as given (query or header), default 0.
 * Anything else is 401 (no valid credential) or 420 (staff without the area, logged as denied).
 */
export async function authorizeOneToOne(ctx: RequestContext, request: FastifyRequest, configuredToken: string): Promise<OneToOneContext> {
  const what = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const query = request.query as Record<string, unknown> | undefined;
  if (ctx.staff) {
    try {
      assertAccess(ctx, AREA, what);
      ctx.subject = resolveSubject(ctx.staff, query?.subject, request.headers.subject);
    } catch (err) {
      if (err instanceof AppError && err.kind === 'FORBIDDEN') {
        await recordOperation(ctx.db, ctx, { action: 'denied', detail: { route: what, access: 'area:one-to-one' } }).catch(() => undefined);
      }
      throw err;
    }
    return Object.assign(ctx, { caller: 'staff' as const });
  }
  const token = bearerToken(request);
  if (!configuredToken || !token || !sameSecret(token, configuredToken)) throw errors.unauthenticated();
  const raw = firstText(query?.subject) ?? firstText(request.headers.subject);
  let subject = 0;
  if (raw !== undefined) {
    const parsed = parseSubject(/^\d+$/.test(raw) ? String(mapSubjectFilterValue(Number(raw))) : raw);
    if (!parsed) throw errors.invalidField('subject', '不是有效的学科', 'is not a known subject');
    subject = parsed.code;
  }
  ctx.subject = subject;
  return Object.assign(ctx, { caller: 'system' as const });
}

/** The op-log actor for a write: the staff member, or the system credential. */
export const actorOf = (ctx: OneToOneContext) => (ctx.caller === 'system' ? { staff: { ...SYSTEM_ACTOR } } : {});
