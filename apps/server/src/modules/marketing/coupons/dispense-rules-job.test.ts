import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { countRows, insertStudent } from '../../../test/fixtures/people';
import { runDueDispenseRules } from './dispense-rules-job';

/**
 * Dispensing rules act on their days (the job's function run with a controlled clock): exactly the
 * due occurrences send, once, through the ordinary send (record, source 3, total limit).
 */

let t: TestApp;
let admin: string;
const C = '/api/s/v1/coupon';
/** A China-time instant (UTC+8). */
const china = (day: string, time = '10:00') => new Date(`${day}T${time}:00+08:00`);

const one = async (sql: string, params: unknown[] = []) => (await t.db.query<{ v: string }>(sql, params)).rows[0].v;

async function coupon(name: string, totalNum?: number): Promise<string> {
  const r = await t.call({
    method: 'POST',
    url: `${C}/createCoupon`,
    token: admin,
    payload: { name, amount: 10, validType: 2, validDays: 30, totalNum },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.payload.id;
}

async function rule(couponId: string, period: string, executeType: number, details: { uid: string; day: number }[]) {
  const r = await t.call({
    method: 'POST',
    url: '/api/s/v1/couponDispensed/createCouponDispensed',
    token: admin,
    payload: { couponDispensedRules: { couponId, period, periodName: `${period}期`, executeType }, couponDispensedDetails: details },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}

async function classOf(dept: string, termId: string, term: number): Promise<string> {
  return one(
    `INSERT INTO team (subject, team_name, team_type, term, term_id, department_id) VALUES (0, '规则班', 1, $1, $2::bigint, $3::bigint) RETURNING id::text AS v`,
    [term, termId, dept],
  );
}

async function studentsIn(team: string, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const s = await insertStudent(t.db);
    await t.db.query('INSERT INTO student_team (subject, student_id, team_id) VALUES (0, $1::bigint, $2::bigint)', [s.id, team]);
    ids.push(s.id);
  }
  return ids;
}

const held = (couponId: string) =>
  t.db
    .query<{ uid: string }>('SELECT uid::text AS uid FROM user_coupon WHERE coupon_id = $1::bigint ORDER BY uid', [couponId])
    .then((r) => r.rows.map((x) => x.uid));

let x: string; // coupon of rule 1 (unlimited)
let y: string; // coupon of rule 2 (total limit 1)
let inA: string[];
let inB: string[];
let inLater: string[];

beforeAll(async () => {
  t = await createTestApp(undefined, { jobs: false });
  admin = await t.login('admin');
  const deptA = await one(`INSERT INTO department (name, subject) VALUES ('规则一组', 0) RETURNING id::text AS v`);
  const deptB = await one(`INSERT INTO department (name, subject) VALUES ('规则二组', 0) RETURNING id::text AS v`);
  const m1 = await one(
    `INSERT INTO management (subject, course_type, period, period_name, class_start) VALUES (0, 1, 7001, '7001期', $1) RETURNING id::text AS v`,
    [china('2030-03-02', '00:00')],
  );
  const m2 = await one(
    `INSERT INTO management (subject, course_type, period, period_name, class_start) VALUES (0, 1, 7002, '7002期', $1) RETURNING id::text AS v`,
    [china('2030-04-01', '09:00')],
  );
  inA = await studentsIn(await classOf(deptA, m1, 7001), 2);
  inB = await studentsIn(await classOf(deptB, m1, 7001), 1);
  inLater = await studentsIn(await classOf(deptA, m2, 7002), 1);
  x = await coupon('定向券甲');
  y = await coupon('定向券乙', 1);
  // rule 1: period 7001 only; group A on the start day, group B three days later
  await rule(x, '7001', 0, [
    { uid: deptA, day: 0 },
    { uid: deptB, day: 3 },
  ]);
  // rule 2: period 7001 and every later period; group A on day 1; the coupon has one left
  await rule(y, '7001', 1, [{ uid: deptA, day: 1 }]);
});
afterAll(async () => t.close());

describe('dispensing rules on their days', () => {
  it('before the first day nothing is due', async () => {
    expect(await runDueDispenseRules(t.db, china('2030-03-01', '23:59'))).toEqual({ occurrences: 0, issued: 0, skipped: 0 });
    expect(await countRows(t.db, 'user_coupon WHERE coupon_id = ANY($1::bigint[])', [[x, y]])).toBe(0);
  });

  it("on the start day group A gets rule 1's coupon, once; a rerun issues nothing", async () => {
    expect(await runDueDispenseRules(t.db, china('2030-03-02', '00:10'))).toEqual({ occurrences: 1, issued: 2, skipped: 0 });
    expect(await held(x)).toEqual([...inA].sort());
    expect(await runDueDispenseRules(t.db, china('2030-03-02', '18:00'))).toEqual({ occurrences: 0, issued: 0, skipped: 0 });
    expect(await held(x)).toHaveLength(2);
    const rec = await t.db.query<{ source: number; success_num: number; staff: string }>(
      `SELECT d.source, d.success_num, s.user_name AS staff FROM coupon_dispense d JOIN staff s ON s.id = d.staff_id WHERE d.coupon_id = $1::bigint`,
      [x],
    );
    expect(rec.rows).toEqual([{ source: 3, success_num: 2, staff: 'admin' }]);
    expect(await held(y)).toEqual([]);
  });

  it('day 1: rule 2 never passes its total limit and the record names the rest', async () => {
    expect(await runDueDispenseRules(t.db, china('2030-03-03'))).toEqual({ occurrences: 1, issued: 1, skipped: 0 });
    expect(await held(y)).toHaveLength(1);
    const rec = await t.db.query<{ success_num: number; fail_num: number; detail: { failures: { reason: string }[] } }>(
      'SELECT success_num, fail_num, detail FROM coupon_dispense WHERE coupon_id = $1::bigint',
      [y],
    );
    expect(rec.rows[0]).toMatchObject({ success_num: 1, fail_num: 1 });
    expect(rec.rows[0].detail.failures[0].reason).toBe('超出发放总量 1 张');
    expect(await one('SELECT issued_num::text AS v FROM coupon WHERE id = $1::bigint', [y])).toBe('1');
  });

  it('a missed day is made up within the catch-up window; group B gets its coupon on day 3', async () => {
    // day 3 is 2030-03-05; the server "was down" until 03-06
    expect(await runDueDispenseRules(t.db, china('2030-03-06', '08:00'))).toEqual({ occurrences: 1, issued: 1, skipped: 0 });
    expect(await held(x)).toEqual([...inA, ...inB].sort());
  });

  it('execute type 1 acts on the later period too; an occurrence older than the window never acts', async () => {
    // rule 2 for period 7002 is due 2030-04-02; three days later is past the 2-day window
    expect(await runDueDispenseRules(t.db, china('2030-04-05'))).toEqual({ occurrences: 0, issued: 0, skipped: 0 });
    expect(await held(y)).not.toContain(inLater[0]);
    // the limit is reached, so on its day the occurrence acts but issues nothing
    expect(await runDueDispenseRules(t.db, china('2030-04-02'))).toEqual({ occurrences: 1, issued: 0, skipped: 0 });
    expect(await held(y)).toHaveLength(1);
    expect(await runDueDispenseRules(t.db, china('2030-04-02', '20:00'))).toEqual({ occurrences: 0, issued: 0, skipped: 0 });
  });

  it('a rule whose coupon expired is skipped, not retried', async () => {
    const z = await coupon('定向券丙');
    const deptA = await one(`SELECT id::text AS v FROM department WHERE name = '规则一组'`);
    await rule(z, '7002', 0, [{ uid: deptA, day: 2 }]);
    // its window ended on 2030-04-02, the day before the occurrence (day 2 of period 7002 = 04-03)
    await t.db.query('UPDATE coupon SET valid_type = 1, start_date = $2, end_date = $3 WHERE id = $1::bigint', [
      z,
      china('2030-01-01'),
      china('2030-04-02'),
    ]);
    expect(await runDueDispenseRules(t.db, china('2030-04-03'))).toEqual({ occurrences: 0, issued: 0, skipped: 1 });
    expect(await runDueDispenseRules(t.db, china('2030-04-03', '12:00'))).toEqual({ occurrences: 0, issued: 0, skipped: 0 });
    expect(await held(z)).toEqual([]);
    expect(
      await one(
        'SELECT skipped AS v FROM coupon_rule_run WHERE rule_id = (SELECT id FROM coupon_dispense_rule WHERE coupon_id = $1::bigint)',
        [z],
      ),
    ).toContain('已过有效期');
  });
});
