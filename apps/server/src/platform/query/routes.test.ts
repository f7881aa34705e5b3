import ExcelJS from 'exceljs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions';
import type { Database } from '../db';
import { ensureDemoAccounts } from '../demo/accounts';
import { installPlatformHooks } from '../http/hooks';
import { createTestDatabase } from '../../test/db';
import { fixtureRegistry, loadFixture, orders, run, type OrderRow } from './__fixtures__/orders';
import { registerDictionaryRoots } from './dictionaries';
import type { ExportInfo } from './export';
import { GRAPHQL_PATHS, registerGraphqlRoutes } from './routes';

/** The HTTP side: every path, transport rules, hardening limits, and the streaming export. */

let db: Database;
let app: FastifyInstance;
const tokens: Record<string, string> = {};
const exported: ExportInfo[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  await loadFixture(db);
  await ensureDemoAccounts(db);
  app = Fastify({ logger: false });
  installPlatformHooks(app, db);
  const registry = fixtureRegistry();
  registerDictionaryRoots(registry);
  // A tiny batch so the export crosses many keyset batches.
  registerGraphqlRoutes(app, { registry, onExported: (_ctx, info) => void exported.push(info), exportBatchSize: 7 });
  await app.ready();
  for (const name of ['admin', 'reviewer']) {
    const id = (await db.query<{ id: string }>('SELECT id::text AS id FROM staff WHERE user_name = $1', [name])).rows[0].id;
    tokens[name] = await createSession(db, id, '127.0.0.1', 'vitest');
  }
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const auth = (who = 'admin') => ({ authorization: `Bearer ${tokens[who]}` });
async function post(url: string, payload: unknown, headers: Record<string, string> = auth()) {
  const res = await app.inject({ method: 'POST', url, payload: payload as object, headers });
  return { status: res.statusCode, body: JSON.parse(res.body) as Record<string, unknown>, res };
}
const inSubject = (s: number) => orders.filter((o) => o.subject === s);

describe('endpoints', () => {
  it('every query-language path answers POST {query} and GET ?query= with the same schema', async () => {
    expect(GRAPHQL_PATHS).toHaveLength(17);
    for (const path of GRAPHQL_PATHS) {
      const p = await post(path, { query: '{ OrderCount }' });
      expect(p.status, path).toBe(200);
      expect(p.body).toEqual({ data: { OrderCount: inSubject(0).length } });
      const g = await app.inject({ method: 'GET', url: `${path}?query=${encodeURIComponent('{ ORDER_TYPE { code } }')}`, headers: auth() });
      expect(g.statusCode, path).toBe(200);
      expect(JSON.parse(g.body).data.ORDER_TYPE).toHaveLength(11);
    }
  });
  it('takes variables, and the subject header scopes the data', async () => {
    const p = await post(
      '/graphql/v1/toss',
      { query: 'query Q($q: String) { OrderCount(query: $q) }', variables: { q: '{"status":3}' } },
      { ...auth(), subject: 'music_app' },
    );
    expect(p.body).toEqual({ data: { OrderCount: inSubject(3).filter((o) => o.status === 3).length } });
  });
  it('needs a session (401 envelope)', async () => {
    const p = await post('/graphql-java', { query: '{ OrderCount }' }, {});
    expect(p.status).toBe(401);
    expect(p.body).toMatchObject({ code: 401, status: 'ERROR' });
  });
  it('answers GraphQL errors (unknown filter field) with HTTP 200 and {data, errors}', async () => {
    const p = await post('/graphql/v1/toss', { query: '{ OrderList(query: "{\\"ghost\\":1}") { id } }' });
    expect(p.status).toBe(200);
    expect(p.body).toMatchObject({ data: null, errors: [{ message: '未知的查询字段：ghost', path: ['OrderList'] }] });
  });
  it('refuses a root the roles do not allow with 420 and records the refusal', async () => {
    const p = await post('/graphql/v1/boss', { query: '{ OrderPage { number } }' }, auth('reviewer'));
    expect(p.status).toBe(420);
    expect((p.body.errors as Array<{ message: string }>)[0].message).toBe('没有权限：OrderPage');
    const log = await db.query<{ detail: { roots: string[] } }>(
      "SELECT detail FROM operation_log WHERE action = 'denied' ORDER BY id DESC LIMIT 1",
    );
    expect(log.rows[0].detail.roots).toEqual(['OrderPage']);
  });
});

describe('hardening', () => {
  it('refuses batched arrays and bodies without a query with 400', async () => {
    const arr = await post('/graphql/v1/toss', [{ query: '{ OrderCount }' }, { query: '{ OrderCount }' }]);
    expect(arr.status).toBe(400);
    expect(arr.body).toMatchObject({ code: 400, status: 'ERROR' });
    expect((await post('/graphql/v1/toss', { nope: 1 })).status).toBe(400);
  });
  it('refuses documents over 1 MB', async () => {
    const big = `{ OrderCount ${' '.repeat(1_000_001)}}`;
    const p = await post('/graphql/v1/toss', { query: big });
    expect(p.status).toBe(400);
    expect(String(p.body.errors)).toContain('1 MB');
  });
  it('limits depth, root fields and aliases', async () => {
    const deep = await post('/graphql/v1/toss', {
      query: '{ UserList { orders { user { orders { user { orders { user { orders { user { id } } } } } } } } } }', // 10 levels
    });
    expect((deep.body.errors as Array<{ message: string }>)[0].message).toContain('嵌套过深');
    const ok = Array.from({ length: 10 }, (_, i) => `c${i}: OrderCount(query: "{\\"status\\":${i}}")`).join(' ');
    const tenRoots = await post('/graphql/v1/toss', { query: `{ ${ok} }` });
    expect(tenRoots.body.errors).toBeUndefined();
    expect((tenRoots.body.data as Record<string, number>).c3).toBe(inSubject(0).filter((o) => o.status === 3).length);
    const eleven = await post('/graphql/v1/toss', { query: `{ ${ok} c10: OrderCount }` });
    expect((eleven.body.errors as Array<{ message: string }>)[0].message).toContain('根字段');
    const aliases = Array.from({ length: 31 }, (_, i) => `a${i}: id`).join(' ');
    const many = await post('/graphql/v1/toss', { query: `{ OrderList { ${aliases} } }` });
    expect((many.body.errors as Array<{ message: string }>)[0].message).toContain('别名');
  });
  it('turns introspection off when asked (default off in production)', async () => {
    const on = await run(db, fixtureRegistry(), '{ __schema { queryType { name } } }', { introspection: true });
    expect(on.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const off = await run(db, fixtureRegistry(), '{ __schema { queryType { name } } }', { introspection: false });
    expect(off.body.errors?.[0].message).toMatch(/introspection/i);
  });
});

async function readXlsx(buf: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ExcelJS.Buffer);
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('export', () => {
  const header = {
    id: '编号',
    remark: '备注',
    status_text: '状态',
    'user.mobile': '手机',
    'teacherInfo.departmentInfo.name': '部门',
    amount: '金额',
    ctime: '下单时间',
  };

  it('streams an xlsx of every matching row, relations included, formulas neutralised, mobiles masked', async () => {
    const before = exported.length;
    const res = await app.inject({
      method: 'POST',
      url: '/graphql/export',
      headers: auth(),
      payload: { apiName: 'OrderPage', header, fileName: '订单导出.xls', query: '{"status":[1,2,3]}', sort: '{"id":"asc"}' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('订单导出.xlsx')}`);
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual(Object.values(header));
    const want = inSubject(0).filter((o) => [1, 2, 3].includes(o.status));
    expect(rows.slice(1).map((r) => r[0])).toEqual(want.map((o) => String(o.id)));
    const dept: Record<number, string> = { 11: '美术一部', 12: '音乐部', 13: 'Dept_%' };
    for (const [i, o] of want.entries()) {
      const r = rows[i + 1];
      const remark = o.remark === null ? undefined : /^[=+\-@\t\r]/.test(o.remark) ? `'${o.remark}` : o.remark;
      expect(r[1]).toBe(remark);
      expect(r[3]).toBe(`138****${o.mobile.slice(-4)}`);
      expect(r[4]).toBe(o.teacher_id === null ? undefined : dept[o.teacher_id]);
      expect(r[5]).toBe(o.amount === null ? undefined : o.amount);
      expect(r[6]).toMatch(/^2024-01-\d{2} \d{2}:00:00$/);
    }
    expect(rows.slice(1).some((r) => r[1] === "'=1+1" || r[1] === "'-5" || r[1] === "'@cmd" || r[1] === "'+86")).toBe(true);
    expect(rows.find((r) => r[0] === '21')?.[2]).toBe('已完成');
    expect(exported.slice(before)).toEqual([
      expect.objectContaining({ apiName: 'OrderPage', model: 'Order', rowCount: want.length, completed: true, fileName: '订单导出.xls' }),
    ]);
  });

  it('keeps the requested order across keyset batches (ties, microseconds, NULLs)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/graphql/export',
      headers: auth(),
      payload: { apiName: 'OrderList', header: { id: 'id' }, query: '' },
    });
    const got = (await readXlsx(res.rawPayload)).slice(1).map((r) => Number(r[0]));
    const at = (o: OrderRow) => o.ctime + o.micros / 1000;
    expect(got).toEqual(
      inSubject(0)
        .sort((a, b) => at(b) - at(a) || b.id - a.id)
        .map((o) => o.id),
    );
    const byRegtype = await app.inject({
      method: 'POST',
      url: '/graphql/export',
      headers: auth(),
      payload: { apiName: 'OrderList', header: '{"id":"id"}', sort: { regtype: 'asc' } },
    });
    const key = (o: OrderRow) => (o.regtype === null ? Infinity : o.regtype);
    const want = inSubject(0)
      .sort((a, b) => key(a) - key(b) || a.id - b.id)
      .map((o) => o.id);
    expect((await readXlsx(byRegtype.rawPayload)).slice(1).map((r) => Number(r[0]))).toEqual(want);
  });

  it('refuses unknown roots, unknown fields and bad filters before streaming (400), and roots the roles do not allow (420)', async () => {
    const unknownField = await post('/graphql/export', { apiName: 'OrderPage', header: { 'user.ghost': 'x' } });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.errors).toBe('未知的导出字段：user.ghost');
    expect((await post('/graphql/export', { apiName: 'NopePage', header: { id: 'x' } })).status).toBe(400);
    const badFilter = await post('/graphql/export', { apiName: 'OrderPage', header: { id: 'x' }, query: '{"ghost":1}' });
    expect(badFilter.body.errors).toBe('未知的查询字段：ghost');
    expect((await post('/graphql/export', { apiName: 'OrderPage', header: { id: 'x' } }, auth('reviewer'))).status).toBe(420);
    expect((await post('/graphql/export', { apiName: 'ORDER_TYPE', header: { id: 'x' } })).status).toBe(400);
  });
});
