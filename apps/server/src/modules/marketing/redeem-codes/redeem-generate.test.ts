import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { generateCodes, TimedBatch } from './redeem-generate';

/**
 * Generating many codes never holds the event loop (issue 25, finding 8: 400,000 codes blocked every
 * API call for 20 s or more). On the embedded database every statement resolves as a microtask, so a
 * loop of awaited INSERTs used to run to its end before any timer or socket was served.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(undefined, { jobs: false });
});
afterAll(async () => t.close());

describe('redeem-code generation and the event loop', () => {
  it('a timer set before a 20,000-code generation fires while it runs, not after', async () => {
    const ops = await t.login('ops');
    const saved = await t.call({
      method: 'POST',
      url: '/api/s/v1/exchange/code/save/config',
      token: ops,
      headers: { 'idempotency-key': `yield-${Date.now()}` },
      payload: { title: '让出事件循环', num: 20_000, expireType: 2, expire: 30 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    let finished = false;
    let firedWhileRunning: boolean | null = null;
    const timer = setTimeout(() => (firedWhileRunning = !finished), 0);
    expect(await generateCodes(t.db, saved.body.payload.id)).toBe(20_000);
    finished = true;
    await new Promise((resolve) => setTimeout(resolve, 0));
    clearTimeout(timer);
    expect(firedWhileRunning).toBe(true);
  });

  it("a config's generated count is kept with the codes (no count of 400,000 rows per look), whoever inserts them", async () => {
    const ops = await t.login('ops');
    const saved = await t.call({
      method: 'POST',
      url: '/api/s/v1/exchange/code/save/config',
      token: ops,
      headers: { 'idempotency-key': `count-${Date.now()}` },
      payload: { title: '计数', num: 700, expireType: 2, expire: 30 },
    });
    const id = saved.body.payload.id as string;
    expect(await generateCodes(t.db, id)).toBe(700);
    await t.db.query(`INSERT INTO redeem_code (subject, config_id, code) VALUES (0, $1, 'MANUAL-COUNT-1'), (0, $1, 'MANUAL-COUNT-2')`, [
      id,
    ]);
    const q = `{ ExchangeCodeConfig(query: ${JSON.stringify(JSON.stringify({ id }))}) { generated_num } }`;
    const r = await t.call({ method: 'POST', url: '/graphql/v1/toss', token: ops, payload: { query: q } });
    expect(r.body.data.ExchangeCodeConfig.generated_num).toBe(702);
    const real = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM redeem_code WHERE config_id = $1', [id]);
    expect(real.rows[0].n).toBe(702);
  });
});

describe('TimedBatch', () => {
  it('moves the batch size towards the target time per statement, within its bounds', () => {
    const b = new TimedBatch(500, 100, 5000, 15);
    b.took(500, 60); // 4× too slow: half-way to 125
    expect(b.size).toBe(313);
    b.took(313, 1); // far too fast: capped
    expect(b.size).toBeLessThanOrEqual(5000);
    const before = b.size;
    b.took(10, 1000); // a short last batch says nothing
    expect(b.size).toBe(before);
    for (let i = 0; i < 20; i++) b.took(b.size, 1000);
    expect(b.size).toBe(100);
  });
});
