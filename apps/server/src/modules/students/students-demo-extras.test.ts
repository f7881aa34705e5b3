import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../../../../scripts/seed/generate';
import { parseAsOf } from '../../../../../scripts/seed/scales';
import { ensureDemoAccounts } from '../../platform/demo/accounts';
import type { Database } from '../../platform/db';
import { createTestDatabase } from '../../test/db';

/** The demo extras (scripts/seed/emit-student-extras.ts): the anchor student's detail tabs have data, and the rows agree. */
let db: Database;
const count = async (sql: string, params: unknown[] = []) =>
  Number((await db.query<{ n: string }>(`SELECT (${sql})::text AS n`, params)).rows[0].n);

beforeAll(async () => {
  db = await createTestDatabase();
  await ensureDemoAccounts(db);
  await seedDemoData(db, { scale: 'tiny', seed: 42, asOf: parseAsOf('2026-03-02') });
}, 120_000);
afterAll(async () => db?.close());

describe('demo student extras', () => {
  it('anchor 1 (art) has labels, to-do tasks, weekly reports, logins, behaviour, SMS, calls, agreements and commented homework', async () => {
    const per = async (table: string, col: string) => count(`SELECT count(*) FROM ${table} WHERE ${col} = 1 AND subject = 0`);
    expect(await per('student_label', 'student_id')).toBeGreaterThan(0);
    expect(await per('todo_task', 'student_id')).toBe(3);
    expect(await per('weekly_report', 'student_id')).toBeGreaterThan(0);
    expect(await per('login_data', 'uid')).toBe(3);
    expect(await per('behavior_log', 'uid')).toBe(3);
    expect(await per('sms_record', 'uid')).toBe(2);
    expect(await per('call_record', 'uid')).toBe(2);
    expect(await per('user_agreement', 'uid')).toBe(2);
    expect(await per('student_task', 'student_id')).toBeGreaterThan(0);
    expect(
      await count('SELECT count(*) FROM task_comment c JOIN student_task t ON t.id = c.task_id WHERE t.student_id = 1'),
    ).toBeGreaterThan(0);
  });

  it('labels exist in every subject line, carried by about a third of the students, in their own subject', async () => {
    expect(await count('SELECT count(DISTINCT subject) FROM label WHERE type = 0')).toBe(
      await count('SELECT count(DISTINCT subject) FROM student_subject'),
    );
    const carried = await count('SELECT count(DISTINCT student_id) FROM student_label');
    const students = await count('SELECT count(*) FROM student');
    expect(carried / students).toBeGreaterThan(0.25);
    expect(await count('SELECT count(*) FROM student_label sl JOIN label l ON l.id = sl.label_id WHERE l.subject <> sl.subject')).toBe(0);
  });

  it('homework belongs to the class rows of its learning record; comments only on reviewed homework', async () => {
    expect(
      await count(
        `SELECT count(*) FROM student_task t WHERE NOT EXISTS (SELECT 1 FROM learning_record lr
           WHERE lr.student_id = t.student_id AND lr.team_id = t.team_id AND lr.course_id = t.course_id AND lr.task_time IS NOT NULL)`,
      ),
    ).toBe(0);
    expect(await count('SELECT count(*) FROM task_comment c JOIN student_task t ON t.id = c.task_id WHERE t.comment_status <> 1')).toBe(0);
    expect(await count('SELECT count(*) FROM todo_task WHERE status = 1 AND finish_time IS NULL')).toBe(0);
  });
});
