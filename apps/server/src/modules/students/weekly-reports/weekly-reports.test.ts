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
