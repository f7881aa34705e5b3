import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../platform/http/hooks';
import { createTestApp, type TestApp } from '../../test/app';

/** The inventory areas of issue 20 (coupons and redeem codes REST calls). */
const AREAS = ['coupons', 'redeem-codes'];

/** Capabilities the spec names without a path, and the path we serve them at (docs/decisions/marketing.md). */
const NAMED: Record<string, string[]> = {
  'training camp coupon list': ['/api/s/v1/campCoupon/list'],
  insertCampCoupon: ['/api/s/v1/campCoupon/insertCampCoupon'],
  findNameByCondition: ['/api/s/v1/campCoupon/findNameByCondition'],
  downCampCoupon: ['/api/s/v1/campCoupon/downCampCoupon'],
  getUserCouponList: ['/api/s/v1/coupon/third/getUserCouponList'],
};

interface RestEntry {
  method: string | null;
  path: string | null;
  action?: string;
  area: string;
}
const inventory = JSON.parse(readFileSync(join(process.cwd(), '../shared/spec/inventory.json'), 'utf8')) as { rest: RestEntry[] };
const mine = inventory.rest.filter((r) => AREAS.includes(r.area));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(undefined, { jobs: false });
});
afterAll(async () => t.close());

describe('coupon and redeem-code REST calls of inventory.json', () => {
  it('covers the 31 entries of the areas', () => {
    expect(mine).toHaveLength(31);
  });

  it.each(mine.filter((r) => r.path).map((r) => [`${r.method ?? 'ANY'} ${r.path}`, r] as const))('%s is served', (_name, entry) => {
    const served = (routeTable.get(t.app) ?? []).filter((r) => r.url === entry.path);
    expect(served.length, `${entry.path} is not served`).toBeGreaterThan(0);
    if (entry.method) expect(served.map((r) => r.method)).toContain(entry.method);
    for (const r of served) expect(r.access, `${r.url} has no access rule`).toBeDefined();
  });

  it.each(mine.filter((r) => !r.path).map((r) => [r.action ?? '?'] as const))('%s (named by us) is served', (action) => {
    const paths = NAMED[action];
    expect(paths, `no path chosen for "${action}"`).toBeDefined();
    const urls = new Set((routeTable.get(t.app) ?? []).map((r) => r.url));
    for (const p of paths) expect(urls.has(p), `${p} is not served`).toBe(true);
  });
});
