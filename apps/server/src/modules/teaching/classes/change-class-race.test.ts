import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { enrolledStudent, recount, stored, team } from '../../../test/fixtures/classes';

/**
 * Twenty students cross between two classes at once (ten each way, one request each). On PostgreSQL
 * (project server-pg) the moves really overlap; each locks both classes in id order and recounts
 * under the lock, so both classes' statistics must equal a recount afterwards.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => t.close());

it('20 concurrent moves between two classes leave both counts equal to a recount', async () => {
  const a = await team(t, { team_name: '并发A班', team_type: 0, term: 80 });
  const b = await team(t, { team_name: '并发B班', team_type: 0, term: 80 });
  const inA: string[] = [];
  const inB: string[] = [];
  for (let i = 0; i < 10; i++) {
    inA.push(await enrolledStudent(t, a, { added_group: i % 2, join_count: i % 3 }));
    inB.push(await enrolledStudent(t, b, { is_conversion: i % 2 }));
  }
  const move = (studentId: string, toTeamId: string) =>
    t.call({
      method: 'POST',
      url: '/api/ts/v1/teamChange/changeStudentTeam',
      token: admin,
      payload: { studentId, toTeamId, reason: '并发调班' },
    });
  const results = await Promise.all([...inA.map((s) => move(s, b)), ...inB.map((s) => move(s, a))]);
  expect(results.map((r) => r.body.code)).toEqual(Array(20).fill(0));
  expect(await stored(t, a)).toEqual(await recount(t, a));
  expect(await stored(t, b)).toEqual(await recount(t, b));
  expect((await stored(t, a)).student_count).toBe(10);
  expect((await stored(t, b)).student_count).toBe(10);
  const live = await t.db.query<{ team_id: string; n: number }>(
    'SELECT team_id::text AS team_id, count(*)::int AS n FROM student_team WHERE team_id = ANY($1::bigint[]) AND del = 0 GROUP BY team_id ORDER BY team_id',
    [[a, b]],
  );
  expect(live.rows).toEqual([
    { team_id: a, n: 10 },
    { team_id: b, n: 10 },
  ]);
  const logged = await t.db.query(
    "SELECT count(*)::int AS n FROM team_change_log WHERE reason = '并发调班' AND execute_result = 'SUCCESS'",
  );
  expect(logged.rows[0].n).toBe(20);
});
