import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { diff, recordOperation } from '../../../platform/oplog';
import { assertOperator } from '../../../platform/http/context';
import { flagField, idField, inputOf, intField, requiredText, textField } from '../../../platform/http/fields';
import { ownTeacherId } from '../../../platform/scope';
import { epochMs } from '../../../platform/sql/columns';

/**
 * updateTeamStudent: the student-in-class row (student_team) named by `id`, or by studentId + teamId;
 * operatorId (the caller) is required (spec 01 §6). Changes the follow-up flags staff set by hand.
 */
export const teamStudentInput = inputOf({
  operatorId: idField,
  id: idField.optional(),
  studentId: idField.optional(),
  teamId: idField.optional(),
  added_wechat: flagField.optional(),
  added_group: flagField.optional(),
  follow: intField(0, 99).optional(),
  teacher_wechat_id: idField.optional(),
  remaining_week: intField(0, 520).optional(),
});
export const taskDeleteInput = inputOf({ studentId: idField, taskId: idField });

const EDITABLE = ['added_wechat', 'added_group', 'follow', 'teacher_wechat_id', 'remaining_week'] as const;

interface TeamStudentRow {
  id: string;
  student_id: string;
  team_id: string;
  added_wechat: number;
  added_group: number;
  follow: number;
  teacher_wechat_id: string | null;
  remaining_week: number | null;
  utime: number;
}
const COLUMNS = `id::text AS id, student_id::text AS student_id, team_id::text AS team_id, added_wechat, added_group, follow,
  teacher_wechat_id::text AS teacher_wechat_id, remaining_week, ${epochMs('utime', 'utime')}`;

export async function updateTeamStudent(
  tx: Queryable,
  ctx: AuthedContext,
  input: z.infer<typeof teamStudentInput>,
): Promise<TeamStudentRow> {
  assertOperator(ctx, input.operatorId, 'operatorId');
  if (!input.id && !(input.studentId && input.teamId))
    throw errors.invalidField('id', '或 studentId + teamId 必须填写', 'or studentId + teamId is required');
  const after: Partial<Record<(typeof EDITABLE)[number], unknown>> = {};
  for (const k of EDITABLE) if (input[k] !== undefined) after[k] = input[k];
  if (!Object.keys(after).length) throw errors.badRequest('参数错误：没有要修改的字段', 'Bad parameter: nothing to change');
  const r = await tx.query<TeamStudentRow>(
    `SELECT ${COLUMNS} FROM student_team
      WHERE subject = $1 AND del = 0 AND ($2::bigint IS NULL OR id = $2::bigint) AND ($3::bigint IS NULL OR student_id = $3::bigint)
        AND ($4::bigint IS NULL OR team_id = $4::bigint) ORDER BY id LIMIT 1 FOR UPDATE`,
    [ctx.subject, input.id ?? null, input.studentId ?? null, input.teamId ?? null],
  );
  const before = r.rows[0];
  if (!before) throw errors.notFound('班级学员');
  if (input.teacher_wechat_id) {
    const w = await tx.query('SELECT 1 FROM teacher_wechat WHERE id = $1::bigint AND subject = $2', [input.teacher_wechat_id, ctx.subject]);
    if (!w.rows[0]) throw errors.notFound('老师微信');
  }
  const changes = diff(before as unknown as Record<string, unknown>, after);
  const u = await tx.query<TeamStudentRow>(
    `UPDATE student_team SET added_wechat = COALESCE($2, added_wechat), added_group = COALESCE($3, added_group), follow = COALESCE($4, follow),
            teacher_wechat_id = COALESCE($5::bigint, teacher_wechat_id), remaining_week = COALESCE($6, remaining_week), utime = now()
      WHERE id = $1::bigint RETURNING ${COLUMNS}`,
    [
      before.id,
      input.added_wechat ?? null,
      input.added_group ?? null,
      input.follow ?? null,
      input.teacher_wechat_id ?? null,
      input.remaining_week ?? null,
    ],
  );
  await recordOperation(tx, ctx, {
    action: 'student.team.update',
    entity: 'student_team',
    entityId: before.id,
    changes,
    detail: { studentId: before.student_id, teamId: before.team_id, operatorId: input.operatorId },
  });
  return u.rows[0];
}

/** Task delete: soft-deletes a student's homework upload (del = 1); a second delete is 409. */
export async function deleteTask(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof taskDeleteInput>) {
  const r = await tx.query<{ del: number; team_id: string; course_id: string }>(
    `SELECT del, team_id::text AS team_id, course_id::text AS course_id FROM student_task
      WHERE id = $1::bigint AND student_id = $2::bigint AND subject = $3 FOR UPDATE`,
    [input.taskId, input.studentId, ctx.subject],
  );
  const task = r.rows[0];
  if (!task) throw errors.notFound('作业');
  if (task.del === 1) throw errors.conflict('作业已删除', 'The task is already deleted');
  await tx.query('UPDATE student_task SET del = 1, utime = now() WHERE id = $1::bigint', [input.taskId]);
  await recordOperation(tx, ctx, {
    action: 'student.task.delete',
    entity: 'student_task',
    entityId: input.taskId,
    changes: { del: [0, 1] },
    detail: { studentId: input.studentId, teamId: task.team_id, courseId: task.course_id },
  });
  return { taskId: input.taskId, studentId: input.studentId, deleted: true };
}

export const taskCommentInput = inputOf({ studentId: idField, taskId: idField, content: requiredText(500), tag: textField(30).optional() });

/**
 * Task comment (ours, the spec only names the deletion): a text comment of the caller on a student's
 * homework upload, stored as content_json `{text}` (comment_type 0 manual); the upload becomes 已点评.
 */
export async function addTaskComment(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof taskCommentInput>) {
  const r = await tx.query<{ comment_status: number }>(
    `SELECT comment_status FROM student_task WHERE id = $1::bigint AND student_id = $2::bigint AND subject = $3 AND del = 0 FOR UPDATE`,
    [input.taskId, input.studentId, ctx.subject],
  );
  const task = r.rows[0];
  if (!task) throw errors.notFound('作业');
  const teacherId = await ownTeacherId(tx, ctx);
  const c = await tx.query<{ id: string; ctime: number }>(
    `INSERT INTO task_comment (subject, task_id, teacher_id, comment_type, content_json, tag) VALUES ($1, $2::bigint, $3::bigint, 0, $4::jsonb, $5)
     RETURNING id::text AS id, ${epochMs('ctime', 'ctime')}`,
    [ctx.subject, input.taskId, teacherId, JSON.stringify({ text: input.content }), input.tag ?? null],
  );
  await tx.query(
    'UPDATE student_task SET comment_status = 1, comment_teacher_id = COALESCE($2::bigint, comment_teacher_id), utime = now() WHERE id = $1::bigint',
    [input.taskId, teacherId],
  );
  await recordOperation(tx, ctx, {
    action: 'student.task.comment',
    entity: 'student_task',
    entityId: input.taskId,
    changes: task.comment_status === 1 ? {} : { comment_status: [0, 1] },
    detail: { studentId: input.studentId, commentId: c.rows[0].id },
  });
  return { id: c.rows[0].id, taskId: input.taskId, content: input.content, tag: input.tag ?? null, teacherId, ctime: c.rows[0].ctime };
}
