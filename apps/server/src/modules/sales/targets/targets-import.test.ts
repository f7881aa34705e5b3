import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../platform/jobs/__fixtures__/wait';
import { createTestApp, type TestApp } from '../../../test/app';
import { department, teacher } from '../../../test/fixtures/query';

/** /teacherGoalSetting from a spreadsheet: the import job kind `targets.import` (dry run, all or nothing). */
let t: TestApp;
let admin: string;
let n = 0;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  ids.dept = await department(t, '目标导入部');
  ids.a = await teacher(t, { realname: '导入老师甲', phone: '13633330001', department_id: ids.dept });
  ids.b = await teacher(t, { realname: '导入老师乙', phone: '13633330002', department_id: ids.dept });
});
afterAll(async () => t.close());

const HEADER = ['老师编号', '手机号', '期数', '级别', '目标单数', '目标金额'];

async function upload(rows: unknown[][]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('目标');
  sheet.addRow(HEADER);
  for (const r of rows) sheet.addRow(r);
  const key = `20260301/${String(++n).padStart(8, '0')}-0000-0000-0000-${'7'.repeat(12)}.xlsx`;
  await t.deps.files.put('private', key, Buffer.from(await wb.xlsx.writeBuffer()));
  return key;
}

async function run(fileKey: string, dryRun: boolean, token = admin) {
  const created = await t.call({
    method: 'POST',
    url: '/api/b/v1/importJob/create',
    token,
    payload: { kind: 'targets.import', fileKey, fileName: '目标.xlsx', dryRun },
  });
  if (created.status !== 200) return { status: created.status, payload: created.body };
  const payload = await waitFor(async () => {
    const d = await t.call({ method: 'GET', url: `/api/b/v1/importJob/detail?id=${created.body.payload.id}`, token });
    return ['done', 'failed'].includes(d.body.payload.status) ? d.body.payload : null;
  }, 20_000);
  return { status: 200, payload };
}

const targets = async () =>
  (
    await t.db.query<{ teacher_id: string; term: number; sup: string | null; gmv_num: number; gmv: string }>(
      'SELECT teacher_id::text AS teacher_id, term, sup, gmv_num, gmv::text AS gmv FROM teacher_target WHERE department_id = $1::bigint ORDER BY teacher_id, term',
      [ids.dept],
    )
  ).rows;

describe('targets import as a job', () => {
  it('a dry run checks every row and writes nothing', async () => {
    const key = await upload([
      [Number(ids.a), '', 20, 'S1', 10, 20000],
      ['', 13633330002, 20, '', 5, '8000.5'],
    ]);
    const dry = await run(key, true);
    expect(dry.payload).toMatchObject({ status: 'done', dryRun: true, written: false, total: 2, success: 2, failed: 0 });
    expect(await targets()).toEqual([]);
  });

  it('one bad row refuses the whole sheet; the same sheet without it imports every row', async () => {
    const good = [
      [Number(ids.a), '', 21, 'S1', 10, 20000],
      ['', '13633330002', 21, '', 5, 8000.5],
    ];
    const bad = await run(
      await upload([
        ...good,
        ['', '13600000000', 21, '', 1, 1], // no such teacher
        [Number(ids.a), '', 21, 'S1', 3, 100], // the same teacher and period as row 1
        [Number(ids.b), '', 21, 'S12', 1, 1], // level out of range
      ]),
      false,
    );
    expect(bad.payload).toMatchObject({ status: 'done', dryRun: false, written: false, total: 5, success: 2, failed: 3 });
    expect(bad.payload.rows.map((r: { error?: string }) => r.error ?? 'ok')).toEqual([
      'ok',
      'ok',
      '老师不存在',
      '与前面的行重复（同一老师、期数、类别和级别）',
      'sup 级别应为 S1-S9',
    ]);
    expect(await targets()).toEqual([]);

    const ok = await run(await upload(good), false);
    expect(ok.payload).toMatchObject({ status: 'done', written: true, success: 2, failed: 0 });
    expect(await targets()).toEqual([
      { teacher_id: ids.a, term: 21, sup: 'S1', gmv_num: 10, gmv: '20000.00' },
      { teacher_id: ids.b, term: 21, sup: null, gmv_num: 5, gmv: '8000.50' },
    ]);
    // A later sheet for the same teacher and period replaces the goal instead of adding a second target.
    const again = await run(await upload([[Number(ids.a), '', 21, 'S1', 12, 24000]]), false);
    expect(again.payload).toMatchObject({ written: true, success: 1 });
    expect((await targets()).filter((r) => r.teacher_id === ids.a)).toEqual([
      { teacher_id: ids.a, term: 21, sup: 'S1', gmv_num: 12, gmv: '24000.00' },
    ]);
  });

  it('refuses a role without the targets area before queueing', async () => {
    const teacherRole = await t.login('reviewer');
    const r = await run(await upload([[Number(ids.a), '', 22, '', 1, 1]]), true, teacherRole);
    expect(r.status).toBe(420);
  });
});
