import { maskMobile, MOBILE_PATTERN } from '@console/domain';
import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { AppError, errors } from '../../../platform/http/errors';
import { recordOperation } from '../../../platform/oplog';
import { blankOptional, flagField, idField, idListField, inputOf, pageFields, textField } from '../../../platform/http/fields';
import { missingInSubject, studentInSubject } from '../../../platform/scope';
import { restPage, springPage } from '../../../platform/sql/page';
import { typeField } from './switches';
import { epochMs } from '../../../platform/sql/columns';
import { Where } from '../../../platform/sql/where';

/** 'MSG' = every message; another code = one business line's messages. */
const ALL = 'MSG';

export const checkInput = inputOf({ studentId: idField });
export const addManyInput = inputOf({
  studentIds: idListField.optional(),
  studentId: idField.optional(),
  type: typeField.default(ALL),
  reason: textField(200).optional(),
});
export const deleteInput = inputOf({ studentId: idField, type: typeField.default(ALL) });
export const pageInput = inputOf({
  ...pageFields(),
  studentId: idField.optional(),
  mobile: blankOptional(
    z
      .string()
      .trim()
      .regex(/^\d{4,11}$/, '必须是4到11位数字'),
  ),
  type: typeField.optional(),
});
export const singleAddInput = inputOf({
  studentId: idField.optional(),
  mobile: blankOptional(z.string().trim().regex(MOBILE_PATTERN, '手机号格式不正确')),
  type: typeField.default(ALL),
  reason: textField(200).optional(),
});
export const businessLineInput = inputOf({
  studentId: idField,
  type: typeField.refine((v) => v !== ALL, '必须是业务线消息类型（不是 MSG）'),
  isBlack: flagField,
  reason: textField(200).optional(),
});

interface EntryRow {
  id: string;
  studentId: string;
  type: string;
  reason: string | null;
  staffName: string | null;
  ctime: number;
}
const ENTRY = `b.id::text AS id, b.student_id::text AS "studentId", b.type, b.reason, st.real_name AS "staffName", ${epochMs('b.ctime', 'ctime')}`;

/** Whether a student is on the current subject's blacklist, and for which types. */
export async function checkBlacklists(q: Queryable, ctx: AuthedContext, studentId: string) {
  await studentInSubject(q, ctx, studentId);
  const r = await q.query<EntryRow>(
    `SELECT ${ENTRY} FROM blacklist b LEFT JOIN staff st ON st.id = b.staff_id WHERE b.student_id = $1::bigint AND b.subject = $2 ORDER BY b.id`,
    [studentId, ctx.subject],
  );
  return { studentId, isBlack: r.rows.length > 0, types: r.rows.map((x) => x.type), list: r.rows };
}

async function insertEntry(
  tx: Queryable,
  ctx: AuthedContext,
  studentId: string,
  type: string,
  reason: string | undefined,
): Promise<string | null> {
  const r = await tx.query<{ id: string }>(
    `INSERT INTO blacklist (subject, student_id, type, reason, staff_id) VALUES ($1, $2::bigint, $3, $4, $5::bigint)
     ON CONFLICT (student_id, subject, type) DO NOTHING RETURNING id::text AS id`,
    [ctx.subject, studentId, type, reason ?? null, ctx.staff.id],
  );
  const id = r.rows[0]?.id ?? null;
  if (id)
    await recordOperation(tx, ctx, {
      action: 'student.blacklist.add',
      entity: 'student',
      entityId: studentId,
      detail: { blacklistId: id, type, reason },
    });
  return id;
}

async function removeEntry(tx: Queryable, ctx: AuthedContext, studentId: string, type: string): Promise<boolean> {
  const r = await tx.query<{ id: string; reason: string | null }>(
    'DELETE FROM blacklist WHERE student_id = $1::bigint AND subject = $2 AND type = $3 RETURNING id::text AS id, reason',
    [studentId, ctx.subject, type],
  );
  if (!r.rows[0]) return false;
  await recordOperation(tx, ctx, {
    action: 'student.blacklist.delete',
    entity: 'student',
    entityId: studentId,
    detail: { blacklistId: r.rows[0].id, type, reason: r.rows[0].reason },
  });
  return true;
}

/** notifySwitch/addBlacklists: one or many students; those already listed for the type are skipped. */
export async function addBlacklists(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof addManyInput>) {
  const ids = [...new Set([...(input.studentIds ?? []), ...(input.studentId ? [input.studentId] : [])])];
  if (!ids.length) throw errors.invalidField('studentIds', '不能为空', 'is required');
  const missing = await missingInSubject(tx, ctx, ids);
  if (missing.length)
    throw new AppError('NOT_FOUND', `学员不存在：${missing.slice(0, 10).join(',')}`, `No such students: ${missing.join(',')}`);
  const added: string[] = [];
  const skipped: string[] = [];
  for (const id of ids) ((await insertEntry(tx, ctx, id, input.type, input.reason)) ? added : skipped).push(id);
  return { type: input.type, added, skipped };
}

/** notifySwitch/deleteBlacklist: 404 when the student is not on the list for that type. */
export async function deleteBlacklist(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof deleteInput>) {
  await studentInSubject(tx, ctx, input.studentId);
  if (!(await removeEntry(tx, ctx, input.studentId, input.type))) throw errors.notFound('黑名单记录');
  return { studentId: input.studentId, type: input.type, deleted: true };
}

/** blacklists/getBlack: the current subject's blacklist, newest first; phone search matches the real number. */
export async function pageBlacklist(q: Queryable, ctx: AuthedContext, input: z.infer<typeof pageInput>) {
  const w = new Where().add('b.subject = ?', ctx.subject);
  w.addIf(input.studentId, 'b.student_id = ?::bigint', input.studentId);
  w.addIf(input.type, 'b.type = ?', input.type);
  if (input.mobile)
    w.add(input.mobile.length === 11 ? 's.mobile = ?' : 's.mobile LIKE ?', input.mobile.length === 11 ? input.mobile : `%${input.mobile}%`);
  const p = await restPage(q, {
    select: `${ENTRY}, s.mobile, s.user_num AS "userNum", s.username`,
    from: 'blacklist b JOIN student s ON s.id = b.student_id',
    joins: 'LEFT JOIN staff st ON st.id = b.staff_id',
    where: w,
    orderBy: 'b.id DESC',
    page: input.page,
    size: input.size,
    base: 1,
    present: (r: EntryRow & { mobile: string; userNum: string; username: string | null }) => ({ ...r, mobile: maskMobile(r.mobile) }),
  });
  return springPage(p);
}

/** blacklists/singleAdd: one student by id or by mobile; 409 if already listed for the type. */
export async function singleAdd(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof singleAddInput>) {
  let studentId = input.studentId;
  if (!studentId) {
    if (!input.mobile) throw errors.invalidField('studentId', '或 mobile 必须填写一个', 'or mobile is required');
    const r = await tx.query<{ id: string }>(
      `SELECT s.id::text AS id FROM student s JOIN student_subject ss ON ss.student_id = s.id AND ss.subject = $2
        WHERE s.mobile = $1 AND s.is_logoff = 0`,
      [input.mobile, ctx.subject],
    );
    if (!r.rows[0]) throw errors.notFound('学员');
    studentId = r.rows[0].id;
  } else await studentInSubject(tx, ctx, studentId);
  const id = await insertEntry(tx, ctx, studentId, input.type, input.reason);
  if (!id) throw errors.conflict('该学员已在黑名单中', 'The student is already on the blacklist');
  return { id, studentId, type: input.type };
}

/** blacklists/updateBusinessLineMsgBlacklist: puts a student on (isBlack 1) or takes them off (0) one business line's messages. */
export async function updateBusinessLine(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof businessLineInput>) {
  await studentInSubject(tx, ctx, input.studentId);
  const changed = input.isBlack
    ? (await insertEntry(tx, ctx, input.studentId, input.type, input.reason)) !== null
    : await removeEntry(tx, ctx, input.studentId, input.type);
  return { studentId: input.studentId, type: input.type, isBlack: input.isBlack, changed };
}
