import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { countRows, insertStudent, insertTeacher, staffId } from '../../../test/fixtures/people';

/** A student in a class, from the student detail page: the class row's follow-up flags, task delete and task comment. */

let t: TestApp;
let cs: string;

beforeAll(async () => {
  t = await createTestApp();
  cs = await t.login('cs');
});
afterAll(async () => t.close());

const one = async <T = string>(sql: string, params: unknown[] = []) => (await t.db.query<{ v: T }>(sql, params)).rows[0].v;

async function enrol(studentId: string, subject = 0) {
  const team = await one(`INSERT INTO team (subject, team_name, team_type) VALUES ($1, '美术S1一班', 1) RETURNING id::text AS v`, [
    subject,
  ]);
  const st = await one(
    `INSERT INTO student_team (subject, student_id, team_id, team_type) VALUES ($1, $2, $3, 1) RETURNING id::text AS v`,
    [subject, studentId, team],
  );
  const course = await one(`INSERT INTO course (subject, title) VALUES ($1, '第一课') RETURNING id::text AS v`, [subject]);
  const task = await one(
    `INSERT INTO student_task (subject, student_id, team_id, course_id) VALUES ($1, $2, $3, $4) RETURNING id::text AS v`,
    [subject, studentId, team, course],
  );
  return { team, st, task };
}

describe('updateTeamStudent and task delete', () => {
  it('updates the class-student flags with operatorId (old → new in the log), refuses without it', async () => {
    const s = await insertStudent(t.db);
    const { team, st } = await enrol(s.id);
    const csId = await staffId(t.db, 'cs');
    const url = '/api/tm/v1/teacher/manager/team/updateTeamStudent';
    const none = await t.call({ method: 'POST', url, token: cs, payload: { studentId: s.id, teamId: team, addedWechat: 1 } });
    expect(none.body.errors).toBe('参数错误：operatorId 不能为空');
    const empty = await t.call({ method: 'POST', url, token: cs, payload: { operatorId: csId, id: st } });
    expect(empty.status).toBe(400);
    const r = await t.call({
      method: 'POST',
      url,
      token: cs,
      payload: { operatorId: csId, studentId: s.id, teamId: team, addedWechat: 1, follow: 2 },
    });
    expect(r.body.payload).toMatchObject({ id: st, added_wechat: 1, follow: 2, added_group: 0 });
    const log = await t.db.query<{ changes: unknown }>(
      "SELECT changes FROM operation_log WHERE action = 'student.team.update' AND entity_id = $1",
      [st],
    );
    expect(log.rows[0].changes).toEqual({ added_wechat: [0, 1], follow: [0, 2] });
    expect(
      (await t.call({ method: 'POST', url: `${url}?subject=3`, token: cs, payload: { operatorId: csId, id: st, follow: 1 } })).status,
    ).toBe(404);
  });

  it('takes the original client’s PUT {studentId, teamId, courseType, addedGroup, operatorId}', async () => {
    const s = await insertStudent(t.db);
    const { team, st } = await enrol(s.id);
    const csId = await staffId(t.db, 'cs');
    const r = await t.call({
      method: 'PUT',
      url: '/api/tm/v1/teacher/manager/team/updateTeamStudent',
      token: cs,
      payload: { teamId: team, courseType: 'TRAIL', studentId: s.id, addedGroup: true, operatorId: csId },
    });
    expect(r.body).toMatchObject({ code: 0, payload: { id: st, added_group: 1, added_wechat: 0 } });
    expect(await countRows(t.db, 'student_team WHERE id = $1 AND added_group = 1', [st])).toBe(1);
  });

  it('soft-deletes a task once (409 the second time), only for that student', async () => {
    const s = await insertStudent(t.db);
    const other = await insertStudent(t.db);
    const { task } = await enrol(s.id);
    const url = '/api/tm/v1/teacher/manager/task/del/task';
    expect((await t.call({ method: 'POST', url, token: cs, payload: { studentId: other.id, taskId: task } })).status).toBe(404);
    expect((await t.call({ method: 'POST', url, token: cs, payload: { studentId: s.id, taskId: task } })).body.payload).toEqual({
      taskId: task,
      studentId: s.id,
      deleted: true,
    });
    expect((await t.call({ method: 'POST', url, token: cs, payload: { studentId: s.id, taskId: task } })).status).toBe(409);
    expect(await countRows(t.db, 'student_task WHERE id = $1 AND del = 1', [task])).toBe(1);
    expect(await countRows(t.db, "operation_log WHERE action = 'student.task.delete' AND entity_id = $1", [task])).toBe(1);
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
