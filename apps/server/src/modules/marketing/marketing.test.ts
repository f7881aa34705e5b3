import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { data, gql, q, S1, S2, seedStudents } from '../../test/fixtures/student-documents';

/** Account ledger, coupons held by students, and who may read them. */

let t: TestApp;
let admin: string;
let sales: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedStudents(t.db);
  admin = await t.login('admin');
  sales = await t.login('sales');
});
afterAll(async () => t.close());

describe('AccountPage', () => {
  it('filters by account_type (cash 1, coins 2, gems 3) and labels the codes', async () => {
    const d = await data(
      t,
      admin,
      `{ AccountPage(query: ${q({ uid: S1, account_type: 2 })}, sort: ${q({ amount: 'asc' })}) {
          totalElements content { uid account_type account_type_text trans_type trans_type_text amount desc update_date user { mobile } } } }`,
    );
    const page = d.AccountPage;
    expect(page.totalElements).toBe(2);
    expect(page.content.map((r: { amount: number }) => r.amount)).toEqual([-20, 100]);
    expect(page.content[0]).toMatchObject({
      uid: S1,
      account_type: 2,
      account_type_text: '小熊币',
      trans_type: 5,
      trans_type_text: '币宝石兑换',
      desc: '兑换宝石',
      user: { mobile: '138****1234' },
    });
    expect(typeof page.content[0].update_date).toBe('number');
  });

  it("the spec's per-type trans_type lists work, and the ledger is scoped by subject", async () => {
    const cash = await data(
      t,
      admin,
      `{ AccountPage(query: ${q({ uid: S1, account_type: 1, trans_type: [1, 3, 4, 8] })}) { totalElements } }`,
    );
    expect(cash.AccountPage.totalElements).toBe(1);
    const gems = await data(t, admin, `{ AccountPage(query: ${q({ account_type: 3, trans_type: [1, 5, 9] })}) { totalElements } }`);
    expect(gems.AccountPage.totalElements).toBe(1);
    const music = await data(t, admin, `{ AccountPage(query: ${q({ uid: S1 })}) { totalElements content { trans_type_text } } }`, 3);
    expect(music.AccountPage.content).toEqual([{ trans_type_text: '学习奖励' }]);
  });

  it('sales (role 5) may read accounts (area accounts)', async () => {
    const r = await gql(t, sales, `{ AccountPage(query: ${q({ uid: S1 })}) { totalElements } }`);
    expect(r.status).toBe(200);
    expect(r.body.data?.AccountPage.totalElements).toBe(4);
  });
});

describe('coupons', () => {
  it('CouponUserBuy lists the coupons a student can use now', async () => {
    const d = await data(
      t,
      admin,
      `{ CouponUserBuy(query: ${q({ uid: S1 })}) { uid status status_text coupon_name coupon_amount end_date } }`,
    );
    expect(d.CouponUserBuy).toHaveLength(1);
    expect(d.CouponUserBuy[0]).toMatchObject({ uid: S1, status: 0, status_text: '未使用', coupon_name: '满100减20', coupon_amount: 20 });
  });

  it('UserCouponPage filters by status and nests the coupon', async () => {
    const d = await data(
      t,
      admin,
      `{ UserCouponPage(query: ${q({ status: 0 })}) { totalElements content { uid coupon { name type_text } } } }`,
    );
    expect(d.UserCouponPage.totalElements).toBe(2);
    expect(d.UserCouponPage.content.map((r: { uid: string }) => r.uid).sort()).toEqual([S1, S2]);
    expect(d.UserCouponPage.content[0].coupon).toEqual({ name: '满100减20', type_text: '系统课券' });
  });

  it('sales lack the coupons and redeem-code areas: 420 with the root named', async () => {
    for (const root of ['UserCouponPage', 'CouponPage', 'ExchangeCodePage']) {
      const r = await gql(t, sales, `{ ${root} { totalElements } }`);
      expect(r.status, root).toBe(420);
      expect(r.body.errors?.[0].message).toBe(`没有权限：${root}`);
    }
    // the student-side coupon list is a students root: allowed
    const ok = await gql(t, sales, `{ CouponUserBuy(query: ${q({ uid: S2 })}) { id } }`);
    expect(ok.status).toBe(200);
  });
});
