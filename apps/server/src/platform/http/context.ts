import type { Database, Queryable } from '../db';
import { errors } from './errors';

/** The staff member a request acts for, as the session resolved it. Ids are strings. */
export interface StaffPrincipal {
  id: string;
  userName: string;
  realName: string;
  mobile: string;
  roleIds: string[];
  subjectList: number[];
  dutyId: string | null;
  head: string | null;
}

/** Everything a use case needs about the current request. */
export interface RequestContext {
  requestId: string;
  ip: string;
  db: Database;
  /** null only on public routes (login, sendCode, healthz). */
  staff: StaffPrincipal | null;
  /** The active subject code, checked against staff.subjectList. */
  subject: number;
}

/** A context whose staff is known (every non-public route). */
export interface AuthedContext extends RequestContext {
  staff: StaffPrincipal;
}

/**
 * operatorId / staffId parameters name the acting staff (spec 01 §6). They are required where the
 * spec says the call runs only with one, and must be the caller: the session is who acts.
 */
export function assertOperator(ctx: AuthedContext, value: string, field: string): void {
  if (value !== ctx.staff.id) throw errors.invalidField(field, '必须是当前登录员工的编号', 'must be the id of the logged-in staff member');
}

export type { Database, Queryable };

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}
