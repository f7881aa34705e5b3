import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { countRows, insertStudent } from '../../../test/fixtures/people';
import { CODE_ALPHABET, CODE_LENGTH, generateCodes, randomCodes } from './redeem-generate';

/** Redeem-code configs, generation (the job's work), status changes, the lookup, and the client's queries. */

let t: TestApp;
let admin: string;
let ops: string;
let sales: string;
const X = '/api/s/v1/exchange/code';
const DAY = 86_400_000;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp(undefined, { jobs: false });
  admin = await t.login('admin');
  ops = await t.login('ops');
  sales = await t.login('sales');
});
afterAll(async () => t.close());

const post = (url: string, payload: unknown, token = admin, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url, payload: payload as object, token, headers });
const gql = async (query: string, token = admin) => (await post('/graphql/v1/toss', { query }, token)).body;
const lit = (v: unknown) => JSON.stringify(JSON.stringify(v));

async function config(num: number, more: Record<string, unknown> = {}) {
  seq += 1;
  const r = await post(`${X}/save/config`, { title: `兑换活动${seq}`, num, expireType: 1, endDate: Date.now() + 30 * DAY, ...more }, ops, {
    'idempotency-key': `cfg-${seq}-${Math.random()}`,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.payload as { id: string; jobId: string; version: number; title: string };
}
const codesOf = async (configId: string) =>
  (await t.db.query<{ code: string; status: number }>('SELECT code, status FROM redeem_code WHERE config_id = $1 ORDER BY id', [configId]))
    .rows;

describe('redeem-code configs and generation', () => {
  it('saving a config queues one generation job; the job tops the config up to num distinct codes', async () => {
    const c = await config(300);
    expect(c.jobId).toBeTruthy();
    expect(await countRows(t.db, "job WHERE kind = 'redeem-codes.generate' AND payload->>'configId' = $1", [c.id])).toBe(1);
    expect(await generateCodes(t.db, c.id)).toBe(300);
    expect(await generateCodes(t.db, c.id)).toBe(0); // a re-run adds nothing
    const codes = await codesOf(c.id);
    expect(new Set(codes.map((x) => x.code)).size).toBe(300);
    for (const { code } of codes) expect(code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`));
    // growing num generates only the difference
    const grown = await post(`${X}/save/config`, { id: c.id, title: c.title, num: 350, expireType: 1, endDate: Date.now() + DAY }, ops, {
      'idempotency-key': `grow-${c.id}`,
    });
    expect(grown.status).toBe(200);
    expect(await generateCodes(t.db, c.id)).toBe(50);
    const shrink = await post(`${X}/save/config`, { id: c.id, title: c.title, num: 10, expireType: 1, endDate: Date.now() + DAY }, ops, {
      'idempotency-key': `shrink-${c.id}`,
    });
    expect(shrink.body.errors).toContain('num');
  });

  it('the database refuses a duplicate code', async () => {
    const c = await config(1);
    await generateCodes(t.db, c.id);
    const [{ code }] = await codesOf(c.id);
    await expect(t.db.query('INSERT INTO redeem_code (subject, config_id, code) VALUES (0, $1, $2)', [c.id, code])).rejects.toThrow();
    expect(new Set(randomCodes(10000)).size).toBe(10000);
  });

  it('refuses bad input naming the field; needs an Idempotency-Key; sales may not (420)', async () => {
    const before = await countRows(t.db, 'redeem_code_config');
    const bad = await post(`${X}/save/config`, { title: 'x', num: 0, endDate: Date.now() + DAY }, ops, { 'idempotency-key': 'bad-1' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContain('num');
    const noEnd = await post(`${X}/save/config`, { title: 'x', num: 5, expireType: 1 }, ops, { 'idempotency-key': 'bad-2' });
    expect(noEnd.body.errors).toContain('endDate');
    expect((await post(`${X}/save/config`, { title: 'x', num: 5, endDate: Date.now() + DAY }, ops)).status).toBe(400);
    expect(
      (await post(`${X}/save/config`, { title: 'x', num: 5, endDate: Date.now() + DAY }, sales, { 'idempotency-key': 's' })).status,
    ).toBe(420);
    expect(await countRows(t.db, 'redeem_code_config')).toBe(before);
  });

  it('toggles the status, batch-invalidates, updates one code by code, and deletes', async () => {
    const c = await config(20);
    await generateCodes(t.db, c.id);
    expect((await post(`${X}/updateConfigStatus?id=${c.id}`, {})).body.payload.status).toBe(0);
    expect((await post(`${X}/updateConfigStatus?id=${c.id}`, {})).body.payload.status).toBe(1);
    const codes = (await codesOf(c.id)).map((x) => x.code);
    const inv = await post(`${X}/batchInvalid`, { codes: codes.slice(0, 5) });
    expect(inv.body.payload).toEqual({ invalidated: 5, skipped: 0 });
    expect((await post(`${X}/batchInvalid`, { codes: codes.slice(0, 5) })).body.payload).toEqual({ invalidated: 0, skipped: 5 });
    expect(await countRows(t.db, 'redeem_code_log WHERE config_id = $1 AND status = 0', [c.id])).toBe(5);
    const back = await t.call({ method: 'GET', url: `${X}/updateExchangeCodeStatusByCode?code=${codes[0]}&status=1`, token: admin });
    expect(back.body.payload).toEqual({ code: codes[0], status: 1 });
    // a redeemed code does not move
    const s = await insertStudent(t.db);
    await t.db.query('UPDATE redeem_code SET status = 2, user_id = $2, converted_date = now() WHERE code = $1', [codes[6], s.id]);
    expect(
      (await t.call({ method: 'GET', url: `${X}/updateExchangeCodeStatusByCode?code=${codes[6]}&status=0`, token: admin })).status,
    ).toBe(409);
    const del = await post(`${X}/deleteConfig?id=${c.id}`, {});
    expect(del.body.payload.invalidated).toBe(15); // 20 - 4 invalid - 1 redeemed
    expect((await post(`${X}/updateConfigStatus?id=${c.id}`, {})).status).toBe(404);
  });

  it('looks a code up: who redeemed it, when, which order and class', async () => {
    const c = await config(3);
    await generateCodes(t.db, c.id);
    const [{ code }] = await codesOf(c.id);
    const s = await insertStudent(t.db);
    await t.db.query('UPDATE redeem_code SET status = 2, user_id = $2, converted_date = now() WHERE code = $1', [code, s.id]);
    const r = await t.call({ method: 'GET', url: `${X}/search?code=${code.toLowerCase()}`, token: ops });
    expect(r.body.payload).toMatchObject({
      code,
      status: 2,
      userId: s.id,
      configTitle: c.title,
      mobile: `${s.mobile.slice(0, 3)}****${s.mobile.slice(-4)}`,
    });
    expect((await t.call({ method: 'GET', url: `${X}/search?code=NOPE`, token: ops })).status).toBe(404);
  });

  it('answers the original client documents (ExchangeCodeConfigPage del:0, ExchangeCodeConfig, ExchangeCodeLogPage)', async () => {
    const c = await config(2, { remark: 'doc' });
    const page =
      await gql(`{ ExchangeCodeConfigPage(query: ${lit({ del: 0, id: c.id })}, page: 1, sort: ${lit({ status: 'desc', ctime: 'desc' })}) {
      totalElements number content { id title num converted_num package_name channel_name customer_sign_name status send_express course_level
        channelInfo { channel_outer_name } packageInfo { name } customerSignInfo { name } } } }`);
    expect(page.errors).toBeUndefined();
    expect(page.data.ExchangeCodeConfigPage).toMatchObject({
      totalElements: 1,
      number: 1,
      content: [{ id: c.id, title: c.title, num: 2, status: 1 }],
    });
    const one = await gql(`{ ExchangeCodeConfig(query: ${lit({ id: c.id })}) { id title num packageInfo { name type } } }`);
    expect(one.data.ExchangeCodeConfig).toMatchObject({ id: c.id, title: c.title });
    await generateCodes(t.db, c.id);
    const [{ code }] = await codesOf(c.id);
    await post(`${X}/batchInvalid`, { codes: [code] });
    const log =
      await gql(`{ ExchangeCodeLogPage(query: ${lit({ config_id: c.id })}, page: 1, sort: "") { totalElements content { id code config_id del status
      teacherInfo { realname department_name area_name group_name } teamInfo { team_name team_type } userInfo { username mobile } } } }`);
    expect(log.errors).toBeUndefined();
    expect(log.data.ExchangeCodeLogPage.content).toEqual([expect.objectContaining({ code, del: 0, status: 0 })]);
  });
});

describe('coins', () => {
  it('issues coins with a reason once per key (never negative) and pages the coin ledger by uid', async () => {
    const s = await insertStudent(t.db);
    const body = { accountType: 2, transType: 8, desc: '活动奖励', rows: [{ uid: s.id, amount: 30 }] };
    const h = { 'idempotency-key': `coins-${s.id}` };
    expect((await post('/api/a/v1/account/batchUpdateAccount', body, admin, h)).status).toBe(200);
    await post('/api/a/v1/account/batchUpdateAccount', body, admin, h);
    const over = await post(
      '/api/a/v1/account/batchUpdateAccount',
      { accountType: 2, transType: 14, rows: [{ uid: s.id, amount: -31 }] },
      admin,
      {
        'idempotency-key': `coins-over-${s.id}`,
      },
    );
    expect(JSON.stringify(over.body)).toContain('余额不足');
    const page = await post('/data/verification/v2/account/bearCoinPage/byUid', { uid: s.id });
    expect(page.body.payload).toMatchObject({
      balance: 30,
      totalElements: 1,
      content: [{ amount: 30, transType: 8, desc: '活动奖励', balanceAfter: 30 }],
    });
  });
});
