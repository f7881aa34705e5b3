import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies. The original client's HTTP library posts `null` data as a JSON request with an empty
 * body (`Content-Type: application/json`, `Content-Length: 0`); Fastify refuses that with 400. An
 * empty (or blank) JSON body is read as `{}` here, so such a call reaches the route's own validation
 * like any other; every non-empty body goes through Fastify's own parser (prototype-poisoning
 * protection and its 400 for malformed JSON included).
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    parseJson(request, text, done);
  });
}
