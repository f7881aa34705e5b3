/**
 * Collects the conditions of a WHERE clause and their parameters, numbered in order. Two ways to add
 * one, mixed freely: `w.and(\`o.subject = ${w.p(s)}\`)` (place a value where you like, reuse it) and
 * `w.add('o.subject = ?', s)` (every `?` is that one value); `addIf` skips an absent value.
 */
export class Where {
  readonly params: unknown[] = [];
  private readonly parts: string[] = [];

  /** Adds a parameter and answers its placeholder (`$n`). */
  p(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** A condition as written (its values already placed with `p`, or none). */
  and(condition: string): this {
    this.parts.push(condition);
    return this;
  }

  /** A condition with one value: each `?` in `sql` becomes that value's placeholder. */
  add(sql: string, value: unknown): this {
    const at = this.p(value);
    return this.and(sql.replaceAll('?', at));
  }

  /** `add(sql, value)` when `when` is given (not undefined or null). */
  addIf(when: unknown, sql: string, value: unknown): this {
    return when === undefined || when === null ? this : this.add(sql, value);
  }

  /** The conditions joined with AND, without the WHERE keyword ('' when there are none). */
  get conditions(): string {
    return this.parts.join(' AND ');
  }

  /** `WHERE …`, or '' when there are no conditions. */
  get sql(): string {
    return this.parts.length ? `WHERE ${this.conditions}` : '';
  }

  toString(): string {
    return this.sql;
  }
}
