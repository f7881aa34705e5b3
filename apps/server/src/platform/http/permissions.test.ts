import { API_AREAS, canAccessArea, mayActOnStaff, mayGrantRole, ROLE_IDS, ROLE_RANK, ROLES, SENSITIVE_ACTIONS } from '@console/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { routeTable } from './hooks';
import { accessLabel, type Access } from './access';
import { listRoots } from '../query';
import { buildQueryRegistry } from '../../modules';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

function rolesOf(access: Access): string {
  if (access === 'public' || access === 'staff') return access;
  const area = API_AREAS[access.area];
  return `${accessLabel(access)} → ${area.roles === 'any-staff' ? 'any-staff' : [...area.roles].join(',')}`;
}

describe('permission registry', () => {
  it('registers an access rule for every route of the server (deny by default)', () => {
    const routes = routeTable.get(t.app) ?? [];
    expect(routes.length).toBeGreaterThan(20);
    const missing = routes.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('matches the reviewed snapshot of route → roles', async () => {
    // The console's static files exist only after a web build; they are public either way.
    const isStatic = (url: string) => /^\/(assets|logos)\/|^\/(:segment\/?|favicon\.\w+|robots\.txt)?$/.test(url);
    const lines = (routeTable.get(t.app) ?? [])
      .filter((r) => !isStatic(r.url))
      .map((r) => `${r.method.padEnd(6)} ${r.url}  ${rolesOf(r.access!)}`)
      .sort();
    await expect(lines.join('\n') + '\n').toMatchFileSnapshot('./__snapshots__/routes-permissions.txt');
  });

  it('registers an access rule for every query-language root and snapshots root → roles', async () => {
    const roots = listRoots(buildQueryRegistry());
    expect(roots.filter((r) => !r.access)).toEqual([]);
    const lines = roots.map((r) => `${r.name}  ${rolesOf(r.access)}`).sort();
    await expect(lines.join('\n') + '\n').toMatchFileSnapshot('./__snapshots__/query-roots-permissions.txt');
  });

  it('snapshots who may do each sensitive staff action to whom (packages/domain staff-actions.ts)', async () => {
    const routes = routeTable.get(t.app) ?? [];
    const callers = (line: string) => {
      const [method, url] = line.split(' ');
      const r = routes.find((x) => x.method === method && x.url === url);
      expect(r, `${line} is a route of the server`).toBeDefined();
      return rolesOf(r!.access!);
    };
    const managers = ROLE_IDS.filter((r) => canAccessArea([r], 'staff'));
    const ranks = [...new Set(ROLE_IDS.map((r) => ROLE_RANK[r]))].sort((a, b) => b - a);
    const out = [
      '# Function-level authorization as data: beside the roles that may call a route, who may do it to whom.',
      `role rank (higher outranks lower): ${ranks.map((n) => ROLE_IDS.filter((r) => ROLE_RANK[r] === n).join(',')).join(' > ')}`,
      '',
      ...SENSITIVE_ACTIONS.flatMap((a) => [a.action, ...a.routes.map((line) => `  ${line}  ${callers(line)}`), `  rule: ${a.ruleEn}`]),
      '',
      'roles each role may grant or take away (callers of area staff):',
      ...managers.map((actor) => `  ${actor.padEnd(3)} → ${ROLE_IDS.filter((r) => mayGrantRole([actor], r)).join(',')}`),
      '',
      "staff each role may edit, disable or set the password of (callers of area staff, by the member's highest role):",
      ...managers.map((actor) => `  ${actor.padEnd(3)} → ${ROLE_IDS.filter((r) => mayActOnStaff([actor], [r])).join(',')}`),
    ];
    await expect(out.join('\n') + '\n').toMatchFileSnapshot('./__snapshots__/staff-action-rules.txt');
  });

  it('knows every role it names', () => {
    const known = new Set(ROLES.map((r) => r.id));
    for (const area of Object.values(API_AREAS)) {
      if (area.roles !== 'any-staff') for (const r of area.roles) expect(known.has(r)).toBe(true);
    }
  });
});

describe('enforcement', () => {
  it('refuses sales on the administrator-only operation log with 420 and records the refusal', async () => {
    const token = await t.login('sales');
    const r = await t.call({ method: 'GET', url: '/api/t/v1/operatelog/getLog', token });
    expect(r.status).toBe(420);
    expect(r.body).toMatchObject({ code: 420, status: 'ERROR' });
    const admin = await t.login('admin');
    const log = await t.call({ method: 'GET', url: '/api/t/v1/operatelog/getLog?action=denied', token: admin });
    expect(log.body.payload.content.some((e: { staffName: string }) => e.staffName === '孙销售')).toBe(true);
  });

  it('refuses a subject the staff does not hold (420), by header, key or query parameter', async () => {
    const token = await t.login('sales');
    const byHeader = await t.call({ method: 'GET', url: '/api/b/v1/staff/detail/info', token, headers: { subject: '3' } });
    expect(byHeader.status).toBe(420);
    const byKey = await t.call({ method: 'GET', url: '/api/b/v1/staff/detail/info', token, headers: { subject: 'MUSIC_APP' } });
    expect(byKey.status).toBe(420);
    const queryWins = await t.call({ method: 'GET', url: '/api/b/v1/staff/detail/info?subject=art_app', token, headers: { subject: '3' } });
    expect(queryWins.status).toBe(200);
  });

  it('answers an unknown path with the 404 envelope', async () => {
    const token = await t.login('admin');
    const r = await t.call({ method: 'GET', url: '/api/nothing/here', token });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: 404, status: 'ERROR' });
  });

  it('answers malformed JSON with 400 and no internals', async () => {
    const r = await t.call({
      method: 'POST',
      url: '/api/b/v1/staff/login',
      payload: '{"userName":',
      headers: { 'content-type': 'application/json' },
    });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).not.toMatch(/at .*\.ts|SELECT|stack/i);
  });

  it('serves /healthz without a session', async () => {
    const r = await t.call({ method: 'GET', url: '/healthz' });
    expect(r.body).toEqual({ status: 'ok' });
  });

  it('lists currencies in the envelope', async () => {
    const token = await t.login('finance');
    const r = await t.call({ method: 'GET', url: '/api/p/v1/product/getCurrenciesCode', token });
    expect(r.body.code).toBe(0);
    expect(r.body.payload).toContainEqual({ currenciesCode: 'CNY', currencies: '人民币' });
  });
});
