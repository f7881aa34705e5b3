import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db';
import type { AuthedContext } from '../http/context';
import { AppError } from '../http/errors';
import { createTestDatabase } from '../../test/db';
import { idempotent } from './index';

let db: Database;
let ctx: AuthedContext;
beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec('CREATE TABLE movement (id serial PRIMARY KEY, amount int NOT NULL)');
  ctx = {
    requestId: 'r1',
    ip: '127.0.0.1',
    db,
    subject: 0,
    staff: { id: '1', userName: 'finance', realName: '钱财务', mobile: '', roleIds: ['4'], subjectList: [0], dutyId: null, head: null },
  };
});
afterAll(async () => db.close());

const move = (amount: number) => async () => {
  const r = await db.query<{ id: number }>('INSERT INTO movement (amount) VALUES ($1) RETURNING id', [amount]);
  await new Promise((res) => setTimeout(res, 20));
  return { movementId: r.rows[0].id, amount };
};

describe('idempotent()', () => {
  it('runs 50 simultaneous identical requests with one key exactly once and gives all the same answer', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => idempotent(db, ctx, 'test.move', 'key-1', { amount: 5 }, move(5))));
    const count = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM movement WHERE amount = 5');
    expect(count.rows[0].n).toBe('1');
    expect(new Set(results.map((r) => r.value.movementId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
  });

  it('refuses the same key with another body (409)', async () => {
    await idempotent(db, ctx, 'test.move', 'key-2', { amount: 7 }, move(7));
    await expect(idempotent(db, ctx, 'test.move', 'key-2', { amount: 8 }, move(8))).rejects.toMatchObject({ kind: 'CONFLICT' });
    const count = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM movement WHERE amount = 8');
    expect(count.rows[0].n).toBe('0');
  });

  it('replays a refusal as the same refusal, and frees the key after an unexpected failure', async () => {
    const refuse = async () => {
      throw new AppError('BAD_REQUEST', '超出可退金额');
    };
    await expect(idempotent(db, ctx, 'test.move', 'key-3', {}, refuse)).rejects.toThrow('超出可退金额');
    await expect(idempotent(db, ctx, 'test.move', 'key-3', {}, move(1))).rejects.toThrow('超出可退金额');
    const crash = async () => {
      throw new Error('connection reset');
    };
    await expect(idempotent(db, ctx, 'test.move', 'key-4', {}, crash)).rejects.toThrow('connection reset');
    const retry = await idempotent(db, ctx, 'test.move', 'key-4', {}, move(4));
    expect(retry.replayed).toBe(false);
  });

  it("never gives another staff member's stored answer for a reused key (issue 25): each staff member's keys are their own", async () => {
    const first = await idempotent(db, ctx, 'test.move', 'shared-key', { amount: 9 }, move(9));
    const other: AuthedContext = { ...ctx, staff: { ...ctx.staff, id: '2', userName: 'cs', roleIds: ['3'] } };
    const second = await idempotent(db, other, 'test.move', 'shared-key', { amount: 9 }, move(9));
    expect(second.replayed).toBe(false);
    expect(second.value.movementId).not.toBe(first.value.movementId);
    // Each one's retry still replays their own answer.
    expect((await idempotent(db, other, 'test.move', 'shared-key', { amount: 9 }, move(9))).value).toEqual(second.value);
    expect((await idempotent(db, ctx, 'test.move', 'shared-key', { amount: 9 }, move(9))).value).toEqual(first.value);
  });

  it('requires the key', async () => {
    await expect(idempotent(db, ctx, 'test.move', undefined, {}, move(1))).rejects.toMatchObject({ kind: 'BAD_REQUEST' });
  });
});
