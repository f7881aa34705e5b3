import type { Writable } from 'node:stream';
import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that are credentials: the session token EventSource and downloads pass as
 * `access_token` (GET only), and the signature of a signed file URL (valid 15 minutes). Written to a
 * log in full, anyone who reads the log could use them.
 */
const SECRET_QUERY = /([?&](?:access_token|sig)=)[^&#]*/gi;

export const redactUrl = (url: string): string => url.replace(SECRET_QUERY, '$1[REDACTED]');

/** The server's pino options: Fastify's request serializer with the URL's credentials redacted. */
export function loggerOptions(level: string, stream?: Writable) {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}
