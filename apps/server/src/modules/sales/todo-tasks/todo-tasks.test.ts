import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { insertStudent, insertTeacher, staffId } from '../../../test/fixtures/people';

let t: TestApp;
let teacherToken: string;
let own: string;
let other: string;
const post = (url: string, payload: unknown, token = teacherToken) =>
  t.call({ method: 'POST', url, token, payload: payload as object, headers: { subject: '0' } });

async function task(teacherId: string, dueInMs = 3_600_000) {
  const s = await insertStudent(t.db);
  const r = await t.db.query<{ id: string }>(
    `INSERT INTO todo_task (subject, teacher_id, student_id, due_time) VALUES (0, $1::bigint, $2::bigint, now() + $3::bigint * interval '1 millisecond') RETURNING id::text AS id`,
    [teacherId, s.id, dueInMs],
  );
  return r.rows[0].id;
}

beforeAll(async () => {
  t = await createTestApp(undefined, { jobs: false });
  teacherToken = await t.login('teacher');
  own = await insertTeacher(t.db, 0, await staffId(t.db, 'teacher'));
  other = await insertTeacher(t.db, 0);
});
afterAll(async () => t.close());

describe('to-do tasks', () => {
  it('marks an own task done once; the second time is 409', async () => {
    const id = await task(own);
    const r = await post('/api/u/v1/todoTask/done', { id, callDuration: 120 });
    expect(r.body.payload).toEqual({ id, status: 1 });
    const row = await t.db.query('SELECT status, call_duration FROM todo_task WHERE id = $1::bigint', [id]);
    expect(row.rows[0]).toEqual({ status: 1, call_duration: 120 });
    expect((await post('/api/u/v1/todoTask/done', { id })).status).toBe(409);
  });

  it('postpones to a later time only; another teacher’s task is refused', async () => {
    const id = await task(own);
    const later = Date.now() + 2 * 86_400_000;
    expect((await post('/api/u/v1/todoTask/postpone', { id, dueTime: Date.now() - 1000 })).body.errors).toContain('dueTime');
    expect((await post('/api/u/v1/todoTask/postpone', { id, dueTime: later })).body.payload.due_time).toBe(later);
    expect((await post('/api/u/v1/todoTask/done', { id: await task(other) })).status).toBe(420);
  });
});
