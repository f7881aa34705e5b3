import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db';
import { seedDemoData } from '../../../../../scripts/seed/generate';
import { readDemoRecord } from '../../../../../scripts/seed/reset';
import { seedOf } from '../../../../../scripts/seed/rng';
import { parseAsOf } from '../../../../../scripts/seed/scales';

/**
 * Loads the small demo data set on first start (DEMO=1) so `npm start` shows a lived-in console.
 * The generator lives in scripts/seed; `npm run seed` reloads it at any scale. A database that has
 * students but no record of a demo load is left alone: those rows are not ours to wipe. A load that
 * was interrupted (record still 'loading') is done again.
 */
export async function loadDemoDataIfEmpty(db: Database, log: FastifyBaseLogger): Promise<void> {
  const record = await readDemoRecord(db);
  if (record?.status === 'done') return;
  const existing = await db.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM student) AS any');
  // an interrupted demo load ('loading') is ours to redo; students without any record are not
  if (!record && existing.rows[0]?.any) {
    log.warn('students exist but no demo load is recorded; not loading demo data (npm run seed reloads it)');
    return;
  }
  log.info('loading the demo data set (small, about 5,000 students)');
  const loaded = await seedDemoData(db, { scale: 'small', seed: seedOf('demo'), asOf: parseAsOf(undefined), log: (m) => log.debug(m) });
  const rows = Object.values(loaded.record.rows).reduce((a, b) => a + b, 0);
  log.info({ rows, seconds: loaded.record.seconds }, 'demo data loaded');
}
