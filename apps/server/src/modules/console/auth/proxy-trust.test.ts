import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

/**
 * Issue 25 finding 9: the per-IP login throttle was bypassed by forging X-Forwarded-For (the server
 * trusted any proxy). By default the header is ignored; TRUST_PROXY names the proxies that may set it.
 */
const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

const fail = (t: TestApp, remoteAddress: string, forwardedFor: string, i: number) =>
  t.call({
    method: 'POST',
    url: '/api/b/v1/staff/login',
    payload: { userName: `nobody${i}`, password: 'x' },
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('proxy trust', () => {
  it('by default a forged X-Forwarded-For does not escape the per-IP throttle (50 failures → 429)', async () => {
    const t = await createTestApp();
    apps.push(t);
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++) statuses.push((await fail(t, '10.66.0.1', `198.51.100.${i}`, i)).status);
    expect(statuses[49]).toBe(429);
    expect(statuses[50]).toBe(429);
    const ips = await t.db.query<{ ip: string }>("SELECT DISTINCT ip FROM operation_log WHERE action = 'login.failed'");
    expect(ips.rows.map((r) => r.ip)).toEqual(['10.66.0.1']);
  });

  it('with TRUST_PROXY listing the proxy, the client address it forwards counts (and only from that proxy)', async () => {
    const t = await createTestApp(undefined, { env: { TRUST_PROXY: '10.77.0.0/24, 127.0.0.1' } });
    apps.push(t);
    expect((await fail(t, '10.77.0.5', '203.0.113.9', 1)).status).toBe(400);
    expect((await fail(t, '10.88.0.5', '203.0.113.10', 2)).status).toBe(400);
    const ips = await t.db.query<{ ip: string }>("SELECT ip FROM operation_log WHERE action = 'login.failed' ORDER BY id");
    expect(ips.rows.map((r) => r.ip)).toEqual(['203.0.113.9', '10.88.0.5']);
  });

  it('refuses to start with a TRUST_PROXY that trusts everyone', async () => {
    const { loadConfig } = await import('../../../platform/config');
    expect(() => loadConfig({ TRUST_PROXY: 'true' } as NodeJS.ProcessEnv)).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '0.0.0.0/0' } as NodeJS.ProcessEnv)).toThrow(/TRUST_PROXY/);
    expect(loadConfig({} as NodeJS.ProcessEnv).trustProxy).toBe(false);
  });
});
