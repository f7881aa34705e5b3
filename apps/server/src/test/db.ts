import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate, type Database } from '../platform/db';
import { openPglite } from '../platform/db/pglite';
import { openPostgres } from '../platform/db/postgres';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a new database on the
 * real server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = await openPglite();
    await migrate(db);
    return db;
  }
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), 5);
  await migrate(db);
  const close = db.close.bind(db);
  return Object.assign(db, {
    async close() {
      await close();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  });
}
