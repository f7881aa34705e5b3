import { canAccessArea, type ApiArea } from '@console/domain';
import { errors } from './errors';
import type { AuthedContext, RequestContext } from './context';

/**
 * Who may call something. Deny by default: a route or query root without an Access refuses.
 * - 'public': no session needed (login, sendCode, healthz, signed file URLs)
 * - 'staff': any logged-in staff member
 * - { area }: staff whose roles the area of packages/domain allows
 */
export type Access = 'public' | 'staff' | { area: ApiArea };

export function accessLabel(access: Access): string {
  return typeof access === 'string' ? access : `area:${access.area}`;
}

export function isAllowed(ctx: RequestContext, access: Access): boolean {
  if (access === 'public') return true;
  if (!ctx.staff) return false;
  if (access === 'staff') return true;
  return canAccessArea(ctx.staff.roleIds, access.area);
}

/** Throws 401 without a session and 420 when the roles do not allow it. */
export function assertAccess(ctx: RequestContext, access: Access, what: string): asserts ctx is AuthedContext {
  if (access === 'public') return;
  if (!ctx.staff) throw errors.unauthenticated();
  if (!isAllowed(ctx, access)) throw errors.forbidden(what);
}
