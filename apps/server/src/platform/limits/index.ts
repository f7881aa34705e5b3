import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResourceLimits } from '../config';
import { QUERY_COST_DEFAULTS } from '../query/cost';
import { WorkLimiter } from './work-limiter';

export { WorkLimiter, type HeavyKind, type WorkCapacity } from './work-limiter';

export const DEFAULT_LIMITS: ResourceLimits = {
  queryMaxCost: QUERY_COST_DEFAULTS.maxCost,
  queryHeavyCost: QUERY_COST_DEFAULTS.heavyCost,
  heavyPerStaff: 2,
  heavyTotal: 8,
  exportJobsPerStaff: 3,
};

export interface Resources {
  limits: ResourceLimits;
  limiter: WorkLimiter;
}

/**
 * A heavy document weighs its cost; a staff member may have `heavyPerStaff` maximum-cost documents'
 * worth in flight (so 2 at the largest, more when smaller), the instance `heavyTotal`'s worth.
 * Exports weigh 1 each.
 */
export function resourcesFor(limits: ResourceLimits): Resources {
  return {
    limits,
    limiter: new WorkLimiter({
      query: { perStaff: limits.heavyPerStaff * limits.queryMaxCost, total: limits.heavyTotal * limits.queryMaxCost },
      export: { perStaff: limits.heavyPerStaff, total: limits.heavyTotal },
    }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    resources?: Resources;
  }
}

/** Called once by buildApp: every route of the app counts its heavy work in one place. */
export function installResourceLimits(app: FastifyInstance, limits: ResourceLimits): Resources {
  const resources = resourcesFor(limits);
  app.decorate('resources', resources);
  return resources;
}

// An app built without buildApp (a route test) gets the defaults, one set per app.
const fallback = new WeakMap<FastifyInstance, Resources>();

export function resourcesOf(request: FastifyRequest): Resources {
  const app = request.server;
  if (app.resources) return app.resources;
  let r = fallback.get(app);
  if (!r) fallback.set(app, (r = resourcesFor(DEFAULT_LIMITS)));
  return r;
}

/** Takes an export slot for the caller (429 when they have too many running); the function gives it back. */
export function admitExport(request: FastifyRequest, staffId: string): () => void {
  return resourcesOf(request).limiter.acquire('export', staffId);
}
