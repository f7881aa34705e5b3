import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../platform/demo/accounts';
import { createTestApp, type TestApp } from '../../../test/app';
import { createTestDatabase } from '../../../test/db';

/**
 * Disabling a staff member on one instance ends their session on another within 5 s (issue 16).
 * On PostgreSQL the other instance is a separate server process (its own session cache and pool);
 * on PGlite, which one process owns, it is a second app on the same database. docs/decisions/organisation.md.
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const here = dirname(fileURLToPath(import.meta.url));

let a: TestApp;
let other: { call(path: string, token?: string, body?: unknown): Promise<{ status: number; body: any }>; close(): Promise<void> };

beforeAll(async () => {
  const db = await createTestDatabase();
  a = await createTestApp(db);
  if (pgUrl) {
    const u = new URL(pgUrl);
    u.pathname = `/${(await db.query<{ d: string }>('SELECT current_database() AS d')).rows[0].d}`;
    const port = 20000 + Math.floor(Math.random() * 20000);
    const child = await startServer(u.toString(), port);
    other = {
      async call(path, token, body) {
        const r = await fetch(`http://127.0.0.1:${port}${path}`, {
          method: body ? 'POST' : 'GET',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
        return { status: r.status, body: await r.json() };
      },
      async close() {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      },
    };
  } else {
    const b = await createTestApp(db);
    other = {
      async call(path, token, body) {
        return b.call({ method: body ? 'POST' : 'GET', url: path, token, payload: body as object });
      },
      close: () => b.app.close(),
    };
  }
}, 60_000);
afterAll(async () => {
  await other.close();
  await a.close();
});

function startServer(url: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, '../../../main.ts')], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO: '0',
      LOG_LEVEL: 'silent',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'org-b-')),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      if (d.toString().includes('Staff console ready')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

describe('disabling a staff member across instances', () => {
  it('ends their open session on the other instance within 5 s', async () => {
    const admin = await a.login('admin');
    const created = await a.call({
      method: 'POST',
      url: '/api/b/v1/staff/addStaff',
      token: admin,
      payload: {
        userName: 'zhao.ops',
        realName: '赵运营',
        mobile: '13912345670',
        roleIds: ['2'],
        subjectList: [0],
        password: DEMO_PASSWORD,
      },
    });
    const staff = created.body.payload;
    // The member works on the other instance, which now has the session in its cache.
    const login = await other.call('/api/b/v1/staff/login', undefined, { userName: 'zhao.ops', password: DEMO_PASSWORD });
    const token = login.body.payload.accessToken as string;
    expect((await other.call('/api/b/v1/staff/detail/info', token)).status).toBe(200);
    expect((await other.call('/api/b/v1/staff/detail/info', token)).status).toBe(200);

    const disabledAt = Date.now();
    const r = await a.call({
      method: 'POST',
      url: '/api/b/v1/staff/addStaff',
      token: admin,
      payload: { ...staff, mobile: '13912345670', status: 1, roleIds: ['2'], subjectList: [0] },
    });
    expect(r.body.code).toBe(0);
    let status = 200;
    while (Date.now() - disabledAt < 5_000) {
      status = (await other.call('/api/b/v1/staff/detail/info', token)).status;
      if (status === 401) break;
      await new Promise((res) => setTimeout(res, 100));
    }
    expect(status).toBe(401);
    // And a new login is refused while disabled.
    const again = await other.call('/api/b/v1/staff/login', undefined, { userName: 'zhao.ops', password: DEMO_PASSWORD });
    expect(again.body.code).not.toBe(0);
  });
});
