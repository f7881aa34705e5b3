import type { Database, Queryable } from '../db';

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

export type { Database, Queryable };

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}
