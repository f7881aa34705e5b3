import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { insertStudent, insertTeacher, staffId } from '../../../test/fixtures/people';
import { data, q } from '../../../test/fixtures/student-documents';

/** The original client's label calls (issue 28), sent as its pages send them (subject MUSIC_APP = 3). */
let t: TestApp;
let cs: string;
const T = '/api/toss/v1/toss-api/label';
const one = async (sql: string, params: unknown[] = []) => (await t.db.query<{ v: string }>(sql, params)).rows[0].v;

let sys: string;
let mine: string;
let music: { id: string };
let art: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  cs = await t.login('cs');
  const teacher = await insertTeacher(t.db, 3, await staffId(t.db, 'cs'));
  sys = await one(`INSERT INTO label (subject, name, type, sort) VALUES (3, '高意向', 0, 1) RETURNING id::text AS v`);
  mine = await one(`INSERT INTO label (subject, name, type, teacher_id, sort) VALUES (3, '已加微信', 1, $1, 2) RETURNING id::text AS v`, [
    teacher,
  ]);
  await one(`INSERT INTO label (subject, name, type) VALUES (0, '美术标签', 0) RETURNING id::text AS v`);
  music = await insertStudent(t.db, [3]);
  art = await insertStudent(t.db, [0]);
  await t.db.query('INSERT INTO student_label (student_id, label_id, subject) VALUES ($1, $2, 3), ($1, $3, 3)', [music.id, sys, mine]);
});
afterAll(async () => t.close());

describe('listLabelsForUser (the student detail tags)', () => {
  it('answers the list of {id, name} the page renders', async () => {
    const r = await t.call({ method: 'GET', url: `${T}/listLabelsForUser?userId=${music.id}&teacherId=111&subject=MUSIC_APP`, token: cs });
    expect(r.body.code).toBe(0);
    expect(r.body.payload.map((l: { id: string; name: string }) => [l.id, l.name])).toEqual([
      [sys, '高意向'],
      [mine, '已加微信'],
    ]);
  });
  it("another subject's student is not found", async () => {
    const r = await t.call({ method: 'GET', url: `${T}/listLabelsForUser?userId=${art.id}&teacherId=111&subject=MUSIC_APP`, token: cs });
    expect(r.status).toBe(404);
  });
});

describe('User { jluserInfo { labels } } (the student detail JSON.parses it)', () => {
  it('is the JSON text of the label names', async () => {
    const d = await data(t, cs, `{ User(query: ${q({ id: music.id })}) { jluserInfo { labels } } }`, 3);
    expect(JSON.parse(d.User.jluserInfo.labels)).toEqual(['高意向', '已加微信']);
    const none = await data(t, cs, `{ User(query: ${q({ id: art.id })}) { jluserInfo { labels } } }`, 0);
    expect(JSON.parse(none.User.jluserInfo.labels)).toEqual([]);
  });
});

describe('getMarketingLabelInfo, findLabelByPage', () => {
  it('getMarketingLabelInfo: the system labels of the subject as {id, name}', async () => {
    const r = await t.call({ method: 'GET', url: `${T}/getMarketingLabelInfo?subject=MUSIC_APP`, token: cs });
    expect(r.body.payload).toEqual([{ id: sys, name: '高意向' }]);
  });
  it('findLabelByPage: the system-label table page with its student counts', async () => {
    const r = await t.call({
      method: 'POST',
      url: `${T}/findLabelByPage?subject=MUSIC_APP`,
      token: cs,
      payload: { type: 'SYSTEM', name: '', labelAttr: null, pageNo: '1', pageSize: 20 },
    });
    expect(r.body.payload.totalElements).toBe(1);
    expect(r.body.payload.content).toEqual([{ id: sys, name: '高意向', labelAttr: null, desc: null, changeRule: null, userNum: 1 }]);
    const art = await t.call({ method: 'POST', url: `${T}/findLabelByPage`, token: cs, payload: { type: 'SYSTEM', pageNo: '1' } });
    expect(art.body.payload.content.map((l: { name: string }) => l.name)).toEqual(['美术标签']);
  });
});

describe('getTeacherLabel', () => {
  it('the label filter (no user): teacherLabel and teaDepLabel with labelInfoId and name', async () => {
    const r = await t.call({
      method: 'POST',
      url: `${T}/getTeacherLabel?subject=MUSIC_APP`,
      token: cs,
      payload: { userId: '', teacherIds: [] },
    });
    expect(r.body.status).toBe('OK');
    expect(r.body.payload.teacherLabel).toEqual([expect.objectContaining({ labelInfoId: mine, name: '已加微信' })]);
    expect(r.body.payload.teaDepLabel).toEqual({ 系统标签: [expect.objectContaining({ labelInfoId: sys, name: '高意向' })] });
    expect(r.body.payload.studentLabel).toBeUndefined();
  });
  it("a student's tag popover: studentLabel and stuDepLabel", async () => {
    const r = await t.call({
      method: 'POST',
      url: `${T}/getTeacherLabel?subject=MUSIC_APP`,
      token: cs,
      payload: { userId: music.id, teacherIds: [] },
    });
    expect(r.body.payload.studentLabel.map((l: { name: string }) => l.name)).toEqual(['已加微信']);
    expect(Object.keys(r.body.payload.stuDepLabel)).toEqual(['系统标签']);
  });
  it("another subject's student is not found", async () => {
    const r = await t.call({
      method: 'POST',
      url: `${T}/getTeacherLabel?subject=MUSIC_APP`,
      token: cs,
      payload: { userId: art.id, teacherIds: [] },
    });
    expect(r.status).toBe(404);
  });
});
