import { ROLE } from '@console/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthedContext } from '../http/context';
import { errors } from '../http/errors';
import { defineRoute } from '../http/route';
import { resourcesOf } from '../limits';
import { recordOperation } from '../oplog';
import { runGraphql } from './execute';
import { registerExportRoute, type ExportOptions } from './export';
import type { QueryRegistry } from './registry';
import { schemaFor } from './schema';
import type { QueryContext } from './types';

/** Every query-language path of CONTRACT §2; all answer the same schema. */
export const GRAPHQL_PATHS = [
  '/graphql-java',
  '/graphql/v1/toss',
  '/graphql/v1/boss',
  '/graphql/v1/teacher',
  '/graphql/filter',
  '/graphql/user',
  '/graphql/team',
  '/graphql/express',
  // not in CONTRACT §2's list, but the original client posts teamUserOrderPage there (client-compatibility.md)
  '/graphql/order',
  '/graphql/getDepartmentCourse',
  '/graphql/getClassLogin',
  '/graphql/getClassComplete',
  '/graphql/getStuComment',
  '/graphql/getStuRankingList',
  // the class header: GET detail(query:"[{id:N}]") (classes, docs/decisions/classes.md)
  '/graphql/getClassTeacher',
  '/graphql/logisticsList',
  '/graphql/logisticsStatistics',
] as const;

export interface GraphqlRoutesOptions extends ExportOptions {
  registry: QueryRegistry;
  /**
   * Who may introspect the schema (GRAPHQL_INTROSPECTION): every staff member, role 7 only, or nobody.
   * The schema lists every root and field the server has; the console never introspects. Default: role 7.
   */
  introspection?: 'all' | 'admin' | 'off';
}

function mayIntrospect(mode: 'all' | 'admin' | 'off', ctx: AuthedContext): boolean {
  return mode === 'all' || (mode === 'admin' && ctx.staff.roleIds.includes(ROLE.SUPER_ADMIN));
}

export const requestLang = (request: FastifyRequest): 'zh' | 'en' => (/^en/i.test(request.headers['accept-language'] ?? '') ? 'en' : 'zh');

export function queryContext(ctx: AuthedContext, registry: QueryRegistry, lang: 'zh' | 'en'): QueryContext {
  return { ctx, registry, lang, loaders: new Map() };
}

/** POST {query, variables?, operationName?} or GET ?query=&variables= on every path, plus POST /graphql/export. */
export function registerGraphqlRoutes(app: FastifyInstance, opts: GraphqlRoutesOptions): void {
  const introspection = opts.introspection ?? 'admin';
  defineRoute(app, {
    method: ['GET', 'POST'],
    url: [...GRAPHQL_PATHS],
    access: 'staff',
    reply: 'raw',
    handler: async (ctx, { request, reply }) => {
      const input: unknown = request.method === 'GET' ? request.query : request.body;
      // Batched documents multiply the work of one request past every per-document limit.
      if (Array.isArray(input)) throw errors.badRequest('不支持批量查询，请一次发送一个查询', 'Batched queries are not supported');
      if (typeof input !== 'object' || input === null)
        throw errors.badRequest('参数错误：请求体必须是 JSON 对象', 'Bad request: body must be a JSON object');
      const { limits, limiter } = resourcesOf(request);
      const out = await runGraphql(schemaFor(opts.registry), input, queryContext(ctx, opts.registry, requestLang(request)), {
        introspection: mayIntrospect(introspection, ctx),
        maxCost: limits.queryMaxCost,
        // Light documents (a page of 20) are not counted: the cap is for the ones that take real time.
        admit: (cost) => (cost >= limits.queryHeavyCost ? limiter.acquire('query', ctx.staff.id, cost) : null),
      });
      try {
        for (const err of out.internal) request.log.error({ err }, 'query-language resolver failed');
        if (out.denied.length) {
          const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
          await recordOperation(ctx.db, ctx, { action: 'denied', detail: { route, roots: out.denied } }).catch(() => undefined);
        }
        // Serialised here, so a heavy document's slot is held until its JSON is built too.
        const json = JSON.stringify(out.body);
        return reply.status(out.status).header('content-type', 'application/json; charset=utf-8').send(json);
      } finally {
        out.release?.();
      }
    },
  });
  registerExportRoute(app, opts);
}
