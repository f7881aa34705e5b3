import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { clueRow, flowLogs, insertClue, insertTeacher } from '../../../test/fixtures/clues';

/**
 * Races (meaningful on PostgreSQL: `DATABASE_URL=… npx vitest run --project server-pg <this file>`;
 * on PGlite the same requests run one after another and the outcome must be the same).
 */
let t: TestApp;
let admin: string;
const CI = '/api/ci/v1/clue';
const claim = (teacherId: string, clueId: string) =>
  t.call({
    method: 'POST',
    url: `${CI}/high/seas/manualClaim?teacherId=${teacherId}&clueBaseId=${clueId}`,
    token: admin,
    headers: { subject: '0' },
  });

beforeAll(async () => {
  t = await createTestApp(undefined, { jobs: false });
  admin = await t.login('admin');
});
afterAll(async () => t.close());

describe('claim races', () => {
  it('20 teachers claim one open-sea clue at once: one wins, 19 get 409, one flow log', async () => {
    const teachers = await Promise.all(Array.from({ length: 20 }, () => insertTeacher(t.db, 0)));
    const c = await insertClue(t.db);
    const results = await Promise.all(teachers.map((id) => claim(id, c.id)));
    const won = results.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const winner = teachers[results.findIndex((r) => r.status === 200)];
    expect(await clueRow(t.db, c.id)).toMatchObject({ clue_status: 1001, teacher_id: winner, flow_count: 1 });
    expect(await flowLogs(t.db, c.id)).toHaveLength(1);
  });

  it('concurrent claims never push a teacher over capacity', async () => {
    const teacher = await insertTeacher(t.db, 0);
    await t.db.query('INSERT INTO clue_capacity_config (subject, teacher_id, stage_no, capacity) VALUES (0, $1::bigint, 1, 3)', [teacher]);
    const clues = await Promise.all(Array.from({ length: 12 }, () => insertClue(t.db)));
    const results = await Promise.all(clues.map((c) => claim(teacher, c.id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    const held = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM clue WHERE teacher_id = $1::bigint', [teacher]);
    expect(held.rows[0].n).toBe(3);
  });

  it('concurrent batch allotments to one teacher respect capacity too', async () => {
    const teacher = await insertTeacher(t.db, 0);
    await t.db.query('INSERT INTO clue_capacity_config (subject, teacher_id, stage_no, capacity) VALUES (0, $1::bigint, 1, 4)', [teacher]);
    const batches = await Promise.all(Array.from({ length: 5 }, async () => [(await insertClue(t.db)).id, (await insertClue(t.db)).id]));
    const results = await Promise.all(
      batches.map((ids) =>
        t.call({
          method: 'POST',
          url: `${CI}/operation/allotSaleBatch`,
          token: admin,
          headers: { subject: '0' },
          payload: { clueIds: ids, teacherId: teacher },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    const held = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM clue WHERE teacher_id = $1::bigint', [teacher]);
    expect(held.rows[0].n).toBe(4);
  });
});
