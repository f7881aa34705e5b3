import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import type { Config } from './platform/config';
import type { Database } from './platform/db';
import { scheduleCountCompaction } from './platform/db/count-rollups';
import { JobRunner, schedulePruning, type RunnerOptions } from './platform/jobs';
import { listenForRevocations } from './platform/auth/sessions';
import type { AppDeps } from './platform/deps';
import { EventBus } from './platform/events';
import { localStorage, type FileStorage } from './platform/files';
import { s3Storage } from './platform/files/s3';
import { installNoStore } from './platform/http/cache-control';
import { installPlatformHooks } from './platform/http/hooks';
import { installJsonBodyParser } from './platform/http/json-body';
import { loggerOptions } from './platform/http/log-redaction';
import { installSecurityHeaders } from './platform/http/security-headers';
import { installResourceLimits } from './platform/limits';
import { outboxProvider, type SmsProvider } from './platform/sms';
import { registerModules } from './modules';

/**
 * Request ids: a random per-process prefix and a counter, 16 hex digits like a random id but without
 * a crypto call per request. Unique across instances by the prefix (they go into logs and error text).
 */
const REQUEST_ID_PREFIX = randomBytes(4).toString('hex');
let requestCounter = 0;
const nextRequestId = () => REQUEST_ID_PREFIX + (requestCounter = (requestCounter + 1) >>> 0).toString(16).padStart(8, '0');

export const WEB_DIST = join(dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface BuildOptions {
  config: Config;
  db: Database;
  sms?: SmsProvider;
  files?: FileStorage;
  logger?: boolean;
  /** Where the log goes (stdout when absent); tests read it. */
  logStream?: Writable;
  /** Options of this instance's job runner; false builds it without starting it (a request-only instance). */
  jobs?: RunnerOptions | false;
}

async function filesSecret(db: Database, configured?: string): Promise<string> {
  if (configured) return configured;
  // Generated once and kept in the database, so every instance signs URLs the same way.
  await db.query("INSERT INTO app_setting (key, value) VALUES ('files_secret', $1) ON CONFLICT (key) DO NOTHING", [
    randomBytes(32).toString('hex'),
  ]);
  return (await db.query<{ value: string }>("SELECT value FROM app_setting WHERE key = 'files_secret'")).rows[0].value;
}

export async function buildApp(opts: BuildOptions): Promise<{ app: FastifyInstance; deps: AppDeps }> {
  const { config, db } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(config.logLevel, opts.logStream),
    genReqId: nextRequestId,
    requestIdHeader: 'x-request-id',
    bodyLimit: 2 * 1024 * 1024,
    // X-Forwarded-For only from the configured proxies (TRUST_PROXY); by default the socket's address.
    trustProxy: config.trustProxy,
  });
  const events = new EventBus(db);
  await events.start();
  app.addHook('onClose', async () => events.stop());
  const stopRevocations = await listenForRevocations(db);
  app.addHook('onClose', async () => stopRevocations());
  const jobs = new JobRunner(db, {
    onError: (err, job) => app.log.warn({ err, job: job?.id, kind: job?.kind }, 'background job error'),
    ...(opts.jobs || {}),
  });
  scheduleCountCompaction(db, jobs);
  schedulePruning(db, jobs);
  const deps: AppDeps = {
    config,
    db,
    events,
    sms: opts.sms ?? outboxProvider((m) => app.log.info(m)),
    files: opts.files ?? (config.s3 ? s3Storage(config.s3) : localStorage(config.filesDir, await filesSecret(db, config.filesSecret))),
    log: app.log,
    jobs,
  };

  installSecurityHeaders(app);
  installNoStore(app);
  await app.register(formbody);
  installJsonBodyParser(app);
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  installPlatformHooks(app, db);
  installResourceLimits(app, config.limits);
  await registerModules(app, deps);
  await registerWeb(app);
  // Kinds are registered by now (modules register theirs); stop before the database closes.
  if (opts.jobs !== false) await jobs.start();
  app.addHook('onClose', async () => jobs.stop());
  return { app, deps };
}

/** Serves the built console: /{subjectKey}/ and /login/ answer index.html; /assets/* are files. */
async function registerWeb(app: FastifyInstance): Promise<void> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) return;
  await app.register(fastifyStatic, { root: WEB_DIST, prefix: '/assets-root/', serve: false, decorateReply: true });
  const assets = join(WEB_DIST, 'assets');
  await app.register(async (scope) => {
    publicRoutes(scope);
    await scope.register(fastifyStatic, { root: assets, prefix: '/assets/', decorateReply: false, maxAge: '365d', immutable: true });
  });
  const index = { method: 'GET' as const, config: { access: 'public' as const } };
  app.route({ ...index, url: '/', handler: (_req, reply) => reply.redirect('/login/#/') });
  app.route({
    ...index,
    url: '/:segment/',
    handler: (req, reply) => {
      const seg = (req.params as { segment: string }).segment;
      if (!/^[a-z_]{2,30}$/i.test(seg)) return reply.callNotFound();
      return reply.header('cache-control', 'no-cache').sendFile('index.html', WEB_DIST);
    },
  });
  app.route({ ...index, url: '/:segment', handler: (req, reply) => reply.redirect(`${req.url.split('?')[0]}/`) });
  for (const file of ['favicon.ico', 'favicon.svg', 'robots.txt']) {
    if (existsSync(join(WEB_DIST, file))) app.route({ ...index, url: `/${file}`, handler: (_r, reply) => reply.sendFile(file, WEB_DIST) });
  }
  if (existsSync(join(WEB_DIST, 'logos'))) {
    await app.register(async (scope) => {
      publicRoutes(scope);
      await scope.register(fastifyStatic, { root: join(WEB_DIST, 'logos'), prefix: '/logos/', decorateReply: false });
    });
  }
}

/** Static files are public; plugins that register routes cannot take our route config, so a hook adds it. */
function publicRoutes(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...(route.config as object), access: 'public' };
  });
}
