/**
 * SQL helpers of the student REST calls (ms times, 1-based LIMIT/OFFSET, a WHERE builder). The input
 * kit that lived here is platform/http/fields.ts and route.ts; the subject checks are
 * platform/scope/active-subject.ts. These SQL parts move to platform/sql next.
 */

/** SQL for a timestamptz column as ms (float8 comes back as a JS number from both drivers). */
export const ms = (col: string, alias: string) => `floor(EXTRACT(EPOCH FROM ${col}) * 1000)::float8 AS "${alias}"`;

/** LIMIT/OFFSET of a 1-based page. */
export const limitOffset = (page: number, size: number) => `LIMIT ${size} OFFSET ${(page - 1) * size}`;

/** Builds a WHERE clause from optional conditions, numbering the parameters. */
export class Where {
  readonly params: unknown[] = [];
  private readonly parts: string[] = [];
  /** `sql` uses `?` for the value. */
  add(sql: string, value: unknown): this {
    this.params.push(value);
    this.parts.push(sql.replace('?', `$${this.params.length}`));
    return this;
  }
  /** A condition without a value. */
  raw(sql: string): this {
    this.parts.push(sql);
    return this;
  }
  addIf(cond: unknown, sql: string, value: unknown): this {
    return cond === undefined || cond === null ? this : this.add(sql, value);
  }
  toString(): string {
    return this.parts.length ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}
