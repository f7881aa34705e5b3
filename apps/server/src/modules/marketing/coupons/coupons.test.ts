import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { countRows, insertStudent } from '../../../test/fixtures/people';

/** The coupon calls: definitions, name check, sending (idempotent, total limit), held coupons, dispensing rules, camp shelf. */

let t: TestApp;
let admin: string;
let cs: string;
let sales: string;
const C = '/api/s/v1/coupon';
const DAY = 86_400_000;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp(undefined, { jobs: false });
  admin = await t.login('admin');
  cs = await t.login('cs');
  sales = await t.login('sales');
});
afterAll(async () => t.close());

const post = (url: string, payload: unknown, token = admin, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url, payload: payload as object, token, headers });
const get = (url: string, token = admin) => t.call({ method: 'GET', url, token });

async function newCoupon(more: Record<string, unknown> = {}) {
  seq += 1;
  const r = await post(`${C}/createCoupon`, {
    name: `测试券${seq}`,
    rule: 'MONEYOFF',
    amount: 50,
    thresholdAmount: 500,
    validType: 1,
    startDate: Date.now() - DAY,
    endDate: Date.now() + 30 * DAY,
    ...more,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.payload as { id: string; name: string; version: number; packageIds?: string[] };
}

describe('coupon definitions', () => {
  it('creates, reads, pages (0-based) and updates a coupon; a stale version is 409', async () => {
    const c = await newCoupon({ description: '新用户', totalNum: 100, dutyIds: [1, 2] });
    expect(c).toMatchObject({
      rule: 'MONEYOFF',
      amount: 50,
      thresholdAmount: 500,
      status: 1,
      totalNum: 100,
      issuedNum: 0,
      dutyIds: [1, 2],
    });
    expect((await get(`${C}/findCoupon?id=${c.id}`)).body.payload.name).toBe(c.name);
    const page = await get(`${C}/getCouponInfo?page=0&size=200`);
    expect(page.body.payload.number).toBe(0);
    expect(page.body.payload.content.map((x: { id: string }) => x.id)).toContain(c.id);
    const upd = await post(`${C}/updateCoupon`, { ...c, id: c.id, amount: 60, status: 0, version: c.version });
    expect(upd.body.payload).toMatchObject({ amount: 60, status: 0 });
    const stale = await post(`${C}/updateCoupon`, { ...c, id: c.id, amount: 70, version: c.version });
    expect(stale.status).toBe(409);
    expect(stale.body.conflict.changedBy).toBeTruthy();
    // a disabled coupon is not offered for sending
    const usable = await get(`${C}/getAllCoupons?page=0&size=200`);
    expect(usable.body.payload.content.map((x: { id: string }) => x.id)).not.toContain(c.id);
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const before = await countRows(t.db, 'coupon');
    const noAmount = await post(`${C}/createCoupon`, { name: '坏券', rule: 'MONEYOFF', amount: 0, validType: 2, validDays: 7 });
    expect(noAmount.status).toBe(400);
    expect(noAmount.body.errors).toContain('amount');
    const badWindow = await post(`${C}/createCoupon`, { name: '坏券', amount: 5, startDate: Date.now(), endDate: Date.now() - DAY });
    expect(badWindow.body.errors).toContain('endDate');
    const discount = await post(`${C}/createCoupon`, { name: '坏券', rule: 'DISCOUNT', validType: 2, validDays: 7 });
    expect(discount.body.errors).toContain('discount');
    expect(await countRows(t.db, 'coupon')).toBe(before);
  });

  it('checks name uniqueness (couponId excludes itself); a taken name is 409; delete frees it', async () => {
    const c = await newCoupon();
    expect((await get(`${C}/checkCouponName?name=${encodeURIComponent(c.name)}`)).body.payload).toBe(false);
    expect((await get(`${C}/checkCouponName?name=${encodeURIComponent(c.name)}&couponId=${c.id}`)).body.payload).toBe(true);
    const dup = await post(`${C}/createCoupon`, { name: c.name, amount: 5, validType: 2, validDays: 3 });
    expect(dup.status).toBe(409);
    expect((await get(`${C}/deleteCoupon?id=${c.id}`)).status).toBe(200);
    expect((await get(`${C}/findCoupon?id=${c.id}`)).status).toBe(404);
    expect((await get(`${C}/checkCouponName?name=${encodeURIComponent(c.name)}`)).body.payload).toBe(true);
  });

  it('filters by package and duty; the coupon role list is enforced (sales 420, cs 200)', async () => {
    const pkg = await t.db.query<{ id: string }>(
      `INSERT INTO package (subject, name, price) VALUES (0, '券测试套餐', 99) RETURNING id::text AS id`,
    );
    const pid = pkg.rows[0].id;
    const bound = await newCoupon({ packageIds: [pid], dutyIds: [7] });
    expect(bound.packageIds ?? []).toEqual([pid]);
    const byPkg = await get(`${C}/getAllCouponByPackagesId?packagesId=${pid}`);
    expect(byPkg.body.payload.map((x: { id: string }) => x.id)).toContain(bound.id);
    const other = await get(`${C}/duty/getCouponsNew?dutyId=3&packageIds=${pid}`);
    expect(other.body.payload.map((x: { id: string }) => x.id)).not.toContain(bound.id);
    const duty7 = await get(`${C}/duty/getCouponsNew?dutyId=7&packageIds=${pid}`);
    expect(duty7.body.payload.map((x: { id: string }) => x.id)).toContain(bound.id);
    expect((await get(`${C}/getCouponInfo`, sales)).status).toBe(420);
    expect((await get(`${C}/getCouponInfo`, cs)).status).toBe(200);
  });
});

describe('sending', () => {
  it('sends to a list once per Idempotency-Key; the answer lists the failures; the student sees it', async () => {
    const c = await newCoupon({ perUserLimit: 1 });
    const a = await insertStudent(t.db);
    const b = await insertStudent(t.db);
    const music = await insertStudent(t.db, [3]);
    const url = `${C}/send/batch/sendCoupon?couponId=${c.id}&endDate=${Date.now() + 10 * DAY}`;
    const missingKey = await post(url, [a.id]);
    expect(missingKey.status).toBe(400);
    const r = await post(url, [a.id, b.id, music.id], admin, { 'idempotency-key': 'send-1' });
    expect(r.status).toBe(200);
    expect(r.body.payload).toEqual([{ uid: music.id, reason: '学员不存在或不属于当前学科' }]);
    const replay = await post(url, [a.id, b.id, music.id], admin, { 'idempotency-key': 'send-1' });
    expect(replay.body.payload).toEqual(r.body.payload);
    expect(await countRows(t.db, 'user_coupon WHERE coupon_id = $1', [c.id])).toBe(2);
    const otherBody = await post(url, [a.id], admin, { 'idempotency-key': 'send-1' });
    expect(otherBody.status).toBe(409);
    // per-user limit 1: a second send under a new key fails for a
    const again = await post(url, [a.id], admin, { 'idempotency-key': 'send-2' });
    expect(again.body.payload[0].reason).toContain('每人限领');
    const held = await get(`${C}/getUserCouponsDetailTOB?uid=${a.id}`);
    expect(held.body.payload).toEqual([expect.objectContaining({ couponId: c.id, couponName: c.name, status: 0, couponAmount: 50 })]);
    expect((await get(`${C}/findCoupon?id=${c.id}`)).body.payload.issuedNum).toBe(2);
    const records = await post('/graphql/v1/toss', {
      query: `{ CouponDispensePage(query: ${JSON.stringify(JSON.stringify({ coupon_id: c.id }))}) { totalElements content { coupon_name source_text total success_num fail_num staff_name } } }`,
    });
    expect(records.body.data.CouponDispensePage.content).toEqual([
      { coupon_name: c.name, source_text: '批量发放', total: 1, success_num: 0, fail_num: 1, staff_name: expect.any(String) },
      { coupon_name: c.name, source_text: '批量发放', total: 3, success_num: 2, fail_num: 1, staff_name: expect.any(String) },
    ]);
  });

  it('sends to designated users by phone; unknown phones are reported', async () => {
    const c = await newCoupon();
    const s = await insertStudent(t.db);
    const r = await t.call({
      method: 'GET',
      url: `${C}/send/disignatedUserSendCoupon?couponId=${c.id}&mobiles=${s.mobile},13000000000`,
      token: admin,
      headers: { 'idempotency-key': 'designated-1' },
    });
    expect(r.body.payload).toMatchObject({ successNum: 1, failNum: 1, failures: [{ uid: '13000000000' }] });
  });

  it('never issues past the total limit, and refuses a disabled or expired coupon', async () => {
    const c = await newCoupon({ totalNum: 2 });
    const students = await Promise.all([1, 2, 3].map(() => insertStudent(t.db)));
    const r = await post(
      `${C}/send/batch/sendCoupon?couponId=${c.id}`,
      students.map((s) => s.id),
      admin,
      { 'idempotency-key': 'limit-1' },
    );
    expect(r.body.payload).toEqual([{ uid: students[2].id, reason: '超出发放总量 2 张' }]);
    const off = await newCoupon({ status: 0 });
    const refused = await post(`${C}/send/batch/sendCoupon?couponId=${off.id}`, [students[0].id], admin, { 'idempotency-key': 'off-1' });
    expect(refused.status).toBe(409);
  });

  it('changes held coupons: end date and status, move to another student; a used one does not move', async () => {
    const c = await newCoupon();
    const a = await insertStudent(t.db);
    const b = await insertStudent(t.db);
    await post(`${C}/send/batch/sendCoupon?couponId=${c.id}`, [a.id], admin, { 'idempotency-key': 'held-1' });
    const [held] = (await get(`${C}/getUserCouponsDetailTOB?uid=${a.id}`)).body.payload;
    const end = Date.now() + 5 * DAY;
    const upd = await post(`${C}/updateEndDateAndStatusTOB`, { id: held.id, endDate: end, status: 3 });
    expect(upd.body.payload[0]).toMatchObject({ status: 3, endDate: end });
    expect((await post(`${C}/updateEndDateAndStatusTOB`, { id: held.id, status: 1 })).body.errors).toContain('status');
    await post(`${C}/updateEndDateAndStatusTOB`, { id: held.id, status: 0 });
    const moved = await get(`${C}/changeCouponUser?id=${held.id}&uid=${b.id}`);
    expect(moved.body.payload.uid).toBe(b.id);
  });
});

describe('dispensing rules and camp coupons', () => {
  it('saves a rule per period and reads it back', async () => {
    const c = await newCoupon();
    const dept = await t.db.query<{ id: string }>(`SELECT id::text AS id FROM department LIMIT 1`);
    const deptId = dept.rows[0].id;
    const body = {
      couponDispensedRules: { couponId: c.id, couponName: c.name, period: '202601', periodName: '1月期', executeType: '0' },
      couponDispensedDetails: [{ uid: deptId, day: 3 }],
    };
    expect((await post('/api/s/v1/couponDispensed/createCouponDispensed', body)).status).toBe(200);
    const rule = await post('/api/s/v1/couponDispensed/selectCouponDispensed', { couponId: c.id, period: '202601' });
    expect(rule.body.payload).toEqual({
      couponDispensedRules: { couponId: c.id, period: '202601', periodName: '1月期', executeType: 0 },
      couponDispensedDetails: [{ uid: deptId, day: 3 }],
    });
    const details = await post('/api/s/v1/couponDispensed/selectCouponDispensedDetails', { couponId: c.id, period: '202601,202602' });
    expect(details.body.payload).toEqual([{ uid: deptId, day: 3, period: '202601' }]);
    const info = await get(`/api/s/v1/couponDispensed/getCouponDetailInfo?couponId=${c.id}`);
    expect(info.body.payload.couponDispensedRules).toHaveLength(1);
  });

  it('puts a coupon on the camp shelf once and takes it down', async () => {
    const c = await newCoupon();
    const ins = await post('/api/s/v1/campCoupon/insertCampCoupon', { couponId: c.id });
    expect(ins.status).toBe(200);
    expect((await post('/api/s/v1/campCoupon/insertCampCoupon', { couponId: c.id })).status).toBe(409);
    const list = await get('/api/s/v1/campCoupon/list?status=1');
    expect(list.body.payload.content.map((x: { couponId: string }) => x.couponId)).toContain(c.id);
    expect((await get(`/api/s/v1/campCoupon/downCampCoupon?id=${ins.body.payload.id}`)).body.payload.status).toBe(0);
    expect((await get(`/api/s/v1/campCoupon/downCampCoupon?id=${ins.body.payload.id}`)).status).toBe(409);
  });
});

describe('bucket statistics of coupon orders', () => {
  it('CouponOrderSumStatistics answers as the original client reads it: code (string), type = the termField, count, value', async () => {
    const c = await newCoupon();
    const s = await insertStudent(t.db);
    await post(`${C}/send/batch/sendCoupon?couponId=${c.id}`, [s.id], admin, { 'idempotency-key': `stats-${s.id}` });
    const [held] = (await get(`${C}/getUserCouponsDetailTOB?uid=${s.id}`)).body.payload;
    await t.db.query(
      `INSERT INTO orders (subject, uid, out_trade_no, regtype, amount, status, coupon_id, user_coupon_id) VALUES (0, $1, $2, 2, 99.5, 3, $3, $4)`,
      [s.id, `CPN${Date.now()}`, c.id, held.id],
    );
    const r = await post('/graphql/v1/toss', {
      query: `{ CouponOrderSumStatistics(query: ${JSON.stringify(JSON.stringify({ uid: s.id }))}, sumField: "amount", termField: "status") { code type count value } }`,
    });
    expect(r.body.data.CouponOrderSumStatistics).toEqual([{ code: '3', type: 'status', count: 1, value: 99.5 }]);
  });
});
