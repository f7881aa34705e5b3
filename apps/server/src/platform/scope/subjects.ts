import { subjectByCode } from '@console/domain';
import type { AuthedContext } from '../http/context';
import { AppError } from '../http/errors';

/**
 * Every subject code a body names must be one the caller holds (420, like a `subject` parameter the
 * caller does not hold); that the code exists at all is the input schema's 400.
 */
export function assertSubjectsHeld(ctx: AuthedContext, codes: readonly number[]): void {
  const foreign = codes.find((c) => !ctx.staff.subjectList.includes(c));
  if (foreign === undefined) return;
  const s = subjectByCode(foreign);
  throw new AppError('FORBIDDEN', `没有该学科的权限：${s?.nameZh ?? foreign}`, `No permission for subject ${s?.key ?? foreign}`);
}
