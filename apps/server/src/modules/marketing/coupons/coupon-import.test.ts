import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../platform/jobs/__fixtures__/wait';
import { createTestApp, type TestApp } from '../../../test/app';
import { countRows, insertStudent } from '../../../test/fixtures/people';

/** /sendcoupon by spreadsheet: an import job (kind coupons.send) with a dry run. */

let t: TestApp;
let admin: string;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => t.close());

async function upload(rows: unknown[][]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('发券');
  sheet.addRow(['手机号', '学员编号', '优惠券ID', '到期时间']);
  for (const r of rows) sheet.addRow(r);
  const key = `20260301/${String(++n).padStart(8, '0')}-0000-0000-0000-${'1'.repeat(12)}.xlsx`;
  await t.deps.files.put('private', key, Buffer.from(await wb.xlsx.writeBuffer()));
  return key;
}

async function run(fileKey: string, dryRun: boolean) {
  const created = await t.call({
    method: 'POST',
    url: '/api/b/v1/importJob/create',
    token: admin,
    payload: { kind: 'coupons.send', fileKey, fileName: '发券.xlsx', dryRun },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return waitFor(async () => {
    const d = await t.call({ method: 'GET', url: `/api/b/v1/importJob/detail?id=${created.body.payload.id}`, token: admin });
    return ['done', 'failed'].includes(d.body.payload.status) ? d.body.payload : null;
  }, 20_000);
}

describe('coupon sending by import', () => {
  it('a dry run reports row by row and issues nothing; the real run issues within the total limit', async () => {
    const c = await t.call({
      method: 'POST',
      url: '/api/s/v1/coupon/createCoupon',
      token: admin,
      payload: { name: '导入券', amount: 20, validType: 2, validDays: 10, totalNum: 1 },
    });
    const couponId = c.body.payload.id as string;
    const a = await insertStudent(t.db);
    const b = await insertStudent(t.db);
    const key = await upload([
      [a.mobile, '', couponId, ''],
      ['', b.userNum, couponId, '2099-01-01'],
      ['13000000000', '', couponId, ''],
      [a.mobile, '', couponId, ''],
    ]);
    const dry = await run(key, true);
    expect(dry).toMatchObject({ status: 'done', dryRun: true, written: false, success: 2, failed: 2 });
    expect(await countRows(t.db, 'user_coupon WHERE coupon_id = $1', [couponId])).toBe(0);
    // a real run writes only when every row passes (the imports' all-or-nothing rule)
    expect(await run(key, false)).toMatchObject({ status: 'done', written: false });
    expect(await countRows(t.db, 'user_coupon WHERE coupon_id = $1', [couponId])).toBe(0);
    const clean = await upload([
      [a.mobile, '', couponId, ''],
      ['', b.userNum, couponId, '2099-01-01'],
    ]);
    const real = await run(clean, false);
    expect(real).toMatchObject({ status: 'done', written: true, success: 1, failed: 1 });
    expect(real.rows?.[1]?.error ?? JSON.stringify(real)).toContain('超出发放总量');
    expect(await countRows(t.db, 'user_coupon WHERE coupon_id = $1', [couponId])).toBe(1);
    expect(await countRows(t.db, 'coupon_dispense WHERE coupon_id = $1 AND source = 5', [couponId])).toBe(2); // one per end date
  });
});
