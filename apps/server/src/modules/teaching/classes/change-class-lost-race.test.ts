import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { enrolledStudent, team } from '../../../test/fixtures/classes';

/**
 * Issue 25 finding 11: one student moved by several people at once. Exactly one move wins; every other
 * request lost a race and must say so (409, "changed meanwhile, refresh"), never 404 "the student has no
 * such class" (what PostgreSQL answered: the loser's locked read found the enrolment already closed).
 * On PGlite the requests run one after another, so the others see the move done (400, already there).
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => t.close());

const move = (payload: Record<string, string>) =>
  t.call({ method: 'POST', url: '/api/ts/v1/teamChange/changeStudentTeam', token: admin, payload: { ...payload, reason: '同时调班' } });

it.each([
  ['by kind (no fromTeamId)', false],
  ['from a named class', true],
])('10 simultaneous moves of one student %s: one wins, the others answer 409 or 400, none 404', async (_name, named) => {
  const a = await team(t, { team_name: '抢A班', team_type: 0, term: 81 });
  const b = await team(t, { team_name: '抢B班', team_type: 0, term: 81 });
  const uid = await enrolledStudent(t, a);
  const results = await Promise.all(
    Array.from({ length: 10 }, () => move({ studentId: uid, toTeamId: b, ...(named ? { fromTeamId: a } : {}) })),
  );
  const statuses = results.map((r) => r.status).sort();
  expect(statuses.filter((s) => s === 200)).toHaveLength(1);
  expect(statuses.filter((s) => s !== 200 && s !== 409 && s !== 400)).toEqual([]);
  const live = await t.db.query('SELECT team_id::text AS team_id FROM student_team WHERE student_id = $1::bigint AND del = 0', [uid]);
  expect(live.rows).toEqual([{ team_id: b }]);
});
