import { mkdirSync } from 'node:fs';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Database } from './types';

export type { Database, Queryable, QueryResult } from './types';
export { migrate } from './migrate';

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  mkdirSync(opts.dataDir, { recursive: true });
  return openPglite(opts.dataDir);
}
