import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { migrate, type Database } from '../platform/db';
import { openPglite } from '../platform/db/pglite';
import { openPostgres } from '../platform/db/postgres';
import { adminQuery, type TestDatabaseTemplate } from './template-db';

function template(): TestDatabaseTemplate | undefined {
  try {
    return inject('testDatabaseTemplate');
  } catch {
    return undefined; // outside a vitest project with the global setup
  }
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a new database on the
 * real server named by TEST_DATABASE_URL (dropped again on close). Both start as a copy of the run's
 * migrated template (test/template-db.ts) when there is one; `migrate` then has nothing left to do
 * unless the file runs without the global setup.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const tpl = template();
  if (!serverUrl) {
    const loadDataDir = tpl?.kind === 'pglite' ? new Blob([readFileSync(tpl.file)]) : undefined;
    const db = await openPglite(undefined, { loadDataDir });
    await migrate(db);
    return db;
  }
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, tpl?.kind === 'postgres' ? `CREATE DATABASE ${name} TEMPLATE ${tpl.name}` : `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), 5);
  await migrate(db);
  const close = db.close.bind(db);
  return Object.assign(db, {
    async close() {
      await close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  });
}
