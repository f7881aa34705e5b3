import type { ZodType } from 'zod';
import { AppError } from './errors';

/** Parses input with zod; a failure is a 400 whose message names the first bad field. */
export function parseInput<T>(schema: ZodType<T>, input: unknown, where: 'body' | 'query' | 'params'): T {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : where;
  const zhMsg = issue?.message && /[\u4e00-\u9fa5]/.test(issue.message) ? issue.message : '格式不正确';
  return ((): never => {
    throw new AppError('BAD_REQUEST', `参数错误：${field} ${zhMsg}`, `Bad parameter: ${field}: ${issue?.message ?? 'invalid'}`);
  })();
}
