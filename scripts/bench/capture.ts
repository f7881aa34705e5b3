/**
 * The SQL floor, exactly: the app is built in this process on a Database that records statements,
 * each benchmark request is injected once, and the statements the query engine ran for it (session
 * and bookkeeping statements left out) are what the floor replays directly with node-postgres.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/platform/config';
import type { Database, QueryResult } from '../../apps/server/src/platform/db';
import { openPostgres } from '../../apps/server/src/platform/db/postgres';
import type { SqlStep } from './queries';

/** Statements of the platform around every request (auth, sessions, logs), not of the list itself. */
const PLATFORM = /\b(staff_session|staff|login_attempt|operation_log|app_setting|app_event|idempotency_key)\b/;

export interface SqlCapture {
  capture(path: string, token: string, body: string, method?: 'GET' | 'POST'): Promise<SqlStep[]>;
  close(): Promise<void>;
}

export async function sqlCapture(url: string): Promise<SqlCapture> {
  const inner = await openPostgres(url, 4);
  let recording: SqlStep[] | null = null;
  const db: Database = {
    ...inner,
    async query<T>(text: string, params?: unknown[]): Promise<QueryResult<T>> {
      recording?.push({ text, values: params ?? [] });
      return inner.query<T>(text, params);
    },
  };
  const config = loadConfig({ ...process.env, DATABASE_URL: url, DEMO: '1', LOG_LEVEL: 'silent' });
  const { app }: { app: FastifyInstance } = await buildApp({ config, db, logger: false });
  await app.ready();
  return {
    async capture(path, token, body, method = 'POST') {
      recording = [];
      try {
        await app.inject(
          method === 'GET'
            ? { method, url: path, headers: { authorization: `Bearer ${token}`, subject: '0' } }
            : {
                method,
                url: path,
                payload: body,
                headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, subject: '0' },
              },
        );
        return recording.filter((s) => !PLATFORM.test(s.text));
      } finally {
        recording = null;
      }
    },
    async close() {
      await app.close();
      await inner.close();
    },
  };
}
