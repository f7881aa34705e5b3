import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

/**
 * Issue 25 finding 11: API answers carried no Cache-Control, so a shared cache or the browser's disk
 * cache could keep a staff member's data. Every answer is `no-store` unless it is a public file or a
 * static asset (which set their own caching).
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => t.close());

const cacheOf = async (opts: Parameters<TestApp['call']>[0]) => (await t.call(opts)).headers['cache-control'];

describe('Cache-Control', () => {
  it('is no-store on REST and GraphQL answers, errors included', async () => {
    expect(await cacheOf({ method: 'GET', url: '/api/b/v1/staff/detail/info', token: admin })).toBe('no-store');
    expect(await cacheOf({ method: 'GET', url: '/api/b/v1/staff/detail/info' })).toBe('no-store');
    expect(await cacheOf({ method: 'POST', url: '/graphql-java', token: admin, payload: { query: '{ __typename }' } })).toBe('no-store');
    expect(await cacheOf({ method: 'POST', url: '/api/b/v1/staff/login', payload: { userName: 'nobody', password: 'x' } })).toBe(
      'no-store',
    );
    expect(await cacheOf({ method: 'GET', url: '/api/nothing/here', token: admin })).toBe('no-store');
  });

  it('is no-store on a signed private file, and left to the route on a public file', async () => {
    for (const visibility of ['public', 'private'] as const) {
      await t.deps.files.put(visibility, `cache/${visibility}.png`, Buffer.from('png'));
      await t.db.query("INSERT INTO stored_file (object_key, visibility, content_type, size) VALUES ($1, $2, 'image/png', 3)", [
        `cache/${visibility}.png`,
        visibility,
      ]);
    }
    const priv = t.deps.files.downloadUrl('private', 'cache/private.png');
    expect(await cacheOf({ method: 'GET', url: priv })).toBe('no-store');
    const pub = await t.call({ method: 'GET', url: '/files/public/cache/public.png' });
    expect(pub.status).toBe(200);
    expect(pub.headers['cache-control']).not.toBe('no-store');
  });
});
