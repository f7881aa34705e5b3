import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob, JobRunner } from '../../../platform/jobs';
import { waitFor } from '../../../platform/jobs/__fixtures__/wait';
import { createTestApp, type TestApp } from '../../../test/app';
import { registerExportJob } from './export-job';
import { scheduleFileRetention } from './retention';

/**
 * Issue 25 finding 11: an export killed while writing left its partial file forever. Here the writing
 * instance "dies" as under kill -9: it stops renewing its lease and never runs another line of the job
 * (its write stays parked, the file open). The hourly retention job (every second here) must then remove
 * the partial file, and must never remove the partial file of an export that is still being written.
 */
let t: TestApp;
let doomed: JobRunner;
let heir: JobRunner;
let release: () => void = () => undefined;
const parked = new Promise<void>((r) => (release = r));
const exportsDir = () => join(t.deps.config.filesDir, 'private', 'exports');
const partials = () => (existsSync(exportsDir()) ? readdirSync(exportsDir()).filter((f) => f.endsWith('.part')) : []);
const retentionRuns = async () =>
  Number((await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM job WHERE kind = 'files.expire' AND state = 'done'")).rows[0].n);

beforeAll(async () => {
  t = await createTestApp(undefined, { jobs: false });
  // One job at a time: a dead instance claims nothing more (it would otherwise take its own job over again).
  doomed = new JobRunner(t.db, { instanceId: 'doomed', pollMs: 100, leaseMs: 60_000, concurrency: 1 });
  registerExportJob({ ...t.deps, jobs: doomed }, 'test.export-parked', async () => ({
    header: ['列'],
    total: 4000,
    write: async (xlsx, counter, afterBatch) => {
      for (let i = 0; i < 2000; i++, counter.rows++) if (!xlsx.addRow([`第 ${i} 行 ${'x'.repeat(200)}`])) await xlsx.drained();
      await afterBatch(counter.rows);
      await parked; // the instance dies here, half-way through the file
      await xlsx.finish(); // (released when the test ends, so the runner can stop)
    },
  }));
  heir = new JobRunner(t.db, { instanceId: 'heir', pollMs: 100 });
  scheduleFileRetention({ ...t.deps, jobs: heir }, 7, 1000);
});
afterAll(async () => {
  release();
  await heir?.stop();
  await doomed?.stop();
  await t.close();
});

describe('partial export files', () => {
  it('keeps the partial file of a live export, and removes it once its instance has died', async () => {
    const admin = (await t.db.query<{ id: string }>("SELECT id::text AS id FROM staff WHERE user_name = 'admin'")).rows[0].id;
    const rec = await t.db.query<{ id: string }>(
      `INSERT INTO export_record (staff_id, staff_name, api_name, file_name, header) VALUES ($1, 'admin', 'Parked', '半途导出', '[]')
       RETURNING id::text AS id`,
      [admin],
    );
    const jobId = (await enqueueJob(t.db, 'test.export-parked', { recordId: rec.rows[0].id }))!;
    await doomed.start();
    await waitFor(async () => partials().length === 1, 15_000, 'the partial file');

    await heir.start();
    const before = await retentionRuns();
    await waitFor(async () => (await retentionRuns()) >= before + 2, 15_000, 'two retention runs');
    expect(partials()).toHaveLength(1);

    // kill -9: no more heartbeats; the lease runs out with the job still marked running.
    await t.db.query("UPDATE job SET locked_by = 'killed', lease_until = now() - interval '1 second' WHERE id = $1::bigint", [jobId]);
    await waitFor(async () => partials().length === 0, 15_000, 'the dead partial file removed');
    expect(existsSync(join(exportsDir(), `${rec.rows[0].id}.xlsx`))).toBe(false);
  });
});
