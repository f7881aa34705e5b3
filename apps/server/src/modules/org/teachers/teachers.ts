import { maskMobile } from '@console/domain';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { diff, recordOperation } from '../../../platform/oplog';
import { teacherSubject, type TeacherBody } from './teacher-input';
import { assertSubjectsHeld } from '../../../platform/scope';
import { teacherInRequestSubject } from './teacher-scope';

interface TeacherRow {
  id: string;
  subject: number;
  realname: string;
  nickname: string | null;
  phone: string;
  sex: number;
  status: number;
  is_login: number;
  head_image: string | null;
  join_date: string | null;
  leave_date: string | null;
  level: number | null;
  data_auth: number | null;
  work_place: string | null;
  ding_userid: string | null;
  department_id: string | null;
  duty_id: number | null;
  rank_id: number | null;
  rank: string | null;
  deleted: number;
}

const COLUMNS = `t.id::text AS id, t.subject, t.realname, t.nickname, t.phone, t.sex, t.status, t.is_login, t.head_image,
  to_char(t.join_date, 'YYYY-MM-DD') AS join_date, to_char(t.leave_date, 'YYYY-MM-DD') AS leave_date, t.level, t.data_auth,
  t.work_place, t.ding_userid, t.department_id::text AS department_id, t.duty_id, t.rank_id, t.rank, t.deleted`;

/** What a teacher still owns: students in open classes, WeChat accounts, open classes (for handover). */
export async function openWork(q: Queryable, teacherId: string) {
  const r = await q.query<{ students: string; weixins: string; teams: string }>(
    `SELECT (SELECT count(*) FROM student_team st WHERE st.teacher_id = $1::bigint AND st.del = 0)::text AS students,
            (SELECT count(*) FROM teacher_wechat w WHERE w.teacher_id = $1::bigint AND w.deleted = 0)::text AS weixins,
            (SELECT count(*) FROM team tm WHERE tm.teacher_id = $1::bigint AND tm.team_state IN (0, 1))::text AS teams`,
    [teacherId],
  );
  const row = r.rows[0];
  return { students: Number(row.students), weixins: Number(row.weixins), teams: Number(row.teams) };
}

/**
 * The teacher form's data (getTeacherDetail): the record, its department, duty, rank and WeChat
 * accounts. Only a teacher of `subject` (the request's, or the one just written) is there.
 */
export async function teacherDetail(q: Queryable, teacherId: string, subject: number) {
  const r = await q.query<TeacherRow & { department_name: string | null; pid: string | null }>(
    `SELECT ${COLUMNS}, d.name AS department_name, d.pid::text AS pid FROM teacher t LEFT JOIN department d ON d.id = t.department_id
      WHERE t.id = $1::bigint AND t.subject = $2 AND t.deleted = 0`,
    [teacherId, subject],
  );
  const t = r.rows[0];
  if (!t) throw errors.notFound('老师');
  const wx = await q.query<{ id: string; wechat_no: string; wechat_status: number; is_main: number }>(
    'SELECT id::text AS id, wechat_no, wechat_status, is_main FROM teacher_wechat WHERE teacher_id = $1::bigint AND deleted = 0 ORDER BY is_main DESC, id',
    [teacherId],
  );
  return {
    teacher: {
      id: t.id,
      subject: t.subject,
      realName: t.realname,
      realname: t.realname,
      nickname: t.nickname,
      phone: maskMobile(t.phone),
      sex: t.sex,
      status: t.status,
      isLogin: t.is_login,
      headImage: t.head_image,
      joinDate: t.join_date,
      leaveDate: t.leave_date,
      level: t.level,
      dataAuth: t.data_auth,
      workPlace: t.work_place,
      dingUserid: t.ding_userid,
    },
    department: t.department_id ? { id: t.department_id, name: t.department_name, pid: t.pid } : null,
    duty: t.duty_id ? { id: t.duty_id } : null,
    rank: t.rank_id || t.rank ? { id: t.rank_id, name: t.rank } : null,
    weixinList: wx.rows.map((w) => ({ id: w.id, weixinNo: w.wechat_no, wechatStatus: w.wechat_status, isMain: w.is_main })),
    openWork: await openWork(q, teacherId),
  };
}

async function assertDepartment(tx: Queryable, id: string) {
  const d = await tx.query('SELECT 1 FROM department WHERE id = $1::bigint AND status = 0', [id]);
  if (!d.rows[0]) throw errors.invalidField('department.id', '部门不存在', 'department does not exist');
}

async function assertPhoneFree(tx: Queryable, subject: number, phone: string, exceptId: string | null) {
  const r = await tx.query(
    'SELECT 1 FROM teacher WHERE subject = $1 AND phone = $2 AND deleted = 0 AND ($3::bigint IS NULL OR id <> $3::bigint)',
    [subject, phone, exceptId],
  );
  if (r.rows[0]) throw errors.conflict('该手机号已是其他老师的手机号', 'The mobile belongs to another teacher');
}

/** Binds the listed WeChat numbers to the teacher (creating unknown ones); the first is the main one. */
async function bindWechats(tx: Queryable, teacherId: string, subject: number, list: string[]) {
  for (const [i, no] of list.entries()) {
    const found = await tx.query<{ id: string; teacher_id: string | null }>(
      `SELECT id::text AS id, teacher_id::text AS teacher_id FROM teacher_wechat
        WHERE deleted = 0 AND ((id::text = $2) OR (subject = $1 AND wechat_no = $2)) LIMIT 1 FOR UPDATE`,
      [subject, no],
    );
    const hit = found.rows[0];
    if (hit && hit.teacher_id && hit.teacher_id !== teacherId)
      throw errors.conflict(`微信号 ${no} 已绑定其他老师，请先做工作交接`, `WeChat ${no} belongs to another teacher; hand it over first`);
    if (hit)
      await tx.query('UPDATE teacher_wechat SET teacher_id = $2::bigint, is_main = $3, utime = now() WHERE id = $1::bigint', [
        hit.id,
        teacherId,
        i === 0 ? 1 : 0,
      ]);
    else
      await tx.query('INSERT INTO teacher_wechat (subject, teacher_id, wechat_no, is_main) VALUES ($1, $2::bigint, $3, $4)', [
        subject,
        teacherId,
        no,
        i === 0 ? 1 : 0,
      ]);
  }
}

function rowOf(body: TeacherBody) {
  const t = body.teacher;
  const status = t.status ?? (t.leaveDate ? 1 : 0);
  return {
    realname: t.realName,
    nickname: t.nickname ?? null,
    phone: t.phone,
    sex: t.sex,
    status,
    is_login: t.isLogin ?? 1,
    head_image: t.headImage ?? null,
    join_date: t.joinDate,
    leave_date: status === 1 ? (t.leaveDate ?? new Date().toISOString().slice(0, 10)) : null,
    level: t.level ?? null,
    data_auth: t.dataAuth ?? null,
    work_place: t.workPlace ?? null,
    ding_userid: t.dingUserid ?? null,
    department_id: body.department.id,
    duty_id: body.duty ?? null,
    rank_id: body.rank?.id ?? null,
    rank: body.rank?.name ?? null,
  };
}

/** createTeacher: a new teacher in a department, with WeChat accounts. */
export async function createTeacher(tx: Queryable, ctx: AuthedContext, body: TeacherBody): Promise<{ id: string; subject: number }> {
  assertSubjectsHeld(ctx, body.teacher.subject ?? []);
  const subject = teacherSubject(body, ctx.subject);
  if (body.teacher.phone.includes('*')) throw errors.invalidField('teacher.phone', '手机号格式不正确', 'is not a mobile number');
  const row = rowOf(body);
  await assertDepartment(tx, row.department_id);
  await assertPhoneFree(tx, subject, row.phone, null);
  const cols = Object.keys(row);
  const r = await tx.query<{ id: string }>(
    `INSERT INTO teacher (subject, ${cols.join(', ')}) VALUES ($1, ${cols.map((_, i) => `$${i + 2}`).join(', ')}) RETURNING id::text AS id`,
    [subject, ...Object.values(row)],
  );
  const id = r.rows[0].id;
  await bindWechats(tx, id, subject, body.weixinList);
  await recordOperation(tx, ctx, {
    action: 'teacher.create',
    entity: 'teacher',
    entityId: id,
    detail: { realname: row.realname, departmentId: row.department_id, dutyId: row.duty_id },
  });
  return { id, subject };
}

/**
 * updateTeacher: edits the record. Setting status 1 (离职) with a leave date records a leave; the
 * teacher's open work stays theirs until it is handed over (the answer lists it).
 */
export async function updateTeacher(tx: Queryable, ctx: AuthedContext, body: TeacherBody) {
  const id = body.teacher.id;
  if (!id) throw errors.invalidField('teacher.id', '不能为空', 'is required');
  // The teacher's subject does not change on an edit, but every subject a body names must be the caller's.
  assertSubjectsHeld(ctx, body.teacher.subject ?? []);
  const before = await tx.query<TeacherRow>(
    `SELECT ${COLUMNS} FROM teacher t WHERE t.id = $1::bigint AND t.subject = $2 AND t.deleted = 0 FOR UPDATE`,
    [id, ctx.subject],
  );
  const old = before.rows[0];
  if (!old) throw errors.notFound('老师');
  const row = rowOf(body);
  if (row.phone.includes('*')) row.phone = old.phone;
  await assertDepartment(tx, row.department_id);
  await assertPhoneFree(tx, old.subject, row.phone, id);
  const cols = Object.keys(row);
  await tx.query(`UPDATE teacher SET ${cols.map((c, i) => `${c} = $${i + 2}`).join(', ')}, utime = now() WHERE id = $1::bigint`, [
    id,
    ...Object.values(row),
  ]);
  if (body.weixinList.length) await bindWechats(tx, id, old.subject, body.weixinList);
  const changes = diff(old as unknown as Record<string, unknown>, { ...row, duty_id: row.duty_id } as Record<string, unknown>);
  if (changes.phone) changes.phone = [maskMobile(old.phone), maskMobile(row.phone)];
  const left = old.status === 0 && row.status === 1;
  await recordOperation(tx, ctx, { action: left ? 'teacher.leave' : 'teacher.update', entity: 'teacher', entityId: id, changes });
  return { id, subject: old.subject, openWork: left ? await openWork(tx, id) : undefined };
}

/** deleteTeacher: soft delete, refused while the teacher still has students, classes or WeChat accounts. */
export async function deleteTeacher(tx: Queryable, ctx: AuthedContext, id: string): Promise<void> {
  const { realname } = await teacherInRequestSubject(tx, ctx, id, { lock: true });
  const work = await openWork(tx, id);
  if (work.students || work.weixins || work.teams)
    throw errors.conflict(
      `${realname}还有 ${work.students} 名学员、${work.teams} 个班级、${work.weixins} 个微信号，请先做工作交接`,
      `${realname} still has ${work.students} students, ${work.teams} classes and ${work.weixins} WeChat accounts; hand them over first`,
    );
  await tx.query(
    'UPDATE teacher SET deleted = 1, status = 1, leave_date = COALESCE(leave_date, CURRENT_DATE), utime = now() WHERE id = $1::bigint',
    [id],
  );
  await recordOperation(tx, ctx, { action: 'teacher.delete', entity: 'teacher', entityId: id, detail: { realname } });
}
