import type { JobRunner } from '../jobs';
import type { Database } from './types';

/** How often the appended deltas of the count rollups are folded (migration 0220). */
export const COUNT_COMPACTION_MS = 60_000;

export const COUNT_COMPACTION_JOB = 'count-rollups.compact';

/**
 * Folds the count rollups' deltas every minute so a total stays a sum over a few hundred rows
 * however many writes came in. A recurring job: one instance runs each occurrence.
 */
export function scheduleCountCompaction(db: Database, jobs: JobRunner): void {
  jobs.register(COUNT_COMPACTION_JOB, async () => {
    await db.query('SELECT compact_count_rollups()');
  });
  jobs.schedule('count-rollups', COUNT_COMPACTION_JOB, COUNT_COMPACTION_MS);
}
