import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps';
import { defineRoute } from '../../../platform/http/route';
import type { RequestContext } from '../../../platform/http/context';

export function registerSystemRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute<unknown, unknown, RequestContext>(app, {
    method: 'GET',
    url: '/healthz',
    access: 'public',
    reply: 'raw',
    handler: async (_ctx, { reply }) => {
      await deps.db.query('SELECT 1');
      return reply.send({ status: 'ok' });
    },
  });

  defineRoute<unknown, unknown, RequestContext>(app, {
    method: 'GET',
    url: '/api/b/v1/app/settings',
    access: 'public',
    handler: async () => ({ preRelease: deps.config.preRelease, demo: deps.config.demo }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/p/v1/product/getCurrenciesCode',
    access: 'staff',
    handler: async () => {
      const r = await deps.db.query<{ currenciesCode: string; currencies: string }>(
        'SELECT code AS "currenciesCode", name AS currencies FROM currency ORDER BY sort, code',
      );
      return r.rows;
    },
  });
}
