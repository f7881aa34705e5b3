import type { Queryable } from '../../../platform/db';
import { epochMs } from '../../../platform/sql/columns';
import { restPage, springPage } from '../../../platform/sql/page';
import { Where } from '../../../platform/sql/where';

/** The students (class rows) a teacher can hand over (getHandoverSteam). */
export async function studentsOf(q: Queryable, teacherId: string) {
  const r = await q.query(
    `SELECT st.id::text AS id, st.student_id::text AS "studentId", s.username, st.team_id::text AS "teamId", tm.team_name AS "teamName",
            st.team_type AS "teamType", st.teacher_wechat_id::text AS "weixinId", w.wechat_no AS "weixinNo"
       FROM student_team st JOIN student s ON s.id = st.student_id JOIN team tm ON tm.id = st.team_id
       LEFT JOIN teacher_wechat w ON w.id = st.teacher_wechat_id
      WHERE st.teacher_id = $1::bigint AND st.del = 0 ORDER BY st.id LIMIT 5000`,
    [teacherId],
  );
  return r.rows;
}

/** A teacher's WeChat accounts with how many students each serves (getHandoverWechat, getWeixinByTeacherId). */
export async function wechatsOf(q: Queryable, teacherId: string) {
  const r = await q.query<{ id: string; weixinNo: string; nickname: string | null; students: string; wechatStatus: number }>(
    `SELECT w.id::text AS id, w.wechat_no AS "weixinNo", w.nickname, w.wechat_status AS "wechatStatus",
            (SELECT count(*) FROM student_team st WHERE st.teacher_wechat_id = w.id AND st.del = 0)::text AS students
       FROM teacher_wechat w WHERE w.teacher_id = $1::bigint AND w.deleted = 0 ORDER BY w.is_main DESC, w.id`,
    [teacherId],
  );
  return r.rows.map((w) => ({ ...w, students: Number(w.students) }));
}

/** The classes of a teacher in a subject (getStudentTeamByTeacherIdAndSubjectPage). */
export async function teamsOf(q: Queryable, teacherId: string, subject: number | undefined, page: number, size: number) {
  const p = await restPage(q, {
    select: `tm.id::text AS id, tm.team_name, tm.team_type, tm.team_state, tm.term, tm.teacher_wechat_id::text AS teacher_wechat_id,
            (SELECT count(*) FROM student_team st WHERE st.team_id = tm.id AND st.del = 0)::int AS student_count`,
    from: 'team tm',
    where: 'tm.teacher_id = $1::bigint AND ($2::int IS NULL OR tm.subject = $2)',
    params: [teacherId, subject ?? null],
    orderBy: 'tm.id DESC',
    page,
    size,
    base: 1,
  });
  return springPage(p);
}

export interface RecordFilter {
  sendTeacherId?: string;
  receiveTeacherId?: string;
  handoverType?: number;
  weixinSendId?: string;
  teamId?: string;
  page: number;
  size: number;
}

/** Handover records, newest first (page/getHandoverRecord, getHandoverRecordsteam). */
export async function handoverRecords(q: Queryable, f: RecordFilter) {
  const w = new Where();
  if (f.sendTeacherId) w.add('h.send_teacher_id = ?::bigint', f.sendTeacherId);
  if (f.receiveTeacherId) w.add('h.receive_teacher_id = ?::bigint', f.receiveTeacherId);
  if (f.handoverType) w.add('h.handover_type = ?', f.handoverType);
  if (f.weixinSendId) w.add('?::bigint = ANY(h.send_weixin_ids)', f.weixinSendId);
  if (f.teamId) w.add('?::bigint = ANY(h.team_ids)', f.teamId);
  const p = await restPage(q, {
    select: `h.id::text AS id, h.handover_type AS "handoverType", h.send_teacher_id::text AS "sendTeacherId", s.realname AS "sendTeacherName",
            h.receive_teacher_id::text AS "receiveTeacherId", rc.realname AS "receiveTeacherName", h.student_count AS "studentCount",
            cardinality(h.send_weixin_ids) AS "weixinCount", cardinality(h.team_ids) AS "teamCount", h.reason, h.is_leave AS "isLeave",
            st.real_name AS "operatorName", ${epochMs('h.ctime', 'ctime')}`,
    from: 'handover_record h',
    joins: `JOIN teacher s ON s.id = h.send_teacher_id JOIN teacher rc ON rc.id = h.receive_teacher_id
       LEFT JOIN staff st ON st.id = h.staff_id`,
    where: w,
    orderBy: 'h.id DESC',
    page: f.page,
    size: f.size,
    base: 1,
  });
  return springPage(p);
}
