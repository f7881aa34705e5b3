/**
 * Issue 25 finding 7: the per-student coupon limit holds on every path that gives a student a coupon
 * (send, import, dispensing rules, move to another student, re-activating a voided one), enforced by
 * the database (coupon_holding, migration 0451). On PostgreSQL (project server-pg) the concurrent
 * requests really overlap; on PGlite they queue and the outcome must be the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { countRows, insertStudent } from '../../../test/fixtures/people';

let t: TestApp;
let admin: string;
const C = '/api/s/v1/coupon';
let seq = 0;

beforeAll(async () => {
  t = await createTestApp(undefined, { jobs: false });
  admin = await t.login('admin');
});
afterAll(async () => t.close());

async function onePerPerson(): Promise<string> {
  seq += 1;
  const r = await t.call({
    method: 'POST',
    url: `${C}/createCoupon`,
    token: admin,
    payload: { name: `限领券${seq}-${Date.now()}`, amount: 10, validType: 2, validDays: 30, perUserLimit: 1 },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.payload.id;
}
const send = (couponId: string, uids: string[], key = `limit-${Math.random()}`) =>
  t.call({
    method: 'POST',
    url: `${C}/send/batch/sendCoupon?couponId=${couponId}`,
    token: admin,
    payload: uids,
    headers: { 'idempotency-key': key },
  });
const move = (id: string, uid: string) => t.call({ method: 'GET', url: `${C}/changeCouponUser?id=${id}&uid=${uid}`, token: admin });
const heldBy = (couponId: string, uid: string) =>
  countRows(t.db, 'user_coupon WHERE coupon_id = $1 AND uid = $2 AND status <> 3', [couponId, uid]);
async function heldIds(couponId: string, uid: string): Promise<string[]> {
  const r = await t.db.query<{ id: string }>('SELECT id::text AS id FROM user_coupon WHERE coupon_id = $1 AND uid = $2 ORDER BY id', [
    couponId,
    uid,
  ]);
  return r.rows.map((x) => x.id);
}

/** n students holding one copy each of the coupon, and their held coupon ids. */
async function holders(couponId: string, n: number): Promise<{ uid: string; held: string }[]> {
  const out = [];
  for (let i = 0; i < n; i++) {
    const s = await insertStudent(t.db);
    expect((await send(couponId, [s.id])).body.payload).toEqual([]);
    out.push({ uid: s.id, held: (await heldIds(couponId, s.id))[0] });
  }
  return out;
}

describe('the per-student limit on every path', () => {
  it('moving held coupons onto a student already at the limit is refused (409 naming the limit) and nothing moves', async () => {
    const c = await onePerPerson();
    const [a, b, target] = await holders(c, 3);
    for (const from of [a, b]) {
      const r = await move(from.held, target.uid);
      expect(r.status, JSON.stringify(r.body)).toBe(409);
      expect(r.body.errors).toContain('每人限领 1 张');
      expect(r.body.errors).toContain('「限领券');
      expect(await heldIds(c, from.uid)).toEqual([from.held]);
    }
    expect(await heldBy(c, target.uid)).toBe(1);
    // a student below the limit may receive one
    const empty = await insertStudent(t.db);
    expect((await move(a.held, empty.id)).status).toBe(200);
    expect(await heldBy(c, empty.id)).toBe(1);
  });

  it('re-activating a voided coupon past the limit is refused; sends report the student as a failure', async () => {
    const c = await onePerPerson();
    const [a] = await holders(c, 1);
    const voided = await t.call({
      method: 'POST',
      url: `${C}/updateEndDateAndStatusTOB`,
      token: admin,
      payload: { id: a.held, status: 3 },
    });
    expect(voided.status).toBe(200);
    expect((await send(c, [a.uid])).body.payload).toEqual([]); // the voided one does not count
    const again = await t.call({ method: 'POST', url: `${C}/updateEndDateAndStatusTOB`, token: admin, payload: { id: a.held, status: 0 } });
    expect(again.status).toBe(409);
    expect(again.body.errors).toContain('每人限领 1 张');
    expect(await heldBy(c, a.uid)).toBe(1);
    expect((await send(c, [a.uid])).body.payload).toEqual([{ uid: a.uid, reason: '已达到每人限领 1 张' }]);
  });

  it('the database itself refuses a holding past the limit, whatever wrote it', async () => {
    const c = await onePerPerson();
    const [a] = await holders(c, 1);
    const err = await t.db
      .query(
        `INSERT INTO user_coupon (subject, coupon_id, uid, status, start_date, end_date) VALUES (0, $1, $2, 0, now(), now() + interval '1 day')`,
        [c, a.uid],
      )
      .then(
        () => null,
        (e: { code?: string; constraint?: string }) => e,
      );
    expect(err).toMatchObject({ code: '23514', constraint: 'coupon_holding_per_user_limit' });
  });
});

describe('concurrent paths to one student', () => {
  it('20 concurrent moves of a 1-per-person coupon onto one student: exactly 1 held, 19 refused', async () => {
    const c = await onePerPerson();
    const from = await holders(c, 20);
    const target = await insertStudent(t.db);
    const all = await Promise.all(from.map((f) => move(f.held, target.id)));
    expect(all.filter((r) => r.status === 200)).toHaveLength(1);
    expect(all.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await heldBy(c, target.id)).toBe(1);
    expect(await countRows(t.db, 'user_coupon WHERE coupon_id = $1 AND status <> 3', [c])).toBe(20);
  });

  it('10 sends and 10 moves at once onto one student: exactly 1 held', async () => {
    const c = await onePerPerson();
    const from = await holders(c, 10);
    const target = await insertStudent(t.db);
    const all = await Promise.all([...from.map((f) => move(f.held, target.id)), ...Array.from({ length: 10 }, () => send(c, [target.id]))]);
    for (const r of all) expect([200, 409]).toContain(r.status);
    expect(await heldBy(c, target.id)).toBe(1);
  });
});
