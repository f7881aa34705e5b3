import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../platform/jobs/__fixtures__/wait';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeOrder, makeStudent } from '../../../test/fixtures/orders';

let t: TestApp;
let finance: string;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  finance = await t.login('finance');
});
afterAll(async () => t.close());

/** Uploads a sheet of completed orders as the console does (a private file key). */
async function upload(rows: unknown[][]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('订单');
  sheet.addRow(['手机号', '订单号', '订单类型', '实付金额', '支付时间']);
  for (const r of rows) sheet.addRow(r);
  const key = `20260301/${String(++n).padStart(8, '0')}-0000-0000-0000-${'0'.repeat(12)}.xlsx`;
  await t.deps.files.put('private', key, Buffer.from(await wb.xlsx.writeBuffer()));
  return key;
}

async function runImport(fileKey: string, dryRun: boolean, token = finance) {
  const created = await t.call({
    method: 'POST',
    url: '/api/b/v1/importJob/create',
    token,
    payload: { kind: 'orders.completed', fileKey, fileName: '订单.xlsx', dryRun },
  });
  if (created.status !== 200) return created;
  const id = created.body.payload.id as string;
  const done = await waitFor(async () => {
    const d = await t.call({ method: 'GET', url: `/api/b/v1/importJob/detail?id=${id}`, token });
    return ['done', 'failed'].includes(d.body.payload.status) ? d.body.payload : null;
  }, 20_000);
  return { status: 200, body: { payload: done } };
}

const imported = async (prefix: string) =>
  Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE out_trade_no LIKE $1', [`${prefix}%`])).rows[0].n);

describe('imports as jobs', () => {
  it('a dry run writes nothing and reports row by row; the report downloads with the same columns plus result and error', async () => {
    const s = await makeStudent(t.db);
    const taken = await makeOrder(t.db, { uid: s.id });
    const key = await upload([
      [s.mobile, 'JOB-A1', '续费', 99.9, '2026-02-01 09:30:00'],
      [s.mobile, taken.outTradeNo, '续费', 10, '2026-02-01'],
      ['13000000000', 'JOB-A3', '续费', 10, '2026-02-01'],
    ]);
    const r = await runImport(key, true);
    expect(r.body.payload).toMatchObject({
      status: 'done',
      dryRun: true,
      written: false,
      total: 3,
      success: 1,
      failed: 2,
      progressDone: 3,
      progressTotal: 3,
    });
    expect(r.body.payload.rows.map((x: { error?: string }) => x.error ?? 'ok')).toEqual([
      'ok',
      `订单号已存在：${taken.outTradeNo}`,
      '学员不存在',
    ]);
    expect(await imported('JOB-A')).toBe(0);

    const link = await t.call({ method: 'POST', url: '/api/b/v1/importJob/reportUrl', token: finance, payload: { id: r.body.payload.id } });
    const file = await t.app.inject({ method: 'GET', url: `${link.body.payload.url}&access_token=${finance}` });
    expect(file.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    const rows: unknown[][] = [];
    wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(expect.arrayContaining(['手机号', '订单号', '订单类型', '实付金额', '支付时间', '结果', '错误']));
    const col = (name: string) => (rows[0] as string[]).indexOf(name);
    expect(rows.slice(1).map((r) => [r[col('订单号')], r[col('结果')], r[col('错误')] ?? null])).toEqual([
      ['JOB-A1', '通过', null],
      [taken.outTradeNo, '未通过', `订单号已存在：${taken.outTradeNo}`],
      ['JOB-A3', '未通过', '学员不存在'],
    ]);
    // Another staff member finds nothing.
    const sales = await t.login('sales');
    expect(
      (await t.call({ method: 'POST', url: '/api/b/v1/importJob/reportUrl', token: sales, payload: { id: r.body.payload.id } })).status,
    ).toBe(404);
  });

  it('a commit is all-or-nothing: one bad row writes none; all good rows are written once', async () => {
    const s = await makeStudent(t.db);
    const bad = await upload([
      [s.mobile, 'JOB-B1', '续费', 10, '2026-02-01'],
      [s.mobile, 'JOB-B2', '续费', 'x', '2026-02-01'],
    ]);
    const refused = await runImport(bad, false);
    expect(refused.body.payload).toMatchObject({ status: 'done', dryRun: false, written: false, success: 1, failed: 1 });
    expect(await imported('JOB-B')).toBe(0);

    const good = await upload([
      [s.mobile, 'JOB-C1', '续费', 10, '2026-02-01'],
      [s.mobile, 'JOB-C2', '续费', 20, '2026-02-01'],
    ]);
    const ok = await runImport(good, false);
    expect(ok.body.payload).toMatchObject({ status: 'done', written: true, success: 2, failed: 0 });
    expect(await imported('JOB-C')).toBe(2);
    // The same commit job run again (as after a crash past its commit) writes nothing more.
    const rec = await t.db.query<{ job_id: string }>('SELECT job_id::text FROM import_record WHERE id = $1', [ok.body.payload.id]);
    await t.db.query("UPDATE job SET state = 'queued', run_at = now() WHERE id = $1", [rec.rows[0].job_id]);
    await waitFor(
      async () =>
        (await t.db.query<{ state: string }>('SELECT state FROM job WHERE id = $1', [rec.rows[0].job_id])).rows[0].state === 'done',
    );
    expect(await imported('JOB-C')).toBe(2);
  });

  it('refuses a role outside the import and a kind that does not exist, before queueing', async () => {
    const reviewer = await t.login('reviewer');
    const key = await upload([]);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/b/v1/importJob/create',
          token: reviewer,
          payload: { kind: 'orders.completed', fileKey: key, dryRun: true },
        })
      ).status,
    ).toBe(420);
    const bad = await t.call({
      method: 'POST',
      url: '/api/b/v1/importJob/create',
      token: finance,
      payload: { kind: 'nope', fileKey: key, dryRun: true },
    });
    expect(bad.status).toBe(400);
    // An empty sheet fails the job at once with the reason.
    const empty = await runImport(key, true);
    expect(empty.body.payload).toMatchObject({ status: 'failed', error: '表格没有数据行' });
  });
});
