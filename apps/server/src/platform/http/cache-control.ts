import type { FastifyInstance } from 'fastify';

/** Files anyone may cache: the console's static assets (hashed names) and public uploads. */
const CACHEABLE = /^\/(assets|logos|files\/public)\/|^\/(favicon\.\w+|robots\.txt)$/;

/**
 * `Cache-Control: no-store` on every answer that does not set its own caching: API and GraphQL answers,
 * errors, signed private files. They carry a staff member's data, which neither a shared cache nor the
 * browser's disk cache should keep. Static assets and public files are left to their routes.
 */
export function installNoStore(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every answer and needs no promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control') && !CACHEABLE.test(request.url.split('?')[0])) void reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
