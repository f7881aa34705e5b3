import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../../../../../scripts/seed/generate';
import { parseAsOf } from '../../../../../../scripts/seed/scales';
import { ensureDemoAccounts } from '../../../platform/demo/accounts';
import type { Database } from '../../../platform/db';
import { createTestDatabase } from '../../../test/db';

/** The clue and renewal demo rows (scripts/seed/emit-clue-extras.ts) at the tiny scale hang together. */
let db: Database;
const n = async (sql: string) => Number((await db.query<{ n: string }>(`SELECT (${sql})::text AS n`)).rows[0].n);

beforeAll(async () => {
  db = await createTestDatabase();
  await ensureDemoAccounts(db);
  await seedDemoData(db, { scale: 'tiny', seed: 42, asOf: parseAsOf('2026-03-02') });
}, 120_000);
afterAll(async () => db?.close());

describe('clue demo data', () => {
  it('every library of art has clues; held clues have a teacher of their subject; one current clue per student line', async () => {
    for (const lib of [1001, 1002, 1003, 2000, 3000, 4001, 4002])
      expect(await n(`SELECT count(*) FROM clue WHERE subject = 0 AND clue_status = ${lib}`), `library ${lib}`).toBeGreaterThan(0);
    expect(await n('SELECT count(*) FROM clue c JOIN teacher t ON t.id = c.teacher_id WHERE t.subject <> c.subject')).toBe(0);
    expect(await n('SELECT count(*) FROM clue WHERE current_clue = 1')).toBe(await n('SELECT count(*) FROM student_subject'));
    expect(await n('SELECT count(*) FROM clue')).toBeGreaterThan(await n('SELECT count(*) FROM student_subject'));
  });

  it('the library totals equal the rows, and every held current clue has the flow-log line that gave it', async () => {
    const r = await db.query<{ s: number; a: string; b: string }>(
      `SELECT c.clue_status AS s, count(*)::text AS a, (SELECT sum(n)::text FROM clue_count k WHERE k.subject = 0 AND k.clue_status = c.clue_status) AS b
         FROM clue c WHERE c.subject = 0 GROUP BY 1`,
    );
    for (const row of r.rows) expect(row.b, `library ${row.s}`).toBe(row.a);
    expect(
      await n(`SELECT count(*) FROM clue c WHERE c.current_clue = 1 AND c.teacher_id IS NOT NULL
                      AND NOT EXISTS (SELECT 1 FROM clue_flow_log f WHERE f.clue_id = c.id AND f.to_teacher_id = c.teacher_id)`),
    ).toBe(0);
  });

  it('the renewal workbench has students on levels 1-4 and a target per subject with detail rows', async () => {
    expect(await n('SELECT count(DISTINCT renew_level) FROM renew_layer_student WHERE subject = 0 AND renew_level >= 1')).toBe(4);
    expect(await n('SELECT count(*) FROM renewal_target WHERE subject = 0 AND status = 1')).toBe(1);
    expect(
      await n('SELECT count(*) FROM renewal_target_detail d JOIN renewal_target t ON t.id = d.target_id WHERE t.subject = 0'),
    ).toBeGreaterThan(0);
    expect(await n('SELECT count(*) FROM renewal_target_log')).toBe(3 * (await n('SELECT count(*) FROM renewal_target')));
  });
});
