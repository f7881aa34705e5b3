/**
 * SQL for presenting columns in a select list, the same on PGlite and PostgreSQL.
 *
 * Times leave the database as whole milliseconds since 1970 (floor, so a stored 12:00:00.9995 reads
 * …999 like a JS Date of it would), as float8: a JS number from both drivers. The REST answers whose
 * original clients read the time as text take `epochMsText`, the same value as a string.
 */

const as = (sql: string, alias: string | undefined) => (alias === undefined ? sql : `${sql} AS "${alias}"`);

/** A timestamptz (or date) column or expression as ms, a JS number; null stays null. `alias` appends `AS "alias"`. */
export const epochMs = (col: string, alias?: string) => as(`floor(extract(epoch from (${col})) * 1000)::float8`, alias);

/** `epochMs` as text ("1767225600000"), for answers that always carried the time as a string. */
export const epochMsText = (col: string, alias?: string) => as(`${epochMs(col)}::bigint::text`, alias);

/** A numeric(12,2) column as a yuan number (exact to the fen for display; arithmetic stays in fen). */
export const yuan = (col: string) => `(${col})::float8`;
