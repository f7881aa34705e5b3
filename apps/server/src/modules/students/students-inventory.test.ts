import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../platform/http/hooks';
import { createTestApp, type TestApp } from '../../test/app';

interface RestEntry {
  method: string | null;
  path: string | null;
  action?: string;
  area: string;
}
const inventory = JSON.parse(readFileSync(join(process.cwd(), '../shared/spec/inventory.json'), 'utf8')) as { rest: RestEntry[] };
const entries = inventory.rest.filter((r) => r.area === 'students' || r.area === 'accounts');

/**
 * Entries the spec names without a path (or without a method): the path we serve them on
 * (docs/decisions/students-rest.md).
 */
const CHOSEN: Record<string, { method: string; path: string }> = {
  'questionnaire by user': { method: 'GET', path: '/api/f/v1/questionnaire/byUser' },
  'check logoff state': { method: 'GET', path: '/api/u/v1/user/checkLogoffState' },
  logoff: { method: 'POST', path: '/api/u/v1/user/logoff' },
  listLabelsForUser: { method: 'GET', path: '/api/u/v1/user/label/listLabelsForUser' },
  findDefineLableByTeacherId: { method: 'GET', path: '/api/u/v1/user/label/findDefineLableByTeacherId' },
  'weekly report detail': { method: 'GET', path: '/api/wk/v1/work/report/detail' },
  'task delete': { method: 'POST', path: '/api/tm/v1/teacher/manager/task/del/task' },
  'exam change codes': { method: 'POST', path: '/api/u/v1/user/exam/createExamChangeCodes' },
  examByUid: { method: 'GET', path: '/api/u/v1/user/exam/examByUid' },
  'gift cards': { method: 'GET', path: '/api/u/v1/user/giftCard/getGiftCards' },
  'jd gift card info': { method: 'GET', path: '/api/u/v1/user/giftCard/jdGiftCardInfo' },
  'jd gift card sendSms': { method: 'POST', path: '/api/u/v1/user/giftCard/jdGiftCardSendSms' },
  'QR code creation': { method: 'POST', path: '/api/u/v1/user/qrcode/createQrCode' },
  getAdminInvites: { method: 'GET', path: '/api/b/v1/backend/userflow/getAdminInvites' },
  'user violation log get': { method: 'GET', path: '/api/u/v1/user/violationLog/getUserViolationLog' },
  'user violation log update status': { method: 'POST', path: '/api/u/v1/user/violationLog/updateStatus' },
  'private chat': { method: 'GET', path: '/api/u/v1/user/privateChat/getPrivateChatPage' },
};

let t: TestApp;
let served: Set<string>;
beforeAll(async () => {
  t = await createTestApp();
  served = new Set((routeTable.get(t.app) ?? []).map((r) => `${r.method} ${r.url}`));
});
afterAll(async () => t.close());

const isServed = (method: string | null, path: string) =>
  method ? served.has(`${method} ${path}`) : ['GET', 'POST'].some((m) => served.has(`${m} ${path}`));

describe('inventory.json REST entries of areas students and accounts', () => {
  it('has the 58 entries the brief counts', () => {
    expect(entries).toHaveLength(58);
  });

  const concrete = entries.filter((e) => e.path);
  it.each(concrete.map((e) => [`${e.method ?? 'GET|POST'} ${e.path}`, e] as const))('%s is served', (_name, e) => {
    expect(isServed(e.method, e.path!), `${e.method} ${e.path}`).toBe(true);
  });

  const named = entries.filter((e) => !e.path);
  it.each(named.map((e) => [e.action ?? '?', e] as const))('"%s" (no path in the spec) is served on its chosen path', (action, e) => {
    const chosen = CHOSEN[action];
    expect(chosen, `no path chosen for "${action}"`).toBeDefined();
    if (e.method) expect(chosen.method).toBe(e.method);
    expect(isServed(chosen.method, chosen.path), `${chosen.method} ${chosen.path}`).toBe(true);
  });

  it('answers every served student/accounts route with the access rule of its area', () => {
    const paths = [...concrete.map((e) => e.path!), ...Object.values(CHOSEN).map((c) => c.path)];
    for (const r of routeTable.get(t.app) ?? []) {
      if (!paths.includes(r.url) || r.url === '/api/m/v1/sms/getCodeByMobile') continue;
      expect(r.access, r.url).toEqual({ area: r.url.startsWith('/api/a/') ? 'accounts' : 'students' });
    }
  });
});
