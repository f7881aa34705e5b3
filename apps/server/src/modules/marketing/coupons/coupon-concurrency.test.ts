import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { countRows, insertStudent } from '../../../test/fixtures/people';

/**
 * Concurrent sends (CONTRACT §3). On PostgreSQL (project server-pg) the 50 requests really run at once
 * on a connection pool; on PGlite they queue, and the outcome must be the same.
 */

let t: TestApp;
let admin: string;
const C = '/api/s/v1/coupon';

beforeAll(async () => {
  t = await createTestApp(undefined, { jobs: false });
  admin = await t.login('admin');
});
afterAll(async () => t.close());

async function coupon(totalNum?: number): Promise<string> {
  const r = await t.call({
    method: 'POST',
    url: `${C}/createCoupon`,
    token: admin,
    payload: { name: `并发券${Math.random()}`, amount: 10, validType: 2, validDays: 30, totalNum },
  });
  return r.body.payload.id;
}

const send = (couponId: string, uids: string[], key: string) =>
  t.call({
    method: 'POST',
    url: `${C}/send/batch/sendCoupon?couponId=${couponId}`,
    token: admin,
    payload: uids,
    headers: { 'idempotency-key': key },
  });

describe('concurrent coupon sends', () => {
  it('50 identical sends under one key give each student one coupon', async () => {
    const id = await coupon();
    const students = await Promise.all([1, 2, 3].map(() => insertStudent(t.db)));
    const uids = students.map((s) => s.id);
    const results = await Promise.all(Array.from({ length: 50 }, () => send(id, uids, 'same-key')));
    for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
    for (const r of results) expect(r.body.payload).toEqual([]);
    for (const uid of uids) expect(await countRows(t.db, 'user_coupon WHERE coupon_id = $1 AND uid = $2', [id, uid])).toBe(1);
    expect(await countRows(t.db, 'coupon_dispense WHERE coupon_id = $1', [id])).toBe(1);
  });

  it('50 sends with different keys against a total limit of 10 issue exactly 10', async () => {
    const id = await coupon(10);
    const students = [];
    for (let i = 0; i < 50; i++) students.push(await insertStudent(t.db));
    const results = await Promise.all(students.map((s, i) => send(id, [s.id], `key-${i}`)));
    for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const refused = results.filter((r) => r.body.payload.length === 1);
    expect(refused).toHaveLength(40);
    for (const r of refused) expect(r.body.payload[0].reason).toBe('超出发放总量 10 张');
    expect(await countRows(t.db, 'user_coupon WHERE coupon_id = $1', [id])).toBe(10);
    const c = await t.db.query<{ issued_num: number }>('SELECT issued_num FROM coupon WHERE id = $1', [id]);
    expect(c.rows[0].issued_num).toBe(10);
  });
});
