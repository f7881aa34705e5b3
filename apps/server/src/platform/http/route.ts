import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { ZodType } from 'zod';
import type { Access } from './access';
import type { AuthedContext, RequestContext } from './context';
import { ok } from './envelope';
import { parseInput } from './validate';
import { assertRouteScope, type ScopeDecl, type UnscopedDecl } from '../scope';

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
  /** Input fields naming subject-scoped objects: checked against the caller's subjects before the handler. */
  scope?: ScopeDecl;
  /** Id-like input fields that name nothing subject-scoped, each with the reason. */
  unscoped?: UnscopedDecl;
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
  spec: RouteSpec<B, Q, Ctx> & { input?: ZodType },
): void {
  const urls = Array.isArray(spec.url) ? spec.url : [spec.url];
  for (const url of urls) {
    app.route({
      method: spec.method,
      url,
      config: { access: spec.access, scope: spec.scope, unscoped: spec.unscoped, inputs: [spec.body, spec.query, spec.input] },
      handler: async (request, reply) => {
        if (spec.scope) await assertRouteScope(request.ctx, spec.scope, scopeSources(request));
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

/** Where a route's scoped fields may come from; an array body (a list of ids) counts as `list` / `body`. */
function scopeSources(request: FastifyRequest): unknown[] {
  const body = request.body;
  return [request.params, request.query, Array.isArray(body) ? { list: body, body } : body];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    scope?: ScopeDecl;
    unscoped?: UnscopedDecl;
    /** The route's zod schemas (body, query, merged input), read by the object-scope test. */
    inputs?: (ZodType | undefined)[];
  }
}

export interface CallSpec<I, Ctx extends RequestContext> {
  method: HTTPMethods | HTTPMethods[];
  url: string | string[];
  access: Access;
  scope?: ScopeDecl;
  unscoped?: UnscopedDecl;
  /** Parsed from the query merged with the body (the body wins). */
  input?: ZodType<I>;
  /** Key a JSON array body is given in the merged input (default `list`). */
  arrayBodyAs?: string;
  reply?: 'envelope' | 'raw';
  handler: (ctx: Ctx, input: I, raw: RouteInput<unknown, unknown>) => Promise<unknown>;
}

/**
 * defineRoute for calls whose parameters come in the query (GET, and POSTs like `?mobile=`) or in the
 * body (JSON or form), as the original console sends them: one zod schema validates both, with the
 * same 400 naming the field.
 */
export function defineCall<I, Ctx extends RequestContext = AuthedContext>(app: FastifyInstance, spec: CallSpec<I, Ctx>): void {
  defineRoute<unknown, unknown, Ctx>(app, {
    method: spec.method,
    url: spec.url,
    access: spec.access,
    scope: spec.scope,
    unscoped: spec.unscoped,
    input: spec.input,
    reply: spec.reply,
    handler: async (ctx, raw) => {
      const where = raw.request.method === 'GET' ? 'query' : 'body';
      const merged = mergedInput(raw.request, spec.arrayBodyAs);
      const input = spec.input ? parseInput(spec.input, merged, where) : ({} as I);
      return spec.handler(ctx, input, raw);
    },
  });
}

/** The query merged with the body (the body wins); a non-object body arrives under `arrayBodyAs`. */
export function mergedInput(request: FastifyRequest, arrayBodyAs = 'list'): Record<string, unknown> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body = request.body;
  if (body === undefined || body === null) return { ...query };
  if (typeof body === 'object' && !Array.isArray(body)) return { ...query, ...(body as Record<string, unknown>) };
  return { ...query, [arrayBodyAs]: body };
}
