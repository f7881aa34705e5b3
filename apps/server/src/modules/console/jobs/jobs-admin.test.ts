import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../../platform/jobs';
import { COUNT_COMPACTION_JOB } from '../../../platform/db/count-rollups';
import { waitFor } from '../../../platform/jobs/__fixtures__/wait';
import { createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => t.close());

describe('operations view of jobs (role 7)', () => {
  it('lists jobs by state with their error, retries a failed one; other roles are refused', async () => {
    // A failed job of a kind with no handler here (as left by an older release), and a real one.
    const failed = (await enqueueJob(t.db, 'gone.kind', { a: 1 }))!;
    await t.db.query("UPDATE job SET state = 'failed', attempts = 5, last_error = 'boom: disk full' WHERE id = $1", [failed]);
    const counts = await t.call({ method: 'GET', url: '/api/b/v1/jobs/counts', token: admin });
    expect(counts.body.payload).toContainEqual({ kind: 'gone.kind', state: 'failed', n: 1 });

    const page = await t.call({ method: 'POST', url: '/api/b/v1/jobs/page', token: admin, payload: { state: 'failed' } });
    expect(page.body.payload.content).toEqual([
      expect.objectContaining({ id: failed, kind: 'gone.kind', lastError: 'boom: disk full', attempts: 5 }),
    ]);

    const retried = await t.call({ method: 'POST', url: '/api/b/v1/jobs/retry', token: admin, payload: { id: failed } });
    expect(retried.body.payload).toMatchObject({ state: 'queued', attempts: 0 });
    expect((await t.call({ method: 'POST', url: '/api/b/v1/jobs/retry', token: admin, payload: { id: failed } })).status).toBe(409);
    expect((await t.call({ method: 'POST', url: '/api/b/v1/jobs/retry', token: admin, payload: { id: 'x' } })).status).toBe(400);

    const sales = await t.login('sales');
    expect((await t.call({ method: 'GET', url: '/api/b/v1/jobs/counts', token: sales })).status).toBe(420);
  });

  it('runs the count rollups compaction as a job of the server (recurring every minute)', async () => {
    const schedule = await t.db.query<{ kind: string; every_ms: string }>(
      "SELECT kind, every_ms::text FROM job_schedule WHERE name = 'count-rollups'",
    );
    expect(schedule.rows).toEqual([{ kind: COUNT_COMPACTION_JOB, every_ms: '60000' }]);
    const id = (await enqueueJob(t.db, COUNT_COMPACTION_JOB))!;
    await waitFor(async () => (await t.db.query<{ state: string }>('SELECT state FROM job WHERE id = $1', [id])).rows[0].state === 'done');
  });
});
