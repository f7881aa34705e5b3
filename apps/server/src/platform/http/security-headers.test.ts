import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('security headers and request ids', () => {
  it('every response carries the security headers, the refused ones too', async () => {
    const token = await t.login('admin');
    const ok = await t.call({ method: 'GET', url: '/api/b/v1/staff/detail/info', token });
    const refused = await t.call({ method: 'GET', url: '/api/b/v1/staff/detail/info' });
    expect(ok.status).toBe(200);
    expect(refused.status).toBe(401);
    for (const { headers } of [ok, refused]) {
      expect(headers['content-security-policy']).toContain("script-src 'self'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['strict-transport-security']).toContain('max-age=');
    }
  });

  it('gives each request its own 16-hex-digit id, echoed in x-request-id', async () => {
    const ids = await Promise.all([1, 2, 3].map(async () => (await t.call({ method: 'GET', url: '/healthz' })).headers['x-request-id']));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(new Set(ids).size).toBe(3);
  });
});
