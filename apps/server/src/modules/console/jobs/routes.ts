import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/deps';
import { errors } from '../../../platform/http/errors';
import { defineRoute } from '../../../platform/http/route';
import { getJob, jobCounts, listJobs, retryJob } from '../../../platform/jobs';
import { pageOf } from '../../../platform/http/envelope';
import { recordOperation } from '../../../platform/oplog';

/** Administrators only (role 7, the operation-log area): the operations view of background jobs. */
const access = { area: 'operation-log' } as const;
const STATES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;

export function registerJobsAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const pageBody = z.object({
    page: z.coerce.number().int().min(1).default(1),
    size: z.coerce.number().int().min(1).max(100).default(20),
    state: z.enum(STATES).optional(),
    kind: z.string().max(100).optional(),
  });
  const idBody = z.object({ id: z.coerce.string().regex(/^\d{1,18}$/, '必须是数字') });

  defineRoute(app, {
    method: 'GET',
    url: '/api/b/v1/jobs/counts',
    access,
    handler: async () => jobCounts(db),
  });

  defineRoute<z.infer<typeof pageBody>>(app, {
    method: 'POST',
    url: '/api/b/v1/jobs/page',
    access,
    body: pageBody,
    handler: async (_ctx, { body }) => {
      const r = await listJobs(db, body);
      return pageOf(r.content, r.total, body.page, body.size);
    },
  });

  defineRoute<z.infer<typeof idBody>>(app, {
    method: 'POST',
    url: '/api/b/v1/jobs/retry',
    access,
    unscoped: { id: 'a background job of the platform queue (not subject data); administrators only (operation-log area)' },
    body: idBody,
    handler: async (ctx, { body }) => {
      const ok = await db.transaction(async (tx) => {
        const done = await retryJob(tx, body.id);
        if (done) await recordOperation(tx, ctx, { action: 'job.retry', entity: 'job', entityId: body.id });
        return done;
      });
      if (!ok) {
        if (!(await getJob(db, body.id))) throw errors.notFound('任务');
        throw errors.conflict('只有失败或已取消的任务可以重试', 'Only a failed or cancelled job can be retried');
      }
      return getJob(db, body.id);
    },
  });
}
