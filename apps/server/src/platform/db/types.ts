/** The one database interface every module uses: plain parameterized SQL, identical on PGlite and PostgreSQL. */
export interface QueryResult<T> {
  rows: T[];
  affectedRows?: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<QueryResult<T>>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn inside BEGIN/COMMIT on one connection; rolls back when fn throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs several statements separated by semicolons (no parameters). */
  exec(sql: string): Promise<void>;
  /** Subscribes to NOTIFY on a channel (cross-instance events). */
  listen: Listen;
  close(): Promise<void>;
}

/** LISTEN on a channel; resolves to an unsubscribe function. Both drivers support it. */
export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
