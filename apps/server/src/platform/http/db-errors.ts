import { AppError } from './errors';

/**
 * The safety net under the zod fields (issue 25 finding 10): when a value the database cannot hold
 * gets past a route's schema, PostgreSQL refuses it and the statement's transaction rolls back, so
 * nothing is saved; the caller then gets a 400 that says what was wrong instead of a 500. Only
 * SQLSTATEs that mean "this value does not fit" qualify: a bug (a missing column, a syntax error)
 * stays a 500. PGlite and node-postgres raise the same shape (code, column, table, constraint).
 */
const BAD_VALUE: Record<string, { zh: string; en: string }> = {
  '22003': { zh: '数值超出允许范围', en: 'a number is out of range' },
  '22001': { zh: '文本过长', en: 'a text is too long' },
  '22007': { zh: '日期或时间不正确', en: 'a date or time is invalid' },
  '22008': { zh: '日期或时间不正确', en: 'a date or time is invalid' },
  // "time zone displacement out of range": what a year beyond 9999 written as text becomes.
  '22009': { zh: '日期或时间不正确', en: 'a date or time is invalid' },
  '22P02': { zh: '格式不正确', en: 'a value has the wrong format' },
  '23514': { zh: '不符合取值规则', en: 'is not an allowed value' },
};

interface DriverError {
  code: string;
  severity?: string;
  column?: string;
  table?: string;
  constraint?: string;
}

const isDriverError = (err: unknown): err is DriverError =>
  typeof err === 'object' &&
  err !== null &&
  typeof (err as DriverError).code === 'string' &&
  typeof (err as DriverError).severity === 'string';

/**
 * The column the driver names: `column` when PostgreSQL sets it, else a check constraint's column
 * from PostgreSQL's default name `<table>_<column>_check`. Undefined when it does not say (22003 on a
 * parameter never does).
 */
function columnOf(err: DriverError): string | undefined {
  if (err.column) return err.column;
  const { constraint, table } = err;
  if (!constraint || !table || !constraint.startsWith(`${table}_`)) return undefined;
  return /^(\w+?)_check\d*$/.exec(constraint.slice(table.length + 1))?.[1];
}

/** A 400 for a database refusal of a value, or undefined for any other error. */
export function badValueFromDatabase(err: unknown): AppError | undefined {
  if (!isDriverError(err)) return undefined;
  const what = BAD_VALUE[err.code];
  if (!what) return undefined;
  const column = columnOf(err);
  return new AppError(
    'BAD_REQUEST',
    column ? `参数错误：${column} ${what.zh}` : `参数错误：${what.zh}`,
    column ? `Bad parameter: ${column} ${what.en}` : `Bad parameter: ${what.en}`,
  );
}
