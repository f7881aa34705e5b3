import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { countRows, insertStudent, insertTeacher } from '../../test/fixtures/people';
import { department } from '../../test/fixtures/query';
import { createTestApp, type TestApp } from '../../test/app';
import { createTestDatabase } from '../../test/db';
import { loadConfig } from '../config';
import type { Database } from '../db';
import { defineRoute } from './route';

/**
 * Issue 25 finding 10: valid-looking input answered 500 (a 10-digit coin amount, joinDate
 * -99999999999999) or saved junk (subject 999, 2026-02-30 as 2026-03-02, a 5,000-character WeChat
 * id). Each now answers a zh-CN 400 naming the field, and nothing is saved.
 */
let t: TestApp;
let admin: string;
let ops: string;
let dept: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  ops = await t.login('ops');
  dept = await department(t, '输入测试组');
});
afterAll(async () => t.close());

let phones = 0;
const teacherForm = (over: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  teacher: {
    realName: '输入老师',
    phone: `137666600${String(++phones).padStart(2, '0')}`,
    sex: 2,
    joinDate: '2026-01-05',
    subject: '0',
    ...over,
  },
  department: { id: dept },
  duty: [{ id: 2 }],
  weixinList: ['wx_input_1'],
  ...extra,
});
const createTeacher = (payload: unknown) =>
  t.call({ method: 'POST', url: '/api/t/v1/teacher/createTeacher', token: admin, payload: payload as object });

describe('createTeacher refuses what does not fit (400 naming the field, nothing saved)', () => {
  it.each([
    ['joinDate far before any calendar', { joinDate: -99999999999999 }, {}, '参数错误：teacher.joinDate 日期超出范围'],
    ['a day that does not exist', { joinDate: '2026-02-30' }, {}, '参数错误：teacher.joinDate 不是有效的日期'],
    ['a leave date that does not exist', { status: 1, leaveDate: '2026-04-31' }, {}, '参数错误：teacher.leaveDate 不是有效的日期'],
    ['a subject that does not exist', { subject: 999 }, {}, '参数错误：teacher.subject 不是有效的学科'],
    ['a 5,000-character WeChat id', {}, { weixinList: ['w'.repeat(5000)] }, '参数错误：weixinList.0 最多64个字符'],
    [
      'a 5,000-character WeChat id as an object',
      {},
      { weixinList: [{ weixinNo: 'w'.repeat(5000) }] },
      '参数错误：weixinList.0 最多64个字符',
    ],
    ['a 5,000-character rank name', {}, { rank: { id: 1, name: 'r'.repeat(5000) } }, '参数错误：rank.name 最多32个字符'],
  ])('%s', async (_what, over, extra, message) => {
    const before = await countRows(t.db, 'teacher');
    const wechats = await countRows(t.db, 'teacher_wechat');
    const r = await createTeacher(teacherForm(over, extra));
    expect(r.status).toBe(400);
    expect(r.body.errors).toBe(message);
    expect(await countRows(t.db, 'teacher')).toBe(before);
    expect(await countRows(t.db, 'teacher_wechat')).toBe(wechats);
  });

  it('still takes a real date (also as a ms timestamp) and stores it as given', async () => {
    const r = await createTeacher(teacherForm({ joinDate: '2024-02-29' }, { weixinList: [] }));
    expect(r.body.payload.teacher.joinDate).toBe('2024-02-29');
    const edit = await t.call({
      method: 'PUT',
      url: '/api/t/v1/teacher/updateTeacher',
      token: admin,
      payload: teacherForm(
        { id: r.body.payload.teacher.id, joinDate: Date.UTC(2025, 11, 31, 16), phone: '137****0000' },
        { weixinList: [] },
      ),
    });
    // A timestamp is a moment: its China calendar day (2026-01-01 00:00 +08:00).
    expect(edit.body.payload.teacher.joinDate).toBe('2026-01-01');
    const junk = await t.call({
      method: 'PUT',
      url: '/api/t/v1/teacher/updateTeacher',
      token: admin,
      payload: teacherForm({ id: r.body.payload.teacher.id, joinDate: '2026-02-30', phone: '137****0000' }, { weixinList: [] }),
    });
    expect(junk.status).toBe(400);
    const row = await t.db.query<{ d: string }>("SELECT to_char(join_date, 'YYYY-MM-DD') AS d FROM teacher WHERE id = $1", [
      r.body.payload.teacher.id,
    ]);
    expect(row.rows[0].d).toBe('2026-01-01');
  });
});

describe('batchUpdateAccount refuses a coin amount the account cannot hold', () => {
  it('a 10-digit amount: 400 naming rows.0.amount, no balance, ledger or import log written', async () => {
    const s = await insertStudent(t.db);
    const first = await t.call({
      method: 'POST',
      url: '/api/a/v1/account/batchUpdateAccount',
      token: ops,
      headers: { 'idempotency-key': 'input-coin-1' },
      payload: { accountType: 2, transType: 8, rows: [{ uid: s.id, amount: 500 }] },
    });
    expect(first.body.payload.successNum).toBe(1);
    const logs = await countRows(t.db, 'account_import_log');
    const r = await t.call({
      method: 'POST',
      url: '/api/a/v1/account/batchUpdateAccount',
      token: ops,
      headers: { 'idempotency-key': 'input-coin-2' },
      payload: { accountType: 2, transType: 8, rows: [{ uid: s.id, amount: 9999999999 }] },
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toBe('参数错误：rows.0.amount 绝对值不能大于100000000');
    const balance = await t.db.query<{ b: string }>('SELECT balance::text AS b FROM account WHERE uid = $1 AND account_type = 2', [s.id]);
    expect(balance.rows[0].b).toBe('500.00');
    expect(await countRows(t.db, 'account_record WHERE uid = $1', [s.id])).toBe(1);
    expect(await countRows(t.db, 'account_import_log')).toBe(logs);
  });
});

describe('other write routes take only what their columns hold (400 naming the field, nothing saved)', () => {
  it('a contract: a day that does not exist, a price line beyond numeric(12,2)', async () => {
    const contracts = await countRows(t.db, 'contract');
    const post = (payload: object) => t.call({ method: 'POST', url: '/api/c/v1/contract/create', token: ops, payload });
    const day = await post({ title: '合同', startDate: '2026-02-30' });
    expect(day.status).toBe(400);
    expect(day.body.errors).toBe('参数错误：startDate 不是有效的日期');
    const big = await post({ title: '合同', priceDetails: [{ itemName: '课', quantity: 100000, unitPrice: '9999999999' }] });
    expect(big.status).toBe(400);
    expect(big.body.errors).toBe('参数错误：priceDetails.0.quantity 金额合计超出范围（最多9999999999.99元）');
    expect(await countRows(t.db, 'contract')).toBe(contracts);
  });

  it('a target period beyond an int column; a staff duty id of 5,000 characters', async () => {
    const teacherId = await insertTeacher(t.db, 0);
    const term = await t.call({
      method: 'POST',
      url: '/api/t/v1/teachertargets/importTeacherTargets',
      token: admin,
      payload: { rows: [{ teacherId, term: 99999999999, gmvNum: 1, gmv: 1 }] },
    });
    expect(term.body.payload).toMatchObject({ written: false, failed: 1 });
    expect(term.body.payload.rows[0].error).toBe('term 期数过大');
    expect(await countRows(t.db, 'teacher_target')).toBe(0);
    const staff = await countRows(t.db, 'staff');
    const duty = await t.call({
      method: 'POST',
      url: '/api/b/v1/staff/addStaff',
      token: admin,
      payload: {
        userName: 'duty_x',
        realName: '职务',
        mobile: '13766660098',
        roleIds: ['5'],
        subjectList: [0],
        dutyId: 'd'.repeat(5000),
        password: 'Abc12345',
      },
    });
    expect(duty.status).toBe(400);
    expect(duty.body.errors).toBe('参数错误：dutyId 最多32个字符');
    expect(await countRows(t.db, 'staff')).toBe(staff);
  });
});

describe('the platform safety net: a database error from bad input is a 400, and nothing is saved', () => {
  let db: Database;
  let app: Awaited<ReturnType<typeof buildApp>>['app'];
  beforeAll(async () => {
    db = await createTestDatabase();
    await db.exec('CREATE TABLE input_probe (n int, day date, code varchar(3), flag smallint CHECK (flag IN (0, 1)))');
    ({ app } = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv), db, logger: false, jobs: false }));
    // A route whose zod lets anything through: only the database stands between the body and the table.
    defineRoute<{ n?: unknown; day?: unknown; code?: unknown; flag?: unknown }>(app, {
      method: 'POST',
      url: '/test/input-probe',
      access: 'public',
      handler: async (_ctx, { body }) =>
        db.transaction(async (tx) => {
          await tx.query('INSERT INTO input_probe (n) VALUES (1)');
          await tx.query('INSERT INTO input_probe (n, day, code, flag) VALUES ($1, $2, $3, $4)', [
            body.n ?? null,
            body.day ?? null,
            body.code ?? null,
            body.flag ?? null,
          ]);
          return true;
        }),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it.each([
    ['22003 numeric out of range', { n: 9999999999 }, '参数错误：数值超出允许范围'],
    ['22008 datetime field out of range', { day: '2026-02-30' }, '参数错误：日期或时间不正确'],
    ['22007 invalid datetime format', { day: '2026-99' }, '参数错误：日期或时间不正确'],
    ['22001 string too long', { code: 'abcd' }, '参数错误：文本过长'],
    ['22P02 invalid text representation', { n: 'abc' }, '参数错误：格式不正确'],
    ['23514 check violation (the column named)', { flag: 5 }, '参数错误：flag 不符合取值规则'],
  ])('%s', async (_what, payload, message) => {
    const r = await app.inject({ method: 'POST', url: '/test/input-probe', payload });
    expect(r.statusCode).toBe(400);
    const body = JSON.parse(r.body);
    expect(body).toMatchObject({ code: 400, status: 'ERROR', errors: message });
    expect(await countRows(db, 'input_probe')).toBe(0);
  });

  it('answers in English when asked', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/test/input-probe',
      payload: { n: 9999999999 },
      headers: { 'accept-language': 'en' },
    });
    expect(JSON.parse(r.body).errors).toBe('Bad parameter: a number is out of range');
  });
});
