import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { insertStudent } from '../../../test/fixtures/people';

/** Referral screenshots review, the referral activity, and marketing activities (promotions). */

let t: TestApp;
let cs: string;
let reviewer: string;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp(undefined, { jobs: false });
  cs = await t.login('cs');
  reviewer = await t.login('reviewer');
});
afterAll(async () => t.close());

const post = (url: string, payload: unknown = {}, token = cs) => t.call({ method: 'POST', url, payload: payload as object, token });

describe('referral screenshots', () => {
  it('approves once (crediting the reward), rejects with a reason, and reopens a rejected one', async () => {
    const s = await insertStudent(t.db);
    const ins = await t.db.query<{ id: string }>(
      `INSERT INTO share_reward (subject, uid, share_type, reward_account_type, reward_amount) VALUES (0, $1, 1, 2, 15), (0, $1, 1, 2, 15) RETURNING id::text AS id`,
      [s.id],
    );
    const [a, b] = ins.rows.map((r) => r.id);
    expect((await post(`/api/b/v1/backend/userflow/complete?id=${a}&isAgree=1&remark=ok`)).body.payload.status).toBe(1);
    expect((await post(`/api/b/v1/backend/userflow/complete?id=${a}&isAgree=1`)).status).toBe(409);
    expect((await post(`/api/b/v1/backend/userflow/complete?id=${b}&isAgree=0`)).body.errors).toContain('remark');
    expect(
      (await post(`/api/b/v1/backend/userflow/complete?id=${b}&isAgree=0&remark=${encodeURIComponent('截图不清晰')}`)).body.payload.status,
    ).toBe(2);
    expect((await post(`/api/b/v1/backend/userflow/reComplete?id=${b}`)).body.payload.status).toBe(0);
    expect((await post(`/api/b/v1/backend/userflow/reComplete?id=${b}`)).status).toBe(409);
    const acc = await t.call({ method: 'GET', url: `/api/a/v2/account/getAccount?uid=${s.id}`, token: cs });
    expect(acc.body.payload.coin).toBe(15);
  });
});

describe('referral activity', () => {
  it('saves the subject configuration and refuses a stale version', async () => {
    expect((await t.call({ method: 'GET', url: '/api/b/v1/backend/recommendActivity/get', token: cs })).body.payload).toBeNull();
    const body = {
      title: '推荐有礼',
      inviterReward: 100,
      inviteeReward: 50,
      status: 1,
      startDate: Date.now(),
      endDate: Date.now() + 30 * DAY,
    };
    const first = await post('/api/b/v1/backend/recommendActivity/save', body);
    expect(first.body.payload).toMatchObject({ title: '推荐有礼', inviterReward: 100, status: 1 });
    const v = first.body.payload.version;
    expect((await post('/api/b/v1/backend/recommendActivity/save', { ...body, inviterReward: 120, version: v })).status).toBe(200);
    expect((await post('/api/b/v1/backend/recommendActivity/save', { ...body, inviterReward: 130, version: v })).status).toBe(409);
    expect((await post('/api/b/v1/backend/recommendActivity/save', { ...body, endDate: body.startDate - 1 })).body.errors).toContain(
      'endDate',
    );
    expect((await post('/api/b/v1/backend/recommendActivity/save', body, reviewer)).status).toBe(420);
  });
});

describe('marketing activities', () => {
  it('creates, lists, edits the end, counts the orders and students it brought, and deletes', async () => {
    const start = Date.now() - DAY;
    const saved = await post('/api/p/v1/promotions/saveAndUpdatePromotions', {
      name: '双十一',
      startDate: start,
      endDate: start + 10 * DAY,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = saved.body.payload.id;
    const s = await insertStudent(t.db);
    await t.db.query(
      `INSERT INTO orders (subject, uid, out_trade_no, amount, status, promotions_id, regtype) VALUES (0, $1, $2, 99, 3, $3, 9), (0, $1, $4, 10, 1, $3, 9)`,
      [s.id, `P${Date.now()}`, id, `Q${Date.now()}`],
    );
    const page = await t.call({ method: 'GET', url: '/api/p/v1/promotions/getPromotionsPageList?name=双十', token: cs });
    expect(page.body.payload.content[0]).toMatchObject({ id, name: '双十一', orderCount: 2, studentCount: 1, paidAmount: 99 });
    const active = await t.call({ method: 'GET', url: `/api/p/v1/promotions/getPromotionsList?ctime=${Date.now()}`, token: cs });
    expect(active.body.payload.content.map((p: { id: string }) => p.id)).toContain(id);
    const orders = await t.call({ method: 'GET', url: `/api/p/v1/promotions/getPromotionsOrders?promotionsId=${id}`, token: cs });
    expect(orders.body.payload.totalElements).toBe(2);
    expect(orders.body.payload.content[0].mobile).toMatch(/\*{4}/);
    const end = await post('/api/p/v1/promotions/updatePromotionsDate', { id, endDate: start + 20 * DAY });
    expect(end.body.payload.endDate).toBe(start + 20 * DAY);
    expect((await post('/api/p/v1/promotions/updatePromotionsDate', { id, endDate: start - DAY })).body.errors).toContain('endDate');
    const stale = await post('/api/p/v1/promotions/saveAndUpdatePromotions', {
      id,
      name: 'x',
      startDate: start,
      endDate: start + DAY,
      version: 0,
    });
    expect(stale.status).toBe(409);
    expect((await t.call({ method: 'GET', url: `/api/p/v1/promotions/deletePromotionsById?promotionsId=${id}`, token: cs })).status).toBe(
      200,
    );
    expect((await t.call({ method: 'GET', url: `/api/p/v1/promotions/getPromotionsById?promotionsId=${id}`, token: cs })).status).toBe(404);
  });
});
