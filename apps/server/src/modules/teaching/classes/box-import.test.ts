import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { runImportJob, uploadSheet } from '../../../test/fixtures/import-jobs';
import { insert } from '../../../test/fixtures/query';

// /putTheCourse's box sheet (expressBoxChange/file) as the import-centre job `classes.boxes`: the same
// use case (changeExpressBoxes), a dry run that writes nothing, a commit that writes all rows or none.
let t: TestApp;
let admin: string;
let uid: string;
const HEADER = ['订单号', '盒子版本'];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  uid = await insert(t, 'student', { user_num: '9100000777', mobile: '13912340777' });
});
afterAll(async () => t.close());

/** Shipments of an order: one waiting (changeable), one already sent. */
async function order(no: string) {
  await insert(t, 'express', { subject: 0, uid, out_trade_no: no, express_status: 1, product_version: 'v1' });
  await insert(t, 'express', { subject: 0, uid, out_trade_no: no, express_status: 2, product_version: 'v1' });
}
const versions = async (prefix: string) =>
  (
    await t.db.query<{ no: string; express_status: number; product_version: string }>(
      `SELECT substr(out_trade_no, length($1) + 1) AS no, express_status, product_version FROM express
        WHERE out_trade_no LIKE $1 || '%' ORDER BY out_trade_no, express_status`,
      [prefix],
    )
  ).rows;

describe('classes.boxes (expressBoxChange/file as a job)', () => {
  it('a dry run reports every row and writes nothing', async () => {
    await order('BOXD-1');
    await order('BOXD-2');
    const key = await uploadSheet(t, HEADER, [
      ['BOXD-1', 'v2'],
      ['BOXD-2', 'v3'],
      ['BOXD-9', 'v2'],
      ['BOXD-1', ''],
    ]);
    const dry = await runImportJob(t, admin, 'classes.boxes', key, true);
    expect(dry.payload).toMatchObject({ status: 'done', dryRun: true, written: false, total: 4, success: 2, failed: 2 });
    expect(dry.payload.rows.map((r: { error?: string }) => r.error ?? 'ok')).toEqual([
      'ok',
      'ok',
      '没有该订单未发货的物流',
      '盒子版本不能为空',
    ]);
    expect((await versions('BOXD-')).map((r) => r.product_version)).toEqual(['v1', 'v1', 'v1', 'v1']);
  });

  it('a real run writes what the synchronous call writes for the same sheet; one bad row writes none', async () => {
    for (const p of ['BOXS-', 'BOXJ-']) for (const n of ['1', '2']) await order(`${p}${n}`);
    const sheet = (p: string) =>
      uploadSheet(t, HEADER, [
        [`${p}1`, 'v2'],
        [`${p}2`, 'V3'],
      ]);
    const sync = await t.call({
      method: 'POST',
      url: '/api/ts/v1/teaching/expressBoxChange/file',
      token: admin,
      headers: { subject: '0' },
      payload: { fileKey: await sheet('BOXS-') },
    });
    expect(sync.body.payload).toMatchObject({ written: true, success: 2, failed: 0 });

    const refused = await runImportJob(
      t,
      admin,
      'classes.boxes',
      await uploadSheet(t, HEADER, [
        ['BOXJ-1', 'v2'],
        ['BOXJ-9', 'v2'],
      ]),
      false,
    );
    expect(refused.payload).toMatchObject({ status: 'done', written: false, success: 1, failed: 1 });
    expect((await versions('BOXJ-')).map((r) => r.product_version)).toEqual(['v1', 'v1', 'v1', 'v1']);

    const job = await runImportJob(t, admin, 'classes.boxes', await sheet('BOXJ-'), false);
    expect(job.payload).toMatchObject({ status: 'done', written: true, total: 2, success: 2, failed: 0 });
    expect(await versions('BOXJ-')).toEqual(await versions('BOXS-'));
    expect((await versions('BOXJ-')).map((r) => r.product_version)).toEqual(['v2', 'v1', 'V3', 'v1']);
  });

  it('refuses a role outside teaching before queueing, as the synchronous call does', async () => {
    const reviewer = await t.login('reviewer');
    const key = await uploadSheet(t, HEADER, [['BOXD-1', 'v2']]);
    expect((await runImportJob(t, reviewer, 'classes.boxes', key, true)).status).toBe(420);
    const sync = await t.call({
      method: 'POST',
      url: '/api/ts/v1/teaching/expressBoxChange/file',
      token: reviewer,
      headers: { subject: '0' },
      payload: { fileKey: key, dryRun: true },
    });
    expect(sync.status).toBe(420);
    expect(
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM import_record WHERE kind = $1', ['classes.boxes'])).rows[0].n,
    ).toBe(3);
  });
});
