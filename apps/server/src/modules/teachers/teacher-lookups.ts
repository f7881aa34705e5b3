import type { Queryable } from '../../platform/db';

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
 */
export async function teachersUnder(q: Queryable, teacherId: string) {
  const r = await q.query<{ id: string; realname: string; department_id: string | null }>(
    `WITH RECURSIVE led AS (
        SELECT d.id FROM department d JOIN teacher me ON me.staff_id = d.leader_staff_id
         WHERE me.id = $1::bigint AND me.staff_id IS NOT NULL AND d.status = 0
        UNION SELECT d.id FROM department d JOIN led ON d.pid = led.id)
     SELECT t.id::text AS id, t.realname, t.department_id::text AS department_id FROM teacher t
      WHERE t.department_id IN (SELECT id FROM led) AND t.deleted = 0 AND t.status = 0 ORDER BY t.id`,
    [teacherId],
  );
  return r.rows;
}

export interface CategoryConfigFilter {
  courseType?: number;
  week?: number;
  sendFull?: number;
}

/** Teacher category configs (teacher/category/config/*), filtered by course type, week, send-full. */
export async function categoryConfigs(q: Queryable, f: CategoryConfigFilter) {
  const r = await q.query<{ id: string; course_type: number; week: number; category: number; category_name: string; send_full: number }>(
    `SELECT id::text AS id, course_type, week, category, category_name, send_full FROM teacher_category_config
      WHERE ($1::int IS NULL OR course_type = $1) AND ($2::int IS NULL OR week = $2) AND ($3::int IS NULL OR send_full = $3)
      ORDER BY course_type, week, sort, id`,
    [f.courseType ?? null, f.week ?? null, f.sendFull ?? null],
  );
  return r.rows.map((c) => ({
    id: c.id,
    courseType: c.course_type,
    week: c.week,
    category: c.category,
    categoryName: c.category_name,
    sendFull: c.send_full,
  }));
}
