import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { countRows, insertStudent, insertTeacher, staffId } from '../../../test/fixtures/people';

let t: TestApp;
let cs: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  cs = await t.login('cs');
  admin = await t.login('admin');
});
afterAll(async () => t.close());

interface LogEntry {
  id: string;
  entityId: string;
  staffName: string;
  changes: Record<string, [unknown, unknown]> | null;
}
/** Newest first (by numeric id: the log route orders its text ids as text). */
const oplog = async (action: string) =>
  (
    (await t.call({ method: 'GET', url: `/api/t/v1/operatelog/getLog?action=${action}&size=200`, token: admin })).body.payload
      .content as LogEntry[]
  ).sort((a, b) => Number(b.id) - Number(a.id));

describe('follow logs (v4 POST, v2 GET)', () => {
  it('writes an entry with the caller as author, and records it in the operation log', async () => {
    const s = await insertStudent(t.db);
    const r = await t.call({
      method: 'POST',
      url: '/api/u/v4/user/userfollowlog/createUserFollowLog',
      token: cs,
      payload: {
        uid: s.id,
        source: 1,
        label_text: '意向强',
        contact_type: 2,
        point_type: 1,
        finish_type: 0,
        content: { user_content: '电话沟通，家长考虑续费' },
      },
    });
    expect(r.status).toBe(200);
    expect(r.body.payload).toMatchObject({
      uid: s.id,
      label_text: '意向强',
      contact_type: 2,
      content: { user_content: '电话沟通，家长考虑续费' },
      staff_name: '赵客服',
    });
    const v2 = await t.call({
      method: 'GET',
      url: `/api/u/v2/user/userfollowlog/createUserFollowLog?uid=${s.id}&contactType=1&content=${encodeURIComponent('微信回复了')}`,
      token: cs,
    });
    expect(v2.body.payload).toMatchObject({ contact_type: 1, content: { user_content: '微信回复了' } });
    expect(await countRows(t.db, 'follow_log WHERE uid = $1', [s.id])).toBe(2);
    expect((await oplog('student.followLog.create')).filter((e) => e.entityId === s.id)).toHaveLength(2);
  });

  it('refuses without uid or content (400 naming the field, nothing written), another subject (404) and a role outside students (420)', async () => {
    const before = await countRows(t.db, 'follow_log');
    const noUid = await t.call({
      method: 'POST',
      url: '/api/u/v4/user/userfollowlog/createUserFollowLog',
      token: cs,
      payload: { content: 'x' },
    });
    expect(noUid.status).toBe(400);
    expect(noUid.body.errors).toBe('参数错误：uid 不能为空');
    const s = await insertStudent(t.db, [3]);
    const noContent = await t.call({
      method: 'POST',
      url: '/api/u/v4/user/userfollowlog/createUserFollowLog',
      token: cs,
      payload: { uid: s.id, content: ' ' },
    });
    expect(noContent.body.errors).toBe('参数错误：content 请填写跟进内容');
    const art = await t.call({
      method: 'POST',
      url: '/api/u/v4/user/userfollowlog/createUserFollowLog',
      token: cs,
      payload: { uid: s.id, content: 'x' },
    });
    expect(art.status).toBe(404);
    const music = await t.call({
      method: 'POST',
      url: '/api/u/v4/user/userfollowlog/createUserFollowLog?subject=3',
      token: cs,
      payload: { uid: s.id, content: 'x' },
    });
    expect(music.status).toBe(200);
    const reviewer = await t.login('reviewer');
    const refused = await t.call({
      method: 'POST',
      url: '/api/u/v4/user/userfollowlog/createUserFollowLog',
      token: reviewer,
      payload: { uid: s.id, content: 'x' },
    });
    expect(refused.status).toBe(420);
    expect(await countRows(t.db, 'follow_log')).toBe(before + 1);
  });
});

describe('intentions', () => {
  it('creates, re-creates (updates today/tomorrow) and updates with old → new in the log', async () => {
    const s = await insertStudent(t.db);
    const url = (op: string, q: string) => `/api/u/v2/user/userintention/${op}?uid=${s.id}&${q}`;
    const missing = await t.call({ method: 'GET', url: url('update', 'type=1&today=A'), token: cs });
    expect(missing.status).toBe(404);
    const c = await t.call({ method: 'GET', url: url('create', 'type=1&describe=想报年课&isTrack=1&today=A&tomorrow=B'), token: cs });
    expect(c.body.payload).toMatchObject({ uid: s.id, type: 1, describe: '想报年课', isTrack: 1, today: 'A', tomorrow: 'B' });
    const again = await t.call({ method: 'GET', url: url('create', 'type=1&today=B'), token: cs });
    expect(again.body.payload).toMatchObject({ id: c.body.payload.id, today: 'B', tomorrow: 'B', describe: '想报年课' });
    const u = await t.call({ method: 'GET', url: url('update', 'type=1&tomorrow=C&isTrack=false'), token: cs });
    expect(u.body.payload).toMatchObject({ today: 'B', tomorrow: 'C', isTrack: 0 });
    const log = (await oplog('student.intention.update')).filter((e) => e.entityId === s.id);
    expect(log[0].changes).toEqual({ tomorrow: ['B', 'C'], isTrack: [1, 0] });
    expect(await countRows(t.db, 'user_intention WHERE uid = $1', [s.id])).toBe(1);
  });
});

describe('teacher follow groups', () => {
  it('adds, lists, updates members, gets and deletes a group', async () => {
    const teacher = await insertTeacher(t.db, 0, await staffId(t.db, 'sales'));
    const [a, b] = [await insertStudent(t.db), await insertStudent(t.db)];
    const G = '/api/t/v1/teacher/teacherFollowGroup';
    const add = await t.call({
      method: 'POST',
      url: `${G}/add`,
      token: cs,
      payload: { teacherId: teacher, type: 1, name: '高意向', studentIds: [a.id] },
    });
    expect(add.body.payload).toMatchObject({ teacherId: teacher, type: 1, name: '高意向', studentCount: 1 });
    expect(add.body.payload.students[0].mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    const dup = await t.call({ method: 'POST', url: `${G}/add`, token: cs, payload: { teacherId: teacher, type: 1, name: '高意向' } });
    expect(dup.status).toBe(409);
    const id = add.body.payload.id;
    const upd = await t.call({
      method: 'POST',
      url: `${G}/update`,
      token: cs,
      payload: { id, name: '高意向A', studentIds: `${a.id},${b.id}` },
    });
    expect(upd.body.payload).toMatchObject({ name: '高意向A', studentCount: 2 });
    const list = await t.call({ method: 'GET', url: `${G}/findAllByTeacherIdAndType?teacherId=${teacher}&type=1`, token: cs });
    expect(list.body.payload.map((g: { id: string }) => g.id)).toEqual([id]);
    expect((await t.call({ method: 'GET', url: `${G}/get`, token: cs })).body.errors).toBe('参数错误：id 不能为空');
    expect((await t.call({ method: 'GET', url: `${G}/findAllByTeacherIdAndType`, token: cs })).status).toBe(400);
    expect((await t.call({ method: 'GET', url: `${G}/get?id=${id}`, token: cs })).body.payload.students).toHaveLength(2);
    expect((await t.call({ method: 'POST', url: `${G}/delete`, token: cs, payload: { id } })).body.payload).toEqual({ id, deleted: true });
    expect((await t.call({ method: 'POST', url: `${G}/delete`, token: cs, payload: { id } })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: `${G}/get?id=${id}&subject=3`, token: cs })).status).toBe(404);
  });
});

describe('questionnaires', () => {
  it('saves, pages, queries and lists a student’s answers', async () => {
    const Q = '/api/f/v1/questionnaire';
    const bad = await t.call({
      method: 'POST',
      url: `${Q}/save`,
      token: cs,
      payload: { title: '满意度', questions: [{ title: '评分', type: 'SINGLE', options: ['好'] }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContain('questions.0.options');
    const saved = await t.call({
      method: 'POST',
      url: `${Q}/save`,
      token: cs,
      payload: {
        title: '满意度调查',
        status: 1,
        questions: [
          { title: '评分', type: 'SINGLE', options: ['好', '一般'] },
          { title: '建议', type: 'TEXT' },
        ],
      },
    });
    expect(saved.body.payload).toMatchObject({ title: '满意度调查', status: 1, answerCount: 0 });
    expect(saved.body.payload.questions.map((q: { id: string }) => q.id)).toEqual(['q1', 'q2']);
    const s = await insertStudent(t.db);
    await t.db.query(
      `INSERT INTO questionnaire_answer (subject, questionnaire_id, uid, answers) VALUES (0, $1, $2, '[{"questionId":"q1","value":"好"}]')`,
      [saved.body.payload.id, s.id],
    );
    const page = await t.call({ method: 'POST', url: `${Q}/page`, token: cs, payload: { title: '满意度', page: 1, size: 10 } });
    expect(page.body.payload).toMatchObject({ totalElements: 1, number: 1, size: 10 });
    expect(page.body.payload.content[0]).toMatchObject({ answerCount: 1, questionCount: 2 });
    const byUser = await t.call({ method: 'GET', url: `${Q}/byUser?uid=${s.id}`, token: cs });
    expect(byUser.body.payload.content[0]).toMatchObject({ title: '满意度调查', answers: [{ questionId: 'q1', value: '好' }] });
    const q = await t.call({ method: 'GET', url: `${Q}/query?id=${saved.body.payload.id}&uid=${s.id}`, token: cs });
    expect(q.body.payload.userAnswers).toHaveLength(1);
    const upd = await t.call({
      method: 'POST',
      url: `${Q}/save`,
      token: cs,
      payload: { id: saved.body.payload.id, title: '满意度调查2', questions: saved.body.payload.questions },
    });
    expect(upd.body.payload.title).toBe('满意度调查2');
    expect((await t.call({ method: 'GET', url: `${Q}/query?id=${saved.body.payload.id}&subject=3`, token: cs })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: `${Q}/byUser`, token: cs })).body.errors).toBe('参数错误：uid 不能为空');
  });
});
