import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobRunner } from '../../../platform/jobs';
import { waitFor } from '../../../platform/jobs/__fixtures__/wait';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeOrder, makeStudent } from '../../../test/fixtures/orders';
import { registerRestExportJob } from './rest-exports';

// The REST exports of the order tools and the order-out list as jobs: each job's file must hold the
// rows the synchronous call answers for the same filter. The real handler runs on a runner of its
// own with 2-row batches, so the keyset paging of the job is exercised too.
let t: TestApp;
let runner: JobRunner;
let finance: string;
let ops: string;

const rowsOf = async (buf: Buffer | ArrayBuffer): Promise<unknown[][]> => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

beforeAll(async () => {
  t = await createTestApp(undefined, { jobs: false });
  finance = await t.login('finance');
  ops = await t.login('ops');
  const s = await makeStudent(t.db);
  for (let i = 0; i < 5; i++) await makeOrder(t.db, { uid: s.id, regtype: 3, amount: `${100 + i}.50`, status: i === 4 ? 0 : 3 });
  await makeOrder(t.db, { uid: s.id, regtype: 11, amount: '9.90' });
  await makeOrder(t.db, { uid: s.id, regtype: 2 });
  for (let i = 0; i < 5; i++) {
    const o = await makeOrder(t.db, { uid: s.id, amount: '50.00' });
    await t.db.query(
      `INSERT INTO money_ledger (subject, order_id, uid, entry_type, amount, balance_after) VALUES (0, $1, $2, 'PAYMENT', 50, 50)`,
      [o.id, s.id],
    );
    const out = await t.call({
      method: 'POST',
      url: '/api/o/v1/orderOut/orderToOut',
      token: ops,
      headers: { 'idempotency-key': `rest-export-${i}` },
      payload: { orderId: o.id, outType: i % 2 ? 3 : 1, targetSubject: 3, reason: '转出' },
    });
    expect(out.status).toBe(200);
  }
  runner = new JobRunner(t.db, { pollMs: 200 });
  registerRestExportJob({ ...t.deps, jobs: runner }, { batchSize: 2 });
  await runner.start();
});
afterAll(async () => {
  await runner?.stop();
  await t.close();
});

async function jobFile(token: string, apiName: string, filter: Record<string, unknown>) {
  const created = await t.call({ method: 'POST', url: '/api/b/v1/exportRecord/createRest', token, payload: { apiName, filter } });
  expect(created.status).toBe(200);
  const id = created.body.payload.id as string;
  const done = await waitFor(
    async () => {
      const d = (await t.call({ method: 'GET', url: `/api/b/v1/exportRecord/detail?id=${id}`, token })).body.payload;
      return ['done', 'failed', 'cancelled'].includes(d.status) ? d : null;
    },
    20_000,
    `export ${id}`,
  );
  expect(done).toMatchObject({ status: 'done', apiName, downloadable: true });
  const link = await t.call({ method: 'POST', url: '/api/b/v1/exportRecord/downloadUrl', token, payload: { id } });
  const file = await t.app.inject({ method: 'GET', url: `${link.body.payload.url}&access_token=${token}` });
  expect(file.statusCode).toBe(200);
  return { record: done, rows: await rowsOf(file.rawPayload) };
}

async function syncFile(token: string, url: string, filter: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload: filter });
  expect(res.statusCode).toBe(200);
  return rowsOf(res.rawPayload);
}

describe('REST exports as jobs', () => {
  const cases: [string, () => string, Record<string, unknown>, number][] = [
    ['/api/o/v1/order/exportRenewOrder', () => finance, { status: [3], regtypes: [3] }, 4],
    ['/api/o/v1/order/exportPayment', () => finance, { entryType: ['PAYMENT'], tradeType: '' }, 5],
    ['/api/o/v1/orderOut/export', () => ops, { outType: 3 }, 2],
  ];
  for (const [url, token, filter, expected] of cases) {
    it(`${url}: the job's file has the rows of the synchronous call for the same filter`, async () => {
      const sync = await syncFile(token(), url, filter);
      const job = await jobFile(token(), url, filter);
      expect(sync).toHaveLength(expected + 1);
      expect(job.rows).toEqual(sync);
      expect(job.record).toMatchObject({ rowCount: expected, progressDone: expected, progressTotal: expected });
    });
  }

  it('refuses before queueing: an unknown export, a bad filter (400 naming the field), a role outside orders (420)', async () => {
    const before = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM export_record')).rows[0].n;
    const create = (token: string, payload: object) => t.call({ method: 'POST', url: '/api/b/v1/exportRecord/createRest', token, payload });
    const unknown = await create(finance, { apiName: '/api/o/v1/order/list' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toContain('apiName');
    const bad = await create(finance, { apiName: '/api/o/v1/order/exportPayment', filter: { entryType: ['NOPE'] } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContain('entryType');
    expect((await create(await t.login('reviewer'), { apiName: '/api/o/v1/order/exportPayment' })).status).toBe(420);
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM export_record')).rows[0].n).toBe(before);
  });
});

describe('the teachers of a department (/api/t/v1/export/teacherInfo)', () => {
  it('exports the department subtree, the same rows as a job; refuses without a department', async () => {
    const admin = await t.login('admin');
    const dept = async (name: string, pid: string) =>
      (
        await t.db.query<{ id: string }>('INSERT INTO department (name, pid, subject) VALUES ($1, $2, 0) RETURNING id::text AS id', [
          name,
          pid,
        ])
      ).rows[0].id;
    const top = await dept('导出中心', '99999');
    const child = await dept('导出一组', top);
    const other = await dept('别的部门', '99999');
    const teacher = (name: string, phone: string, department: string) =>
      t.db.query('INSERT INTO teacher (subject, realname, phone, department_id, status) VALUES (0, $1, $2, $3, 0)', [
        name,
        phone,
        department,
      ]);
    await teacher('上级老师', '13877001111', top);
    await teacher('下级老师', '13877002222', child);
    await teacher('外部老师', '13877003333', other);

    const url = '/api/t/v1/export/teacherInfo';
    const sync = await syncFile(admin, url, { departmentId: top });
    expect(sync[0]).toEqual(expect.arrayContaining(['老师ID', '姓名', '手机号', '部门']));
    expect(sync.slice(1).map((r) => r[1])).toEqual(['上级老师', '下级老师']);
    expect(sync[1][2]).toBe('138****1111');
    const job = await jobFile(admin, url, { departmentId: top });
    expect(job.rows).toEqual(sync);

    const none = await t.call({ method: 'POST', url, token: admin, payload: {} });
    expect(none.status).toBe(400);
    expect(none.body.errors).toContain('departmentId');
    expect((await t.call({ method: 'POST', url, token: await t.login('reviewer'), payload: { departmentId: top } })).status).toBe(420);
  });
});
