import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { FLOW_DAYS, FROZEN_DAYS, HELD_LIBRARIES, LIBRARY } from './rules';
import { epochMs } from '../../../platform/sql/columns';

/**
 * The one way a clue changes library or teacher: the row update and its flow-log line in the
 * caller's transaction. Every operation (claim, allot, change, grab treasure, flow back, judgment)
 * goes through moveClues, so "every move has exactly one flow log" holds by construction.
 */
export interface ClueRow {
  id: string;
  user_id: string;
  clue_status: number;
  teacher_id: string | null;
  stage_no: number;
  lock: number;
  frozen_teacher_id: string | null;
  frozen_until_ms: number | null;
}

const CLUE_COLUMNS = `id::text AS id, user_id::text AS user_id, clue_status, teacher_id::text AS teacher_id, stage_no, lock,
  frozen_teacher_id::text AS frozen_teacher_id, ${epochMs('frozen_until', 'frozen_until_ms')}`;

/** The clues of this subject, locked in id order (one lock order everywhere: clues, then the teacher). */
export async function lockClues(tx: Queryable, ctx: AuthedContext, ids: string[]): Promise<ClueRow[]> {
  const r = await tx.query<ClueRow>(
    `SELECT ${CLUE_COLUMNS} FROM clue WHERE id = ANY($1::bigint[]) AND subject = $2 ORDER BY id FOR UPDATE`,
    [ids, ctx.subject],
  );
  const found = new Set(r.rows.map((c) => c.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw errors.notFound(`线索 ${missing.slice(0, 5).join(',')}`);
  return r.rows;
}

export interface Move {
  toLibrary: number;
  toTeacherId: string | null;
  flowType: 0 | 1;
  reason: string;
  staffId: string | null;
  subject: number;
}

/**
 * Moves the (already locked) clues. Into a teacher's library: claim time and a fresh flow deadline.
 * Out of a teacher's library: the losing teacher is frozen out for FROZEN_DAYS. `now` is the
 * database's clock unless a caller (the flow-back job's tests) gives one.
 */
export async function moveClues(tx: Queryable, clues: ClueRow[], m: Move, now: Date | null = null): Promise<void> {
  if (!clues.length) return;
  const held = HELD_LIBRARIES.includes(m.toLibrary);
  if (held !== (m.toTeacherId !== null)) throw new Error('moveClues: a held library needs a teacher and only it');
  const ids = clues.map((c) => c.id);
  await tx.query(
    `WITH clock AS (SELECT COALESCE($6::timestamptz, now()) AS at)
     UPDATE clue c SET
       clue_status = $2,
       teacher_id = $3::bigint,
       flow_count = c.flow_count + 1,
       flow_reason = $4,
       flow_last_time = clock.at,
       claim_time = CASE WHEN $3::bigint IS NOT NULL THEN clock.at ELSE NULL END,
       last_work_time = CASE WHEN $3::bigint IS NOT NULL THEN NULL ELSE c.last_work_time END,
       flow_deadline = CASE WHEN $3::bigint IS NOT NULL THEN clock.at + make_interval(days => $5) ELSE NULL END,
       frozen_teacher_id = CASE WHEN c.teacher_id IS NOT NULL AND c.teacher_id IS DISTINCT FROM $3::bigint THEN c.teacher_id ELSE c.frozen_teacher_id END,
       frozen_until = CASE WHEN c.teacher_id IS NOT NULL AND c.teacher_id IS DISTINCT FROM $3::bigint
                           THEN clock.at + make_interval(days => $7) ELSE c.frozen_until END,
       utime = clock.at
     FROM clock
     WHERE c.id = ANY($1::bigint[])`,
    [ids, m.toLibrary, m.toTeacherId, m.reason, FLOW_DAYS, now, FROZEN_DAYS],
  );
  await tx.query(
    `INSERT INTO clue_flow_log (subject, clue_id, user_id, from_clue_code, to_clue_code, from_teacher_id, to_teacher_id, flow_type, flow_reason, staff_id, flow_time)
     SELECT $1, x.id, x.user_id, x.from_code, $2, x.from_teacher, $3::bigint, $4, $5, $6::bigint, COALESCE($7::timestamptz, now())
       FROM unnest($8::bigint[], $9::bigint[], $10::smallint[], $11::bigint[]) AS x(id, user_id, from_code, from_teacher)`,
    [
      m.subject,
      m.toLibrary,
      m.toTeacherId,
      m.flowType,
      m.reason,
      m.staffId,
      now,
      ids,
      clues.map((c) => c.user_id),
      clues.map((c) => c.clue_status),
      clues.map((c) => c.teacher_id),
    ],
  );
}

/** 409 naming the locked clues: a locked clue is neither allotted, changed nor claimed. */
export function refuseLocked(clues: ClueRow[]): void {
  const locked = clues.filter((c) => c.lock === 1).map((c) => c.id);
  if (locked.length)
    throw errors.conflict(`线索已锁定，不能操作：${locked.slice(0, 10).join(',')}`, `Clues are locked: ${locked.join(',')}`);
}

export const isHeld = (c: ClueRow) => HELD_LIBRARIES.includes(c.clue_status);
export const isPooled = (c: ClueRow) => c.clue_status === LIBRARY.OPEN_SEA || c.clue_status === LIBRARY.GRAB_TREASURE;
