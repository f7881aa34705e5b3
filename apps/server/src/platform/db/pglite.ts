import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { StatementGate } from './statement-gate';
import type { Database, Queryable, QueryResult } from './types';

/**
 * Embedded PostgreSQL. dataDir undefined = in memory (tests). `loadDataDir` starts from a dump of
 * another instance (the tests' migrated template: loading it is faster than migrating again).
 */
export async function openPglite(dataDir?: string, opts: { loadDataDir?: Blob } = {}): Promise<Database & { dump(): Promise<Blob> }> {
  const pg = await PGlite.create({ dataDir, loadDataDir: opts.loadDataDir, extensions: { pg_trgm } });
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<T>(text: string, params?: unknown[]): Promise<QueryResult<T>> {
      const r = await q.query<T>(text, params as unknown[] | undefined);
      return { rows: r.rows, affectedRows: r.affectedRows };
    },
  });
  const root = wrap(pg);
  // Which statement runs next, and when the event loop gets a turn (statement-gate.ts). A transaction
  // holds the gate from BEGIN to COMMIT; its own statements go straight through.
  const gate = new StatementGate();
  return {
    kind: 'pglite',
    query: (text, params) => gate.run(() => root.query(text, params)),
    transaction: (fn) => gate.run(() => pg.transaction((tx) => fn(wrap(tx)))),
    exec: (sql) =>
      gate.run(async () => {
        await pg.exec(sql);
      }),
    listen: async (channel, onPayload) => pg.listen(channel, onPayload),
    close: () => pg.close(),
    dump: () => pg.dumpDataDir('none'),
  };
}
