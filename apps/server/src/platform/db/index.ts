import { mkdirSync } from 'node:fs';
import { openPostgres } from './postgres';
import type { Database } from './types';

export type { Database, Queryable, QueryResult } from './types';
export { migrate } from './migrate';

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  mkdirSync(opts.dataDir, { recursive: true });
  // Loaded only when used: the WebAssembly PostgreSQL costs a server on DATABASE_URL ~35 MB otherwise.
  const { openPglite } = await import('./pglite');
  return openPglite(opts.dataDir);
}
