import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { countRows, insertStudent } from '../../../test/fixtures/people';

let t: TestApp;
let ops: string;

beforeAll(async () => {
  t = await createTestApp();
  ops = await t.login('ops');
});
afterAll(async () => t.close());

const batch = (payload: unknown, key: string | undefined, url = '/api/a/v1/account/batchUpdateAccount', token = ops) =>
  t.call({ method: 'POST', url, token, headers: key ? { 'idempotency-key': key } : {}, payload: payload as Record<string, unknown> });

describe('batchUpdateAccount', () => {
  it('applies valid rows, reports each refused row with its reason, never lets a balance go negative', async () => {
    const [a, b] = [await insertStudent(t.db), await insertStudent(t.db)];
    const music = await insertStudent(t.db, [3]);
    const r = await batch(
      {
        accountType: 2,
        transType: 8,
        fileName: '11月运营活动.xlsx',
        desc: '运营活动奖励',
        rows: [
          { uid: a.id, amount: 100 },
          { userNum: b.userNum, amount: '30', note: '补发' },
          { uid: a.id, amount: -40, transType: 14 },
          { uid: b.id, amount: -31, transType: 14 },
          { uid: b.id, amount: 5, transType: 14 },
          { uid: music.id, amount: 10 },
          { uid: a.id, amount: 1.5 },
          { amount: 1 },
          { uid: a.id, amount: 1, transType: 99 },
        ],
      },
      'acc-1',
    );
    expect(r.status).toBe(200);
    const p = r.body.payload;
    expect(p).toMatchObject({ total: 9, successNum: 3, failNum: 6 });
    expect(p.results.map((x: { row: number; balanceAfter: number }) => [x.row, x.balanceAfter])).toEqual([
      [1, 100],
      [2, 30],
      [3, 60],
    ]);
    expect(p.failures.map((f: { row: number; reason: string }) => [f.row, f.reason])).toEqual([
      [4, '小熊币余额不足：当前余额 30，本次扣减 31'],
      [5, '扣减类交易的数量必须为负数'],
      [6, '学员不存在'],
      [7, '小熊币数量必须是整数'],
      [8, '缺少学员ID(uid)或学员编号(userNum)'],
      [9, '交易类型(transType)必须是0到14'],
    ]);
    const ledger = await t.db.query<{ trans_type: number; amount: string; balance_after: string; description: string }>(
      'SELECT trans_type, amount::text, balance_after::text, description FROM account_record WHERE uid = $1 ORDER BY id',
      [a.id],
    );
    expect(ledger.rows).toEqual([
      { trans_type: 8, amount: '100.00', balance_after: '100.00', description: '运营活动奖励' },
      { trans_type: 14, amount: '-40.00', balance_after: '60.00', description: '运营活动奖励' },
    ]);
    const v2 = await t.call({ method: 'GET', url: `/api/a/v2/account/getAccount?uid=${b.id}`, token: ops });
    expect(v2.body.payload).toMatchObject({ uid: b.id, cash: 0, coin: 30, diamond: 0 });
    const v1 = await t.call({ method: 'POST', url: '/api/a/v1/account/getAccount', token: ops, payload: { uid: a.id } });
    expect(v1.body.payload.map((x: { accountType: number; balance: number }) => [x.accountType, x.balance])).toEqual([
      [1, 0],
      [2, 60],
      [3, 0],
    ]);
    const logs = await t.call({ method: 'GET', url: '/api/a/v2/account/getImportLogList?accountType=2', token: ops });
    expect(logs.body.payload.content[0]).toMatchObject({
      id: p.importLogId,
      fileName: '11月运营活动.xlsx',
      total: 9,
      successNum: 3,
      failNum: 6,
      status: 1,
      staffName: '李运营',
    });
    expect(logs.body.payload.content[0].detail.failures).toHaveLength(6);
    const op = await t.db.query<{ changes: Record<string, unknown> }>(
      "SELECT changes FROM operation_log WHERE action = 'account.batchUpdate' AND entity_id = $1",
      [p.importLogId],
    );
    expect(op.rows[0].changes).toEqual({ [`${a.id}.小熊币`]: [0, 60], [`${b.id}.小熊币`]: [0, 30] });
  });

  it('replays the first answer for the same Idempotency-Key, refuses the key with another body (409) and a missing key (400)', async () => {
    const s = await insertStudent(t.db);
    const body = { accountType: 1, transType: 9, rows: [{ uid: s.id, amount: '12.34' }] };
    const first = await batch(body, 'acc-2', '/api/a/v2/account/batchUpdateAccount');
    expect(first.body.payload.results[0].balanceAfter).toBe(12.34);
    const again = await batch(body, 'acc-2', '/api/a/v2/account/batchUpdateAccount');
    expect(again.body).toEqual(first.body);
    const other = await batch({ ...body, rows: [{ uid: s.id, amount: '20' }] }, 'acc-2', '/api/a/v2/account/batchUpdateAccount');
    expect(other.status).toBe(409);
    const noKey = await batch(body, undefined);
    expect(noKey.status).toBe(400);
    expect(noKey.body.errors).toContain('Idempotency-Key');
    expect(await countRows(t.db, 'account_record WHERE uid = $1', [s.id])).toBe(1);
    const acc = await t.db.query<{ balance: string }>('SELECT balance::text FROM account WHERE uid = $1 AND account_type = 1', [s.id]);
    expect(acc.rows[0].balance).toBe('12.34');
  });

  it('never takes a balance below zero from 20 simultaneous deductions with different keys', async () => {
    const s = await insertStudent(t.db);
    await batch({ accountType: 3, transType: 9, rows: [{ uid: s.id, amount: 100 }] }, 'acc-c0');
    const all = await Promise.all(
      Array.from({ length: 20 }, (_, i) => batch({ accountType: 3, transType: 14, rows: [{ uid: s.id, amount: -7 }] }, `acc-c${i + 1}`)),
    );
    expect(all.every((r) => r.status === 200)).toBe(true);
    expect(all.filter((r) => r.body.payload.successNum === 1)).toHaveLength(14);
    const acc = await t.db.query<{ balance: string }>('SELECT balance::text FROM account WHERE uid = $1 AND account_type = 3', [s.id]);
    expect(acc.rows[0].balance).toBe('2.00');
    const last = await t.db.query<{ balance_after: string }>(
      'SELECT min(balance_after)::text AS balance_after FROM account_record WHERE uid = $1',
      [s.id],
    );
    expect(last.rows[0].balance_after).toBe('2.00');
  });

  it('checks the batch itself (400 naming the field, nothing written), the subject and the role', async () => {
    const before = await countRows(t.db, 'account_import_log');
    expect((await batch({ accountType: 4, rows: [{}] }, 'acc-3')).body.errors).toBe('参数错误：accountType 不能大于3');
    expect((await batch({ accountType: 2 }, 'acc-4')).body.errors).toBe('参数错误：rows 不能为空');
    expect(await countRows(t.db, 'account_import_log')).toBe(before);
    const music = await insertStudent(t.db, [3]);
    expect((await t.call({ method: 'GET', url: `/api/a/v1/account/getAccount?uid=${music.id}`, token: ops })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/a/v1/account/getAccount?uid=${music.id}&subject=3`, token: ops })).status).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/a/v1/account/getAccount', token: ops })).body.errors).toBe('参数错误：uid 不能为空');
    const reviewer = await t.login('reviewer');
    expect((await batch({ accountType: 2, rows: [{ uid: music.id, amount: 1 }] }, 'acc-5', undefined, reviewer)).status).toBe(420);
  });
});
