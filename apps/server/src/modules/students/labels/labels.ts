import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { AppError } from '../../../platform/http/errors';
import { recordOperation } from '../../../platform/oplog';
import { idField, idList, idListField, inputOf, intField, textField } from '../../../platform/http/fields';
import { missingInSubject, ownTeacherId, studentInSubject, teacherInSubject } from '../../../platform/scope';
import { epochMs } from '../../../platform/sql/columns';

export const uidInput = inputOf({ uid: idField });
export const teacherInput = inputOf({ teacherId: idField });
export const findInput = inputOf({ name: textField(50).optional(), type: intField(0, 1).optional(), teacherId: idField.optional() });
export const setInput = inputOf({ uid: idField, labelIds: idList(0) });
export const batchAddInput = inputOf({ uids: idListField, labelIds: idListField });

interface LabelDto {
  id: string;
  name: string;
  type: number;
  teacherId: string | null;
  color: string | null;
  sort: number;
  ctime: number;
}
const COLUMNS = `l.id::text AS id, l.name, l.type, l.teacher_id::text AS "teacherId", l.color, l.sort, ${epochMs('l.ctime', 'ctime')}`;

/** listLabelsForUser: the labels a student carries in the current subject. */
export async function labelsOfStudent(q: Queryable, ctx: AuthedContext, uid: string) {
  await studentInSubject(q, ctx, uid);
  const r = await q.query<LabelDto & { setBy: string | null; setTime: number }>(
    `SELECT ${COLUMNS}, t.realname AS "setBy", ${epochMs('sl.ctime', 'setTime')}
       FROM student_label sl JOIN label l ON l.id = sl.label_id LEFT JOIN teacher t ON t.id = sl.teacher_id
      WHERE sl.student_id = $1::bigint AND sl.subject = $2 AND l.deleted = 0 ORDER BY l.sort, l.id`,
    [uid, ctx.subject],
  );
  return r.rows;
}

/** findDefineLableByTeacherId: labels a teacher defined (type 1) in the current subject. */
export async function labelsOfTeacher(q: Queryable, ctx: AuthedContext, teacherId: string) {
  await teacherInSubject(q, ctx, teacherId);
  const r = await q.query<LabelDto>(
    `SELECT ${COLUMNS} FROM label l WHERE l.teacher_id = $1::bigint AND l.subject = $2 AND l.type = 1 AND l.deleted = 0 ORDER BY l.sort, l.id`,
    [teacherId, ctx.subject],
  );
  return r.rows;
}

/** findLabels: the current subject's labels (system and teacher-defined), with how many students carry each. */
export async function findLabels(q: Queryable, ctx: AuthedContext, input: z.infer<typeof findInput>) {
  const r = await q.query<LabelDto & { studentCount: number }>(
    `SELECT ${COLUMNS}, (SELECT count(*)::int FROM student_label sl WHERE sl.label_id = l.id) AS "studentCount"
       FROM label l
      WHERE l.subject = $1 AND l.deleted = 0 AND ($2::text IS NULL OR l.name ILIKE '%' || $2::text || '%')
        AND ($3::int IS NULL OR l.type = $3::int) AND ($4::bigint IS NULL OR l.teacher_id = $4::bigint)
      ORDER BY l.type, l.sort, l.id LIMIT 1000`,
    [ctx.subject, input.name ? input.name.replace(/[\\%_]/g, (c) => `\\${c}`) : null, input.type ?? null, input.teacherId ?? null],
  );
  return r.rows;
}

async function checkLabels(q: Queryable, ctx: AuthedContext, ids: string[]): Promise<Map<string, string>> {
  const r = await q.query<{ id: string; name: string }>(
    'SELECT id::text AS id, name FROM label WHERE id = ANY($1::bigint[]) AND subject = $2 AND deleted = 0',
    [ids, ctx.subject],
  );
  const names = new Map(r.rows.map((x) => [x.id, x.name]));
  const missing = ids.filter((id) => !names.has(id));
  if (missing.length) throw new AppError('NOT_FOUND', `标签不存在：${missing.join(',')}`, `No such labels: ${missing.join(',')}`);
  return names;
}

/** Sets exactly these labels on a student in the current subject (old → new names in the log). */
export async function setLabels(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof setInput>) {
  await studentInSubject(tx, ctx, input.uid);
  const names = input.labelIds.length ? await checkLabels(tx, ctx, input.labelIds) : new Map<string, string>();
  const before = await labelsOfStudent(tx, ctx, input.uid);
  const teacherId = await ownTeacherId(tx, ctx);
  await tx.query('DELETE FROM student_label WHERE student_id = $1::bigint AND subject = $2 AND NOT (label_id = ANY($3::bigint[]))', [
    input.uid,
    ctx.subject,
    input.labelIds,
  ]);
  await tx.query(
    `INSERT INTO student_label (student_id, label_id, subject, teacher_id) SELECT $1::bigint, unnest($2::bigint[]), $3, $4::bigint
     ON CONFLICT (student_id, label_id) DO NOTHING`,
    [input.uid, input.labelIds, ctx.subject, teacherId],
  );
  const oldNames = before.map((l) => l.name);
  const newNames = input.labelIds.map((id) => names.get(id)!);
  await recordOperation(tx, ctx, {
    action: 'student.labels.set',
    entity: 'student',
    entityId: input.uid,
    changes: JSON.stringify([...oldNames].sort()) === JSON.stringify([...newNames].sort()) ? {} : { labels: [oldNames, newNames] },
  });
  return labelsOfStudent(tx, ctx, input.uid);
}

/** Adds labels to many students (list bulk action); labels a student already has are kept. */
export async function addLabelsToStudents(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof batchAddInput>) {
  const missing = await missingInSubject(tx, ctx, input.uids);
  if (missing.length)
    throw new AppError('NOT_FOUND', `学员不存在：${missing.slice(0, 10).join(',')}`, `No such students: ${missing.join(',')}`);
  const names = await checkLabels(tx, ctx, input.labelIds);
  const teacherId = await ownTeacherId(tx, ctx);
  let added = 0;
  for (const uid of input.uids) {
    const r = await tx.query<{ label_id: string }>(
      `INSERT INTO student_label (student_id, label_id, subject, teacher_id) SELECT $1::bigint, unnest($2::bigint[]), $3, $4::bigint
       ON CONFLICT (student_id, label_id) DO NOTHING RETURNING label_id::text AS label_id`,
      [uid, input.labelIds, ctx.subject, teacherId],
    );
    if (r.rows.length) {
      added += r.rows.length;
      await recordOperation(tx, ctx, {
        action: 'student.labels.add',
        entity: 'student',
        entityId: uid,
        detail: { labels: r.rows.map((x) => names.get(x.label_id)) },
      });
    }
  }
  return { students: input.uids.length, labels: input.labelIds.length, added };
}

export const batchRemoveInput = inputOf({ uids: idListField, labelIds: idListField });

/** Removes labels from many students (list bulk action); a student without the label is left as is. */
export async function removeLabelsFromStudents(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof batchRemoveInput>) {
  const missing = await missingInSubject(tx, ctx, input.uids);
  if (missing.length)
    throw new AppError('NOT_FOUND', `学员不存在：${missing.slice(0, 10).join(',')}`, `No such students: ${missing.join(',')}`);
  const names = await checkLabels(tx, ctx, input.labelIds);
  const r = await tx.query<{ student_id: string; label_id: string }>(
    `DELETE FROM student_label WHERE student_id = ANY($1::bigint[]) AND label_id = ANY($2::bigint[]) AND subject = $3
     RETURNING student_id::text AS student_id, label_id::text AS label_id`,
    [input.uids, input.labelIds, ctx.subject],
  );
  const byStudent = new Map<string, string[]>();
  for (const row of r.rows) byStudent.set(row.student_id, [...(byStudent.get(row.student_id) ?? []), names.get(row.label_id)!]);
  for (const [uid, labels] of byStudent)
    await recordOperation(tx, ctx, { action: 'student.labels.remove', entity: 'student', entityId: uid, detail: { labels } });
  return { students: input.uids.length, labels: input.labelIds.length, removed: r.rows.length };
}
