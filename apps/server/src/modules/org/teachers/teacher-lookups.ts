import type { Queryable } from '../../../platform/db';
import { errors } from '../../../platform/http/errors';

/** Work places offered by the teacher form: the usual offices plus any already written on a teacher. */
const USUAL_WORK_PLACES = ['北京', '上海', '广州', '深圳', '杭州', '成都', '武汉', '远程'];
export async function workPlaces(q: Queryable): Promise<{ code: string; name: string }[]> {
  const r = await q.query<{ p: string }>(
    "SELECT DISTINCT work_place AS p FROM teacher WHERE work_place IS NOT NULL AND work_place <> '' AND deleted = 0 ORDER BY 1",
  );
  const all = [...USUAL_WORK_PLACES, ...r.rows.map((x) => x.p).filter((p) => !USUAL_WORK_PLACES.includes(p))];
  return all.map((name) => ({ code: name, name }));
}

/**
 * getAllTeacher/byRole: the teachers a teacher may see. A teacher whose console account leads a
 * department sees every active teacher of that department's subtree (themselves included); anyone else
 * gets an empty list, which the client reads as "only yourself" (Permission.getAllTeacherByRole).
 * Teachers are data of the request's subject: the teacher asked about and those listed are of it
 * (another subject's teacher is not there: 404).
 */
export async function teachersUnder(q: Queryable, subject: number, teacherId: string) {
  const me = await q.query('SELECT 1 FROM teacher WHERE id = $1::bigint AND subject = $2 AND deleted = 0', [teacherId, subject]);
  if (!me.rows[0]) throw errors.notFound('老师');
  const r = await q.query<{ id: string; realname: string; department_id: string | null }>(
    `WITH RECURSIVE led AS (
        SELECT d.id FROM department d JOIN teacher me ON me.staff_id = d.leader_staff_id
         WHERE me.id = $1::bigint AND me.staff_id IS NOT NULL AND d.status = 0
        UNION SELECT d.id FROM department d JOIN led ON d.pid = led.id)
     SELECT t.id::text AS id, t.realname, t.department_id::text AS department_id FROM teacher t
      WHERE t.department_id IN (SELECT id FROM led) AND t.subject = $2 AND t.deleted = 0 AND t.status = 0 ORDER BY t.id`,
    [teacherId, subject],
  );
  return r.rows;
}

/**
 * teacherLevelByType?level=0 (the sales-level pickers): the levels the subject's teachers hold, as
 * {level, levelName}. `level` of the request names the level family (0: sales levels, the only one).
 */
export async function teacherLevels(q: Queryable, subject: number): Promise<{ level: number; levelName: string }[]> {
  const r = await q.query<{ level: number; levelName: string | null }>(
    `SELECT level, min(level_name) AS "levelName" FROM teacher
      WHERE subject = $1 AND deleted = 0 AND level IS NOT NULL GROUP BY level ORDER BY level`,
    [subject],
  );
  return r.rows.map((x) => ({ level: x.level, levelName: x.levelName ?? `${x.level}级` }));
}

/** count/departmentTree: how many teachers (not deleted) the subject has — the org tree root's total. */
export async function teacherTotal(q: Queryable, subject: number): Promise<number> {
  const r = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM teacher WHERE subject = $1 AND deleted = 0', [subject]);
  return r.rows[0]?.n ?? 0;
}

export interface CategoryConfigFilter {
  courseType?: number;
  week?: number;
  sendFull?: number;
}

/**
 * Teacher category configs (teacher/category/config/*): which categories (体验课 levels) a course type
 * and week offers, and whether they count toward "send full". Reference data kept in code (like the
 * dictionaries): it changes with a release, not with the demo data.
 */
const CATEGORY_CONFIGS = [
  { courseType: 0, week: 2, category: 0, categoryName: '基础', sendFull: 1 },
  { courseType: 0, week: 2, category: 1, categoryName: '进阶', sendFull: 1 },
  { courseType: 0, week: 2, category: 2, categoryName: '高阶', sendFull: 0 },
  { courseType: 0, week: 1, category: 0, categoryName: '基础', sendFull: 1 },
  { courseType: 0, week: 1, category: 1, categoryName: '进阶', sendFull: 0 },
  { courseType: 1, week: 2, category: 0, categoryName: '系统课', sendFull: 0 },
  { courseType: 2, week: 4, category: 0, categoryName: '28天体验', sendFull: 1 },
].map((c, i) => ({ id: String(i + 1), ...c }));

export function categoryConfigs(f: CategoryConfigFilter) {
  return CATEGORY_CONFIGS.filter(
    (c) =>
      (f.courseType === undefined || c.courseType === f.courseType) &&
      (f.week === undefined || c.week === f.week) &&
      (f.sendFull === undefined || c.sendFull === f.sendFull),
  );
}

/** A teacher's stored mobile (the subject's teachers, not deleted): where sendCode by teacherId goes. */
export async function teacherMobile(q: Queryable, subject: number, teacherId: string): Promise<string> {
  const r = await q.query<{ phone: string }>('SELECT phone FROM teacher WHERE id = $1::bigint AND subject = $2 AND deleted = 0', [
    teacherId,
    subject,
  ]);
  if (!r.rows[0]) throw errors.notFound('老师');
  if (!r.rows[0].phone) throw errors.invalidField('teacherId', '该老师没有手机号', 'the teacher has no mobile');
  return r.rows[0].phone;
}
