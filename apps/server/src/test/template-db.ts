import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../platform/db';
import { openPglite } from '../platform/db/pglite';
import { openPostgres } from '../platform/db/postgres';

/** What the global setup hands every test file: a migrated database to copy instead of migrating again. */
export type TestDatabaseTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

/**
 * Vitest global setup of the server projects: migrates one database per run and provides it as the
 * template each test file copies (PGlite: a data-directory dump loaded by every file; PostgreSQL:
 * CREATE DATABASE … TEMPLATE). With the wave's migrations this saves each file a full migration run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = (project.config.env?.TEST_DATABASE_URL as string | undefined) || '';
  if (!serverUrl) {
    const db = await openPglite();
    await migrate(db);
    const file = join(tmpdir(), `console-test-template-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
    writeFileSync(file, Buffer.from(await (await db.dump()).arrayBuffer()));
    await db.close();
    project.provide('testDatabaseTemplate', { kind: 'pglite', file });
    return async () => rmSync(file, { force: true });
  }
  const name = `test_template_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), 1);
  await migrate(db);
  await db.close();
  project.provide('testDatabaseTemplate', { kind: 'postgres', name });
  return async () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
