import { maskMobile } from '@console/domain';
import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { idField, inputOf, intField, msField, pageFields } from '../../../platform/http/fields';
import { studentInSubject } from '../../../platform/scope';
import { pageRows, restPage, springPage } from '../../../platform/sql/page';
import { epochMs } from '../../../platform/sql/columns';
import { Where } from '../../../platform/sql/where';

/** Weekly reports of the current subject: by student, class or teacher, course type and week range (ms). */
export const findAllInput = inputOf({
  ...pageFields(),
  studentId: idField.optional(),
  uid: idField.optional(),
  teamId: idField.optional(),
  teacherId: idField.optional(),
  courseType: intField(0, 99).optional(),
  startTime: msField.optional(),
  endTime: msField.optional(),
});
export const detailInput = inputOf({ id: idField });

const COLUMNS = `r.id::text AS id, r.student_id::text AS student_id, s.user_num, s.username, r.team_id::text AS team_id, r.teacher_id::text AS teacher_id,
  r.course_type, to_char(r.report_week, 'YYYY-MM-DD') AS report_week, r.current_super, r.current_level, r.current_unit, r.look_times, r.share_times,
  ${epochMs('r.first_look_time', 'first_look_time')}, ${epochMs('r.ctime', 'ctime')}`;
const FROM = 'weekly_report r JOIN student s ON s.id = r.student_id';

async function where(q: Queryable, ctx: AuthedContext, input: z.infer<typeof findAllInput>): Promise<Where> {
  const studentId = input.studentId ?? input.uid;
  if (studentId) await studentInSubject(q, ctx, studentId);
  const w = new Where().add('r.subject = ?', ctx.subject);
  w.addIf(studentId, 'r.student_id = ?::bigint', studentId);
  w.addIf(input.teamId, 'r.team_id = ?::bigint', input.teamId);
  w.addIf(input.teacherId, 'r.teacher_id = ?::bigint', input.teacherId);
  w.addIf(input.courseType, 'r.course_type = ?', input.courseType);
  w.addIf(
    input.startTime,
    "r.report_week >= (to_timestamp(?::double precision / 1000) AT TIME ZONE 'Asia/Shanghai')::date",
    input.startTime,
  );
  w.addIf(input.endTime, "r.report_week <= (to_timestamp(?::double precision / 1000) AT TIME ZONE 'Asia/Shanghai')::date", input.endTime);
  return w;
}

/** work/report/findAll v1: the matching reports as a list (newest week first, `size` of them, at most 1000). */
export async function findAllV1(q: Queryable, ctx: AuthedContext, input: z.infer<typeof findAllInput>) {
  const w = await where(q, ctx, input);
  return pageRows(q, {
    select: COLUMNS,
    from: FROM,
    where: w,
    orderBy: 'r.report_week DESC, r.id DESC',
    page: input.page,
    size: input.size,
    base: 1,
  });
}

/** v3/m2 work/report/findAll: the same filter as a page. */
export async function findAllV3(q: Queryable, ctx: AuthedContext, input: z.infer<typeof findAllInput>) {
  const w = await where(q, ctx, input);
  const p = await restPage(q, {
    select: COLUMNS,
    from: FROM,
    where: w,
    orderBy: 'r.report_week DESC, r.id DESC',
    page: input.page,
    size: input.size,
    base: 1,
  });
  return springPage(p);
}

/** Weekly report detail: the report with its content and the student (mobile masked). */
export async function reportDetail(q: Queryable, ctx: AuthedContext, id: string) {
  const r = await q.query<Record<string, unknown> & { mobile: string; content: unknown }>(
    `SELECT ${COLUMNS}, s.nickname, s.mobile, r.content, t.team_name FROM ${FROM} LEFT JOIN team t ON t.id = r.team_id WHERE r.id = $1::bigint AND r.subject = $2`,
    [id, ctx.subject],
  );
  const row = r.rows[0];
  if (!row) throw errors.notFound('周报');
  return {
    ...row,
    mobile: maskMobile(row.mobile),
    content: typeof row.content === 'string' ? (JSON.parse(row.content) as unknown) : row.content,
  };
}
