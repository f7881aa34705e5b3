/**
 * One bulk-load interface over both databases: a CopySink takes CSV lines for one table and
 * streams them with COPY. PostgreSQL: COPY FROM STDIN through pg-copy-streams, one connection per
 * open sink (several tables can load at once). PGlite: COPY FROM a file of its in-memory file
 * system, put there from a CSV chunk with lo_from_bytea/lo_export, because the shared Database
 * interface does not expose PGlite's `blob` query option (see the report in scripts/seed/README.md).
 */
import { once } from 'node:events';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../../apps/server/src/platform/db';

export interface CopySink {
  readonly table: string;
  rows: number;
  add(line: string): void;
  /** true when the buffered chunk should be flushed before generating more */
  readonly full: boolean;
  flush(): Promise<void>;
  end(): Promise<number>;
}

export interface BulkLoader {
  readonly kind: 'pglite' | 'postgres';
  /** Connections that may load or build indexes at the same time. */
  readonly parallelism: number;
  copy(table: string, columns: readonly string[]): Promise<CopySink>;
  /** Runs statements, up to `parallelism` at a time (index builds). */
  runAll(statements: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

const copySql = (table: string, columns: readonly string[], source: string) =>
  `COPY ${table} (${columns.join(', ')}) FROM ${source} WITH (FORMAT csv)`;

abstract class BufferedSink implements CopySink {
  rows = 0;
  private parts: string[] = [];
  private size = 0;

  constructor(
    readonly table: string,
    private readonly chunk: number,
  ) {}

  add(line: string): void {
    this.parts.push(line);
    this.size += line.length;
    this.rows++;
  }

  get full(): boolean {
    return this.size >= this.chunk;
  }

  async flush(): Promise<void> {
    if (!this.size) return;
    const text = this.parts.join('');
    this.parts = [];
    this.size = 0;
    await this.send(text);
  }

  async end(): Promise<number> {
    await this.flush();
    await this.finish();
    return this.rows;
  }

  protected abstract send(text: string): Promise<void>;
  protected abstract finish(): Promise<void>;
}

class PgSink extends BufferedSink {
  private failed: Error | null = null;
  private readonly done: Promise<void>;

  constructor(
    table: string,
    private readonly client: pg.PoolClient,
    private readonly stream: ReturnType<typeof copyFrom>,
  ) {
    super(table, 256 * 1024);
    this.done = new Promise((resolve, reject) => {
      stream.on('finish', resolve);
      stream.on('error', (err: Error) => {
        this.failed = err;
        reject(err);
      });
    });
    this.done.catch(() => undefined);
  }

  protected async send(text: string): Promise<void> {
    if (this.failed) throw this.failed;
    if (!this.stream.write(text)) await Promise.race([once(this.stream, 'drain'), this.done]);
  }

  protected async finish(): Promise<void> {
    this.stream.end();
    try {
      await this.done;
    } finally {
      await release(this.client, this.failed);
    }
  }
}

/** The pool may be the server's: settings made for the load must not stay on its connections. */
async function release(client: pg.PoolClient, failed: Error | null = null): Promise<void> {
  // session_replication_role is only ever set on a dedicated pool (the large load), which then ends
  if (!failed) await client.query('RESET maintenance_work_mem').catch(() => undefined);
  client.release(failed ?? undefined);
}

export interface PostgresLoaderOptions {
  /** Skip foreign-key triggers while loading rows generated consistently (superuser only). */
  replica: boolean;
  parallelism: number;
}

export function postgresLoader(pool: pg.Pool, opts: PostgresLoaderOptions): BulkLoader {
  const connect = async () => {
    const client = await pool.connect();
    // only a superuser may set session_replication_role: leave it alone otherwise (small loads keep FKs on)
    if (opts.replica) await client.query('SET session_replication_role = replica');
    await client.query("SET maintenance_work_mem = '1GB'");
    return client;
  };
  return {
    kind: 'postgres',
    parallelism: opts.parallelism,
    async copy(table, columns) {
      const client = await connect();
      return new PgSink(table, client, client.query(copyFrom(copySql(table, columns, 'STDIN'))));
    },
    async runAll(statements) {
      const queue = [...statements];
      const worker = async () => {
        const client = await connect();
        try {
          for (let sql = queue.shift(); sql !== undefined; sql = queue.shift()) await client.query(sql);
        } finally {
          await release(client);
        }
      };
      await Promise.all(Array.from({ length: Math.min(opts.parallelism, queue.length) }, worker));
    },
    async close() {
      /* the pool belongs to the caller */
    },
  };
}

/** Where CSV chunks land inside PGlite's (in-memory) file system before COPY reads them. */
const PGLITE_FILE = '/tmp/seed-chunk.csv';

class PgliteSink extends BufferedSink {
  constructor(
    table: string,
    private readonly db: Database,
    private readonly sql: string,
  ) {
    super(table, 8 * 1024 * 1024);
  }

  protected async send(text: string): Promise<void> {
    const r = await this.db.query<{ oid: number }>(`SELECT lo_from_bytea(0, convert_to($1, 'UTF8')) AS oid`, [text]);
    const oid = Number(r.rows[0].oid);
    await this.db.query(`SELECT lo_export(${oid}, '${PGLITE_FILE}')`);
    await this.db.query(`SELECT lo_unlink(${oid})`);
    await this.db.query(this.sql);
  }

  protected async finish(): Promise<void> {}
}

export function pgliteLoader(db: Database): BulkLoader {
  return {
    kind: 'pglite',
    parallelism: 1,
    async copy(table, columns) {
      return new PgliteSink(table, db, copySql(table, columns, `'${PGLITE_FILE}'`));
    },
    async runAll(statements) {
      for (const sql of statements) await db.query(sql);
    },
    async close() {},
  };
}
