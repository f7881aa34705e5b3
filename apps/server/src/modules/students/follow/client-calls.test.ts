import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { staffId } from '../../../test/fixtures/people';

/** The original client's questionnaire page and column-layout calls (issue 28), as its pages send them. */
let t: TestApp;
let cs: string;

beforeAll(async () => {
  t = await createTestApp();
  cs = await t.login('cs');
  await t.db.query(
    `INSERT INTO questionnaire (subject, title, description) VALUES (3, '体验课回访', '回访问卷'), (3, '续费调查', NULL), (0, '美术问卷', NULL)`,
  );
});
afterAll(async () => t.close());

describe('queryQuestionnairePage', () => {
  it('?page=1&pagesize=20: the page of the subject, each row with id, title and desc', async () => {
    const r = await t.call({
      method: 'GET',
      url: '/api/f/v1/questionnaire/queryQuestionnairePage?page=1&pagesize=20&subject=MUSIC_APP',
      token: cs,
    });
    expect(r.body.code).toBe(0);
    expect(r.body.payload.totalElements).toBe(2);
    expect(r.body.payload.content.map((q: { title: string; desc: string | null }) => [q.title, q.desc])).toEqual([
      ['续费调查', null],
      ['体验课回访', '回访问卷'],
    ]);
    const small = await t.call({
      method: 'GET',
      url: '/api/f/v1/questionnaire/queryQuestionnairePage?page=2&pagesize=1&subject=MUSIC_APP',
      token: cs,
    });
    expect(small.body.payload.content.map((q: { title: string }) => q.title)).toEqual(['体验课回访']);
  });
  it("another subject's questionnaires are not listed", async () => {
    const r = await t.call({
      method: 'GET',
      url: '/api/f/v1/questionnaire/queryQuestionnairePage?page=1&pagesize=20&subject=MUSIC_APP',
      token: cs,
    });
    expect(r.body.payload.content.map((q: { title: string }) => q.title)).not.toContain('美术问卷');
  });
});

describe('teacherFollowGroup/getList (the system-student list column layout)', () => {
  it("the caller's own layouts: none kept, so the empty list (the page draws its default columns)", async () => {
    const me = await staffId(t.db, 'cs');
    const r = await t.call({
      method: 'GET',
      url: `/api/t/v1/teacher/teacherFollowGroup/getList?subject=MUSIC_APP&cid=${me}&type=PERSONAL&systemType=BOSS&pageCode=boss_system_student_list_page`,
      token: cs,
    });
    expect(r.body.code).toBe(0);
    expect(r.body.payload).toEqual([]);
  });
  it("another staff member's layouts are not found", async () => {
    const other = await staffId(t.db, 'ops');
    const r = await t.call({
      method: 'GET',
      url: `/api/t/v1/teacher/teacherFollowGroup/getList?subject=MUSIC_APP&cid=${other}&type=PERSONAL&systemType=BOSS&pageCode=boss_system_student_list_page`,
      token: cs,
    });
    expect(r.status).toBe(404);
  });
});
