/**
 * SQL helpers of the trading and logistics REST calls: a parameterized WHERE builder and SQL presenters
 * (ms times, yuan), and a count. The input kit that lived here is platform/http/fields.ts (fields) and
 * route.ts (defineCall); the subject rule is platform/scope. These SQL parts move to platform/sql next.
 */
import type { Queryable } from '../db';

/** Collects conditions and their parameters: `w.and(\`o.subject = ${w.p(s)}\`)`. */
export class Where {
  readonly params: unknown[] = [];
  private readonly parts: string[] = [];
  p(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
  and(condition: string): this {
    this.parts.push(condition);
    return this;
  }
  get sql(): string {
    return this.parts.length ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}

/** A timestamptz column as ms (a JS number). */
export const ms = (col: string) => `floor(extract(epoch from (${col})) * 1000)::float8`;
/** A numeric(12,2) column as a yuan number (exact to the fen for display; arithmetic stays in fen). */
export const yuan = (col: string) => `(${col})::float8`;

export async function countOf(q: Queryable, sql: string, params: unknown[]): Promise<number> {
  const r = await q.query<{ n: string }>(`SELECT count(*)::text AS n ${sql}`, params);
  return Number(r.rows[0]?.n ?? 0);
}
