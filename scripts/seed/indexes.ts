/**
 * Secondary indexes around a large load: building an index once after COPY is several times
 * cheaper than maintaining it row by row. Primary keys and indexes behind constraints (unique keys
 * that foreign keys rely on) stay. The dropped definitions are saved in app_setting first, so a load
 * that dies half-way gets its indexes back on the next run.
 */
import type { Database } from '../../apps/server/src/platform/db';
import type { BulkLoader } from './loader';

const SETTING = 'seed_dropped_indexes';

interface IndexDef {
  name: string;
  def: string;
}

const ifNotExists = (def: string) => def.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS ');

/** Recreates indexes an interrupted load left dropped. */
export async function restoreDroppedIndexes(db: Database, loader: BulkLoader): Promise<number> {
  const r = await db.query<{ value: string }>('SELECT value FROM app_setting WHERE key = $1', [SETTING]);
  if (!r.rows[0]) return 0;
  const defs = JSON.parse(r.rows[0].value) as IndexDef[];
  await loader.runAll(defs.map((d) => ifNotExists(d.def)));
  await db.query('DELETE FROM app_setting WHERE key = $1', [SETTING]);
  return defs.length;
}

export async function dropSecondaryIndexes(db: Database, tables: readonly string[]): Promise<IndexDef[]> {
  const r = await db.query<IndexDef>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
       FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relname = ANY($1) AND NOT i.indisprimary
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
      ORDER BY 1`,
    [[...tables]],
  );
  await db.query('INSERT INTO app_setting (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value', [
    SETTING,
    JSON.stringify(r.rows),
  ]);
  for (const d of r.rows) await db.exec(`DROP INDEX IF EXISTS ${d.name}`);
  return r.rows;
}

/** Builds them again, biggest tables first so the parallel workers finish together. */
export async function recreateIndexes(db: Database, loader: BulkLoader, defs: readonly IndexDef[]): Promise<void> {
  const size = await db.query<{ relname: string; n: string }>(
    `SELECT relname, reltuples::bigint::text AS n FROM pg_class WHERE relkind = 'r'`,
  );
  const rows = new Map(size.rows.map((x) => [x.relname, Number(x.n)]));
  const tableOf = (def: string) => /ON (?:ONLY )?(?:\w+\.)?(\w+)/.exec(def)?.[1] ?? '';
  const ordered = [...defs].sort((a, b) => (rows.get(tableOf(b.def)) ?? 0) - (rows.get(tableOf(a.def)) ?? 0));
  await loader.runAll(ordered.map((d) => ifNotExists(d.def)));
  await db.query('DELETE FROM app_setting WHERE key = $1', [SETTING]);
}
