import type { Database } from '../../../platform/db';
import type { JobRunner } from '../../../platform/jobs';
import { moveClues, type ClueRow } from './moves';
import { FLOW_DAYS, LIBRARY, REASON } from './rules';

export const FLOW_BACK_JOB = 'clues.flowBack';
/** How often the flow-back job looks (a clue flows back at most this long after its deadline). */
export const FLOW_BACK_EVERY_MS = 5 * 60_000;
const BATCH = 1000;

/**
 * The flow countdown (docs/decisions/clues-and-renewal.md): a held, unlocked clue must be worked —
 * a follow-up (follow_log) by its holding teacher about the student — within FLOW_DAYS of being
 * taken or of its last follow-up. At `now`, every clue whose deadline passed is either given a new
 * deadline (it was worked: last follow-up + FLOW_DAYS is still ahead) or moved back to the open
 * sea with one flow-log line. Batches of BATCH rows per transaction, claimed FOR UPDATE SKIP
 * LOCKED, so a claim racing the job wins cleanly and two instances never move one clue twice.
 * Returns how many clues flowed back.
 */
export async function flowBackExpired(db: Database, now: Date = new Date()): Promise<number> {
  let moved = 0;
  const seen: string[] = [];
  for (;;) {
    const { n, ids } = await db.transaction(async (tx) => {
      const r = await tx.query<ClueRow & { subject: number }>(
        `SELECT id::text AS id, user_id::text AS user_id, clue_status, teacher_id::text AS teacher_id, stage_no, lock, subject,
                frozen_teacher_id::text AS frozen_teacher_id, NULL::float8 AS frozen_until_ms
           FROM clue WHERE teacher_id IS NOT NULL AND lock = 0 AND flow_deadline < $1::timestamptz AND NOT (id = ANY($2::bigint[]))
          ORDER BY flow_deadline, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
        [now, seen],
      );
      const ids = r.rows.map((c) => c.id);
      const worked = await tx.query<{ id: string }>(
        `UPDATE clue c SET last_work_time = w.at, flow_deadline = w.at + make_interval(days => $3)
           FROM (SELECT c2.id, max(f.ctime) AS at FROM clue c2
                   JOIN follow_log f ON f.uid = c2.user_id AND f.teacher_id = c2.teacher_id AND f.subject = c2.subject
                                    AND f.ctime >= COALESCE(c2.claim_time, c2.ctime)
                  WHERE c2.id = ANY($1::bigint[]) GROUP BY c2.id) w
          WHERE c.id = w.id AND w.at + make_interval(days => $3) > $2::timestamptz
          RETURNING c.id::text AS id`,
        [ids, now, FLOW_DAYS],
      );
      const extended = new Set(worked.rows.map((x) => x.id));
      const bySubject = new Map<number, ClueRow[]>();
      for (const c of r.rows) if (!extended.has(c.id)) bySubject.set(c.subject, [...(bySubject.get(c.subject) ?? []), c]);
      let count = 0;
      for (const [subject, clues] of bySubject) {
        await moveClues(
          tx,
          clues,
          { toLibrary: LIBRARY.OPEN_SEA, toTeacherId: null, flowType: 0, reason: REASON.timeout, staffId: null, subject },
          now,
        );
        count += clues.length;
      }
      return { n: count, ids };
    });
    moved += n;
    seen.push(...ids);
    if (ids.length < BATCH) return moved;
  }
}

/** Folds clue_count's appended deltas into one row per (subject, library), as compact_count_rollups does for 0220's tables. */
export async function compactClueCount(db: Database): Promise<void> {
  await db.query(
    `WITH gone AS (DELETE FROM clue_count RETURNING *)
     INSERT INTO clue_count SELECT subject, clue_status, sum(n) FROM gone GROUP BY 1, 2 HAVING sum(n) <> 0`,
  );
}

export function registerFlowBackJob(jobs: JobRunner, db: Database): void {
  jobs.register(FLOW_BACK_JOB, async () => ({ moved: await flowBackExpired(db) }));
  jobs.schedule('clues.flowBack', FLOW_BACK_JOB, FLOW_BACK_EVERY_MS);
  jobs.register('clues.compactCount', () => compactClueCount(db));
  jobs.schedule('clues.compactCount', 'clues.compactCount', 60_000);
}
