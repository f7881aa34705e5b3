import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { countRows, insertStudent, insertTeacher, staffId } from '../../../test/fixtures/people';

/** The list bulk action "remove labels" and the task comment of the student detail page. */

let t: TestApp;
let cs: string;

beforeAll(async () => {
  t = await createTestApp();
  cs = await t.login('cs');
});
afterAll(async () => t.close());

const one = async <T = string>(sql: string, params: unknown[] = []) => (await t.db.query<{ v: T }>(sql, params)).rows[0].v;
const labelsOf = async (uid: string) =>
  (await t.call({ method: 'GET', url: `/api/u/v1/user/label/listLabelsForUser?uid=${uid}`, token: cs })).body.payload.map(
    (l: { name: string }) => l.name,
  );

describe('batchRemoveLabels', () => {
  it('removes the labels from every student that has them, logs each student, refuses unknown students and labels', async () => {
    const keep = await one(`INSERT INTO label (subject, name, sort) VALUES (0, '保留', 1) RETURNING id::text AS v`);
    const drop = await one(`INSERT INTO label (subject, name, sort) VALUES (0, '移除', 2) RETURNING id::text AS v`);
    const music = await one(`INSERT INTO label (subject, name) VALUES (3, '音乐') RETURNING id::text AS v`);
    const [a, b, c] = [await insertStudent(t.db), await insertStudent(t.db), await insertStudent(t.db)];
    const add = await t.call({
      method: 'POST',
      url: '/api/u/v1/user/label/batchAddLabels',
      token: cs,
      payload: { uids: [a.id, b.id], labelIds: [keep, drop] },
    });
    expect(add.body.payload).toEqual({ students: 2, labels: 2, added: 4 });

    const r = await t.call({
      method: 'POST',
      url: '/api/u/v1/user/label/batchRemoveLabels',
      token: cs,
      payload: { uids: `${a.id},${b.id},${c.id}`, labelIds: [drop] },
    });
    expect(r.status).toBe(200);
    expect(r.body.payload).toEqual({ students: 3, labels: 1, removed: 2 });
    expect(await labelsOf(a.id)).toEqual(['保留']);
    expect(await labelsOf(b.id)).toEqual(['保留']);
    const logs = await countRows(t.db, `operation_log WHERE action = 'student.labels.remove'`);
    expect(logs).toBe(2);

    const otherSubject = await t.call({
      method: 'POST',
      url: '/api/u/v1/user/label/batchRemoveLabels',
      token: cs,
      payload: { uids: [a.id], labelIds: [music] },
    });
    expect(otherSubject.status).toBe(404);
    const musicStudent = await insertStudent(t.db, [3]);
    const outside = await t.call({
      method: 'POST',
      url: '/api/u/v1/user/label/batchRemoveLabels',
      token: cs,
      payload: { uids: [musicStudent.id], labelIds: [keep] },
    });
    expect(outside.status).toBe(404);
    const empty = await t.call({ method: 'POST', url: '/api/u/v1/user/label/batchRemoveLabels', token: cs, payload: { uids: [a.id] } });
    expect(empty.status).toBe(400);
    expect(await labelsOf(a.id)).toEqual(['保留']);
  });
});

describe('task comment', () => {
  it('adds a text comment, marks the upload reviewed, and refuses deleted or foreign uploads', async () => {
    await insertTeacher(t.db, 0, await staffId(t.db, 'cs'));
    const s = await insertStudent(t.db);
    const team = await one(`INSERT INTO team (subject, team_name, team_type) VALUES (0, '评论班', 1) RETURNING id::text AS v`);
    await t.db.query(`INSERT INTO student_team (subject, student_id, team_id, team_type) VALUES (0, $1, $2, 1)`, [s.id, team]);
    const course = await one(`INSERT INTO course (subject, title) VALUES (0, '第一课') RETURNING id::text AS v`);
    const task = await one(
      `INSERT INTO student_task (subject, student_id, team_id, course_id, task_image) VALUES (0, $1, $2, $3, '["a.png"]') RETURNING id::text AS v`,
      [s.id, team, course],
    );
    const url = '/api/tm/v1/teacher/manager/task/add/task/comment';
    const blank = await t.call({ method: 'POST', url, token: cs, payload: { studentId: s.id, taskId: task, content: '  ' } });
    expect(blank.status).toBe(400);

    const r = await t.call({
      method: 'POST',
      url,
      token: cs,
      payload: { studentId: s.id, taskId: task, content: '色彩很棒', tag: '优秀' },
    });
    expect(r.status).toBe(200);
    expect(r.body.payload).toMatchObject({ taskId: task, content: '色彩很棒', tag: '优秀', teacherId: expect.any(String) });
    const row = (
      await t.db.query<{ content_json: { text: string }; comment_status: number; comment_teacher_id: string }>(
        `SELECT c.content_json, st.comment_status, st.comment_teacher_id::text AS comment_teacher_id
           FROM task_comment c JOIN student_task st ON st.id = c.task_id WHERE c.id = $1::bigint`,
        [r.body.payload.id],
      )
    ).rows[0];
    expect(row).toEqual({ content_json: { text: '色彩很棒' }, comment_status: 1, comment_teacher_id: r.body.payload.teacherId });
    expect(await countRows(t.db, `operation_log WHERE action = 'student.task.comment'`)).toBe(1);

    const other = await insertStudent(t.db);
    const foreign = await t.call({ method: 'POST', url, token: cs, payload: { studentId: other.id, taskId: task, content: 'x' } });
    expect(foreign.status).toBe(404);
    const music = await t.call({
      method: 'POST',
      url: `${url}?subject=3`,
      token: cs,
      payload: { studentId: s.id, taskId: task, content: 'x' },
    });
    expect(music.status).toBe(404);
    await t.call({
      method: 'POST',
      url: '/api/tm/v1/teacher/manager/task/del/task',
      token: cs,
      payload: { studentId: s.id, taskId: task },
    });
    const deleted = await t.call({ method: 'POST', url, token: cs, payload: { studentId: s.id, taskId: task, content: 'x' } });
    expect(deleted.status).toBe(404);
  });
});
