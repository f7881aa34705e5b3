import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { ZodType } from 'zod';
import type { Access } from './access';
import type { AuthedContext, RequestContext } from './context';
import { ok } from './envelope';
import { parseInput } from './validate';

export interface RouteInput<B, Q> {
  body: B;
  query: Q;
  params: Record<string, string>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteSpec<B, Q, Ctx extends RequestContext> {
  method: HTTPMethods | HTTPMethods[];
  url: string | string[];
  access: Access;
  /** zod schema for the JSON or form body; unknown keys are ignored (use z.object, not strict). */
  body?: ZodType<B>;
  query?: ZodType<Q>;
  /** 'envelope' (default) wraps the result in {code:0,status:'OK',payload}; 'raw' means the handler replied itself. */
  reply?: 'envelope' | 'raw';
  handler: (ctx: Ctx, input: RouteInput<B, Q>) => Promise<unknown>;
}

/**
 * The one way to add a REST route: validation with zod (the message names the field), the access
 * rule (checked by the platform's preHandler before the handler runs), and the envelope.
 */
export function defineRoute<B = unknown, Q = unknown, Ctx extends RequestContext = AuthedContext>(
  app: FastifyInstance,
  spec: RouteSpec<B, Q, Ctx>,
): void {
  const urls = Array.isArray(spec.url) ? spec.url : [spec.url];
  for (const url of urls) {
    app.route({
      method: spec.method,
      url,
      config: { access: spec.access },
      handler: async (request, reply) => {
        const body = spec.body ? parseInput(spec.body, request.body ?? {}, 'body') : (request.body as B);
        const query = spec.query ? parseInput(spec.query, request.query ?? {}, 'query') : (request.query as Q);
        const params = (request.params ?? {}) as Record<string, string>;
        const result = await spec.handler(request.ctx as Ctx, { body, query, params, request, reply });
        if (spec.reply === 'raw') return reply;
        return ok(result);
      },
    });
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}
