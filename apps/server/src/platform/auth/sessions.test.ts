import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createTestDatabase } from '../../test/db';

/**
 * Sessions are cached for a few seconds per server instance; ending a session must still take effect
 * at once on the instance that ended it and, through NOTIFY, on every other instance.
 */

let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  const db = await createTestDatabase();
  a = await createTestApp(db);
  b = await createTestApp(db);
});
afterAll(async () => {
  await b.app.close();
  await a.close();
});

const info = (t: TestApp, token: string) => t.call({ method: 'GET', url: '/api/b/v1/staff/detail/info', token });

async function eventually(check: () => Promise<boolean>, ms = 2_000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
}

describe('session cache across instances', () => {
  it('a logout on one instance ends the session on the other, which had it cached', async () => {
    const token = await a.login('sales');
    expect((await info(b, token)).status).toBe(200);
    expect((await info(a, token)).status).toBe(200);
    await a.call({ method: 'POST', url: '/api/b/v1/staff/logout', token });
    expect((await info(a, token)).status).toBe(401);
    expect(await eventually(async () => (await info(b, token)).status === 401)).toBe(true);
  });

  it('a password change on one instance ends every session of that staff on the other', async () => {
    const first = await a.login('cs');
    const second = await b.login('cs', '10.0.0.2');
    expect((await info(b, first)).status).toBe(200);
    expect((await info(b, second)).status).toBe(200);
    const changed = await a.call({ method: 'POST', url: '/api/b/v1/staff/resetPwd?pwd=Changed%2326', token: first });
    expect(changed.body.code).toBe(0);
    expect(await eventually(async () => (await info(b, second)).status === 401)).toBe(true);
    expect((await info(b, first)).status).toBe(401);
  });
});
