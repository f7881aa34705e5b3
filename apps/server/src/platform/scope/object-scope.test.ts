import { ROLES } from '@console/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password';
import { DEMO_PASSWORD } from '../demo/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { routeTable, type RouteEntry } from '../http/hooks';
import { insertScopedFixture } from './fixtures';
import { undeclaredIdFields } from './input-keys';
import { SCOPE_KINDS, type ScopeKind } from './kinds';

/**
 * Generated from the registered routes (OWASP API1): every route that takes an id declares which kind
 * of subject-scoped object it names (or why it names none), and every declared field, given an object of
 * a subject the caller does not hold, is refused. A new route is covered the moment it is registered.
 */
let t: TestApp;
let token: string;
const ART = 0;
const MUSIC = 3;
const foreign = new Map<ScopeKind, string>();

beforeAll(async () => {
  t = await createTestApp(undefined, { jobs: false });
  // A caller with every role, so no route refuses it for its role, holding art only.
  await t.db.query(
    `INSERT INTO staff (user_name, real_name, mobile, password_hash, role_id, role_ids, subject_list)
     VALUES ('scope-probe', '范围测试', '13900009999', $1, '7', $2, $3)`,
    [await hashPassword(DEMO_PASSWORD), ROLES.map((r) => r.id), [ART]],
  );
  token = await t.login('scope-probe');
  for (const kind of Object.keys(SCOPE_KINDS) as ScopeKind[]) foreign.set(kind, await insertScopedFixture(t.db, kind, MUSIC));
}, 120_000);
afterAll(async () => t.close());

const routes = (): RouteEntry[] => (routeTable.get(t.app) ?? []).filter((r) => r.method !== 'HEAD');

describe('object-level scope of every route that takes an id', () => {
  it('declares every id-like input as scoped or unscoped with a reason', () => {
    expect(undeclaredIdFields(routes())).toEqual([]);
  });

  it('refuses an object of a subject the caller does not hold, on every declared field', async () => {
    const accepted: string[] = [];
    let checked = 0;
    const covered = new Set<string>();
    for (const r of routes()) {
      for (const [field, kind] of Object.entries(r.config?.scope ?? {})) {
        const id = foreign.get(kind)!;
        let url = r.url.replace(/:(\w+)/g, (_, p: string) => (p === field ? id : '1')).replace(/\*$/, 'x');
        const inQuery = r.method === 'GET' || r.method === 'DELETE';
        if (inQuery && !r.url.includes(`:${field}`)) url += `${url.includes('?') ? '&' : '?'}${field}=${encodeURIComponent(id)}`;
        const res = await t.call({
          method: r.method as 'GET',
          url,
          token,
          ...(inQuery ? {} : { payload: { [field]: id } }),
        });
        checked++;
        covered.add(`${r.method} ${r.url}`);
        if (res.status !== 404 && res.status !== 420) accepted.push(`${r.method} ${r.url} ${field}=${kind}: ${res.status}`);
      }
    }
    console.info(
      `object scope: ${covered.size} routes, ${checked} id fields checked with another subject's object, ${accepted.length} accepted`,
    );
    expect(accepted).toEqual([]);
    expect(covered.size).toBeGreaterThan(0);
  }, 300_000);
});
