import type { Queryable } from '../../../platform/db';
import { pageOf } from '../../../platform/http/envelope';

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
  const where = 'tm.teacher_id = $1::bigint AND ($2::int IS NULL OR tm.subject = $2)';
  const total = await q.query<{ n: string }>(`SELECT count(*)::text AS n FROM team tm WHERE ${where}`, [teacherId, subject ?? null]);
  const r = await q.query(
    `SELECT tm.id::text AS id, tm.team_name, tm.team_type, tm.team_state, tm.term, tm.teacher_wechat_id::text AS teacher_wechat_id,
            (SELECT count(*) FROM student_team st WHERE st.team_id = tm.id AND st.del = 0)::int AS student_count
       FROM team tm WHERE ${where} ORDER BY tm.id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`,
    [teacherId, subject ?? null],
  );
  return pageOf(r.rows, Number(total.rows[0].n), page, size);
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
  const params: unknown[] = [];
  const where: string[] = [];
  const add = (sql: string, v: unknown) => {
    params.push(v);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (f.sendTeacherId) add('h.send_teacher_id = ?::bigint', f.sendTeacherId);
  if (f.receiveTeacherId) add('h.receive_teacher_id = ?::bigint', f.receiveTeacherId);
  if (f.handoverType) add('h.handover_type = ?', f.handoverType);
  if (f.weixinSendId) add('?::bigint = ANY(h.send_weixin_ids)', f.weixinSendId);
  if (f.teamId) add('?::bigint = ANY(h.team_ids)', f.teamId);
  const w = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = await q.query<{ n: string }>(`SELECT count(*)::text AS n FROM handover_record h ${w}`, params);
  const r = await q.query(
    `SELECT h.id::text AS id, h.handover_type AS "handoverType", h.send_teacher_id::text AS "sendTeacherId", s.realname AS "sendTeacherName",
            h.receive_teacher_id::text AS "receiveTeacherId", rc.realname AS "receiveTeacherName", h.student_count AS "studentCount",
            cardinality(h.send_weixin_ids) AS "weixinCount", cardinality(h.team_ids) AS "teamCount", h.reason, h.is_leave AS "isLeave",
            st.real_name AS "operatorName", (EXTRACT(EPOCH FROM h.ctime) * 1000)::bigint::text AS ctime
       FROM handover_record h JOIN teacher s ON s.id = h.send_teacher_id JOIN teacher rc ON rc.id = h.receive_teacher_id
       LEFT JOIN staff st ON st.id = h.staff_id ${w}
      ORDER BY h.id DESC LIMIT ${f.size} OFFSET ${(f.page - 1) * f.size}`,
    params,
  );
  return pageOf(
    r.rows.map((x) => ({ ...x, ctime: Number(x.ctime) })),
    Number(total.rows[0].n),
    f.page,
    f.size,
  );
}
