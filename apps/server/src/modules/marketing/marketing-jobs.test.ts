import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob, getJob } from '../../platform/jobs';
import { createTestApp, type TestApp } from '../../test/app';
import { makeOrder } from '../../test/fixtures/orders';
import { countRows, insertStudent } from '../../test/fixtures/people';
import { DISPENSE_RULES_JOB } from './coupons/dispense-rules-job';
import { REFERRAL_REWARDS_JOB } from './referrals/referral-rewards-job';

/** The two marketing jobs as the running server has them: scheduled, and run by the job runner. */
let t: TestApp;
let admin: string;
const one = async (sql: string, params: unknown[] = []) => (await t.db.query<{ v: string }>(sql, params)).rows[0].v;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => t.close());

async function runJob(kind: string): Promise<Record<string, unknown>> {
  const id = (await enqueueJob(t.db, kind, {}))!;
  let job = await getJob(t.db, id);
  for (let i = 0; i < 100 && job?.state !== 'done' && job?.state !== 'failed'; i++) {
    await new Promise((r) => setTimeout(r, 100));
    job = await getJob(t.db, id);
  }
  expect(job?.state, JSON.stringify(job)).toBe('done');
  return job!.result as Record<string, unknown>;
}

describe('marketing jobs', () => {
  it('both are scheduled', async () => {
    const s = await t.db.query<{ name: string; kind: string }>(
      "SELECT name, kind FROM job_schedule WHERE name IN ('coupons.dispenseRules', 'referrals.settleRewards') ORDER BY name",
    );
    expect(s.rows).toEqual([
      { name: 'coupons.dispenseRules', kind: DISPENSE_RULES_JOB },
      { name: 'referrals.settleRewards', kind: REFERRAL_REWARDS_JOB },
    ]);
  });

  it('a rule due today sends through the runner; a second run sends nothing', async () => {
    const dept = await one(`INSERT INTO department (name, subject) VALUES ('今日组', 0) RETURNING id::text AS v`);
    const m = await one(
      `INSERT INTO management (subject, course_type, period, period_name, class_start) VALUES (0, 1, 7101, '7101期', now()) RETURNING id::text AS v`,
    );
    const team = await one(
      `INSERT INTO team (subject, team_name, team_type, term, term_id, department_id) VALUES (0, '今日班', 1, 7101, $1::bigint, $2::bigint) RETURNING id::text AS v`,
      [m, dept],
    );
    const s = await insertStudent(t.db);
    await t.db.query('INSERT INTO student_team (subject, student_id, team_id) VALUES (0, $1::bigint, $2::bigint)', [s.id, team]);
    const c = await t.call({
      method: 'POST',
      url: '/api/s/v1/coupon/createCoupon',
      token: admin,
      payload: { name: '今日定向券', amount: 5, validType: 2, validDays: 10 },
    });
    const couponId = c.body.payload.id;
    await t.call({
      method: 'POST',
      url: '/api/s/v1/couponDispensed/createCouponDispensed',
      token: admin,
      payload: { couponDispensedRules: { couponId, period: '7101', executeType: 0 }, couponDispensedDetails: [{ uid: dept, day: 0 }] },
    });
    expect(await runJob(DISPENSE_RULES_JOB)).toMatchObject({ occurrences: 1, issued: 1 });
    expect(await runJob(DISPENSE_RULES_JOB)).toMatchObject({ occurrences: 0, issued: 0 });
    expect(await countRows(t.db, 'user_coupon WHERE coupon_id = $1::bigint AND uid = $2::bigint', [couponId, s.id])).toBe(1);
  });

  it('an invitee’s paid order is rewarded through the runner, once', async () => {
    await t.call({
      method: 'POST',
      url: '/api/b/v1/backend/recommendActivity/save',
      token: admin,
      payload: { title: '推荐有礼', status: 1, inviterReward: 8, rewardAccountType: 2 },
    });
    const inviter = (await insertStudent(t.db)).id;
    const invitee = (await insertStudent(t.db)).id;
    await t.db.query('UPDATE student_subject SET send_id = $1::bigint WHERE student_id = $2::bigint', [inviter, invitee]);
    await makeOrder(t.db, { uid: invitee, status: 3 });
    expect(await runJob(REFERRAL_REWARDS_JOB)).toEqual({ credited: 1, reversed: 0 });
    expect(await runJob(REFERRAL_REWARDS_JOB)).toEqual({ credited: 0, reversed: 0 });
    expect(await countRows(t.db, 'account_record WHERE uid = $1::bigint AND trans_type = 1', [inviter])).toBe(1);
  });
});
