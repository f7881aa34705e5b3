/**
 * The steps of a handover (handover.ts), each small and named, all inside the caller's transaction:
 * lock the two teachers, check the receiving WeChat account, move WeChat accounts, classes and
 * students (each all-or-nothing), let the students' subject lines follow, write the record and the
 * operation log, write the two teachers' notices.
 */
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { insertNotification, type NotificationDto } from '../../console';

export const HANDOVER_TYPE = { students: 1, wechat: 2, team: 3 } as const;

export interface Teacher {
  id: string;
  realname: string;
  subject: number;
  staff_id: string | null;
  status: number;
}

/** Who hands over to whom, and the receiver's WeChat account the moved students and classes now use (null: keep theirs). */
export interface Parties {
  sender: Teacher;
  receiver: Teacher;
  receiveWeixin: string | null;
}

/** What the caller asked to move (ids, possibly repeated). */
export interface Asked {
  weixinIds: string[];
  teamIds: string[];
  studentTeamIds: string[];
}

/** A notification written in the handover's transaction, announced once it has committed. */
export interface Notice {
  staffId: string;
  dto: NotificationDto;
}

async function teacherOf(tx: Queryable, id: string, role: string): Promise<Teacher> {
  const r = await tx.query<Teacher>(
    'SELECT id::text AS id, realname, subject, staff_id::text AS staff_id, status FROM teacher WHERE id = $1::bigint AND deleted = 0 FOR UPDATE',
    [id],
  );
  if (!r.rows[0]) throw errors.invalidField(role, '老师不存在', 'teacher does not exist');
  return r.rows[0];
}

/** Fails the whole handover when fewer rows moved than were asked for (someone else moved them). */
function assertAllMoved(asked: string[], moved: number, what: string, whatEn: string) {
  if (moved !== new Set(asked).size)
    throw errors.conflict(
      `有 ${new Set(asked).size - moved} 个${what}已不属于交出老师，本次交接未做任何改动，请刷新后重试`,
      `${new Set(asked).size - moved} ${whatEn} no longer belong to the sending teacher; nothing was changed, reload and retry`,
    );
}

/** Two different teachers, both locked (in id order, so two crossing handovers cannot deadlock); the receiver still works here. */
export async function lockTeachers(
  tx: Queryable,
  sendTeacherId: string,
  receiveTeacherId: string,
): Promise<{ sender: Teacher; receiver: Teacher }> {
  if (sendTeacherId === receiveTeacherId)
    throw errors.invalidField('receiveTeacherId', '不能与交出老师相同', 'must differ from the sending teacher');
  const [a, b] = [sendTeacherId, receiveTeacherId].sort((x, y) => Number(x) - Number(y));
  const locked = [await teacherOf(tx, a, a === sendTeacherId ? 'sendTeacherId' : 'receiveTeacherId')];
  locked.push(await teacherOf(tx, b, b === sendTeacherId ? 'sendTeacherId' : 'receiveTeacherId'));
  const sender = locked.find((t) => t.id === sendTeacherId)!;
  const receiver = locked.find((t) => t.id === receiveTeacherId)!;
  if (receiver.status !== 0) throw errors.invalidField('receiveTeacherId', '接收老师已离职', 'the receiving teacher has left');
  return { sender, receiver };
}

/** The receiving WeChat account, when one is named, is one of the receiver's own. */
export async function checkReceiveWechat(tx: Queryable, receiver: Teacher, receiveWeixin: string | null): Promise<string | null> {
  if (!receiveWeixin) return receiveWeixin;
  const w = await tx.query('SELECT 1 FROM teacher_wechat WHERE id = $1::bigint AND teacher_id = $2::bigint AND deleted = 0', [
    receiveWeixin,
    receiver.id,
  ]);
  if (!w.rows[0]) throw errors.invalidField('weixinId', '不是接收老师的微信号', "is not one of the receiving teacher's WeChat accounts");
  return receiveWeixin;
}

/** The sender's WeChat accounts, with the students and classes served through them. */
export async function moveWechats(tx: Queryable, p: Parties, weixinIds: string[], moved: Set<string>): Promise<void> {
  if (!weixinIds.length) return;
  const r = await tx.query<{ id: string }>(
    `UPDATE teacher_wechat SET teacher_id = $2::bigint, is_main = 0, utime = now()
      WHERE id = ANY($1::bigint[]) AND teacher_id = $3::bigint AND deleted = 0 RETURNING id::text AS id`,
    [weixinIds, p.receiver.id, p.sender.id],
  );
  assertAllMoved(weixinIds, r.rows.length, '微信号', 'WeChat accounts');
  const st = await tx.query<{ id: string }>(
    `UPDATE student_team SET teacher_id = $2::bigint, utime = now()
      WHERE teacher_wechat_id = ANY($1::bigint[]) AND teacher_id = $3::bigint AND del = 0 RETURNING id::text AS id`,
    [weixinIds, p.receiver.id, p.sender.id],
  );
  st.rows.forEach((x) => moved.add(x.id));
  await tx.query(
    'UPDATE team SET teacher_id = $2::bigint, utime = now() WHERE teacher_wechat_id = ANY($1::bigint[]) AND teacher_id = $3::bigint',
    [weixinIds, p.receiver.id, p.sender.id],
  );
}

/** The sender's classes, with their students. */
export async function moveClasses(tx: Queryable, p: Parties, teamIds: string[], moved: Set<string>): Promise<void> {
  if (!teamIds.length) return;
  const r = await tx.query<{ id: string }>(
    `UPDATE team SET teacher_id = $2::bigint, teacher_wechat_id = COALESCE($4::bigint, teacher_wechat_id), utime = now()
      WHERE id = ANY($1::bigint[]) AND teacher_id = $3::bigint RETURNING id::text AS id`,
    [teamIds, p.receiver.id, p.sender.id, p.receiveWeixin],
  );
  assertAllMoved(teamIds, r.rows.length, '班级', 'classes');
  const st = await tx.query<{ id: string }>(
    `UPDATE student_team SET teacher_id = $2::bigint, teacher_wechat_id = COALESCE($4::bigint, teacher_wechat_id), utime = now()
      WHERE team_id = ANY($1::bigint[]) AND teacher_id = $3::bigint AND del = 0 RETURNING id::text AS id`,
    [teamIds, p.receiver.id, p.sender.id, p.receiveWeixin],
  );
  st.rows.forEach((x) => moved.add(x.id));
}

/** Single students in a class (a row the steps above already moved counts as moved). */
export async function moveStudents(tx: Queryable, p: Parties, studentTeamIds: string[], moved: Set<string>): Promise<void> {
  if (!studentTeamIds.length) return;
  const r = await tx.query<{ id: string }>(
    `UPDATE student_team SET teacher_id = $2::bigint, teacher_wechat_id = COALESCE($4::bigint, teacher_wechat_id), utime = now()
      WHERE id = ANY($1::bigint[]) AND del = 0 AND (teacher_id = $3::bigint OR (id = ANY($5::bigint[]) AND teacher_id = $2::bigint))
      RETURNING id::text AS id`,
    [studentTeamIds, p.receiver.id, p.sender.id, p.receiveWeixin, [...moved]],
  );
  assertAllMoved(studentTeamIds, r.rows.length, '学员', 'students');
  r.rows.forEach((x) => moved.add(x.id));
}

/** Nothing chosen at all is a bad request, not an empty record. */
export function assertSomethingChosen(moved: Set<string>, asked: Asked): void {
  if (!moved.size && !asked.weixinIds.length && !asked.teamIds.length)
    throw errors.badRequest('请选择要交接的学员、微信号或班级', 'Choose students, WeChat accounts or classes to hand over');
}

/** The student's subject line names its current teachers (system and trial): the detail page reads it. */
export async function followSubjectLines(tx: Queryable, p: Parties, studentTeamIds: string[]): Promise<void> {
  await tx.query(
    `UPDATE student_subject ss SET
        teacher_id = CASE WHEN ss.teacher_id = $3::bigint AND EXISTS (SELECT 1 FROM student_team st WHERE st.id = ANY($1::bigint[])
                       AND st.student_id = ss.student_id AND st.subject = ss.subject AND st.team_type > 0) THEN $2::bigint ELSE ss.teacher_id END,
        trial_teacher_id = CASE WHEN ss.trial_teacher_id = $3::bigint AND EXISTS (SELECT 1 FROM student_team st WHERE st.id = ANY($1::bigint[])
                       AND st.student_id = ss.student_id AND st.subject = ss.subject AND st.team_type = 0) THEN $2::bigint ELSE ss.trial_teacher_id END,
        utime = now()
      WHERE (ss.student_id, ss.subject) IN (SELECT st.student_id, st.subject FROM student_team st WHERE st.id = ANY($1::bigint[]))`,
    [studentTeamIds, p.receiver.id, p.sender.id],
  );
}

/** The handover record (its type: classes, else students, else WeChat accounts); answers its id. */
export async function writeRecord(
  tx: Queryable,
  ctx: AuthedContext,
  p: Parties,
  asked: Asked,
  studentTeamIds: string[],
  extra: { reason?: string | null; isLeave?: boolean },
): Promise<string> {
  const type = asked.teamIds.length ? HANDOVER_TYPE.team : asked.studentTeamIds.length ? HANDOVER_TYPE.students : HANDOVER_TYPE.wechat;
  const rec = await tx.query<{ id: string }>(
    `INSERT INTO handover_record (subject, handover_type, send_teacher_id, receive_teacher_id, send_weixin_ids, receive_weixin_id,
        team_ids, student_team_ids, student_count, reason, is_leave, staff_id)
     VALUES ($1, $2, $3::bigint, $4::bigint, $5::bigint[], $6::bigint, $7::bigint[], $8::bigint[], $9, $10, $11, $12::bigint) RETURNING id::text AS id`,
    [
      p.sender.subject,
      type,
      p.sender.id,
      p.receiver.id,
      asked.weixinIds,
      p.receiveWeixin,
      asked.teamIds,
      studentTeamIds,
      studentTeamIds.length,
      extra.reason ?? null,
      extra.isLeave ? 1 : 0,
      ctx.staff.id,
    ],
  );
  return rec.rows[0].id;
}

/** Both teachers are told what moved (a teacher without a staff account has no inbox). */
export async function tellTeachers(
  tx: Queryable,
  p: Parties,
  counts: { students: number; weixins: number; teams: number },
): Promise<Notice[]> {
  const what = `${counts.students} 名学员、${counts.weixins} 个微信号、${counts.teams} 个班级`;
  const out: Notice[] = [];
  if (p.sender.staff_id) out.push(await notice(tx, p.sender.staff_id, `你的${what}已交接给${p.receiver.realname}`));
  if (p.receiver.staff_id) out.push(await notice(tx, p.receiver.staff_id, `${p.sender.realname}的${what}已交接给你`));
  return out;
}

async function notice(tx: Queryable, staffId: string, content: string): Promise<Notice> {
  return { staffId, dto: await insertNotification(tx, staffId, { title: '工作交接', content, typeName: '工作交接' }) };
}
