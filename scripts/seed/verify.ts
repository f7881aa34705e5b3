/**
 * Checks every foreign key of the business tables by query (npm run seed -- --verify). The large load
 * runs with foreign-key triggers off, so this is how it proves it produced no dangling reference.
 */
import type { Queryable } from '../../apps/server/src/platform/db';

interface ForeignKey {
  name: string;
  child: string;
  parent: string;
  childCols: string[];
  parentCols: string[];
}

export async function verifyForeignKeys(db: Queryable, tables: readonly string[]): Promise<{ checked: number; broken: string[] }> {
  const r = await db.query<{ name: string; child: string; parent: string; child_cols: string[]; parent_cols: string[] }>(
    `SELECT c.conname AS name, cl.relname AS child, pl.relname AS parent,
            array(SELECT a.attname::text FROM unnest(c.conkey) WITH ORDINALITY k(n, i) JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n ORDER BY k.i) AS child_cols,
            array(SELECT a.attname::text FROM unnest(c.confkey) WITH ORDINALITY k(n, i) JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n ORDER BY k.i) AS parent_cols
       FROM pg_constraint c JOIN pg_class cl ON cl.oid = c.conrelid JOIN pg_class pl ON pl.oid = c.confrelid
      WHERE c.contype = 'f' AND cl.relname = ANY($1) ORDER BY 2, 1`,
    [[...tables]],
  );
  const fks: ForeignKey[] = r.rows.map((x) => ({
    name: x.name,
    child: x.child,
    parent: x.parent,
    childCols: x.child_cols,
    parentCols: x.parent_cols,
  }));
  const broken: string[] = [];
  for (const fk of fks) {
    const notNull = fk.childCols.map((c) => `c.${c} IS NOT NULL`).join(' AND ');
    const match = fk.childCols.map((c, i) => `p.${fk.parentCols[i]} = c.${c}`).join(' AND ');
    const q = await db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM ${fk.child} c WHERE ${notNull} AND NOT EXISTS (SELECT 1 FROM ${fk.parent} p WHERE ${match})`,
    );
    const n = Number(q.rows[0].n);
    if (n > 0) broken.push(`${fk.name}: ${n} rows of ${fk.child} point at no ${fk.parent}`);
  }
  return { checked: fks.length, broken };
}
