import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestDatabase } from '../../test/db';
import { loadConfig } from '../config';
import type { Database } from '../db';
import { ensureDemoAccounts } from '../demo/accounts';

/** Issue 25 finding 11: a session token passed as ?access_token= was written to the log in full. */
let db: Database;
let close: () => Promise<void>;
let logged = '';
let inject: (url: string) => Promise<number>;

beforeAll(async () => {
  db = await createTestDatabase();
  await ensureDemoAccounts(db);
  const stream = new PassThrough();
  stream.on('data', (d: Buffer) => (logged += d.toString()));
  const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'console-log-')), LOG_LEVEL: 'info' } as NodeJS.ProcessEnv);
  const { app } = await buildApp({ config, db, logStream: stream, jobs: false });
  await app.ready();
  close = () => app.close();
  inject = async (url) => (await app.inject({ method: 'GET', url })).statusCode;
});
afterAll(async () => {
  await close();
  await db.close();
});

describe('request log', () => {
  it('redacts a token passed as ?access_token= and a signed URL signature, keeping the rest of the URL', async () => {
    const token = 'tok_' + 'x'.repeat(40);
    await inject(`/api/b/v1/staff/detail/info?subject=0&access_token=${token}`);
    await inject('/files/private/exports/1.xlsx?expires=1&sig=SIGNATURE123');
    const lines = logged.split('\n').filter((l) => l.includes('"url"'));
    expect(lines.length).toBeGreaterThan(0);
    expect(logged).not.toContain(token);
    expect(logged).not.toContain('SIGNATURE123');
    expect(logged).toContain('/api/b/v1/staff/detail/info?subject=0&access_token=[REDACTED]');
    expect(logged).toContain('expires=1&sig=[REDACTED]');
  });
});
