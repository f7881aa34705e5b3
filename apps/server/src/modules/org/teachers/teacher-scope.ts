import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';

/**
 * Object scope of the teachers area (issue 25 finding 5: a teacher of art and writing read, edited
 * and deleted a music teacher and created teachers in music and in subject 999). The teacher is read
 * here (with its name, under a lock when asked); subject codes in a body go through platform/scope.
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
