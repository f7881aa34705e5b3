import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { insertStudent } from '../../../test/fixtures/people';

let t: TestApp;
let cs: string;

beforeAll(async () => {
  t = await createTestApp();
  cs = await t.login('cs');
});
afterAll(async () => t.close());

describe('exams', () => {
  it('creates exam exchange codes, lists them, and shows a student’s exams', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/u/v1/user/exam/createExamChangeCodes',
      token: cs,
      payload: { num: 3, examName: '美术考级', examLevel: '一级' },
    });
    expect(created.body.payload.num).toBe(3);
    expect(created.body.payload.codes[0]).toMatch(/^[A-Z2-9]{12}$/);
    const page = await t.call({ method: 'GET', url: '/api/u/v1/user/exam/getExamChangeCodes?status=1', token: cs });
    expect(page.body.payload.totalElements).toBe(3);
    const s = await insertStudent(t.db);
    await t.db.query(`INSERT INTO student_exam (subject, uid, exam_name, score, status) VALUES (0, $1, '美术考级', 92.5, 2)`, [s.id]);
    await t.db.query(`UPDATE exam_change_code SET uid = $1, status = 2, use_time = now() WHERE code = $2`, [
      s.id,
      created.body.payload.codes[0],
    ]);
    const exams = await t.call({ method: 'GET', url: `/api/u/v1/user/exam/examByUid?uid=${s.id}`, token: cs });
    expect(exams.body.payload.exams[0]).toMatchObject({ exam_name: '美术考级', score: 92.5, status: 2 });
    expect(exams.body.payload.changeCodes[0]).toMatchObject({ code: created.body.payload.codes[0], status: 2 });
    expect(
      (await t.call({ method: 'POST', url: '/api/u/v1/user/exam/createExamChangeCodes', token: cs, payload: { examName: 'x' } })).body
        .errors,
    ).toBe('参数错误：num 不能为空');
  });
});
