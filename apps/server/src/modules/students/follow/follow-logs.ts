import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { recordOperation } from '../../../platform/oplog';
import { idField, inputOf, intField, msField, textField } from '../../../platform/http/fields';
import { ownTeacherId, studentInSubject } from '../../../platform/scope';
import { epochMs } from '../../../platform/sql/columns';

/**
 * Follow-up content is `{user_content}` (spec 01 §3 "Follow log"). A plain string is the user_content;
 * a JSON object (or its JSON text) is kept as given. Stored as JSON text; user_content must be non-empty.
 */
const contentField = z.preprocess(
  (v) => (v === null || v === '' ? undefined : v),
  z
    .union([z.string().max(5000, '最多5000个字符'), z.record(z.string(), z.unknown())], {
      error: (iss) => (iss.input === undefined ? '请填写跟进内容' : '必须是文本或 {user_content} 对象'),
    })
    .transform((v, ctx) => {
      let obj: Record<string, unknown>;
      if (typeof v === 'string') {
        let parsed: unknown;
        try {
          parsed = JSON.parse(v);
        } catch {
          parsed = undefined;
        }
        obj =
          parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : { user_content: v.trim() };
      } else obj = v;
      const text = typeof obj.user_content === 'string' ? obj.user_content.trim() : '';
      if (!text) ctx.addIssue({ code: 'custom', message: '请填写跟进内容' });
      if (JSON.stringify(obj).length > 10000) ctx.addIssue({ code: 'custom', message: '内容过长' });
      return obj;
    }),
);

export const followLogInput = inputOf({
  uid: idField,
  source: intField(0, 99).default(0),
  label_text: textField(200).optional(),
  contact_type: intField(0, 99).optional(),
  point_type: intField(0, 99).optional(),
  finish_type: intField(0, 99).optional(),
  content: contentField,
  ctime: msField.optional(),
  todo_task_id: idField.optional(),
});
export type FollowLogInput = z.infer<typeof followLogInput>;

export interface FollowLogDto {
  id: string;
  uid: string;
  source: number;
  label_text: string | null;
  contact_type: number | null;
  point_type: number | null;
  finish_type: number | null;
  content: Record<string, unknown>;
  ctime: number;
  teacher_id: string | null;
  staff_id: string | null;
  staff_name: string | null;
  todo_task_id: string | null;
}

/**
 * Writes a follow-up entry for a student of the current subject (createUserFollowLog v4 POST and v2
 * GET), with the calling staff (and their teacher record, if any) as author. `ctime` may date the
 * follow-up back (e.g. a call made earlier), never into the future.
 */
export async function createFollowLog(tx: Queryable, ctx: AuthedContext, input: FollowLogInput): Promise<FollowLogDto> {
  if (input.ctime !== undefined && input.ctime > Date.now() + 5 * 60_000)
    throw errors.invalidField('ctime', '不能晚于当前时间', 'cannot be in the future');
  await studentInSubject(tx, ctx, input.uid);
  if (input.todo_task_id) {
    const task = await tx.query('SELECT 1 FROM todo_task WHERE id = $1::bigint AND student_id = $2::bigint AND subject = $3', [
      input.todo_task_id,
      input.uid,
      ctx.subject,
    ]);
    if (!task.rows[0]) throw errors.notFound('待办任务');
  }
  const teacherId = await ownTeacherId(tx, ctx);
  const r = await tx.query<Omit<FollowLogDto, 'content' | 'staff_name'> & { content: string }>(
    `INSERT INTO follow_log (subject, uid, teacher_id, staff_id, todo_task_id, source, label_text, contact_type, point_type, finish_type, content, ctime)
     VALUES ($1, $2::bigint, $3::bigint, $4::bigint, $5::bigint, $6, $7, $8, $9, $10, $11,
             COALESCE(to_timestamp($12::double precision / 1000), now()))
     RETURNING id::text AS id, uid::text AS uid, source, label_text, contact_type, point_type, finish_type, content, ${epochMs('ctime', 'ctime')},
               teacher_id::text AS teacher_id, staff_id::text AS staff_id, todo_task_id::text AS todo_task_id`,
    [
      ctx.subject,
      input.uid,
      teacherId,
      ctx.staff.id,
      input.todo_task_id ?? null,
      input.source,
      input.label_text ?? null,
      input.contact_type ?? null,
      input.point_type ?? null,
      input.finish_type ?? null,
      JSON.stringify(input.content),
      input.ctime ?? null,
    ],
  );
  const row = r.rows[0];
  await recordOperation(tx, ctx, {
    action: 'student.followLog.create',
    entity: 'student',
    entityId: input.uid,
    detail: { followLogId: row.id, contact_type: row.contact_type, point_type: row.point_type, finish_type: row.finish_type },
  });
  return { ...row, content: JSON.parse(row.content) as Record<string, unknown>, staff_name: ctx.staff.realName || ctx.staff.userName };
}
