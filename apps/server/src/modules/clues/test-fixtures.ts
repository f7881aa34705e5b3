import type { Queryable } from '../../platform/db';
import { insertStudent, insertTeacher } from '../student-misc/test-fixtures';

/** Test fixtures of the clue module (SQL inserts; tests only). */
export { insertStudent, insertTeacher };

export interface ClueOpts {
  library?: number;
  teacherId?: string | null;
  stageNo?: number;
  lock?: number;
  subject?: number;
  deadline?: string;
}

/** A clue for a fresh student: in the open sea unless a library / teacher is given. */
export async function insertClue(db: Queryable, o: ClueOpts = {}): Promise<{ id: string; userId: string; userNum: string }> {
  const s = await insertStudent(db, [o.subject ?? 0]);
  const held = o.teacherId ? (o.library ?? 1001) : (o.library ?? 2000);
  const r = await db.query<{ id: string }>(
    `INSERT INTO clue (subject, user_id, clue_status, teacher_id, stage_no, lock, claim_time, flow_deadline)
     VALUES ($1, $2::bigint, $3, $4::bigint, $5, $6, CASE WHEN $4::bigint IS NULL THEN NULL ELSE now() END,
             CASE WHEN $4::bigint IS NULL THEN NULL ELSE COALESCE($7::timestamptz, now() + interval '7 days') END)
     RETURNING id::text AS id`,
    [o.subject ?? 0, s.id, held, o.teacherId ?? null, o.stageNo ?? 1, o.lock ?? 0, o.deadline ?? null],
  );
  return { id: r.rows[0].id, userId: s.id, userNum: s.userNum };
}

export async function clueRow(db: Queryable, id: string) {
  const r = await db.query<{
    clue_status: number;
    teacher_id: string | null;
    lock: number;
    flow_count: number;
    frozen_teacher_id: string | null;
  }>(
    'SELECT clue_status, teacher_id::text AS teacher_id, lock, flow_count, frozen_teacher_id::text AS frozen_teacher_id FROM clue WHERE id = $1::bigint',
    [id],
  );
  return r.rows[0];
}

export async function flowLogs(db: Queryable, clueId: string) {
  const r = await db.query<{
    from_clue_code: number;
    to_clue_code: number;
    from_teacher_id: string | null;
    to_teacher_id: string | null;
    flow_type: number;
    flow_reason: string;
  }>(
    `SELECT from_clue_code, to_clue_code, from_teacher_id::text AS from_teacher_id, to_teacher_id::text AS to_teacher_id, flow_type, flow_reason
       FROM clue_flow_log WHERE clue_id = $1::bigint ORDER BY id`,
    [clueId],
  );
  return r.rows;
}
