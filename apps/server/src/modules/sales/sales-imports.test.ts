import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { clueRow, flowLogs, insertClue, insertTeacher } from '../../test/fixtures/clues';
import { runImportJob, runRestExportJob, sheetRows, uploadSheet } from '../../test/fixtures/import-jobs';
import { DETAIL_FIELDS } from './renewal/targets';

// The sales family's sheets as import-centre jobs (clues.grabTreasure, renewal.targetDetail) and the
// renewal target export as an export-centre job: each runs the synchronous call's use case, so a dry
// run writes nothing and a real run writes what the synchronous call writes for the same sheet.
let t: TestApp;
let admin: string;
let holder: string;

const CI = '/api/ci/v1/clue';
const RT = '/api/t/v1/renewalTarget';
const post = (url: string, payload: unknown, token = admin) =>
  t.call({ method: 'POST', url, token, payload: payload as object, headers: { subject: '0' } });
const importRecords = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM import_record')).rows[0].n;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  holder = await insertTeacher(t.db, 0);
});
afterAll(async () => t.close());

describe('clues.grabTreasure (updateClueFlowReasonToGrabTreasure as a job)', () => {
  const HEADER = ['线索ID', '学员编号'];
  /** What a clue looks like after the import, without its ids. */
  const state = async (id: string) => ({ row: await clueRow(t.db, id), logs: await flowLogs(t.db, id) });

  it('a dry run reports every row and writes nothing', async () => {
    const held = await insertClue(t.db, { teacherId: holder });
    const locked = await insertClue(t.db, { teacherId: holder, lock: 1 });
    const dnd = await insertClue(t.db, { library: 4001 });
    const key = await uploadSheet(t, HEADER, [
      [Number(held.id), ''],
      ['', locked.userNum],
      [Number(dnd.id), ''],
      ['', '70000000000'],
      ['abc', ''],
      [Number(held.id), ''], // the same clue again: counted once, like the synchronous call
    ]);
    const before = await Promise.all([held, locked, dnd].map((c) => state(c.id)));
    const dry = await runImportJob(t, admin, 'clues.grabTreasure', key, true);
    expect(dry.payload).toMatchObject({ status: 'done', dryRun: true, written: false, total: 6, success: 2, failed: 4 });
    expect(dry.payload.rows.map((r: { error?: string }) => r.error ?? 'ok')).toEqual([
      'ok',
      `线索已锁定，不能操作：${locked.id}`,
      `免打扰线索不能流入夺宝库：${dnd.id}`,
      '学员编号 70000000000 的线索不存在',
      '参数错误：rows[5] 需要线索ID或学员编号',
      'ok',
    ]);
    expect(await Promise.all([held, locked, dnd].map((c) => state(c.id)))).toEqual(before);
  });

  it('a real run writes what the synchronous call writes for the same sheet; one bad row writes none', async () => {
    const sheetOf = async (c: { id: string }[], u: { userNum: string }) =>
      uploadSheet(t, HEADER, [...c.map((x) => [Number(x.id), '']), ['', u.userNum]]);
    const sync = [await insertClue(t.db, { teacherId: holder }), await insertClue(t.db), await insertClue(t.db, { teacherId: holder })];
    const job = [await insertClue(t.db, { teacherId: holder }), await insertClue(t.db), await insertClue(t.db, { teacherId: holder })];

    const r = await post(`${CI}/grab/treasure/updateClueFlowReasonToGrabTreasure`, { fileKey: await sheetOf(sync.slice(0, 2), sync[2]) });
    expect(r.body.payload).toEqual({ count: 3 });

    const locked = await insertClue(t.db, { lock: 1 });
    const refused = await runImportJob(
      t,
      admin,
      'clues.grabTreasure',
      await uploadSheet(t, HEADER, [
        [Number(job[0].id), ''],
        [Number(locked.id), ''],
      ]),
      false,
    );
    expect(refused.payload).toMatchObject({ status: 'done', written: false, success: 1, failed: 1 });
    expect((await clueRow(t.db, job[0].id)).clue_status).toBe(1001);

    const done = await runImportJob(t, admin, 'clues.grabTreasure', await sheetOf(job.slice(0, 2), job[2]), false);
    expect(done.payload).toMatchObject({ status: 'done', written: true, total: 3, success: 3, failed: 0 });
    for (const [i, c] of job.entries()) {
      const s = await state(c.id);
      expect(s).toEqual(await state(sync[i].id));
      expect(s.row.clue_status).toBe(3000);
    }
  });

  it('refuses before queueing a role outside the clues area and a clue user who is not a manager, as the call does', async () => {
    const key = await uploadSheet(t, HEADER, [[1, '']]);
    const before = await importRecords();
    expect((await runImportJob(t, await t.login('reviewer'), 'clues.grabTreasure', key, true)).status).toBe(420);
    const sales = await t.login('sales');
    expect((await runImportJob(t, sales, 'clues.grabTreasure', key, true)).status).toBe(420);
    expect((await post(`${CI}/grab/treasure/updateClueFlowReasonToGrabTreasure`, { fileKey: key }, sales)).status).toBe(420);
    expect(await importRecords()).toBe(before);
  });
});

describe('renewal.targetDetail (importRenewalTargetDetailed as a job)', () => {
  const HEADER = ['续费目标ID', '老师ID', '老师手机号', '补差单数', '补差金额', '课后续费单数', '课后续费金额'];
  let n = 0;
  const target = async () =>
    (await post(`${RT}/createTarget`, { targetName: `导入目标${++n}`, yearMonth: '2027-01', totalOrderQuantity: 10, totalAmount: 1000 }))
      .body.payload.id as string;
  const detail = async (id: string) =>
    (
      await t.db.query(
        `SELECT teacher_id::text AS teacher_id, ${DETAIL_FIELDS.map((f) => `${f}::text AS ${f}`).join(', ')}
           FROM renewal_target_detail WHERE target_id = $1::bigint ORDER BY teacher_id`,
        [id],
      )
    ).rows;
  let other: string;
  let phone: string;
  beforeAll(async () => {
    other = await insertTeacher(t.db, 0);
    phone = (await t.db.query<{ phone: string }>('SELECT phone FROM teacher WHERE id = $1::bigint', [other])).rows[0].phone;
  });
  /** Two teachers' rows; the target named in the first row only (a blank cell means the sheet's target). */
  const rowsFor = (id: string) => [
    [id ? Number(id) : '', Number(holder), '', 2, 1000, 10, 30000],
    ['', '', phone, 1, 500.5, '', ''],
  ];

  it('a dry run reports every row and writes nothing', async () => {
    const id = await target();
    const dry = await runImportJob(
      t,
      admin,
      'renewal.targetDetail',
      await uploadSheet(t, HEADER, [...rowsFor(id), ['', 999999999, '', 1, 1, 1, 1]]),
      true,
    );
    expect(dry.payload).toMatchObject({ status: 'done', dryRun: true, written: false, total: 3, success: 2, failed: 1 });
    expect(dry.payload.rows[2]).toMatchObject({ ok: false, error: '老师不存在' });
    expect(await detail(id)).toEqual([]);
  });

  it('a real run writes what the synchronous call writes; the sheet must name one target', async () => {
    const syncTarget = await target();
    const jobTarget = await target();
    const sync = await post(`${RT}/importRenewalTargetDetailed?index=0&tRenewalTargetId=${syncTarget}`, {
      dryRun: false,
      fileKey: await uploadSheet(
        t,
        HEADER.slice(1),
        rowsFor(syncTarget).map((r) => r.slice(1)),
      ),
    });
    expect(sync.body.payload).toMatchObject({ written: true, success: 2 });
    const job = await runImportJob(t, admin, 'renewal.targetDetail', await uploadSheet(t, HEADER, rowsFor(jobTarget)), false);
    expect(job.payload).toMatchObject({ status: 'done', written: true, total: 2, success: 2, failed: 0 });
    expect(await detail(jobTarget)).toHaveLength(2);
    expect(await detail(jobTarget)).toEqual(await detail(syncTarget));

    const none = await runImportJob(t, admin, 'renewal.targetDetail', await uploadSheet(t, HEADER, rowsFor('')), true);
    expect(none.payload).toMatchObject({ status: 'failed', error: '请在「续费目标ID」列填写续费目标' });
    const two = await runImportJob(
      t,
      admin,
      'renewal.targetDetail',
      await uploadSheet(t, HEADER, [rowsFor(syncTarget)[0], [Number(jobTarget), ...rowsFor(jobTarget)[1].slice(1)]]),
      true,
    );
    expect(two.payload).toMatchObject({ status: 'failed', error: '一个表格只能导入一个续费目标（续费目标ID）' });
  });

  it('refuses before queueing a role outside renewal and a renewal user who is not a manager', async () => {
    const key = await uploadSheet(t, HEADER, rowsFor('1'));
    const before = await importRecords();
    expect((await runImportJob(t, await t.login('reviewer'), 'renewal.targetDetail', key, true)).status).toBe(420);
    expect((await runImportJob(t, await t.login('sales'), 'renewal.targetDetail', key, true)).status).toBe(420);
    expect(await importRecords()).toBe(before);
  });
});

describe('renewalTarget/export as an export-centre job', () => {
  it("the job's file has the rows the synchronous call answers; an unknown target and a role outside are refused", async () => {
    const id = (await post(`${RT}/createTarget`, { targetName: '导出目标', yearMonth: '2027-02' })).body.payload.id as string;
    const rows = [holder, await insertTeacher(t.db, 0), await insertTeacher(t.db, 0)].map((teacher, i) => ({
      老师ID: teacher,
      课后续费单数: i + 1,
      课后续费金额: 1000 * (i + 1),
    }));
    expect((await post(`${RT}/importRenewalTargetDetailed?tRenewalTargetId=${id}`, { dryRun: false, rows })).body.payload.written).toBe(
      true,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `${RT}/export?id=${id}`,
      headers: { authorization: `Bearer ${admin}`, subject: '0' },
    });
    expect(res.statusCode).toBe(200);
    const sync = await sheetRows(res.rawPayload);
    expect(sync).toHaveLength(4);

    const job = await runRestExportJob(t, admin, `${RT}/export`, { id });
    expect(job.record).toMatchObject({ status: 'done', apiName: `${RT}/export`, rowCount: 3 });
    expect(job.rows).toEqual(sync);

    const before = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM export_record')).rows[0].n;
    expect((await runRestExportJob(t, admin, `${RT}/export`, { id: '999999999' })).status).toBe(404);
    expect((await runRestExportJob(t, admin, `${RT}/export`, {})).status).toBe(400);
    expect((await runRestExportJob(t, await t.login('reviewer'), `${RT}/export`, { id })).status).toBe(420);
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM export_record')).rows[0].n).toBe(before);
  });
});
