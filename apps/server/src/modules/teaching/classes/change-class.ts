import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { recordOperation } from '../../../platform/oplog';
import { lockTeams, recountTeams, type LockedTeam } from './team-stats';

export interface ChangeClassInput {
  studentId: string;
  toTeamId: string;
  reason: string;
  /** The class the student leaves; when absent, the student's newest live class of the same kind (trial / system). */
  fromTeamId?: string;
  /** How the move was asked for (team_change_log.import_type): 0 by student, 1 by class, 2 by file. */
  importType?: 0 | 1 | 2;
}

const isTrial = (t: { team_type: number }) => t.team_type === 0;

/** Another move of this student got there first: this request lost a race (or read a class list since changed). */
const movedMeanwhile = () =>
  errors.conflict('学员的班级刚刚已被调整，请刷新后重试', "The student's class has just been changed; refresh and try again");

/**
 * The live enrolment the student leaves (locked), found by class or by kind. It is read first, then
 * locked and checked to be still live: under PostgreSQL a locked read alone waits for a concurrent move
 * and then skips the row it closed, finding nothing, which answered 404 "no such class" to the loser of
 * the race. Now the loser, or a caller naming a class the student has left, gets 409.
 */
async function enrolmentToLeave(
  tx: Queryable,
  ctx: AuthedContext,
  studentId: string,
  toTeamType: number,
  fromTeamId?: string,
): Promise<{ team_id: string }> {
  const r = await tx.query<{ id: string; team_id: string; del: number }>(
    `SELECT id::text AS id, team_id::text AS team_id, del FROM student_team
      WHERE student_id = $1::bigint AND subject = $2
        AND ($3::bigint IS NULL OR team_id = $3::bigint)
        AND ($3::bigint IS NOT NULL OR (del = 0 AND CASE WHEN $4::int = 0 THEN team_type = 0 ELSE team_type > 0 END))
      ORDER BY del, enter_team_time DESC, id DESC LIMIT 1`,
    [studentId, ctx.subject, fromTeamId ?? null, toTeamType],
  );
  const found = r.rows[0];
  if (!found) throw errors.notFound(fromTeamId ? '学员在调出班级中的记录' : '学员的同类班级');
  if (found.del !== 0) throw movedMeanwhile();
  const live = await tx.query('SELECT 1 FROM student_team WHERE id = $1::bigint AND del = 0 FOR UPDATE', [found.id]);
  if (!live.rows[0]) throw movedMeanwhile();
  return found;
}

/**
 * Moves a student from one class to another inside the caller's transaction (it opens none, so the
 * approvals flow can run it in its own): the old enrolment is closed (del = 1, leave_time), the new
 * one opened (or a former one reopened) with the target class's teacher, period and difficulty,
 * both classes' statistics are recounted under their row locks, the student's current class is
 * updated, and the move is written to team_change_log and the operation log.
 */
export async function changeStudentClass(
  tx: Queryable,
  ctx: AuthedContext,
  input: ChangeClassInput,
): Promise<{ fromTeamId: string; toTeamId: string }> {
  const reason = input.reason.trim();
  if (!reason) throw errors.invalidField('reason', '不能为空', 'is required');
  const target = await tx.query<{ team_type: number }>(
    'SELECT team_type FROM team WHERE id = $1::bigint AND subject = $2 AND deleted = 0',
    [input.toTeamId, ctx.subject],
  );
  if (!target.rows[0]) throw errors.notFound('调入班级');
  const leave = await enrolmentToLeave(tx, ctx, input.studentId, target.rows[0].team_type, input.fromTeamId);
  const fromTeamId = leave.team_id;
  if (fromTeamId === input.toTeamId) throw errors.badRequest('调入班级与调出班级相同', 'The target class is the current class');
  const teams = await lockTeams(tx, ctx, [fromTeamId, input.toTeamId]);
  const from = teams.get(fromTeamId) as LockedTeam;
  const to = teams.get(input.toTeamId) as LockedTeam;
  if (isTrial(from) !== isTrial(to))
    throw errors.badRequest(
      '只能在同类班级之间调班（体验课调体验课，系统课调系统课）',
      'A student moves only between classes of the same kind',
    );
  if (to.team_state === 2) throw errors.badRequest('调入班级已结课，不能调入', 'The target class has finished');
  const already = await tx.query('SELECT 1 FROM student_team WHERE student_id = $1::bigint AND team_id = $2::bigint AND del = 0', [
    input.studentId,
    to.id,
  ]);
  if (already.rows[0]) throw errors.badRequest('学员已在调入班级中', 'The student is already in the target class');

  await tx.query(
    'UPDATE student_team SET del = 1, leave_time = now(), utime = now() WHERE student_id = $1::bigint AND team_id = $2::bigint',
    [input.studentId, from.id],
  );
  // The new enrolment keeps what belongs to the student and the order (order, express, conversion,
  // refund, renewal, difficulty progress); learning counts start again in the new class, and the
  // WeChat flags stay only when the teacher is the same.
  await tx.query(
    `INSERT INTO student_team (subject, student_id, team_id, team_type, term, sup, category, teacher_id, teacher_wechat_id, department_id,
            order_id, order_no, buytime, life_cycle, course_state, current_super, current_level, current_unit, current_lesson, remaining_week,
            added_group, added_wechat, follow, express_status, express_send_count, express_sign_in_count, is_conversion, renew_status,
            makeup_status, refund_status, enter_team_way, enter_team_time, send_course_time)
     SELECT o.subject, o.student_id, $2::bigint, $3, $4, coalesce($5, o.sup), coalesce($6, o.category), $7::bigint, $8::bigint, $9::bigint,
            o.order_id, o.order_no, o.buytime, o.life_cycle, o.course_state, o.current_super, o.current_level, o.current_unit, o.current_lesson,
            o.remaining_week, CASE WHEN o.teacher_id IS NOT DISTINCT FROM $7::bigint THEN o.added_group ELSE 0 END,
            CASE WHEN o.teacher_id IS NOT DISTINCT FROM $7::bigint THEN o.added_wechat ELSE 0 END, o.follow, o.express_status,
            o.express_send_count, o.express_sign_in_count, o.is_conversion, o.renew_status, o.makeup_status, o.refund_status, 2, now(), o.send_course_time
       FROM student_team o WHERE o.student_id = $1::bigint AND o.team_id = $10::bigint
     ON CONFLICT (student_id, team_id) DO UPDATE SET del = 0, leave_time = NULL, enter_team_way = 2, enter_team_time = now(), utime = now()`,
    [input.studentId, to.id, to.team_type, to.term, to.sup, to.category, to.teacher_id, to.teacher_wechat_id, to.department_id, from.id],
  );
  await recountTeams(tx, [from.id, to.id]);
  // The student's current class (the student lists' teacher / class columns).
  await tx.query(
    isTrial(to)
      ? `UPDATE student_subject SET trial_team_id = $3::bigint, trial_teacher_id = $4::bigint, trial_term = coalesce($5, trial_term), utime = now()
          WHERE student_id = $1::bigint AND subject = $6 AND trial_team_id = $2::bigint`
      : `UPDATE student_subject SET team_id = $3::bigint, teacher_id = $4::bigint, term = coalesce($5, term), utime = now()
          WHERE student_id = $1::bigint AND subject = $6 AND team_id = $2::bigint`,
    [input.studentId, from.id, to.id, to.teacher_id, to.term, ctx.subject],
  );
  await tx.query(
    `INSERT INTO team_change_log (subject, student_id, mobile, from_team_id, to_team_id, origin_team_name, current_team_name, kind,
            import_type, execute_result, reason, staff_id, staff_name)
     SELECT $1, s.id, s.mobile, $3::bigint, $4::bigint, $5, $6, $7, $8, 'SUCCESS', $9, $10::bigint, $11 FROM student s WHERE s.id = $2::bigint`,
    [
      ctx.subject,
      input.studentId,
      from.id,
      to.id,
      from.team_name,
      to.team_name,
      from.term === to.term ? 0 : 1,
      input.importType ?? 0,
      reason,
      ctx.staff.id,
      ctx.staff.realName || ctx.staff.userName,
    ],
  );
  await recordOperation(tx, ctx, {
    action: 'class.change',
    entity: 'student',
    entityId: input.studentId,
    changes: { team_id: [from.id, to.id], team_name: [from.team_name, to.team_name] },
    detail: { reason, fromTeamId: from.id, toTeamId: to.id },
  });
  return { fromTeamId: from.id, toTeamId: to.id };
}

/** A refused move, written to the class-change log so /manageChangeClass's 调班结果 shows it. */
export async function logFailedChange(
  q: Queryable,
  ctx: AuthedContext,
  row: {
    studentId?: string;
    mobile?: string;
    fromTeamId?: string;
    toTeamId?: string;
    reason?: string;
    message: string;
    importType: 0 | 1 | 2;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO team_change_log (subject, student_id, mobile, from_team_id, to_team_id, origin_team_name, current_team_name, import_type,
            execute_result, message, reason, staff_id, staff_name)
     VALUES ($1, (SELECT id FROM student WHERE id = $2::bigint), $3,
             (SELECT id FROM team WHERE id = $4::bigint AND subject = $1), (SELECT id FROM team WHERE id = $5::bigint AND subject = $1),
             (SELECT team_name FROM team WHERE id = $4::bigint AND subject = $1), (SELECT team_name FROM team WHERE id = $5::bigint AND subject = $1),
             $6, 'FAIL', $7, $8, $9::bigint, $10)`,
    [
      ctx.subject,
      row.studentId ?? null,
      row.mobile ?? null,
      row.fromTeamId ?? null,
      row.toTeamId ?? null,
      row.importType,
      row.message,
      row.reason ?? null,
      ctx.staff.id,
      ctx.staff.realName || ctx.staff.userName,
    ],
  );
}
