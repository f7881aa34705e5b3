import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../../../../scripts/seed/generate';
import { parseAsOf } from '../../../../../scripts/seed/scales';
import { ensureDemoAccounts } from '../../platform/demo/accounts';
import type { Database } from '../../platform/db';
import { createTestDatabase } from '../../test/db';

/** The trading demo extras (scripts/seed/emit-trading-extras.ts): contracts, order-out, delivery strategies, and the rows agree. */
let db: Database;
const count = async (sql: string, params: unknown[] = []) =>
  Number((await db.query<{ n: string }>(`SELECT (${sql})::text AS n`, params)).rows[0].n);

beforeAll(async () => {
  db = await createTestDatabase();
  await ensureDemoAccounts(db);
  await seedDemoData(db, { scale: 'tiny', seed: 42, asOf: parseAsOf('2026-03-02') });
}, 180_000);
afterAll(async () => db?.close());

describe('demo trading extras', () => {
  it('has contracts in several statuses whose price lines sum to their amount', async () => {
    expect(await count('SELECT count(*) FROM contract WHERE subject = 0')).toBeGreaterThan(5);
    expect(await count('SELECT count(DISTINCT status) FROM contract')).toBeGreaterThanOrEqual(3);
    expect(await count('SELECT count(*) FROM contract WHERE uid = 1')).toBeGreaterThan(0);
    expect(
      await count(
        `SELECT count(*) FROM contract c WHERE c.amount <> (SELECT sum(amount) FROM contract_price_detail d WHERE d.contract_id = c.id)`,
      ),
    ).toBe(0);
    expect(await count("SELECT count(*) FROM contract WHERE contract_no !~ '^HT[0-9]{8}[0-9A-F]{8}$'")).toBe(0);
    expect(await count('SELECT count(*) FROM contract WHERE status = 2 AND stop_reason IS NULL')).toBe(0);
  });

  it('has pending and failed order-out rows that moved no money (orders unchanged, at most one live row per order)', async () => {
    expect(await count('SELECT count(*) FROM order_out WHERE status = 0')).toBeGreaterThan(0);
    expect(await count('SELECT count(*) FROM order_out WHERE status = 2')).toBeGreaterThan(0);
    expect(await count('SELECT count(*) FROM order_out WHERE status = 1')).toBe(0);
    expect(await count('SELECT count(*) FROM order_out oo JOIN orders o ON o.id = oo.order_id WHERE o.status = 8')).toBe(0);
    expect(
      await count("SELECT count(*) FROM order_out oo JOIN money_ledger m ON m.order_id = oo.order_id WHERE m.entry_type = 'ADJUSTMENT'"),
    ).toBe(0);
    expect(await count('SELECT count(*) FROM order_out WHERE uid <= 11')).toBe(0);
  });

  it('has delivery strategies per subject line, one paused', async () => {
    expect(await count('SELECT count(*) FROM delivery_strategy WHERE subject = 0')).toBe(4);
    expect(await count('SELECT count(*) FROM delivery_strategy WHERE subject = 0 AND status = 1')).toBe(1);
  });
});
