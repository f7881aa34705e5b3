import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoData } from '../../../../../../scripts/seed/generate';
import { parseAsOf } from '../../../../../../scripts/seed/scales';
import type { Database } from '../../../platform/db';
import { ensureDemoAccounts } from '../../../platform/demo/accounts';
import { createTestDatabase } from '../../../test/db';

/** The classes area's demo history (scripts/seed/emit-classes-extras.ts) hangs together with the enrolments. */
let db: Database;
const count = async (sql: string) => Number((await db.query<{ n: string }>(`SELECT (${sql})::text AS n`)).rows[0].n);

beforeAll(async () => {
  db = await createTestDatabase();
  await ensureDemoAccounts(db);
  await seedDemoData(db, { scale: 'tiny', seed: 42, asOf: parseAsOf('2026-03-02') });
}, 120_000);
afterAll(async () => db.close());

it('every successful logged move ends in the student live class of that move, entered by a change', async () => {
  expect(await count("SELECT count(*) FROM team_change_log WHERE execute_result = 'SUCCESS'")).toBeGreaterThan(0);
  expect(await count("SELECT count(*) FROM team_change_log WHERE execute_result = 'FAIL'")).toBeGreaterThan(0);
  expect(
    await count(`SELECT count(*) FROM team_change_log l WHERE l.execute_result = 'SUCCESS' AND NOT EXISTS
      (SELECT 1 FROM student_team st WHERE st.student_id = l.student_id AND st.team_id = l.to_team_id AND st.del = 0 AND st.enter_team_way = 2)`),
  ).toBe(0);
});

it('each subject has an executed stop batch of stopped enrolments and a pending one', async () => {
  expect(await count('SELECT count(DISTINCT subject) FROM team_stop_batch WHERE status = 1')).toBe(
    await count('SELECT count(DISTINCT subject) FROM student_team'),
  );
  expect(await count('SELECT count(*) FROM team_stop_batch WHERE status = 0')).toBeGreaterThan(0);
  expect(
    await count(`SELECT count(*) FROM team_stop_batch_item i JOIN team_stop_batch b ON b.id = i.batch_id
      JOIN student_team st ON st.student_id = i.student_id AND st.team_id = i.team_id WHERE b.status = 1 AND st.course_state <> 1`),
  ).toBe(0);
  expect(
    await count(
      'SELECT count(*) FROM team_stop_batch b WHERE b.item_count <> (SELECT count(*) FROM team_stop_batch_item i WHERE i.batch_id = b.id)',
    ),
  ).toBe(0);
});
