import type { Queryable } from '../db';
import type { JobRunner } from './runner';

export const PRUNE_JOB = 'jobs.prune';
/** Finished occurrences of recurring jobs are kept this long (the operations view shows the recent ones). */
export const RECURRING_KEEP_HOURS = 24;

/**
 * Deletes finished occurrences of recurring jobs (a minute's compaction is 1,440 rows a day) once
 * they are a day old. Jobs asked for by people (exports, imports) stay: their records point at them.
 */
export async function pruneJobs(q: Queryable, keepHours = RECURRING_KEEP_HOURS): Promise<number> {
  const r = await q.query(
    `DELETE FROM job WHERE singleton_key LIKE 'schedule:%' AND state IN ('done', 'cancelled')
        AND finished_at < now() - $1 * interval '1 hour'`,
    [keepHours],
  );
  return r.affectedRows ?? 0;
}

export function schedulePruning(q: Queryable, jobs: JobRunner): void {
  jobs.register(PRUNE_JOB, async () => ({ deleted: await pruneJobs(q) }));
  jobs.schedule('jobs-prune', PRUNE_JOB, 60 * 60_000);
}
