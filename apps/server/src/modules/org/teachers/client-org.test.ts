import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { insertTeacher } from '../../../test/fixtures/people';

/** The original client's teacher-page calls (issue 28): the sales-level picker and the org tree total. */
let t: TestApp;
let ops: string;
let cs: string;

beforeAll(async () => {
  t = await createTestApp();
  ops = await t.login('ops');
  cs = await t.login('cs');
  const level = async (id: string, l: number, name: string | null) =>
    t.db.query('UPDATE teacher SET level = $2, level_name = $3 WHERE id = $1::bigint', [id, l, name]);
  await level(await insertTeacher(t.db, 3), 1, '1级社群销售');
  await level(await insertTeacher(t.db, 3), 1, '1级社群销售');
  await level(await insertTeacher(t.db, 3), 0, '新兵营');
  await insertTeacher(t.db, 3);
  await level(await insertTeacher(t.db, 0), 3, '3级社群销售');
});
afterAll(async () => t.close());

describe('teacherLevelByType', () => {
  it('?level=0: the levels the subject’s teachers hold as [{level, levelName}] (the picker reads both)', async () => {
    const r = await t.call({ method: 'GET', url: '/api/t/v1/teacher/course/teacherLevelByType?level=0&subject=MUSIC_APP', token: cs });
    expect(r.body.payload).toEqual([
      { level: 0, levelName: '新兵营' },
      { level: 1, levelName: '1级社群销售' },
    ]);
  });
  it("another subject's levels are not offered", async () => {
    const r = await t.call({ method: 'GET', url: '/api/t/v1/teacher/course/teacherLevelByType?level=0', token: cs });
    expect(r.body.payload).toEqual([{ level: 3, levelName: '3级社群销售' }]);
  });
});

describe('department/count/departmentTree', () => {
  it('the number the org tree root shows: the subject’s teachers', async () => {
    const r = await t.call({ method: 'GET', url: '/api/t/v1/department/count/departmentTree?subject=MUSIC_APP', token: ops });
    expect(r.body.payload).toBe(4);
    const art = await t.call({ method: 'GET', url: '/api/t/v1/department/count/departmentTree', token: ops });
    expect(art.body.payload).toBe(1);
  });
  it('is an org page: a role without the teacher area is refused', async () => {
    const r = await t.call({ method: 'GET', url: '/api/t/v1/department/count/departmentTree?subject=MUSIC_APP', token: cs });
    expect(r.status).toBe(420);
  });
});
