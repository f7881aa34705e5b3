import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db';
import { createTestDatabase } from '../../test/db';
import { insertScopedFixture } from './fixtures';
import { assertInSubjects, valuesOf } from './guard';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db.close());

describe('the one subject rule', () => {
  it('finds a row-level object in its own subject only', async () => {
    const teamId = await insertScopedFixture(db, 'class', 3);
    await expect(assertInSubjects(db, 'class', [teamId], [3])).resolves.toBeUndefined();
    await expect(assertInSubjects(db, 'class', [teamId], [0, 1])).rejects.toMatchObject({ status: 404 });
  });

  it('puts a student in a subject by a line there or by an order there', async () => {
    const uid = await insertScopedFixture(db, 'student', 3);
    await expect(assertInSubjects(db, 'student', [uid], [0])).rejects.toMatchObject({ status: 404 });
    // an order in art (a first trial order before the line exists) makes the student visible in art
    const orderId = await insertScopedFixture(db, 'order', 0);
    await db.query('UPDATE orders SET uid = $1::bigint WHERE id = $2::bigint', [uid, orderId]);
    await expect(assertInSubjects(db, 'student', [uid], [0])).resolves.toBeUndefined();
  });

  it('refuses a list when any one id is outside the subjects', async () => {
    const a = await insertScopedFixture(db, 'teacher', 0);
    const b = await insertScopedFixture(db, 'teacher', 3);
    await expect(assertInSubjects(db, 'teacher', [a], [0])).resolves.toBeUndefined();
    await expect(assertInSubjects(db, 'teacher', [a, b], [0])).rejects.toMatchObject({ status: 404 });
  });

  it('reads ids from params, query and body in both spellings, lists and comma text', () => {
    expect(valuesOf([{ team_id: '7' }, { teamId: 8 }, { team_id: '9,10' }, { teamId: ['11', 12] }], 'teamId').sort()).toEqual([
      '10',
      '11',
      '12',
      '7',
      '8',
      '9',
    ]);
  });
});
