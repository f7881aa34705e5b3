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
const labelsOf = async (uid: string) =>
  (await t.call({ method: 'GET', url: `/api/u/v1/user/label/listLabelsForUser?uid=${uid}`, token: cs })).body.payload.map(
    (l: { name: string }) => l.name,
  );

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
