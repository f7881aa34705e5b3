import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db';

/**
 * Loads the small demo data set on first start. The generator lives in scripts/seed (issue 5);
 * until a business table has rows it is called here so `npm start` shows a populated console.
 */
export async function loadDemoDataIfEmpty(db: Database, log: FastifyBaseLogger): Promise<void> {
  const seeded = await db.query<{ value: string }>("SELECT value FROM app_setting WHERE key = 'demo_data'");
  if (seeded.rows[0]) return;
  log.info('demo data generator not installed yet; only demo accounts are loaded');
}
