import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db';
import { createTestDatabase } from '../../test/db';
import { createTestTables, registerEffectKind } from './__fixtures__/test-kinds';
import { waitFor } from './__fixtures__/wait';
import { cancelJob, enqueueJob, getJob, JobRunner, pruneJobs, retryDelay, retryJob, type JobState } from '.';

let db: Database;
const runners: JobRunner[] = [];

async function runner(opts: { schedule?: number } = {}): Promise<JobRunner> {
  const r = new JobRunner(db, { pollMs: 300, leaseMs: 3000 });
  registerEffectKind(db, r);
  if (opts.schedule) {
    r.register('test.tick', async () => undefined);
    r.schedule('test-tick', 'test.tick', opts.schedule);
  }
  runners.push(r);
  await r.start();
  return r;
}

const stateOf = async (id: string, state: JobState) => {
  const j = await getJob(db, id);
  return j?.state === state ? j : null;
};
const effects = async (id: string) =>
  Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM job_test_effect WHERE job_id = $1', [id])).rows[0].n);
const runs = async (id: string) =>
  Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM job_test_run WHERE job_id = $1', [id])).rows[0].n);

beforeAll(async () => {
  db = await createTestDatabase();
  await createTestTables(db);
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});
afterAll(async () => {
  await db.close();
});

describe('platform/jobs on one instance', () => {
  it('exists only when the transaction that enqueued it commits, then runs once with its progress and result', async () => {
    await db
      .transaction(async (tx) => {
        await enqueueJob(tx, 'test.effect', {});
        throw new Error('the write failed');
      })
      .catch(() => undefined);
    expect((await db.query('SELECT 1 FROM job')).rows).toHaveLength(0);

    const id = await db.transaction((tx) => enqueueJob(tx, 'test.effect', {}, { createdBy: '1' }));
    await runner();
    const done = await waitFor(() => stateOf(id!, 'done'), 10_000, 'job done');
    expect(done).toMatchObject({ attempts: 1, progressDone: 2, progressTotal: 2, result: { ok: true }, createdBy: '1' });
    expect(await effects(id!)).toBe(1);
  });

  it('retries with back-off: failing twice, then succeeding; the last error is kept', async () => {
    const id = await enqueueJob(db, 'test.effect', { failTimes: 2 });
    await runner();
    const done = await waitFor(() => stateOf(id!, 'done'), 10_000, 'retried job done');
    expect(done.attempts).toBe(3);
    expect(done.lastError).toBe('planned failure 2');
    expect(await runs(id!)).toBe(3);
    expect(await effects(id!)).toBe(1);
    // The second try waited at least the first back-off (100 ms), the third the doubled one (200 ms).
    const at = (
      await db.query<{ ms: number }>(
        'SELECT (EXTRACT(EPOCH FROM at) * 1000)::float8 AS ms FROM job_test_run WHERE job_id = $1 ORDER BY at',
        [id],
      )
    ).rows.map((r) => r.ms);
    expect(at[1] - at[0]).toBeGreaterThanOrEqual(100);
    expect(at[2] - at[1]).toBeGreaterThanOrEqual(200);
    expect([1, 2, 3, 4, 20].map((n) => retryDelay(n, 1000, 60_000))).toEqual([1000, 2000, 4000, 8000, 60_000]);
  });

  it('fails for good after its tries and keeps the error; a retry by hand runs it again', async () => {
    const id = await enqueueJob(db, 'test.effect', { failTimes: 2 }, { maxAttempts: 2 });
    await runner();
    const failed = await waitFor(() => stateOf(id!, 'failed'), 10_000, 'job failed');
    expect(failed).toMatchObject({ attempts: 2, lastError: 'planned failure 2' });
    expect(await effects(id!)).toBe(0);
    expect(await retryJob(db, id!)).toBe(true);
    await waitFor(() => stateOf(id!, 'done'), 10_000, 'retried by hand');
    expect(await effects(id!)).toBe(1);
    expect(await retryJob(db, id!)).toBe(false);
  });

  it('runs a delayed job at its time, not before (within a second after)', async () => {
    await runner();
    const runAt = Date.now() + 1500;
    const id = await enqueueJob(db, 'test.effect', {}, { runAt });
    const done = await waitFor(() => stateOf(id!, 'done'), 10_000, 'delayed job');
    expect(done.startedAt!).toBeGreaterThanOrEqual(runAt);
    expect(done.startedAt! - runAt).toBeLessThan(1000);
  });

  it('cancels a queued job before it runs and a running job while it runs', async () => {
    const queued = await enqueueJob(db, 'test.effect', {}, { runAt: Date.now() + 60_000 });
    expect(await cancelJob(db, queued!)).toBe('cancelled');

    const running = await enqueueJob(db, 'test.effect', { hangOnFirst: true });
    await runner();
    await waitFor(async () => (await getJob(db, running!))?.progressDone === 1, 10_000, 'job half-way');
    expect(await cancelJob(db, running!)).toBe('running');
    const cancelled = await waitFor(() => stateOf(running!, 'cancelled'), 10_000, 'job cancelled');
    expect(cancelled.progressDone).toBe(1);
    expect(await effects(running!)).toBe(0);
    expect(await runs(queued!)).toBe(0);
  });

  it('enqueues a recurring job once per period however many instances share the schedule', async () => {
    await runner({ schedule: 1000 });
    await runner({ schedule: 1000 });
    await new Promise((r) => setTimeout(r, 3500));
    const ticks = (
      await db.query<{ ms: number }>(
        "SELECT (EXTRACT(EPOCH FROM created_at) * 1000)::float8 AS ms FROM job WHERE kind = 'test.tick' ORDER BY id",
      )
    ).rows.map((r) => r.ms);
    expect(ticks.length).toBeGreaterThanOrEqual(2);
    expect(ticks.length).toBeLessThanOrEqual(4);
    for (let i = 1; i < ticks.length; i++) expect(ticks[i] - ticks[i - 1]).toBeGreaterThan(500);
  });

  it('prunes finished occurrences of recurring jobs after a day, and keeps jobs people asked for', async () => {
    const old = (await enqueueJob(db, 'test.tick', {}, { singletonKey: 'schedule:old' }))!;
    const recent = (await enqueueJob(db, 'test.tick', {}, { singletonKey: 'schedule:recent' }))!;
    const asked = (await enqueueJob(db, 'test.effect', {}))!;
    await db.query("UPDATE job SET state = 'done', finished_at = now() - interval '25 hours' WHERE id IN ($1, $2)", [old, asked]);
    await db.query("UPDATE job SET state = 'done', finished_at = now() - interval '1 hour' WHERE id = $1", [recent]);
    expect(await pruneJobs(db)).toBe(1);
    expect(await getJob(db, old)).toBeNull();
    expect(await getJob(db, recent)).not.toBeNull();
    expect(await getJob(db, asked)).not.toBeNull();
  });
});
