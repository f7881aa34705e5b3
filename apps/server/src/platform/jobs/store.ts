import type { Queryable } from '../db';
import { epochMs } from '../sql/columns';
import { restPage } from '../sql/page';
import { Where } from '../sql/where';

export type JobState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

export interface Job<P = Record<string, unknown>> {
  id: string;
  kind: string;
  payload: P;
  state: JobState;
  runAt: number;
  attempts: number;
  maxAttempts: number;
  lockedBy: string | null;
  progressDone: number;
  progressTotal: number | null;
  cancelRequested: boolean;
  lastError: string | null;
  result: unknown;
  createdBy: string | null;
  createdAt: number;
  startedAt: number | null;
  finishedAt: number | null;
}

export interface EnqueueOptions {
  /** Run no earlier than this (epoch ms or Date). Default: now. */
  runAt?: number | Date;
  /** Tries before the job fails for good (default 5). */
  maxAttempts?: number;
  /** The staff member it works for (shown in the operations view, used to notify). */
  createdBy?: string | null;
  /** At most one queued or running job with this key; a second enqueue returns null. */
  singletonKey?: string;
}

/** The NOTIFY channel that wakes idle workers when a job is enqueued (sent at commit). */
export const JOB_CHANNEL = 'job_ready';

export const JOB_COLUMNS = `id::text AS id, kind, payload, state, ${epochMs('run_at', 'run_at')},
  attempts, max_attempts, locked_by, progress_done::text AS progress_done, progress_total::text AS progress_total,
  cancel_requested, last_error, result, created_by::text AS created_by,
  ${epochMs('created_at', 'created_at')},
  ${epochMs('started_at', 'started_at')},
  ${epochMs('finished_at', 'finished_at')}`;

export interface JobRow {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  state: JobState;
  run_at: number;
  attempts: number;
  max_attempts: number;
  locked_by: string | null;
  progress_done: string;
  progress_total: string | null;
  cancel_requested: boolean;
  last_error: string | null;
  result: unknown;
  created_by: string | null;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
}

const num = (v: string | number | null): number | null => (v === null ? null : Number(v));

export function toJob(r: JobRow): Job {
  return {
    id: r.id,
    kind: r.kind,
    payload: r.payload,
    state: r.state,
    runAt: Number(r.run_at),
    attempts: r.attempts,
    maxAttempts: r.max_attempts,
    lockedBy: r.locked_by,
    progressDone: Number(r.progress_done),
    progressTotal: num(r.progress_total),
    cancelRequested: r.cancel_requested,
    lastError: r.last_error,
    result: r.result,
    createdBy: r.created_by,
    createdAt: Number(r.created_at),
    startedAt: num(r.started_at),
    finishedAt: num(r.finished_at),
  };
}

/**
 * Adds a job. Call it with the transaction of the write that causes the job: the job exists exactly
 * when that write commits, and the NOTIFY that wakes the workers is delivered at the same commit.
 */
export async function enqueueJob(q: Queryable, kind: string, payload: object = {}, opts: EnqueueOptions = {}): Promise<string | null> {
  const runAt = opts.runAt === undefined ? null : new Date(opts.runAt).toISOString();
  const r = await q.query<{ id: string }>(
    `INSERT INTO job (kind, payload, run_at, max_attempts, created_by, singleton_key)
     VALUES ($1, $2, coalesce($3::timestamptz, now()), $4, $5, $6)
     ON CONFLICT (singleton_key) WHERE singleton_key IS NOT NULL AND state IN ('queued', 'running') DO NOTHING
     RETURNING id::text AS id`,
    [kind, JSON.stringify(payload), runAt, opts.maxAttempts ?? 5, opts.createdBy ?? null, opts.singletonKey ?? null],
  );
  if (!r.rows[0]) return null;
  await q.query('SELECT pg_notify($1, $2)', [JOB_CHANNEL, kind]);
  return r.rows[0].id;
}

export async function getJob(q: Queryable, id: string): Promise<Job | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const r = await q.query<JobRow>(`SELECT ${JOB_COLUMNS} FROM job WHERE id = $1::bigint`, [id]);
  return r.rows[0] ? toJob(r.rows[0]) : null;
}

/**
 * Cancels a job: a queued one at once; a running one is asked to stop (the worker sees the flag at its
 * next progress write or heartbeat and ends it as cancelled). Returns the state after the call.
 */
export async function cancelJob(q: Queryable, id: string): Promise<JobState | null> {
  const r = await q.query<{ state: JobState }>(
    `UPDATE job SET cancel_requested = true, updated_at = now(),
            state = CASE WHEN state = 'queued' THEN 'cancelled' ELSE state END,
            finished_at = CASE WHEN state = 'queued' THEN now() ELSE finished_at END
      WHERE id = $1::bigint RETURNING state`,
    [id],
  );
  return r.rows[0]?.state ?? null;
}

/** Puts a failed (or cancelled) job back in the queue with fresh attempts; false when it is not in such a state. */
export async function retryJob(q: Queryable, id: string): Promise<boolean> {
  const r = await q.query(
    `UPDATE job SET state = 'queued', attempts = 0, run_at = now(), cancel_requested = false, finished_at = NULL,
            locked_by = NULL, lease_until = NULL, updated_at = now()
      WHERE id = $1::bigint AND state IN ('failed', 'cancelled')`,
    [id],
  );
  if (!r.affectedRows) return false;
  await q.query('SELECT pg_notify($1, $2)', [JOB_CHANNEL, 'retry']);
  return true;
}

export async function jobCounts(q: Queryable): Promise<{ kind: string; state: JobState; n: number }[]> {
  const r = await q.query<{ kind: string; state: JobState; n: string }>(
    'SELECT kind, state, count(*)::text AS n FROM job GROUP BY kind, state ORDER BY kind, state',
  );
  return r.rows.map((x) => ({ kind: x.kind, state: x.state, n: Number(x.n) }));
}

export async function listJobs(
  q: Queryable,
  f: { state?: JobState; kind?: string; page: number; size: number },
): Promise<{ content: Job[]; total: number }> {
  const w = new Where();
  if (f.state) w.add('state = ?', f.state);
  if (f.kind) w.add('kind = ?', f.kind);
  const p = await restPage(q, {
    select: JOB_COLUMNS,
    from: 'job',
    where: w,
    orderBy: 'job.id DESC',
    page: f.page,
    size: f.size,
    base: 1,
    present: toJob,
  });
  return { content: p.rows, total: p.total };
}
