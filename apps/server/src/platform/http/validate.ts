import type { ZodError, ZodType } from 'zod';
import { AppError } from './errors';

type Issue = { code: string; message: string; path: PropertyKey[]; origin?: string; maximum?: unknown; minimum?: unknown };

/**
 * A zh-CN reason for a zod issue: the field's own message when it has one in Chinese, else one built
 * from the issue (a bound without a message, `.max(32)`, still tells the person the limit).
 */
function reasonZh(issue: Issue | undefined): string {
  if (!issue) return '格式不正确';
  if (/[\u4e00-\u9fa5]/.test(issue.message)) return issue.message;
  const { origin, maximum, minimum } = issue;
  if (issue.code === 'too_big') {
    if (origin === 'string') return `最多${String(maximum)}个字符`;
    if (origin === 'array' || origin === 'set') return `最多${String(maximum)}项`;
    if (origin === 'number' || origin === 'bigint' || origin === 'int') return `不能大于${String(maximum)}`;
  }
  if (issue.code === 'too_small') {
    if (origin === 'string') return Number(minimum) <= 1 ? '不能为空' : `至少${String(minimum)}个字符`;
    if (origin === 'array' || origin === 'set') return Number(minimum) <= 1 ? '不能为空' : `至少${String(minimum)}项`;
    if (origin === 'number' || origin === 'bigint' || origin === 'int') return `不能小于${String(minimum)}`;
  }
  // zod does not keep the input on an issue; its message says what arrived.
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) return '不能为空';
  return '格式不正确';
}

/** The 400 for a zod failure: it names the first bad field (or `where` when the whole input is wrong). */
export function inputError(error: ZodError, where: string): AppError {
  const issue = error.issues[0] as Issue | undefined;
  const field = issue?.path.length ? issue.path.join('.') : where;
  return new AppError('BAD_REQUEST', `参数错误：${field} ${reasonZh(issue)}`, `Bad parameter: ${field}: ${issue?.message ?? 'invalid'}`);
}

/** Parses input with zod; a failure is a 400 whose message names the first bad field. */
export function parseInput<T>(schema: ZodType<T>, input: unknown, where: 'body' | 'query' | 'params'): T {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  throw inputError(r.error, where);
}
