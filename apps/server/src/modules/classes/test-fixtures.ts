import type { TestApp } from '../../test/app';
import { insert, student, team } from '../trading/query-test-support';

/** Fixtures of the class-operation tests: classes and students enrolled in them (student_team rows). */

export async function enrolledStudent(t: TestApp, teamId: string, flags: Record<string, unknown> = {}): Promise<string> {
  const uid = await student(t);
  const tm = await t.db.query<{ team_type: number; term: number | null; teacher_id: string | null }>(
    'SELECT team_type, term, teacher_id::text AS teacher_id FROM team WHERE id = $1::bigint',
    [teamId],
  );
  const { team_type, term, teacher_id } = tm.rows[0];
  await insert(t, 'student_subject', {
    student_id: uid,
    subject: 0,
    ...(team_type === 0 ? { trial_team_id: teamId, trial_teacher_id: teacher_id } : { team_id: teamId, teacher_id }),
  });
  await insert(t, 'student_team', { subject: 0, student_id: uid, team_id: teamId, team_type, term, teacher_id, ...flags });
  return uid;
}

/** What recount_team_statistics would write, computed independently from the live rows. */
export async function recount(t: TestApp, teamId: string) {
  const r = await t.db.query<Record<string, number>>(
    `SELECT count(*)::int AS student_count, count(*) FILTER (WHERE added_wechat = 1)::int AS added_wechat,
            count(*) FILTER (WHERE added_group = 1)::int AS added_group, count(*) FILTER (WHERE join_count > 0)::int AS join_count,
            count(*) FILTER (WHERE is_conversion = 1)::int AS system_order_count, count(*) FILTER (WHERE express_send_count > 0)::int AS express_sent_count
       FROM student_team WHERE team_id = $1::bigint AND del = 0`,
    [teamId],
  );
  return r.rows[0];
}

export async function stored(t: TestApp, teamId: string) {
  const r = await t.db.query<Record<string, number>>(
    'SELECT student_count, added_wechat, added_group, join_count, system_order_count, express_sent_count FROM team WHERE id = $1::bigint',
    [teamId],
  );
  return r.rows[0];
}

export { team };
