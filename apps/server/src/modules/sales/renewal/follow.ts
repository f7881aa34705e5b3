import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { recordOperation } from '../../../platform/oplog';
import { idField, inputOf, intField, msField, pageFields, textField } from '../../../platform/http/fields';
import { ownTeacherId, studentInSubject } from '../../../platform/scope';
import { epochMs } from '../../../platform/sql/columns';
import { restPage } from '../../../platform/sql/page';

/**
 * Renewal follow-ups (renewal/follow/log/addLog, getLogs). Adding one also moves the student's
 * workbench line from "to follow" (1) to "following" (2), stamps last_follow_time, and writes the
 * assessment action log, all in one transaction.
 */
export const addLogInput = inputOf({
  userId: idField,
  content: textField(2000).pipe(z.string().min(1, '不能为空')),
  followType: intField(0, 9).default(0),
  nextTime: msField.optional(),
  flowStatus: intField(1, 4).optional(),
});

export async function addLog(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof addLogInput>) {
  await studentInSubject(tx, ctx, input.userId);
  const teacherId = await ownTeacherId(tx, ctx);
  const r = await tx.query<{ id: string }>(
    `INSERT INTO renewal_follow_log (subject, student_id, teacher_id, staff_id, follow_type, content, next_time)
     VALUES ($1, $2::bigint, $3::bigint, $4::bigint, $5, $6, to_timestamp($7::float8 / 1000)) RETURNING id::text AS id`,
    [ctx.subject, input.userId, teacherId, ctx.staff.id, input.followType, input.content, input.nextTime ?? null],
  );
  const layer = await tx.query<{ flow_status: number }>(
    `UPDATE renew_layer_student SET last_follow_time = now(), utime = now(),
       flow_status = COALESCE($3::smallint, CASE WHEN flow_status = 1 THEN 2 ELSE flow_status END)
     WHERE student_id = $1::bigint AND subject = $2 RETURNING flow_status`,
    [input.userId, ctx.subject, input.flowStatus ?? null],
  );
  await tx.query(
    `INSERT INTO assessment_action_log (subject, student_id, teacher_id, staff_id, action_type, action_name, content)
     VALUES ($1, $2::bigint, $3::bigint, $4::bigint, 1, '续费跟进', $5)`,
    [ctx.subject, input.userId, teacherId, ctx.staff.id, input.content.slice(0, 200)],
  );
  await recordOperation(tx, ctx, { action: 'renewal.follow', entity: 'student', entityId: input.userId, detail: { logId: r.rows[0].id } });
  return { id: r.rows[0].id, flow_status: layer.rows[0]?.flow_status ?? null };
}

export const getLogsInput = inputOf({ userId: idField, ...pageFields() });

export async function getLogs(q: Queryable, ctx: AuthedContext, input: z.infer<typeof getLogsInput>) {
  await studentInSubject(q, ctx, input.userId);
  const p = await restPage(q, {
    select: `f.id::text AS id, f.student_id::text AS user_id, f.teacher_id::text AS teacher_id, t.realname AS teacher_name,
            f.staff_id::text AS staff_id, s.real_name AS staff_name, f.follow_type, f.content,
            ${epochMs('f.next_time', 'next_time')}, ${epochMs('f.ctime', 'ctime')}`,
    from: 'renewal_follow_log f',
    joins: 'LEFT JOIN teacher t ON t.id = f.teacher_id LEFT JOIN staff s ON s.id = f.staff_id',
    where: 'f.student_id = $1::bigint AND f.subject = $2',
    params: [input.userId, ctx.subject],
    orderBy: 'f.ctime DESC, f.id DESC',
    page: input.page,
    size: input.size,
    base: 1,
  });
  return { content: p.rows, totalElements: p.total, number: p.page, size: p.size };
}

/** The user path dictionary (stages of a student's journey the workbench filters by); ours, the spec shows none. */
export const USER_PATH_DICTIONARY = [
  { code: 1, name: '体验课', name_en: 'Trial course' },
  { code: 2, name: '首单', name_en: 'First order' },
  { code: 3, name: '系统课学习中', name_en: 'In the system course' },
  { code: 4, name: '待续费', name_en: 'Due for renewal' },
  { code: 5, name: '已续费', name_en: 'Renewed' },
  { code: 6, name: '流失', name_en: 'Lost' },
];
