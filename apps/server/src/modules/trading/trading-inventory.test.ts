import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../platform/http/hooks';
import { createTestApp, type TestApp } from '../../test/app';

/** The inventory areas of issue 7 (trading and logistics REST calls). */
const AREAS = ['orders', 'refunds', 'express', 'address', 'contracts', 'invoices', 'one-to-one', 'calligraphy', 'ums'];
/** Calls filed under `exports` that belong to the trading pages (order-out export, order exports, order import). */
const EXPORT_PATHS = [
  '/api/o/v1/orderOut/export',
  '/api/o/v1/order/exportRenewOrder',
  '/api/o/v1/order/exportPayment',
  '/api/b/v1/import/importCompletedOrder',
];
/** Paths the spec redacts (docs/decisions/trading.md "Not implemented"). */
const NOT_IMPLEMENTED = ['{hash}'];

/** Capabilities the spec names without a path, and the path we serve them at (docs/decisions/trading.md). */
const NAMED: Record<string, string[]> = {
  getNotUnionOrderList: ['/api/o/v1/order/getNotUnionOrderList'],
  getUnionOrderList: ['/api/o/v1/order/getUnionOrderList'],
  getPromotionsListForUnionOrder: ['/api/o/v1/order/getPromotionsListForUnionOrder'],
  'express details': ['/api/ex/v1/express/getExpressDetail', '/api/ex/v2/express/getExpressDetail'],
  'create or update address': ['/api/ex/v1/express/createOrUpdateAddress', '/api/ex/v2/express/createOrUpdateAddress'],
  'delivery requests': ['/api/ex/v1/express/deliveryRequest', '/api/ex/v2/express/deliveryRequest'],
  'status update with remark': ['/api/ex/v1/express/updateExpressStatus', '/api/ex/v2/express/updateExpressStatus'],
  'import list': ['/api/ex/v1/express/importExpress', '/api/ex/v1/express/getImportList'],
  'invalid marking': ['/api/ex/v1/express/invalidExpress', '/api/ex/v2/express/invalidExpress'],
  'oversea countries': ['/api/ex/v1/express/getOverseaCountryList', '/api/ex/v2/express/getOverseaCountryList'],
  versions: ['/api/ex/v1/express/getExpressVersionList', '/api/ex/v2/express/getExpressVersionList'],
  'delivery strategy create': ['/api/ex/v1/express/deliveryStrategy/create'],
  'delivery strategy update': ['/api/ex/v1/express/deliveryStrategy/update'],
  'delivery strategy list by product type': ['/api/ex/v1/express/deliveryStrategy/listByProductType'],
  'delivery strategy update status': ['/api/ex/v1/express/deliveryStrategy/updateStatus'],
  switches: ['/api/ex/v1/express/getExpressSwitchList', '/api/ex/v1/express/updateExpressSwitch'],
  'manual delivery': ['/api/os/v1/buy/scheduling/manualDelivery', '/api/os/v1/buy/scheduling/manualDeliveryList'],
  'contract price details': ['/api/c/v1/contract/priceDetails'],
  'contract check price data': ['/api/c/v1/contract/checkPriceData'],
  'invoice queries': ['/api/o/v1/invoice/records', '/api/o/v1/invoice/detail'],
};

interface RestEntry {
  method: string | null;
  path: string | null;
  action?: string;
  area: string;
}
const inventory = JSON.parse(readFileSync(join(process.cwd(), '../shared/spec/inventory.json'), 'utf8')) as { rest: RestEntry[] };
const mine = inventory.rest.filter((r) => AREAS.includes(r.area) || (r.path && EXPORT_PATHS.includes(r.path)));

/** `{var}` segments of an inventory path match any Fastify segment (`:param` or literal). */
const pattern = (path: string) => new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}/]+\}/g, '[^/]+')}$`);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('trading and logistics REST calls of inventory.json', () => {
  it('covers the 86 entries of the areas (plus the trading exports)', () => {
    expect(mine.filter((r) => AREAS.includes(r.area))).toHaveLength(86);
  });

  const withPath = mine.filter((r) => r.path && !NOT_IMPLEMENTED.includes(r.path));
  it.each(withPath.map((r) => [`${r.method ?? 'ANY'} ${r.path}`, r] as const))('%s is served', (_name, entry) => {
    const routes = routeTable.get(t.app) ?? [];
    const re = pattern(entry.path!);
    const served = routes.filter((r) => re.test(r.url));
    expect(served.length, `${entry.path} is not served`).toBeGreaterThan(0);
    if (entry.method) for (const m of entry.method.split('/')) expect(served.map((r) => r.method)).toContain(m);
    for (const r of served) expect(r.access, `${r.url} has no access rule`).toBeDefined();
  });

  const named = mine.filter((r) => !r.path);
  it.each(named.map((r) => [r.action ?? '?', r] as const))('%s (named by us) is served', (action, _entry) => {
    const paths = NAMED[action];
    expect(paths, `no path chosen for "${action}"`).toBeDefined();
    const urls = new Set((routeTable.get(t.app) ?? []).map((r) => r.url));
    for (const p of paths) expect(urls.has(p), `${p} is not served`).toBe(true);
  });

  it('answers an unknown trading path with 404 and a known one without a session with 401', async () => {
    expect((await t.call({ method: 'POST', url: '/api/o/v1/order/nothing' })).status).toBe(404);
    expect((await t.call({ method: 'POST', url: '/api/o/v1/refund/batchRefund', payload: {} })).status).toBe(401);
  });
});
