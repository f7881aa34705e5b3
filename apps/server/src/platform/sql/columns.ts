/**
 * SQL for presenting columns in a select list, the same on PGlite and PostgreSQL.
 *
 * Times leave the database as whole milliseconds since 1970 (floor, so a stored 12:00:00.9995 reads
 * …999 like a JS Date of it would), as float8: a JS number from both drivers (bigint would be a
 * string from node-postgres and a number from PGlite). An answer that carries the time as text (the
 * legacy class roots) casts it: `${epochMs(col)}::text` prints the same digits.
 */

const as = (sql: string, alias: string | undefined) => (alias === undefined ? sql : `${sql} AS "${alias}"`);

/** A timestamptz (or date) column or expression as ms, a JS number; null stays null. `alias` appends `AS "alias"`. */
export const epochMs = (col: string, alias?: string) => as(`floor(extract(epoch from (${col})) * 1000)::float8`, alias);

/** A numeric(12,2) column as a yuan number (exact to the fen for display; arithmetic stays in fen). */
export const yuan = (col: string) => `(${col})::float8`;
