import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildQueryRegistry } from '../../modules';
import { createTestApp, type TestApp } from '../../test/app';
import { COST_ESTIMATE, documentCost, QUERY_COST_DEFAULTS } from './cost';
import { schemaFor } from './schema';

/** The cost estimate of a document (rows × depth, before it runs) and the limit on it (issue 25, finding 8). */

const schema = schemaFor(buildQueryRegistry());
const cost = (doc: string, variables?: Record<string, unknown>) => documentCost(schema, parse(doc), undefined, variables);

describe('documentCost', () => {
  it('multiplies the fields of each row by the list size', () => {
    expect(cost('{ OrderList(size: 10000) { id } }')).toBe(1 + 10000);
    expect(cost('{ OrderList(size: 10) { id amount status } }')).toBe(1 + 10 * 3);
  });

  it("a page's size applies to its content; without a size the engine's default page", () => {
    expect(cost('{ OrderPage(page: 1, size: 100) { totalElements content { id } } }')).toBe(1 + 1 + 1 + 100);
    expect(cost('{ OrderPage { content { id } } }')).toBe(1 + 1 + COST_ESTIMATE.defaultRootListSize);
    expect(cost('{ OrderList { id } }')).toBe(1 + COST_ESTIMATE.defaultRootListSize);
  });

  it('depth multiplies: a nested list without a size counts the estimated fan-out per parent row', () => {
    const fanOut = COST_ESTIMATE.nestedListSize;
    expect(cost('{ OrderList(size: 10) { id refunds { id } } }')).toBe(1 + 10 * (1 + 1 + fanOut));
    expect(cost('{ OrderList(size: 10) { user { id } } }')).toBe(1 + 10 * (1 + 1));
  });

  it('aliases and fragments add up; a size given as a variable counts', () => {
    expect(cost('{ a: OrderList(size: 100) { ...f } b: OrderList(size: 100) { ...f } } fragment f on Order { id amount }')).toBe(
      2 * (1 + 100 * 2),
    );
    expect(cost('query($n: Int) { OrderList(size: $n) { id } }', { n: 5000 })).toBe(1 + 5000);
  });

  it("the attacker's document of the issue costs millions", () => {
    const root = 'OrderList(size: 10000) { id amount status user { id mobile } refunds { id } }';
    const doc = `{ ${Array.from({ length: 10 }, (_, i) => `a${i}: ${root}`).join(' ')} }`;
    expect(cost(doc)).toBeGreaterThan(1_000_000);
  });

  it("the console's largest documents fit (apps/web: option lists of thousands of rows)", () => {
    const consoleDocuments = [
      '{ TeacherList(query: "{}", size: 3000) { id realname department { name } } }', // organisation/api.ts
      '{ ChannelAllList(size: 5000) { id channel_outer_name } }', // channels/api.ts
      '{ ChannelClassList(query: "{}", size: 2000) { id channel_class_name channel_class_parent_id channel_level } }',
      '{ TeacherDepartmentList(size: 2000) { id name } }', // channels/intro-api.ts
      '{ PackagesList(size: 2000, sort: "{}") { name } }', // trading/api/package-names.ts
      '{ DepartmentList(size: 1000) { id pid name } }', // students/api/options.ts
    ];
    for (const d of consoleDocuments) expect(cost(d), d).toBeLessThanOrEqual(QUERY_COST_DEFAULTS.maxCost);
    // The channel pages load the channel list and the channel classes at once: within one staff member's share (2 × the maximum).
    expect(cost(consoleDocuments[1]) + cost(consoleDocuments[2])).toBeLessThanOrEqual(2 * QUERY_COST_DEFAULTS.maxCost);
  });
});

describe('the cost limit over HTTP', () => {
  let t: TestApp;
  let sales: string;
  beforeAll(async () => {
    t = await createTestApp(undefined, { jobs: false });
    sales = await t.login('sales');
  });
  afterAll(async () => t.close());

  const gql = (query: string) => t.call({ method: 'POST', url: '/graphql/v1/toss', payload: { query }, token: sales });

  it('refuses a document above the limit before it runs, with a clear zh-CN message', async () => {
    const root = 'OrderList(size: 10000) { id out_trade_no amount status ctime user { id username mobile } refunds { id } }';
    const r = await gql(`{ ${Array.from({ length: 10 }, (_, i) => `a${i}: ${root}`).join(' ')} }`);
    expect(r.status).toBe(200);
    expect(r.body.data).toBeUndefined();
    expect(r.body.errors).toHaveLength(1);
    expect(r.body.errors[0].message).toMatch(/^查询范围过大：预计返回约 \d+ 个值，最多 15000 个；请减少每页条数或查询字段$/);
  });

  it('refuses a document of more than 5,000 tokens before validating it, in zh-CN', async () => {
    const fields = Array.from({ length: 5100 }, () => 'id').join(' ');
    const r = await gql(`{ OrderList(size: 1) { ${fields} } }`);
    expect(r.body.errors[0].message).toBe('查询文档过长：最多 5000 个词法单元');
  });

  it('answers the same document at a size within the limit', async () => {
    const r = await gql('{ OrderList(size: 100) { id out_trade_no amount status ctime user { id username mobile } refunds { id } } }');
    expect(r.body.errors).toBeUndefined();
    expect(Array.isArray(r.body.data.OrderList)).toBe(true);
  });

  it('says it in English for Accept-Language: en', async () => {
    const r = await t.call({
      method: 'POST',
      url: '/graphql/v1/toss',
      payload: { query: '{ OrderList(size: 10000) { id amount status ctime out_trade_no user { id } } }' },
      token: sales,
      headers: { 'accept-language': 'en' },
    });
    expect(r.body.errors[0].message).toMatch(/^Query too large: about \d+ values \(at most 15000\)/);
  });
});
