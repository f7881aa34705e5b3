import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { recordOperation } from '../../../platform/oplog';
import { epochMs } from '../../../platform/sql/columns';
import { restPage, springPage } from '../../../platform/sql/page';

const COLUMNS = `q.id::text AS id, q.qw_user_id AS "qwUserId", q.name, q.mobile, q.status, q.department_id::text AS "departmentId",
  d.name AS "departmentName", q.teacher_id::text AS "teacherId", t.realname AS "teacherName", t.status AS "teacherStatus",
  ${epochMs('q.last_login_time', 'lastLoginTime')}, q.last_login_ip AS "lastLoginIp", q.last_login_device AS "lastLoginDevice"`;
/** The conditions read the teacher (whereOf), so it is part of what is counted; the department is not. */
const FROM = 'qw_staff q LEFT JOIN teacher t ON t.id = q.teacher_id';
const JOINS = 'LEFT JOIN department d ON d.id = q.department_id';
const SELECT = `SELECT ${COLUMNS} FROM ${FROM} ${JOINS}`;

export interface QwFilter {
  name?: string;
  status?: number;
  departmentId?: string;
  teacherId?: string;
  bound?: number;
  /** Only staff whose bound teacher has left (the enterprise-chat handover list). */
  teacherLeft?: boolean;
  page: number;
  size: number;
}

function whereOf(subject: number, f: QwFilter): [string, unknown[]] {
  return [
    `q.subject = $1 AND ($2::text IS NULL OR q.name ILIKE '%' || $2 || '%' OR q.qw_user_id = $2) AND ($3::int IS NULL OR q.status = $3)
     AND ($4::bigint IS NULL OR q.department_id = $4::bigint) AND ($5::bigint IS NULL OR q.teacher_id = $5::bigint)
     AND ($6::int IS NULL OR ($6 = 1) = (q.teacher_id IS NOT NULL)) AND (NOT $7::bool OR t.status = 1)`,
    [subject, f.name ?? null, f.status ?? null, f.departmentId ?? null, f.teacherId ?? null, f.bound ?? null, f.teacherLeft ?? false],
  ];
}

const rowOut = (r: Record<string, unknown>) => ({ ...r, lastLoginTime: r.lastLoginTime === null ? null : Number(r.lastLoginTime) });

export async function qwStaffPage(q: Queryable, subject: number, f: QwFilter) {
  const [where, params] = whereOf(subject, f);
  const p = await restPage(q, {
    select: COLUMNS,
    from: FROM,
    joins: JOINS,
    where,
    params,
    orderBy: 'q.id DESC',
    page: f.page,
    size: f.size,
    base: 1,
    present: rowOut,
  });
  return springPage(p);
}

export async function qwStaffList(q: Queryable, subject: number, f: Omit<QwFilter, 'page' | 'size'>) {
  const [where, params] = whereOf(subject, { ...f, page: 1, size: 1 });
  const r = await q.query(`${SELECT} WHERE ${where} ORDER BY q.id DESC LIMIT 1000`, params);
  return r.rows.map(rowOut);
}

/** Binds an enterprise-chat account to a teacher (or unbinds it with no teacher); the teacher's qw_user_ids follow. */
export async function bindQwStaff(tx: Queryable, ctx: AuthedContext, qwUserId: string, teacherId: string | null, action = 'qw.bind') {
  const r = await tx.query<{ id: string; teacher_id: string | null }>(
    'SELECT id::text AS id, teacher_id::text AS teacher_id FROM qw_staff WHERE qw_user_id = $1 OR id::text = $1 LIMIT 1 FOR UPDATE',
    [qwUserId],
  );
  const row = r.rows[0];
  if (!row) throw errors.notFound('企业微信员工');
  if (teacherId) {
    const t = await tx.query('SELECT 1 FROM teacher WHERE id = $1::bigint AND deleted = 0 AND status = 0', [teacherId]);
    if (!t.rows[0]) throw errors.invalidField('teacherId', '老师不存在或已离职', 'teacher does not exist or has left');
  }
  const q = await tx.query<{ qw_user_id: string }>(
    'UPDATE qw_staff SET teacher_id = $2::bigint, utime = now() WHERE id = $1::bigint RETURNING qw_user_id',
    [row.id, teacherId],
  );
  const qwId = q.rows[0].qw_user_id;
  if (row.teacher_id)
    await tx.query('UPDATE teacher SET qw_user_ids = array_remove(qw_user_ids, $2), utime = now() WHERE id = $1::bigint', [
      row.teacher_id,
      qwId,
    ]);
  if (teacherId)
    await tx.query(
      'UPDATE teacher SET qw_user_ids = array_append(array_remove(qw_user_ids, $2), $2), utime = now() WHERE id = $1::bigint',
      [teacherId, qwId],
    );
  await recordOperation(tx, ctx, { action, entity: 'qw_staff', entityId: row.id, changes: { teacher_id: [row.teacher_id, teacherId] } });
}
