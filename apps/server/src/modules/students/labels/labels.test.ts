import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { countRows, insertStudent, insertTeacher, staffId } from '../../../test/fixtures/people';

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

describe('labels', () => {
  it('sets, lists and bulk-adds labels of the current subject; teacher-defined labels; findLabels', async () => {
    const teacher = await insertTeacher(t.db, 0, await staffId(t.db, 'cs'));
    const sys = await one(`INSERT INTO label (subject, name, type, sort) VALUES (0, '高意向', 0, 1) RETURNING id::text AS v`);
    const mine = await one(
      `INSERT INTO label (subject, name, type, teacher_id, sort) VALUES (0, '已加微信', 1, $1, 2) RETURNING id::text AS v`,
      [teacher],
    );
    const music = await one(`INSERT INTO label (subject, name, type) VALUES (3, '音乐标签', 0) RETURNING id::text AS v`);
    const [a, b] = [await insertStudent(t.db), await insertStudent(t.db)];
    const set = await t.call({
      method: 'POST',
      url: '/api/u/v1/user/label/updateLabelsForUser',
      token: cs,
      payload: { uid: a.id, labelIds: [sys, mine] },
    });
    expect(set.body.payload.map((l: { name: string; setBy: string }) => [l.name, l.setBy])).toEqual([
      ['高意向', expect.stringMatching(/^老师/)],
      ['已加微信', expect.stringMatching(/^老师/)],
    ]);
    const other = await t.call({
      method: 'POST',
      url: '/api/u/v1/user/label/updateLabelsForUser',
      token: cs,
      payload: { uid: a.id, labelIds: [music] },
    });
    expect(other.status).toBe(404);
    await t.call({ method: 'POST', url: '/api/u/v1/user/label/updateLabelsForUser', token: cs, payload: { uid: a.id, labelIds: [mine] } });
    const list = await t.call({ method: 'GET', url: `/api/u/v1/user/label/listLabelsForUser?uid=${a.id}`, token: cs });
    expect(list.body.payload.map((l: { name: string }) => l.name)).toEqual(['已加微信']);
    const log = await t.db.query<{ changes: unknown }>(
      "SELECT changes FROM operation_log WHERE action = 'student.labels.set' AND entity_id = $1 ORDER BY id",
      [a.id],
    );
    expect(log.rows[1].changes).toEqual({ labels: [['高意向', '已加微信'], ['已加微信']] });
    const bulk = await t.call({
      method: 'POST',
      url: '/api/u/v1/user/label/batchAddLabels',
      token: cs,
      payload: { uids: [a.id, b.id], labelIds: [sys, mine] },
    });
    expect(bulk.body.payload).toEqual({ students: 2, labels: 2, added: 3 });
    const defined = await t.call({ method: 'GET', url: `/api/u/v1/user/label/findDefineLableByTeacherId?teacherId=${teacher}`, token: cs });
    expect(defined.body.payload.map((l: { id: string }) => l.id)).toEqual([mine]);
    const found = await t.call({ method: 'GET', url: '/api/zq/v1/qw/label/findLabels?name=意向', token: cs });
    expect(found.body.payload).toEqual([expect.objectContaining({ id: sys, studentCount: 2 })]);
    expect((await t.call({ method: 'GET', url: '/api/u/v1/user/label/listLabelsForUser', token: cs })).body.errors).toBe(
      '参数错误：uid 不能为空',
    );
  });
});

describe('weekly reports', () => {
  it('finds by student (v1 list, v3 page), shows a detail with the mobile masked, and scopes by subject', async () => {
    const s = await insertStudent(t.db, [0, 3]);
    for (const [subject, week] of [
      [0, '2026-11-02'],
      [0, '2026-11-09'],
      [3, '2026-11-09'],
    ] as const) {
      await t.db.query(
        `INSERT INTO weekly_report (subject, student_id, report_week, current_super, look_times, content) VALUES ($1, $2, $3, 'S2', 3, '{"summary":"进步明显"}')`,
        [subject, s.id, week],
      );
    }
    const v1 = await t.call({ method: 'POST', url: '/api/wk/v1/work/report/findAll', token: cs, payload: { studentId: s.id } });
    expect(v1.body.payload.map((r: { report_week: string }) => r.report_week)).toEqual(['2026-11-09', '2026-11-02']);
    const v3 = await t.call({
      method: 'POST',
      url: '/api/wk/v3/m2/work/report/findAll?subject=3',
      token: cs,
      payload: { studentId: s.id, size: 5 },
    });
    expect(v3.body.payload).toMatchObject({ totalElements: 1, size: 5, number: 1 });
    const detail = await t.call({ method: 'GET', url: `/api/wk/v1/work/report/detail?id=${v1.body.payload[0].id}`, token: cs });
    expect(detail.body.payload).toMatchObject({ student_id: s.id, current_super: 'S2', look_times: 3, content: { summary: '进步明显' } });
    expect(detail.body.payload.mobile).toBe(`${s.mobile.slice(0, 3)}****${s.mobile.slice(-4)}`);
    expect(
      (await t.call({ method: 'GET', url: `/api/wk/v1/work/report/detail?id=${v3.body.payload.content[0].id}`, token: cs })).status,
    ).toBe(404);
    const artOnly = await insertStudent(t.db, [3]);
    expect(
      (await t.call({ method: 'POST', url: '/api/wk/v1/work/report/findAll', token: cs, payload: { studentId: artOnly.id } })).status,
    ).toBe(404);
  });
});

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
