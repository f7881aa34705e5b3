import type { Database } from './types';

/** How often the appended deltas of the count rollups are folded (migration 0220). */
export const COUNT_COMPACTION_MS = 60_000;

/**
 * Folds the count rollups' deltas every minute so a total stays a sum over a few hundred rows
 * however many writes came in. Safe on every instance at once (one statement per rollup).
 */
export function startCountCompaction(db: Database, onError: (err: unknown) => void): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await db.query('SELECT compact_count_rollups()');
    } catch (err) {
      onError(err);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), COUNT_COMPACTION_MS);
  timer.unref();
  return () => clearInterval(timer);
}
