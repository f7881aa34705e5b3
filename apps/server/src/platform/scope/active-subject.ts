import type { Queryable } from '../db';
import type { AuthedContext, RequestContext } from '../http/context';
import { errors } from '../http/errors';
import { idsInSubjects } from './guard';
import { studentInSubjectSql } from './kinds';

/**
 * The subject rule (kinds.ts, decisions/platform.md "One subject rule") applied to the request's
 * active subject, for use cases. The route guard has already checked the caller's subjects; these narrow
 * to the one subject the call works in. A student belongs to it by a line or an order there; a
 * teacher, class or order by its own `subject` column.
 */

/** What a use case reads of a student it has found in the subject. */
export interface StudentRow {
  id: string;
  user_num: string;
  mobile: string;
  username: string | null;
  nickname: string | null;
  is_logoff: number;
}

/**
 * The student, if they belong to the active subject; otherwise 404 (data of a student another subject
 * owns is not there for this caller). `lock` takes the student row FOR UPDATE.
 */
export async function studentInSubject(q: Queryable, ctx: RequestContext, uid: string, lock = false): Promise<StudentRow> {
  const r = await q.query<StudentRow>(
    `SELECT s.id::text AS id, s.user_num, s.mobile, s.username, s.nickname, s.is_logoff
       FROM student s
      WHERE s.id = $1::bigint AND ${studentInSubjectSql('s.id', '= $2')}
      ${lock ? 'FOR UPDATE' : ''}`,
    [uid, ctx.subject],
  );
  if (!r.rows[0]) throw errors.notFound('学员');
  return r.rows[0];
}

/** The ids among `uids` that do not belong to the active subject. */
export async function missingInSubject(q: Queryable, ctx: RequestContext, uids: string[]): Promise<string[]> {
  const found = await idsInSubjects(q, 'student', uids, [ctx.subject]);
  return uids.filter((u) => !found.has(u));
}

/** The live (not logged-off) student of the active subject with this real mobile number, lowest id first. */
export async function studentByMobile(q: Queryable, ctx: RequestContext, mobile: string): Promise<string | null> {
  const r = await q.query<{ id: string }>(
    `SELECT s.id::text AS id FROM student s
      WHERE s.mobile = $1 AND s.is_logoff = 0 AND ${studentInSubjectSql('s.id', '= $2')} ORDER BY s.id LIMIT 1`,
    [mobile, ctx.subject],
  );
  return r.rows[0]?.id ?? null;
}

/** The teacher of a teacher id in the active subject (404 otherwise). */
export async function teacherInSubject(q: Queryable, ctx: RequestContext, teacherId: string): Promise<{ id: string; realname: string }> {
  const r = await q.query<{ id: string; realname: string }>(
    'SELECT id::text AS id, realname FROM teacher WHERE id = $1::bigint AND subject = $2',
    [teacherId, ctx.subject],
  );
  if (!r.rows[0]) throw errors.notFound('老师');
  return r.rows[0];
}

/** The teacher record of the calling staff member in the active subject, if they are a teacher there. */
export async function ownTeacherId(q: Queryable, ctx: AuthedContext): Promise<string | null> {
  const r = await q.query<{ id: string }>('SELECT id::text AS id FROM teacher WHERE staff_id = $1::bigint AND subject = $2', [
    ctx.staff.id,
    ctx.subject,
  ]);
  return r.rows[0]?.id ?? null;
}
