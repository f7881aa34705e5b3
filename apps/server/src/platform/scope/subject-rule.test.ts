import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { makeOrder } from '../../test/fixtures/orders';
import { insertStudent, staffId } from '../../test/fixtures/people';

/**
 * Issue 26: the student calls (student-scope.ts) required a subject line, the trading calls and the
 * route guard a line or an order. One rule now (decisions/platform.md, "One subject rule"): a student
 * with an order in art but no art line is art's — the student calls that answered 404 now answer,
 * through a single check (getAccount), a list check (addBlacklists) and an inline SQL lookup
 * (queryUserMobileV2). A student with neither in art is still not there.
 */
let t: TestApp;
let ops: string;
let opsId: string;

beforeAll(async () => {
  t = await createTestApp();
  ops = await t.login('ops');
  opsId = await staffId(t.db, 'ops');
});
afterAll(async () => t.close());

/** A music student (line in music only) who bought an art course: an order in art, no art line. */
async function orderOnlyInArt() {
  const s = await insertStudent(t.db, [3]);
  await makeOrder(t.db, { uid: s.id, subject: 0 });
  return s;
}

describe('one subject rule: a line or an order in the subject', () => {
  it('getAccount answers for a student with an art order but no art line (the line-only rule answered 404)', async () => {
    const s = await orderOnlyInArt();
    const r = await t.call({ method: 'GET', url: `/api/a/v2/account/getAccount?uid=${s.id}`, token: ops });
    expect(r.status).toBe(200);
    expect(r.body.payload).toMatchObject({ uid: s.id, cash: 0, coin: 0, diamond: 0 });
  });

  it('addBlacklists takes such a student in a list with a lined one', async () => {
    const [lined, ordered] = [await insertStudent(t.db), await orderOnlyInArt()];
    const r = await t.call({
      method: 'POST',
      url: '/api/u/v1/user/notifySwitch/addBlacklists',
      token: ops,
      payload: { studentIds: [lined.id, ordered.id], reason: '一个规则' },
    });
    expect(r.status).toBe(200);
    expect(r.body.payload).toEqual({ type: 'MSG', added: [lined.id, ordered.id], skipped: [] });
  });

  it('queryUserMobileV2 reveals such a student', async () => {
    const s = await orderOnlyInArt();
    const r = await t.call({
      method: 'POST',
      url: '/api/u/v1/user/userManner/queryUserMobileV2',
      token: ops,
      payload: { userIds: [s.id], operatorId: opsId },
    });
    expect(r.status).toBe(200);
    expect(r.body.payload).toEqual([expect.objectContaining({ uid: s.id, mobile: s.mobile })]);
  });

  it('a student with neither a line nor an order in art stays out of art', async () => {
    const s = await insertStudent(t.db, [3]);
    await makeOrder(t.db, { uid: s.id, subject: 3 });
    const account = await t.call({ method: 'GET', url: `/api/a/v2/account/getAccount?uid=${s.id}`, token: ops });
    expect(account.status).toBe(404);
    const lined = await insertStudent(t.db);
    const list = await t.call({
      method: 'POST',
      url: '/api/u/v1/user/notifySwitch/addBlacklists',
      token: ops,
      payload: { studentIds: [lined.id, s.id] },
    });
    expect(list.status).toBe(404);
  });
});
