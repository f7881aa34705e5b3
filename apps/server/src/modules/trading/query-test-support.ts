import type { TestApp } from '../../test/app';

/**
 * Helpers for the query-model tests of classes, trading, organisation, catalogue and approvals:
 * a GraphQL call as the console makes it, and row inserts with only the columns a test cares about.
 */

/** A filter or sort object as the GraphQL string literal the console sends (stringified twice). */
export const lit = (v: unknown): string => JSON.stringify(JSON.stringify(v));

export interface GqlResult {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- GraphQL answers are checked field by field
  data: any;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

export async function gql(t: TestApp, token: string, query: string, opts: { subject?: number; url?: string } = {}): Promise<GqlResult> {
  const r = await t.call({
    method: 'POST',
    url: opts.url ?? '/graphql/v1/toss',
    token,
    headers: opts.subject === undefined ? {} : { subject: String(opts.subject) },
    payload: { query },
  });
  return { status: r.status, data: r.body?.data, errors: r.body?.errors };
}

let seq = 0;
const next = () => ++seq;

type Row = Record<string, unknown>;

/** INSERT ... RETURNING id::text; keys are column names. */
export async function insert(t: TestApp, table: string, row: Row): Promise<string> {
  const cols = Object.keys(row);
  const r = await t.db.query<{ id: string }>(
    `INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id::text AS id`,
    cols.map((c) => row[c]),
  );
  return r.rows[0].id;
}

export function student(t: TestApp, row: Row = {}): Promise<string> {
  const n = next();
  return insert(t, 'student', {
    user_num: `8${String(Date.now() % 1e6).padStart(6, '0')}${String(n).padStart(4, '0')}`,
    mobile: `1370000${String(n).padStart(4, '0')}`,
    username: `学员${n}`,
    ...row,
  });
}

export async function department(t: TestApp, name: string, pid: string | number = 99999, subject = 0): Promise<string> {
  return insert(t, 'department', { name, pid, subject });
}

export function teacher(t: TestApp, row: Row = {}): Promise<string> {
  const n = next();
  return insert(t, 'teacher', { subject: 0, realname: `老师${n}`, phone: `1360000${String(n).padStart(4, '0')}`, ...row });
}

export function team(t: TestApp, row: Row = {}): Promise<string> {
  const n = next();
  return insert(t, 'team', { subject: 0, team_name: `班级${n}`, team_type: 0, team_state: 0, ...row });
}

export function order(t: TestApp, uid: string, row: Row = {}): Promise<string> {
  const n = next();
  return insert(t, 'orders', {
    subject: 0,
    uid,
    out_trade_no: `QT${String(Date.now()).slice(-8)}${String(n).padStart(5, '0')}`,
    status: 3,
    regtype: 2,
    amount: '100.00',
    total_amount: '100.00',
    ...row,
  });
}

export function express(t: TestApp, uid: string, row: Row = {}): Promise<string> {
  return insert(t, 'express', { subject: 0, uid, express_status: 1, product_type: 0, ...row });
}

/** A ms timestamp `days` days before now (rounded to the second so comparisons are exact). */
export const daysAgo = (days: number): number => Math.floor((Date.now() - days * 86_400_000) / 1000) * 1000;
export const iso = (ms: number): string => new Date(ms).toISOString();
