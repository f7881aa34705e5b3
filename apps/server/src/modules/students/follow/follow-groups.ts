import { maskMobile } from '@console/domain';
import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { AppError, errors } from '../../../platform/http/errors';
import { diff, recordOperation } from '../../../platform/oplog';
import { idField, idList, idListField, inputOf, intField, requiredText, textField } from '../../../platform/http/fields';
import { missingInSubject, teacherInSubject } from '../../../platform/scope';
import { epochMs } from '../../../platform/sql/columns';

export const addGroupInput = inputOf({
  teacherId: idField,
  type: intField(0, 99).default(0),
  name: requiredText(50),
  remark: textField(200).optional(),
  sort: intField(0, 9999).optional(),
  studentIds: idListField.optional(),
});
export const updateGroupInput = inputOf({
  id: idField,
  type: intField(0, 99).optional(),
  name: requiredText(50).optional(),
  remark: textField(200).optional(),
  sort: intField(0, 9999).optional(),
  studentIds: idList(0).optional(),
});
export const groupIdInput = inputOf({ id: idField });
export const groupListInput = inputOf({ teacherId: idField, type: intField(0, 99).optional() });

interface GroupRow {
  id: string;
  teacherId: string;
  teacherName: string;
  type: number;
  name: string;
  remark: string | null;
  sort: number;
  studentCount: number;
  ctime: number;
  utime: number;
}

const SELECT = `SELECT g.id::text AS id, g.teacher_id::text AS "teacherId", t.realname AS "teacherName", g.type, g.name, g.remark, g.sort,
  (SELECT count(*)::int FROM teacher_follow_group_student m WHERE m.group_id = g.id) AS "studentCount", ${epochMs('g.ctime', 'ctime')}, ${epochMs('g.utime', 'utime')}
  FROM teacher_follow_group g JOIN teacher t ON t.id = g.teacher_id`;

async function groupInSubject(q: Queryable, ctx: AuthedContext, id: string, lock = false): Promise<GroupRow> {
  const r = await q.query<GroupRow>(
    `${SELECT} WHERE g.id = $1::bigint AND g.subject = $2 AND g.deleted = 0 ${lock ? 'FOR UPDATE OF g' : ''}`,
    [id, ctx.subject],
  );
  if (!r.rows[0]) throw errors.notFound('跟进分组');
  return r.rows[0];
}

async function checkMembers(q: Queryable, ctx: AuthedContext, ids: string[]): Promise<void> {
  const missing = await missingInSubject(q, ctx, ids);
  if (missing.length)
    throw new AppError('NOT_FOUND', `学员不存在：${missing.slice(0, 10).join(',')}`, `No such students: ${missing.join(',')}`);
}

async function checkNameFree(q: Queryable, teacherId: string, type: number, name: string, exceptId: string | null): Promise<void> {
  const r = await q.query(
    'SELECT 1 FROM teacher_follow_group WHERE teacher_id = $1::bigint AND type = $2 AND name = $3 AND deleted = 0 AND ($4::bigint IS NULL OR id <> $4::bigint)',
    [teacherId, type, name, exceptId],
  );
  if (r.rows[0]) throw errors.conflict('该老师已有同名分组', 'The teacher already has a group with this name');
}

async function setMembers(q: Queryable, groupId: string, ids: string[]): Promise<void> {
  await q.query('DELETE FROM teacher_follow_group_student WHERE group_id = $1::bigint', [groupId]);
  if (ids.length) {
    await q.query('INSERT INTO teacher_follow_group_student (group_id, student_id) SELECT $1::bigint, unnest($2::bigint[])', [
      groupId,
      ids,
    ]);
  }
}

export async function addGroup(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof addGroupInput>) {
  await teacherInSubject(tx, ctx, input.teacherId);
  await checkNameFree(tx, input.teacherId, input.type, input.name, null);
  if (input.studentIds) await checkMembers(tx, ctx, input.studentIds);
  const r = await tx.query<{ id: string }>(
    `INSERT INTO teacher_follow_group (subject, teacher_id, type, name, remark, sort, staff_id)
     VALUES ($1, $2::bigint, $3, $4, $5, $6, $7::bigint) RETURNING id::text AS id`,
    [ctx.subject, input.teacherId, input.type, input.name, input.remark ?? null, input.sort ?? 0, ctx.staff.id],
  );
  const id = r.rows[0].id;
  await setMembers(tx, id, input.studentIds ?? []);
  await recordOperation(tx, ctx, {
    action: 'followGroup.create',
    entity: 'teacher_follow_group',
    entityId: id,
    detail: { teacherId: input.teacherId, type: input.type, name: input.name, studentIds: input.studentIds ?? [] },
  });
  return getGroup(tx, ctx, id);
}

export async function updateGroup(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof updateGroupInput>) {
  const before = await groupInSubject(tx, ctx, input.id, true);
  const type = input.type ?? before.type;
  const name = input.name ?? before.name;
  if (type !== before.type || name !== before.name) await checkNameFree(tx, before.teacherId, type, name, input.id);
  const members = input.studentIds;
  if (members?.length) await checkMembers(tx, ctx, members);
  const changes = diff(before as unknown as Record<string, unknown>, {
    type: input.type,
    name: input.name,
    remark: input.remark,
    sort: input.sort,
  });
  await tx.query(
    `UPDATE teacher_follow_group SET type = $2, name = $3, remark = COALESCE($4, remark), sort = COALESCE($5, sort), utime = now() WHERE id = $1::bigint`,
    [input.id, type, name, input.remark ?? null, input.sort ?? null],
  );
  if (members) {
    const old = await tx.query<{ id: string }>(
      'SELECT student_id::text AS id FROM teacher_follow_group_student WHERE group_id = $1::bigint ORDER BY student_id',
      [input.id],
    );
    const oldIds = old.rows.map((x) => x.id);
    const newIds = [...members].sort((a, b) => Number(a) - Number(b));
    if (JSON.stringify(oldIds) !== JSON.stringify(newIds)) changes.studentIds = [oldIds, newIds];
    await setMembers(tx, input.id, members);
  }
  await recordOperation(tx, ctx, { action: 'followGroup.update', entity: 'teacher_follow_group', entityId: input.id, changes });
  return getGroup(tx, ctx, input.id);
}

/** The group with its students (mobiles masked). */
export async function getGroup(q: Queryable, ctx: AuthedContext, id: string) {
  const group = await groupInSubject(q, ctx, id);
  const students = await q.query<{ id: string; userNum: string; username: string | null; nickname: string | null; mobile: string }>(
    `SELECT s.id::text AS id, s.user_num AS "userNum", s.username, s.nickname, s.mobile
       FROM teacher_follow_group_student m JOIN student s ON s.id = m.student_id WHERE m.group_id = $1::bigint ORDER BY m.ctime, s.id`,
    [id],
  );
  return { ...group, students: students.rows.map((s) => ({ ...s, mobile: maskMobile(s.mobile) })) };
}

export async function deleteGroup(tx: Queryable, ctx: AuthedContext, id: string) {
  const before = await groupInSubject(tx, ctx, id, true);
  await tx.query('UPDATE teacher_follow_group SET deleted = 1, utime = now() WHERE id = $1::bigint', [id]);
  await recordOperation(tx, ctx, {
    action: 'followGroup.delete',
    entity: 'teacher_follow_group',
    entityId: id,
    detail: { name: before.name, teacherId: before.teacherId },
  });
  return { id, deleted: true };
}

export async function listGroups(q: Queryable, ctx: AuthedContext, teacherId: string, type: number | undefined) {
  await teacherInSubject(q, ctx, teacherId);
  const r = await q.query<GroupRow>(
    `${SELECT} WHERE g.teacher_id = $1::bigint AND g.subject = $2 AND g.deleted = 0 AND ($3::int IS NULL OR g.type = $3::int) ORDER BY g.sort, g.id`,
    [teacherId, ctx.subject, type ?? null],
  );
  return r.rows;
}

/**
 * getList?cid=&type=PERSONAL&systemType=BOSS&pageCode=: the original client's saved column layouts of
 * a page for a staff member (its own only). We keep no layouts, so the answer is the empty list and the
 * client draws its default columns.
 */
export const layoutListInput = inputOf({
  cid: idField,
  type: textField(30).optional(),
  systemType: textField(30).optional(),
  pageCode: textField(100).optional(),
});
export function pageLayouts(ctx: AuthedContext, input: z.infer<typeof layoutListInput>): Promise<never[]> {
  if (input.cid !== ctx.staff.id) throw errors.notFound('员工');
  return Promise.resolve([]);
}
