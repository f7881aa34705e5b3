/**
 * Wiping before a (re)load. Business tables are exactly the ones the business migrations create
 * (0100 and up), read from the migration files, so tables added by later areas are wiped too while
 * platform tables (sessions, operation log, settings) are left alone. The demo accounts and their
 * departments stay; the staff and departments a previous load generated are removed by id range.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '@console/domain';
import type { Database, Queryable } from '../../apps/server/src/platform/db';
import { MIGRATIONS_DIR } from '../../apps/server/src/platform/db/migrate';

export const DEMO_SETTING = 'demo_data';

export interface DemoDataRecord {
  /** 'loading' is written before the first generated row, so an interrupted load is recognised and redone */
  status: 'loading' | 'done';
  scale: string;
  seed: number;
  asOf: string;
  students: number;
  loadedAt: string;
  seconds: number;
  generatedStaff: { first: number; last: number };
  generatedDepartments: { first: number; last: number };
  rows: Record<string, number>;
}

export function businessTables(dir = MIGRATIONS_DIR): string[] {
  const tables: string[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => /^\d{4}_.*\.sql$/.test(f))
    .sort()) {
    if (Number(file.slice(0, 4)) < 100) continue;
    for (const m of readFileSync(join(dir, file), 'utf8').matchAll(/^CREATE TABLE (?:IF NOT EXISTS )?([a-z_][a-z0-9_]*)/gm))
      tables.push(m[1]);
  }
  return tables;
}

export async function readDemoRecord(db: Queryable): Promise<DemoDataRecord | null> {
  const r = await db.query<{ value: string }>('SELECT value FROM app_setting WHERE key = $1', [DEMO_SETTING]);
  if (!r.rows[0]) return null;
  try {
    return JSON.parse(r.rows[0].value) as DemoDataRecord;
  } catch {
    return null;
  }
}

export async function writeDemoRecord(db: Queryable, record: DemoDataRecord): Promise<void> {
  await db.query('INSERT INTO app_setting (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value', [
    DEMO_SETTING,
    JSON.stringify(record),
  ]);
}

export async function wipe(db: Database, previous: DemoDataRecord | null): Promise<void> {
  const tables = [...businessTables(), 'notification'];
  await db.exec(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`);
  if (previous) await removeGenerated(db, previous);
  await db.query('DELETE FROM app_setting WHERE key = $1', [DEMO_SETTING]);
}

async function removeGenerated(db: Database, previous: DemoDataRecord): Promise<void> {
  const demo = DEMO_ACCOUNTS.map((a) => a.userName);
  const { first, last } = previous.generatedStaff;
  if (last >= first) {
    await db.query('DELETE FROM staff_session WHERE staff_id BETWEEN $1 AND $2', [first, last]);
    await db.query('DELETE FROM staff WHERE id BETWEEN $1 AND $2 AND NOT (user_name = ANY($3))', [first, last, demo]);
  }
  const d = previous.generatedDepartments;
  if (d.last >= d.first) {
    // children first: generated groups hang under generated units
    await db.query('DELETE FROM department WHERE id BETWEEN $1 AND $2 AND pid BETWEEN $1 AND $2', [d.first, d.last]);
    await db.query('DELETE FROM department WHERE id BETWEEN $1 AND $2', [d.first, d.last]);
  }
}
