import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../../platform/limits';
import { createTestApp, type TestApp } from '../../../test/app';

/**
 * One staff member may have EXPORT_JOBS_PER_STAFF export-centre jobs queued or running (issue 25,
 * finding 8): jobs run two at a time per instance, so one person's burst would make everyone else's
 * exports wait. A burst of concurrent requests gets exactly that many (run on PostgreSQL too, where
 * the requests really are concurrent); another staff member is unaffected. No job runner here, so the
 * jobs stay queued.
 */

let t: TestApp;
let admin: string;
let ops: string;
const limit = DEFAULT_LIMITS.exportJobsPerStaff;

beforeAll(async () => {
  t = await createTestApp(undefined, { jobs: false });
  admin = await t.login('admin');
  ops = await t.login('ops');
});
afterAll(async () => t.close());

const create = (token: string, n: number) =>
  t.call({
    method: 'POST',
    url: '/api/b/v1/exportRecord/create',
    token,
    payload: { apiName: 'OrderPage', header: { out_trade_no: '订单号' }, fileName: `导出${n}`, query: '{}' },
  });

describe('export-centre jobs per staff member', () => {
  it(`${limit * 3} concurrent requests of one staff member queue exactly ${limit}; the rest answer 429 in zh-CN`, async () => {
    const answers = await Promise.all(Array.from({ length: limit * 3 }, (_, i) => create(admin, i)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(limit);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => a.status)).toEqual(Array(limit * 2).fill(429));
    expect(refused[0].body.errors).toBe(`排队中的导出过多（最多 ${limit} 个），请等已有导出完成后再试`);
    const queued = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM export_record r JOIN staff s ON s.id = r.staff_id WHERE s.user_name = 'admin'`,
    );
    expect(queued.rows[0].n).toBe(limit);
  });

  it('another staff member still gets theirs queued', async () => {
    expect((await create(ops, 0)).status).toBe(200);
  });

  it('a finished (or deleted) export makes room again', async () => {
    const mine = await t.db.query<{ id: string }>(
      `SELECT r.id::text AS id FROM export_record r JOIN staff s ON s.id = r.staff_id WHERE s.user_name = 'admin' ORDER BY r.id LIMIT 1`,
    );
    const del = await t.call({ method: 'POST', url: '/api/b/v1/exportRecord/delete', token: admin, payload: { id: mine.rows[0].id } });
    expect(del.status).toBe(200);
    expect((await create(admin, 99)).status).toBe(200);
    expect((await create(admin, 100)).status).toBe(429);
  });
});
