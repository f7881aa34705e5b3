import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { blankOptional, idField, inputOf, intField, textField } from '../../../platform/http/fields';
import { epochMs } from '../../../platform/sql/columns';
import { restPage, springPage } from '../../../platform/sql/page';

/** The reads of /manageChangeClass: classes to move into (queryTeams) and the change log (queryChangeTeamLog). */

const like = (s: string | undefined) => (s ? `%${s.replace(/[\\%_]/g, '\\$&')}%` : null);

export const queryTeamsInput = inputOf({
  teamName: textField(60).optional(),
  teamType: blankOptional(z.coerce.number().int().min(0).max(9)),
  term: intField(0, 100000).optional(),
  teacherId: idField.optional(),
  page: intField(1, 100000).default(1),
  size: intField(1, 200).default(20),
});
/** Live classes not yet finished, filtered by name, kind (0 trial, >0 system), period and teacher. */
export async function queryTeams(q: Queryable, ctx: AuthedContext, i: z.infer<typeof queryTeamsInput>) {
  const params = [ctx.subject, like(i.teamName), i.teamType ?? null, i.term ?? null, i.teacherId ?? null];
  const where = `t.subject = $1 AND t.deleted = 0 AND t.team_state < 2 AND ($2::text IS NULL OR t.team_name ILIKE $2)
    AND ($3::int IS NULL OR (CASE WHEN $3::int = 0 THEN t.team_type = 0 ELSE t.team_type > 0 END))
    AND ($4::int IS NULL OR t.term = $4) AND ($5::bigint IS NULL OR t.teacher_id = $5::bigint)`;
  const p = await restPage(q, {
    select: `t.id::text AS id, t.team_name, t.team_type, t.team_state, t.term, t.sup, t.student_count, t.teacher_id::text AS teacher_id,
              (SELECT x.realname FROM teacher x WHERE x.id = t.teacher_id) AS teacher_name`,
    from: 'team t',
    where,
    params,
    orderBy: 't.ctime DESC, t.id DESC',
    page: i.page,
    size: i.size,
    base: 1,
  });
  return springPage(p);
}

export const changeLogInput = inputOf({
  execute: blankOptional(z.enum(['SUCCESS', 'FAIL'])),
  staffName: textField(60).optional(),
  uid: idField.optional(),
  teamId: idField.optional(),
  page: intField(1, 100000).default(1),
  size: intField(1, 200).default(10),
});
/** The class-change log, newest first: 调班性质 (kind), 调班方式 (importType), 原有/调入班级, 调班结果, 操作人. */
export async function changeLog(q: Queryable, ctx: AuthedContext, i: z.infer<typeof changeLogInput>) {
  const params = [ctx.subject, i.execute ?? null, like(i.staffName), i.uid ?? null, i.teamId ?? null];
  const where = `l.subject = $1 AND ($2::text IS NULL OR l.execute_result = $2) AND ($3::text IS NULL OR l.staff_name ILIKE $3)
    AND ($4::bigint IS NULL OR l.student_id = $4::bigint) AND ($5::bigint IS NULL OR l.from_team_id = $5::bigint OR l.to_team_id = $5::bigint)`;
  const p = await restPage(q, {
    select: `l.id::text AS id, l.student_id::text AS "studentId", s.username, s.user_num AS "userNum", l.from_team_id::text AS "fromTeamId",
              l.to_team_id::text AS "toTeamId", l.origin_team_name AS "originTeamName", l.current_team_name AS "currentTeamName",
              l.kind, CASE l.kind WHEN 0 THEN '调班' ELSE '调期' END AS "kindText", l.import_type AS "importType",
              CASE l.import_type WHEN 0 THEN '按学员' WHEN 1 THEN '按班级' ELSE '批量导入' END AS "importTypeText",
              l.execute_result AS "executeResult", l.message, l.reason, l.staff_name AS operator,
              ${epochMs('l.ctime', 'ctime')}, ${epochMs('l.utime', 'utime')}`,
    from: 'team_change_log l',
    joins: 'LEFT JOIN student s ON s.id = l.student_id',
    where,
    params,
    orderBy: 'l.ctime DESC, l.id DESC',
    page: i.page,
    size: i.size,
    base: 1,
  });
  return springPage(p);
}
