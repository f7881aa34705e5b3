/**
 * Which database rule refused a statement. Both drivers (node-postgres and PGlite) report the
 * SQLSTATE as `code` and the index or constraint as `constraint`; a use case turns the one it
 * expects into a clear AppError and lets anything else through (a 500 with the request id).
 */
export const UNIQUE_VIOLATION = '23505';
export const CHECK_VIOLATION = '23514';

export function isConstraintViolation(err: unknown, code: string, constraint: string): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as { code?: unknown; constraint?: unknown };
  return e.code === code && e.constraint === constraint;
}
