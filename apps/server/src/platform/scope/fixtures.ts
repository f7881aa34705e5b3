import type { Database, Queryable } from '../db';
import { SCOPE_KINDS, type ScopeKind } from './kinds';

/** The table a row kind lives in, read from its SQL (student: the student table plus a line). */
const tableOf = (kind: ScopeKind): string => /FROM (\w+)/.exec(SCOPE_KINDS[kind].sql)![1]!;

/** The column a row kind is named by in the routes: `id`, or a text key such as out_trade_no. */
const keyOf = (kind: ScopeKind): string => /^SELECT (\w+)::text AS id/.exec(SCOPE_KINDS[kind].sql)?.[1] ?? 'id';

function filler(dataType: string, column: string): unknown {
  if (/^(smallint|integer|bigint)$/.test(dataType)) return column === 'status' ? 0 : 1;
  if (dataType === 'numeric' || dataType === 'double precision' || dataType === 'real') return 1;
  if (dataType === 'boolean') return false;
  if (/^timestamp|^date$/.test(dataType)) return new Date();
  if (dataType === 'jsonb' || dataType === 'json') return '{}';
  if (dataType === 'ARRAY') return '{}';
  return `scope-fixture-${column}`;
}

/**
 * Inserts one row of a kind in a subject and returns the id the routes name it by. The row is the
 * minimum the table accepts: its required columns filled by type, foreign keys and triggers off
 * (session_replication_role = replica) — the object-scope test only needs it to exist in that subject.
 */
export async function insertScopedFixture(db: Database, kind: ScopeKind, subject: number): Promise<string> {
  return db.transaction(async (q) => {
    await q.query('SET LOCAL session_replication_role = replica');
    if (kind === 'student') return insertStudent(q, subject);
    const table = tableOf(kind);
    const owner = STUDENT_OWNED[kind];
    if (owner) return insertRow(q, table, { [owner]: await insertStudent(q, subject) });
    const id = await insertRow(q, table, { subject });
    // a kind found by a text key (order number, complaint number) is named by that column, not the id
    const key = keyOf(kind);
    if (key !== 'id') {
      const r = await q.query<{ no: string }>(`SELECT ${key} AS no FROM ${table} WHERE id = $1::bigint`, [id]);
      return r.rows[0]!.no;
    }
    return id;
  });
}

async function insertStudent(q: Queryable, subject: number): Promise<string> {
  const id = await insertRow(q, 'student', {});
  await insertRow(q, 'student_subject', { student_id: id, subject });
  return id;
}

/**
 * Kinds whose rows have no subject of their own but belong to a student (the column naming them): the
 * fixture is a row of a student in the subject.
 */
const STUDENT_OWNED: Partial<Record<ScopeKind, string>> = { address: 'uid' };

/** Values the tables' CHECK constraints need beyond the type fillers. */
const OVERRIDES: Record<string, () => Record<string, unknown>> = {
  student: () => ({ user_num: String(Date.now()) + String(Math.floor(Math.random() * 1000)) }),
  promotions: () => ({ start_date: new Date(Date.now() - 86_400_000), end_date: new Date(Date.now() + 86_400_000) }),
  renewal_target: () => ({ year_month: '2026-01' }),
  team_stop_batch: () => ({ stop_start: new Date(Date.now() - 86_400_000), stop_end: new Date(Date.now() + 86_400_000) }),
};

async function insertRow(q: Queryable, table: string, given: Record<string, unknown>): Promise<string> {
  const cols = await q.query<{ column_name: string; data_type: string }>(
    `SELECT column_name, data_type FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1 AND is_nullable = 'NO' AND column_default IS NULL
        AND is_generated = 'NEVER' AND identity_generation IS NULL`,
    [table],
  );
  const values: Record<string, unknown> = { ...OVERRIDES[table]?.(), ...given };
  for (const c of cols.rows) if (!(c.column_name in values)) values[c.column_name] = filler(c.data_type, c.column_name);
  // unique text keys (order numbers, codes) must not collide between fixtures
  for (const [k, v] of Object.entries(values))
    if (typeof v === 'string' && v.startsWith('scope-fixture-')) values[k] = `${v}-${table}-${Math.random().toString(36).slice(2, 10)}`;
  const names = Object.keys(values);
  const r = await q.query<{ id: string }>(
    `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id::text AS id`,
    names.map((n) => values[n]),
  );
  return r.rows[0]!.id;
}
