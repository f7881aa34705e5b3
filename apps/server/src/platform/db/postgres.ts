import pg from 'pg';
import type { Database, Queryable, QueryResult } from './types';

/**
 * Settings of every connection the server opens (the benchmark's SQL floor uses them too).
 * JIT compiles a plan once it looks expensive; for a console's short queries it only adds
 * 100-300 ms to the occasional large aggregate (measured on OrderStatistics), so it is off.
 * Parallel workers are off too: starting them costs 15-20 ms per statement, more than the
 * console's index-driven queries gain (a page of students with a label: 23 ms with two workers,
 * 1.3 ms without; OrderStatistics over 30 days: 42 vs 44 ms), and they compete with the other
 * requests for the same cores.
 */
export const SESSION_OPTIONS = '-c jit=off -c max_parallel_workers_per_gather=0';

// Timestamps and bigints come back as strings from node-postgres; int8 ids stay strings (they are ids),
// numeric stays a string so money is never rounded by a float.
export async function openPostgres(url: string, max = 10): Promise<Database & { pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString: url, max, options: SESSION_OPTIONS });
  // An idle client can be cut off (server restart, failover); without a listener that kills the process.
  pool.on('error', (err) => console.warn(`[db] idle connection lost: ${err.message}`));
  const statements = preparedStatements();
  const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(text: string, params?: unknown[]): Promise<QueryResult<T>> {
      const name = statements.nameFor(text);
      const r = await c.query(name ? { name, text, values: params } : { text, values: params });
      return { rows: r.rows as T[], affectedRows: r.rowCount ?? undefined };
    },
  });
  const root = wrap(pool);
  return {
    kind: 'postgres',
    pool,
    query: root.query,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    async listen(channel, onPayload) {
      // A dedicated connection: LISTEN belongs to a session, pooled clients come and go.
      // When it drops, it reconnects (events in between are replayed by Last-Event-ID from the table).
      let client: pg.Client | null = null;
      let closed = false;
      const connect = async (): Promise<void> => {
        const c = new pg.Client({ connectionString: url });
        c.on('error', (err) => {
          if (closed) return;
          console.warn(`[db] LISTEN connection lost: ${err.message}; reconnecting`);
          setTimeout(() => void connect().catch(() => undefined), 1000);
        });
        c.on('notification', (n) => {
          if (n.channel === channel) onPayload(n.payload ?? '');
        });
        await c.connect();
        await c.query(`LISTEN ${pgIdent(channel)}`);
        client = c;
      };
      await connect();
      return async () => {
        closed = true;
        await client?.end().catch(() => undefined);
      };
    },
    close: () => pool.end(),
  };
}

/**
 * A relation filter (`x IN (SELECT ...)`) is planned for its values every time: a generic plan cannot
 * know how many rows the sub-select brings (a department of 86 teachers planned as one: 145 ms
 * instead of 36). The benchmark's SQL floor follows the same rule.
 */
export const preparable = (text: string): boolean => !text.includes(' IN (SELECT ');

/**
 * A statement the process has run before is sent as a named prepared statement: PostgreSQL parses
 * it once per connection and can keep its plan. Only texts seen twice get a name (one-off SQL stays
 * unnamed) and the number of names is capped, because every name lives on every pooled connection.
 * PostgreSQL plans the first five runs for their values and then keeps a generic plan only when it
 * costs no more than those did.
 */
function preparedStatements(limit = 500) {
  const seen = new Map<string, string | null>();
  let named = 0;
  return {
    nameFor(text: string): string | undefined {
      if (!preparable(text)) return undefined;
      const known = seen.get(text);
      if (known) return known;
      if (known === undefined) {
        if (seen.size < limit * 4) seen.set(text, null);
        return undefined;
      }
      if (named >= limit) return undefined;
      const name = `q${++named}`;
      seen.set(text, name);
      return name;
    },
  };
}

function pgIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad channel name ${name}`);
  return name;
}
