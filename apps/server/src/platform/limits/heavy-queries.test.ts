import Fastify, { type FastifyInstance } from 'fastify';
import { GraphQLInt, GraphQLList, GraphQLNonNull } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions';
import type { Database } from '../db';
import { ensureDemoAccounts } from '../demo/accounts';
import { installPlatformHooks } from '../http/hooks';
import { fixtureRegistry, loadFixture } from '../query/__fixtures__/orders';
import { registerGraphqlRoutes } from '../query/routes';
import { createTestDatabase } from '../../test/db';
import { installResourceLimits, WorkLimiter } from '.';

/**
 * The per-staff cap on heavy documents (issue 25, finding 8): a staff member's heavy documents beyond
 * the cap are refused at once with a clear 429, while another staff member's go on. A custom root
 * holds its documents in flight until the test lets them go, so "in flight" is a fact, not a timing.
 */

let db: Database;
let app: FastifyInstance;
const tokens: Record<string, string> = {};
let entered = 0;
let onEnter: (() => void) | null = null;
let letGo: () => void = () => undefined;
let gate = new Promise<void>((resolve) => (letGo = resolve));

const LIMITS = { queryMaxCost: 50_000, queryHeavyCost: 5_000, heavyPerStaff: 2, heavyTotal: 8, exportJobsPerStaff: 3 };

beforeAll(async () => {
  db = await createTestDatabase();
  await loadFixture(db);
  await ensureDemoAccounts(db);
  app = Fastify({ logger: false });
  installPlatformHooks(app, db);
  installResourceLimits(app, LIMITS);
  const registry = fixtureRegistry().addRoot({
    name: 'HeldOrders',
    access: 'staff',
    type: (t) => new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(t.object('Order')))),
    args: { size: { type: GraphQLInt } },
    resolve: async () => {
      entered++;
      onEnter?.();
      await gate;
      return [];
    },
  });
  registerGraphqlRoutes(app, { registry });
  await app.ready();
  for (const name of ['sales', 'ops']) {
    const id = (await db.query<{ id: string }>('SELECT id::text AS id FROM staff WHERE user_name = $1', [name])).rows[0].id;
    tokens[name] = await createSession(db, id, '127.0.0.1', 'vitest');
  }
});
afterAll(async () => {
  letGo();
  await app.close();
  await db.close();
});

// 1 + 24,000 rows × (id + amount) = 48,001: heavy, within the cost limit; two fill the staff member's 100,000.
const HEAVY = '{ HeldOrders(size: 24000) { id amount } }';

function send(who: string, query = HEAVY) {
  return app
    .inject({ method: 'POST', url: '/graphql/v1/toss', payload: { query }, headers: { authorization: `Bearer ${tokens[who]}` } })
    .then((r) => ({ status: r.statusCode, body: JSON.parse(r.body) as Record<string, unknown> }));
}

/** Resolves once `n` documents in total have entered the held root. */
const untilEntered = (n: number) =>
  new Promise<void>((resolve) => {
    const check = () => {
      if (entered >= n) resolve();
    };
    onEnter = check;
    check();
  });

describe('heavy documents per staff member', () => {
  it('a third heavy document of one staff member is refused at once (429, zh-CN) while two run; another staff member is unaffected', async () => {
    const answered: Array<{ status: number; body: Record<string, unknown> }> = [];
    const mine = [send('sales'), send('sales'), send('sales')].map((p) => p.then((r) => (answered.push(r), r)));
    // Each of the three either runs (entered the root, held) or was answered: wait until all three are one or the other.
    await new Promise<void>((resolve) => {
      const check = () => (entered + answered.length >= 3 ? resolve() : setTimeout(check, 5));
      check();
    });
    expect(entered).toBe(2);
    expect(answered).toHaveLength(1);
    expect(answered[0].status).toBe(429);
    expect(answered[0].body.errors).toBe('同时进行的大查询过多，请稍后再试');

    // ops is another staff member: their heavy document runs while sales's two are still held.
    const theirs = send('ops');
    await untilEntered(3);

    letGo();
    const done = await Promise.all([...mine, theirs]);
    expect(done.map((r) => r.status).sort()).toEqual([200, 200, 200, 429]);

    // The slots came back: sales's next heavy document runs.
    gate = Promise.resolve();
    expect((await send('sales')).status).toBe(200);
  });

  it('light documents (a page of 20) are never counted', async () => {
    entered = 0;
    let release: () => void = () => undefined;
    gate = new Promise<void>((resolve) => (release = resolve));
    const held = [send('sales'), send('sales')];
    await untilEntered(2);
    const light = await send('sales', '{ OrderList(size: 20) { id } }');
    expect(light.status).toBe(200);
    expect(light.body.errors).toBeUndefined();
    release();
    expect((await Promise.all(held)).map((r) => r.status)).toEqual([200, 200]);
  });
});

describe('WorkLimiter', () => {
  it('weighs pieces: two maximum-cost documents, or more smaller ones; a lone piece always runs', () => {
    const l = new WorkLimiter({ query: { perStaff: 100, total: 250 }, export: { perStaff: 2, total: 8 } });
    const a = l.acquire('query', '1', 50);
    const b = l.acquire('query', '1', 50);
    expect(() => l.acquire('query', '1', 1)).toThrow('同时进行的大查询过多，请稍后再试');
    expect(l.acquire('query', '2', 120)).toBeTypeOf('function'); // alone for staff 2, above its share
    expect(() => l.acquire('query', '3', 40)).toThrow('服务器正忙于其他大查询，请稍后再试'); // 220 + 40 > 250
    a();
    a(); // a second release gives nothing back twice
    expect(l.inFlight('query', '1')).toBe(50);
    l.acquire('query', '1', 50);
    expect(() => l.acquire('query', '1', 1)).toThrow();
    b();
    expect(l.inFlight('query', '1')).toBe(50);
  });

  it('counts exports apart from queries', () => {
    const l = new WorkLimiter({ query: { perStaff: 100, total: 250 }, export: { perStaff: 2, total: 8 } });
    l.acquire('query', '1', 100);
    l.acquire('export', '1');
    l.acquire('export', '1');
    expect(() => l.acquire('export', '1')).toThrow('同时进行的导出过多，请等当前导出完成后再试');
    expect(() => l.acquire('export', '2')).not.toThrow();
  });
});
