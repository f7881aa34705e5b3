import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobRunner } from '../../../platform/jobs';
import { waitFor } from '../../../platform/jobs/__fixtures__/wait';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeOrder, makeStudent } from '../../../test/fixtures/orders';
import { registerRestExportJob } from './rest-exports';
import { expireOldFiles, FILE_RETENTION_JOB, scheduleFileRetention } from './retention';

// The retention job on a real runner: its schedule fires every second here (hourly in the app).
let t: TestApp;
let runner: JobRunner;
let admin: string;
const privatePath = (key: string) => join(t.deps.config.filesDir, 'private', key);

beforeAll(async () => {
  t = await createTestApp(undefined, { jobs: false });
  admin = await t.login('admin');
  const s = await makeStudent(t.db);
  await makeOrder(t.db, { uid: s.id, regtype: 3 });
  runner = new JobRunner(t.db, { pollMs: 200 });
  const deps = { ...t.deps, jobs: runner };
  registerRestExportJob(deps);
  scheduleFileRetention(deps, 7, 1000);
  await runner.start();
});
afterAll(async () => {
  await runner?.stop();
  await t.close();
});

const call = (url: string, payload?: object) => t.call({ method: payload ? 'POST' : 'GET', url, token: admin, payload });

async function finishedExport(): Promise<{ id: string; key: string }> {
  const created = await call('/api/b/v1/exportRecord/createRest', { apiName: '/api/o/v1/order/exportRenewOrder', filter: {} });
  const id = created.body.payload.id as string;
  await waitFor(async () => (await call(`/api/b/v1/exportRecord/detail?id=${id}`)).body.payload.downloadable === true, 20_000, 'export');
  const key = (await t.db.query<{ file_key: string }>('SELECT file_key FROM export_record WHERE id = $1', [id])).rows[0].file_key;
  expect(existsSync(privatePath(key))).toBe(true);
  return { id, key };
}

async function importWithReport(name: string): Promise<{ id: string; key: string }> {
  const key = `imports/${name}.xlsx`;
  await t.deps.files.put('private', key, Buffer.from('report'));
  const r = await t.db.query<{ id: string }>(
    `INSERT INTO import_record (staff_id, kind, file_key, file_name, dry_run, total, success, failed, report, report_key, finished_at)
     VALUES ((SELECT id FROM staff WHERE user_name = 'admin'), 'express', 'uploads/x.xlsx', $1, true, 1, 1, 0, '[{"row":1,"ok":true}]', $2, now())
     RETURNING id::text AS id`,
    [`${name}.xlsx`, key],
  );
  return { id: r.rows[0].id, key };
}

const age = (table: string, id: string, days: number) =>
  t.db.query(`UPDATE ${table} SET finished_at = now() - $2 * interval '1 day' WHERE id = $1::bigint`, [id, days]);

describe('file retention (files.expire)', () => {
  it('deletes files older than the period, marks the records expired (rows stay), keeps newer ones, and is idempotent', async () => {
    const oldExport = await finishedExport();
    const newExport = await finishedExport();
    // A file already gone (a run that died after deleting it) is marked all the same.
    const halfDone = await finishedExport();
    const oldImport = await importWithReport('old-report');
    const newImport = await importWithReport('new-report');
    await age('export_record', oldExport.id, 8);
    await age('export_record', halfDone.id, 30);
    await age('export_record', newExport.id, 6);
    await age('import_record', oldImport.id, 8);
    await t.deps.files.remove('private', halfDone.key);

    const expired = await waitFor(
      async () => {
        const d = (await call(`/api/b/v1/exportRecord/detail?id=${oldExport.id}`)).body.payload;
        return d.expired ? d : null;
      },
      20_000,
      'expiry',
    );
    expect(expired).toMatchObject({ status: 'done', downloadable: false, expired: true, rowCount: 1 });
    expect(expired.expiredAt).toEqual(expect.any(Number));
    expect(existsSync(privatePath(oldExport.key))).toBe(false);
    const link = await call('/api/b/v1/exportRecord/downloadUrl', { id: oldExport.id });
    expect(link.status).toBe(409);
    expect(link.body.errors).toBe('导出文件已过期');
    // Still listed: who exported what, when, how many rows.
    const page = await call('/api/b/v1/exportRecord/getFileDownloadInfoPage', { size: 100 });
    expect(page.body.payload.content.find((r: { id: string }) => r.id === oldExport.id)).toMatchObject({ expired: true });

    await waitFor(async () => (await call(`/api/b/v1/exportRecord/detail?id=${halfDone.id}`)).body.payload.expired === true);
    const fresh = (await call(`/api/b/v1/exportRecord/detail?id=${newExport.id}`)).body.payload;
    expect(fresh).toMatchObject({ expired: false, downloadable: true });
    expect(existsSync(privatePath(newExport.key))).toBe(true);

    // The records were aged one by one, so a run may have come between two of them: wait for the run
    // that saw the old import too (the 1 s schedule brings it), as for halfDone above.
    await waitFor(async () => (await call(`/api/b/v1/importJob/detail?id=${oldImport.id}`)).body.payload.expired === true);
    const imp = (await call(`/api/b/v1/importJob/detail?id=${oldImport.id}`)).body.payload;
    expect(imp).toMatchObject({ expired: true, reportReady: false, rows: null, total: 1, success: 1 });
    expect(existsSync(privatePath(oldImport.key))).toBe(false);
    const reportLink = await call('/api/b/v1/importJob/reportUrl', { id: oldImport.id });
    expect(reportLink.status).toBe(409);
    expect(reportLink.body.errors).toBe('校验报告已过期');
    expect((await call(`/api/b/v1/importJob/detail?id=${newImport.id}`)).body.payload).toMatchObject({ expired: false, reportReady: true });
    expect(existsSync(privatePath(newImport.key))).toBe(true);

    // Idempotent: later occurrences find nothing to do and change nothing.
    const before = (await t.db.query('SELECT id, expired_at FROM export_record ORDER BY id')).rows;
    const runsNow = async () =>
      Number(
        (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM job WHERE kind = $1 AND state = 'done'", [FILE_RETENTION_JOB]))
          .rows[0].n,
      );
    const seen = await runsNow();
    await waitFor(async () => (await runsNow()) >= seen + 2, 20_000, 'two more runs');
    expect((await t.db.query('SELECT id, expired_at FROM export_record ORDER BY id')).rows).toEqual(before);
    expect(await expireOldFiles(t.db, t.deps.files, 7)).toEqual({ exports: 0, imports: 0 });
  });
});
