import { subjectByCode } from '@console/domain';
import type { Queryable } from '../../platform/db';
import type { AuthedContext } from '../../platform/http/context';
import { AppError, errors } from '../../platform/http/errors';

/**
 * Object scope of the teachers area (issue 25 finding 5: a teacher of art and writing read, edited
 * and deleted a music teacher and created teachers in music and in subject 999). Local checks until
 * the platform's object-scope helper (`platform/scope`) lands; they follow its one rule: an object is
 * reached only in a subject of the caller, and a subject named in a body must be one the caller holds.
 *
 * Teachers are data of the request's subject (the teacher list, TeacherManagePage, scopes by it, and
 * the request's subject is always one the caller holds): a teacher of another subject is "not there"
 * (404), as it is in the list.
 */
export async function teacherInRequestSubject(
  q: Queryable,
  ctx: AuthedContext,
  teacherId: string,
  opts: { lock?: boolean } = {},
): Promise<{ id: string; subject: number; realname: string }> {
  const r = await q.query<{ id: string; subject: number; realname: string }>(
    `SELECT id::text AS id, subject, realname FROM teacher WHERE id = $1::bigint AND subject = $2 AND deleted = 0 ${opts.lock ? 'FOR UPDATE' : ''}`,
    [teacherId, ctx.subject],
  );
  if (!r.rows[0]) throw errors.notFound('老师');
  return r.rows[0];
}

/**
 * Every subject code a body names must be one the caller holds (420, like a `subject` parameter the
 * caller does not hold); that it exists at all is the input schema's 400.
 */
export function assertSubjectsHeld(ctx: AuthedContext, codes: readonly number[]): void {
  const foreign = codes.find((c) => !ctx.staff.subjectList.includes(c));
  if (foreign === undefined) return;
  const s = subjectByCode(foreign);
  throw new AppError('FORBIDDEN', `没有该学科的权限：${s?.nameZh ?? foreign}`, `No permission for subject ${s?.key ?? foreign}`);
}
