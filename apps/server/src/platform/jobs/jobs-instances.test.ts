import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db';
import { openPostgres } from '../db/postgres';
import { createTestDatabase } from '../../test/db';
import { createTestTables, registerEffectKind } from './__fixtures__/test-kinds';
import { waitFor } from './__fixtures__/wait';
import { enqueueJob, getJob, JobRunner } from '.';

/**
 * Several instances on one database. On PostgreSQL every instance has its own connection pool (and
 * the crash is a real SIGKILL of a child process); on PGlite, which one process owns, two runners
 * share the database and a dead instance is a job left running under a lease that ran out.
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const here = dirname(fileURLToPath(import.meta.url));

let db: Database;
let url: string | null = null;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  await createTestTables(db);
  if (pgUrl) {
    const u = new URL(pgUrl);
    u.pathname = `/${(await db.query<{ d: string }>('SELECT current_database() AS d')).rows[0].d}`;
    url = u.toString();
  }
});
afterAll(async () => {
  for (const c of closers.splice(0).reverse()) await c();
  await db.close();
});

/** A second instance: its own pool on PostgreSQL, the same database on PGlite. */
async function instance(name: string, opts: { leaseMs?: number } = {}): Promise<JobRunner> {
  let idb = db;
  if (url) {
    const own = await openPostgres(url, 4);
    closers.push(() => own.close());
    idb = own;
  }
  const r = new JobRunner(idb, { instanceId: name, pollMs: 200, leaseMs: opts.leaseMs ?? 3000, concurrency: 4 });
  registerEffectKind(idb, r);
  await r.start();
  closers.push(() => r.stop());
  return r;
}

const count = async (sql: string, params: unknown[] = []) => Number((await db.query<{ n: number }>(sql, params)).rows[0].n);

describe('platform/jobs across instances', () => {
  it('2 instances, 200 jobs: each job runs exactly once', async () => {
    const a = await instance('a');
    const b = await instance('b');
    await db.transaction(async (tx) => {
      for (let i = 0; i < 200; i++) await enqueueJob(tx, 'test.effect', { n: i });
    });
    await waitFor(async () => (await count("SELECT count(*)::int AS n FROM job WHERE state = 'done'")) === 200, 60_000, '200 jobs done');
    expect(await count('SELECT count(*)::int AS n FROM job_test_run')).toBe(200);
    expect(await count('SELECT count(DISTINCT job_id)::int AS n FROM job_test_run')).toBe(200);
    expect(await count('SELECT count(*)::int AS n FROM job_test_effect')).toBe(200);
    expect(await count('SELECT count(*)::int AS n FROM job WHERE attempts <> 1')).toBe(0);
    const by = await db.query<{ instance: string; n: number }>('SELECT instance, count(*)::int AS n FROM job_test_run GROUP BY instance');
    expect(by.rows.every((r) => [a.instanceId, b.instanceId].includes(r.instance))).toBe(true);
    await Promise.all([a.stop(), b.stop()]);
  });

  if (pgUrl) {
    it('a server killed (SIGKILL) while running a job: the job completes after restart and its effect happens once', async () => {
      const id = (await enqueueJob(db, 'test.effect', { hangOnFirst: true }))!;
      const child = await startChild();
      await waitFor(async () => (await getJob(db, id))?.progressDone === 1, 30_000, 'child half-way');
      expect((await getJob(db, id))?.lockedBy).toBe(`child-${child.pid}`);
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
      // The restarted instance takes the job over once the dead one's lease (1.5 s) has run out.
      const restarted = await instance('restarted');
      const done = await waitFor(async () => ((await getJob(db, id))?.state === 'done' ? getJob(db, id) : null), 30_000, 'taken over');
      expect(done).toMatchObject({ attempts: 2, lockedBy: restarted.instanceId });
      expect(await count('SELECT count(*)::int AS n FROM job_test_effect WHERE job_id = $1', [id])).toBe(1);
      expect(await count('SELECT count(*)::int AS n FROM job_test_run WHERE job_id = $1', [id])).toBe(2);
      await restarted.stop();
    });
  } else {
    it('a job whose instance died (lease run out) is taken over and its effect happens once', async () => {
      const id = (await enqueueJob(db, 'test.effect', {}))!;
      await db.query(
        "UPDATE job SET state = 'running', attempts = 1, locked_by = 'dead', lease_until = now() - interval '1 second' WHERE id = $1",
        [id],
      );
      const r = await instance('heir');
      const done = await waitFor(async () => ((await getJob(db, id))?.state === 'done' ? getJob(db, id) : null), 15_000, 'taken over');
      expect(done).toMatchObject({ attempts: 2, lockedBy: r.instanceId });
      expect(await count('SELECT count(*)::int AS n FROM job_test_effect WHERE job_id = $1', [id])).toBe(1);
      await r.stop();
    });
  }

  it('a live instance keeps its job: another never takes a job whose lease is renewed', async () => {
    const id = (await enqueueJob(db, 'test.effect', { hangOnFirst: true }))!;
    const a = await instance('keeper', { leaseMs: 600 });
    await waitFor(async () => (await getJob(db, id))?.progressDone === 1, 15_000, 'half-way');
    const b = await instance('other', { leaseMs: 600 });
    await new Promise((r) => setTimeout(r, 2000)); // more than three leases
    expect(await getJob(db, id)).toMatchObject({ state: 'running', attempts: 1, lockedBy: 'keeper' });
    await a.stop(); // a shutdown hands the job back without counting the try; b finishes it
    const done = await waitFor(async () => ((await getJob(db, id))?.state === 'done' ? getJob(db, id) : null), 15_000, 'handed over');
    expect(done).toMatchObject({ attempts: 1, lockedBy: 'other' });
    await b.stop();
  });
});

function startChild(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, '__fixtures__/worker-child.ts'), url!], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  closers.push(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      if (d.toString().includes('ready')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`worker child exited with ${code}`)));
  });
}
