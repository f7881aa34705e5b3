import type { Database, Queryable } from '../../../platform/db';
import type { EventBus } from '../../../platform/events';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { recordOperation } from '../../../platform/oplog';
import { announce, insertNotification, type NotificationDto } from '../../console';

export const HANDOVER_TYPE = { students: 1, wechat: 2, team: 3 } as const;

export interface HandoverInput {
  sendTeacherId: string;
  receiveTeacherId: string;
  /** student_team rows (a student in a class) to move. */
  studentTeamIds?: string[];
  /** The sender's WeChat accounts to move (with the students on them). */
  weixinIds?: string[];
  /** Classes to move (with their students). */
  teamIds?: string[];
  /** The receiver's WeChat account the moved students and classes now use. */
  receiveWeixinId?: string | null;
  reason?: string | null;
  isLeave?: boolean;
}

export interface HandoverResult {
  recordId: string;
  students: number;
  weixins: number;
  teams: number;
}

async function teacherOf(tx: Queryable, id: string, role: string) {
  const r = await tx.query<{ id: string; realname: string; subject: number; staff_id: string | null; status: number }>(
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

/**
 * Hands students, WeChat accounts and classes from one teacher to another in one transaction: either
 * everything moves or nothing does (a row that no longer belongs to the sender fails it all). The
 * teacher columns of the classes, the students' class rows and their subject line (the student detail's
 * teacher) follow; enrolment counts do not change. Both teachers are told.
 */
export async function handover(tx: Queryable, ctx: AuthedContext, input: HandoverInput, notices: Notice[]): Promise<HandoverResult> {
  if (input.sendTeacherId === input.receiveTeacherId)
    throw errors.invalidField('receiveTeacherId', '不能与交出老师相同', 'must differ from the sending teacher');
  // Lock both teachers in id order so two crossing handovers cannot deadlock.
  const [a, b] = [input.sendTeacherId, input.receiveTeacherId].sort((x, y) => Number(x) - Number(y));
  const locked = [await teacherOf(tx, a, a === input.sendTeacherId ? 'sendTeacherId' : 'receiveTeacherId')];
  locked.push(await teacherOf(tx, b, b === input.sendTeacherId ? 'sendTeacherId' : 'receiveTeacherId'));
  const sender = locked.find((t) => t.id === input.sendTeacherId)!;
  const receiver = locked.find((t) => t.id === input.receiveTeacherId)!;
  if (receiver.status !== 0) throw errors.invalidField('receiveTeacherId', '接收老师已离职', 'the receiving teacher has left');
  const receiveWeixin = input.receiveWeixinId ?? null;
  if (receiveWeixin) {
    const w = await tx.query('SELECT 1 FROM teacher_wechat WHERE id = $1::bigint AND teacher_id = $2::bigint AND deleted = 0', [
      receiveWeixin,
      receiver.id,
    ]);
    if (!w.rows[0]) throw errors.invalidField('weixinId', '不是接收老师的微信号', "is not one of the receiving teacher's WeChat accounts");
  }
  const weixinIds = input.weixinIds ?? [];
  const teamIds = input.teamIds ?? [];
  const studentTeamIds = input.studentTeamIds ?? [];
  const moved = new Set<string>();

  if (weixinIds.length) {
    const r = await tx.query<{ id: string }>(
      `UPDATE teacher_wechat SET teacher_id = $2::bigint, is_main = 0, utime = now()
        WHERE id = ANY($1::bigint[]) AND teacher_id = $3::bigint AND deleted = 0 RETURNING id::text AS id`,
      [weixinIds, receiver.id, sender.id],
    );
    assertAllMoved(weixinIds, r.rows.length, '微信号', 'WeChat accounts');
    // The students and classes served through those accounts go with them.
    const st = await tx.query<{ id: string }>(
      `UPDATE student_team SET teacher_id = $2::bigint, utime = now()
        WHERE teacher_wechat_id = ANY($1::bigint[]) AND teacher_id = $3::bigint AND del = 0 RETURNING id::text AS id`,
      [weixinIds, receiver.id, sender.id],
    );
    st.rows.forEach((x) => moved.add(x.id));
    await tx.query(
      'UPDATE team SET teacher_id = $2::bigint, utime = now() WHERE teacher_wechat_id = ANY($1::bigint[]) AND teacher_id = $3::bigint',
      [weixinIds, receiver.id, sender.id],
    );
  }
  if (teamIds.length) {
    const r = await tx.query<{ id: string }>(
      `UPDATE team SET teacher_id = $2::bigint, teacher_wechat_id = COALESCE($4::bigint, teacher_wechat_id), utime = now()
        WHERE id = ANY($1::bigint[]) AND teacher_id = $3::bigint RETURNING id::text AS id`,
      [teamIds, receiver.id, sender.id, receiveWeixin],
    );
    assertAllMoved(teamIds, r.rows.length, '班级', 'classes');
    const st = await tx.query<{ id: string }>(
      `UPDATE student_team SET teacher_id = $2::bigint, teacher_wechat_id = COALESCE($4::bigint, teacher_wechat_id), utime = now()
        WHERE team_id = ANY($1::bigint[]) AND teacher_id = $3::bigint AND del = 0 RETURNING id::text AS id`,
      [teamIds, receiver.id, sender.id, receiveWeixin],
    );
    st.rows.forEach((x) => moved.add(x.id));
  }
  if (studentTeamIds.length) {
    const r = await tx.query<{ id: string }>(
      `UPDATE student_team SET teacher_id = $2::bigint, teacher_wechat_id = COALESCE($4::bigint, teacher_wechat_id), utime = now()
        WHERE id = ANY($1::bigint[]) AND del = 0 AND (teacher_id = $3::bigint OR (id = ANY($5::bigint[]) AND teacher_id = $2::bigint))
        RETURNING id::text AS id`,
      [studentTeamIds, receiver.id, sender.id, receiveWeixin, [...moved]],
    );
    assertAllMoved(studentTeamIds, r.rows.length, '学员', 'students');
    r.rows.forEach((x) => moved.add(x.id));
  }
  if (!moved.size && !weixinIds.length && !teamIds.length)
    throw errors.badRequest('请选择要交接的学员、微信号或班级', 'Choose students, WeChat accounts or classes to hand over');

  // The student's subject line names its current teachers (system and trial): the detail page reads it.
  const ids = [...moved];
  await tx.query(
    `UPDATE student_subject ss SET
        teacher_id = CASE WHEN ss.teacher_id = $3::bigint AND EXISTS (SELECT 1 FROM student_team st WHERE st.id = ANY($1::bigint[])
                       AND st.student_id = ss.student_id AND st.subject = ss.subject AND st.team_type > 0) THEN $2::bigint ELSE ss.teacher_id END,
        trial_teacher_id = CASE WHEN ss.trial_teacher_id = $3::bigint AND EXISTS (SELECT 1 FROM student_team st WHERE st.id = ANY($1::bigint[])
                       AND st.student_id = ss.student_id AND st.subject = ss.subject AND st.team_type = 0) THEN $2::bigint ELSE ss.trial_teacher_id END,
        utime = now()
      WHERE (ss.student_id, ss.subject) IN (SELECT st.student_id, st.subject FROM student_team st WHERE st.id = ANY($1::bigint[]))`,
    [ids, receiver.id, sender.id],
  );
  const type = teamIds.length ? HANDOVER_TYPE.team : studentTeamIds.length ? HANDOVER_TYPE.students : HANDOVER_TYPE.wechat;
  const rec = await tx.query<{ id: string }>(
    `INSERT INTO handover_record (subject, handover_type, send_teacher_id, receive_teacher_id, send_weixin_ids, receive_weixin_id,
        team_ids, student_team_ids, student_count, reason, is_leave, staff_id)
     VALUES ($1, $2, $3::bigint, $4::bigint, $5::bigint[], $6::bigint, $7::bigint[], $8::bigint[], $9, $10, $11, $12::bigint) RETURNING id::text AS id`,
    [
      sender.subject,
      type,
      sender.id,
      receiver.id,
      weixinIds,
      receiveWeixin,
      teamIds,
      ids,
      ids.length,
      input.reason ?? null,
      input.isLeave ? 1 : 0,
      ctx.staff.id,
    ],
  );
  const result = { recordId: rec.rows[0].id, students: ids.length, weixins: weixinIds.length, teams: teamIds.length };
  await recordOperation(tx, ctx, {
    action: 'teacher.handover',
    entity: 'teacher',
    entityId: sender.id,
    changes: { teacher: [sender.realname, receiver.realname] },
    detail: { ...result, receiveTeacherId: receiver.id, reason: input.reason ?? null, isLeave: Boolean(input.isLeave) },
  });
  const what = `${ids.length} 名学员、${weixinIds.length} 个微信号、${teamIds.length} 个班级`;
  if (sender.staff_id)
    notices.push(
      await notice(tx, sender.staff_id, {
        title: '工作交接',
        content: `你的${what}已交接给${receiver.realname}`,
        typeName: '工作交接',
      }),
    );
  if (receiver.staff_id)
    notices.push(
      await notice(tx, receiver.staff_id, {
        title: '工作交接',
        content: `${sender.realname}的${what}已交接给你`,
        typeName: '工作交接',
      }),
    );
  return result;
}

/** A notification written in the handover's transaction, announced once it has committed. */
export interface Notice {
  staffId: string;
  dto: NotificationDto;
}

async function notice(tx: Queryable, staffId: string, n: { title: string; content: string; typeName: string }): Promise<Notice> {
  return { staffId, dto: await insertNotification(tx, staffId, n) };
}

/** Runs handovers in one transaction, then tells the teachers (never before the commit). */
export async function inHandoverTransaction<T>(
  db: Database,
  events: EventBus,
  work: (tx: Queryable, notices: Notice[]) => Promise<T>,
): Promise<T> {
  const notices: Notice[] = [];
  const result = await db.transaction((tx) => work(tx, notices));
  for (const n of notices) await announce(events, n.staffId, n.dto);
  return result;
}
