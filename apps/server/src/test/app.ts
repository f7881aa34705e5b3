import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../platform/config';
import type { Database } from '../platform/db';
import type { AppDeps } from '../platform/deps';
import { DEMO_PASSWORD, ensureDemoAccounts } from '../platform/demo/accounts';
import { createTestDatabase } from './db';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  deps: AppDeps;
  /** Logs a demo account in and returns its token. */
  login(userName: string, ip?: string): Promise<string>;
  /** inject with an optional token; returns status and parsed JSON. */
  call(opts: InjectOptions & { token?: string }): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  close(): Promise<void>;
}

/** A real server (Fastify inject) over a fresh migrated database with the demo accounts. */
export async function createTestApp(db?: Database, opts: { jobs?: false; env?: Record<string, string> } = {}): Promise<TestApp> {
  const database = db ?? (await createTestDatabase());
  await ensureDemoAccounts(database);
  const dataDir = mkdtempSync(join(tmpdir(), 'console-test-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...opts.env } as NodeJS.ProcessEnv) };
  const { app, deps } = await buildApp({ config, db: database, logger: false, jobs: opts.jobs });
  await app.ready();
  const call: TestApp['call'] = async ({ token, headers, ...rest }) => {
    const res = await app.inject({ ...rest, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });
    let body: unknown = res.body;
    try {
      body = JSON.parse(res.body);
    } catch {
      /* not JSON */
    }
    return { status: res.statusCode, body, headers: res.headers };
  };
  return {
    app,
    db: database,
    deps,
    call,
    async login(userName, ip = '10.0.0.1') {
      const r = await app.inject({
        method: 'POST',
        url: '/api/b/v1/staff/login',
        payload: { userName, password: DEMO_PASSWORD },
        remoteAddress: ip,
      });
      const body = JSON.parse(r.body);
      if (body.code !== 0) throw new Error(`login ${userName} failed: ${r.body}`);
      return body.payload.accessToken as string;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
