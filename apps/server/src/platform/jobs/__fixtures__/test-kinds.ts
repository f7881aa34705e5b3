import type { Database } from '../../db';
import type { JobRunner } from '../runner';

/** Tables the job tests observe: one row per run (attempt) and one per effect (idempotent by job id). */
export async function createTestTables(db: Database): Promise<void> {
  await db.exec(`CREATE TABLE IF NOT EXISTS job_test_run (job_id bigint NOT NULL, attempt int NOT NULL, instance text NOT NULL, at timestamptz NOT NULL DEFAULT clock_timestamp());
    CREATE TABLE IF NOT EXISTS job_test_effect (job_id bigint PRIMARY KEY, n int NOT NULL DEFAULT 1)`);
}

export interface EffectPayload {
  /** The first run stops half-way and waits forever (until its instance dies). */
  hangOnFirst?: boolean;
  /** Runs that fail before one succeeds (counted over retries by hand too). */
  failTimes?: number;
}

/**
 * `test.effect`: records the run, reports half progress, then writes its effect idempotently
 * (INSERT … ON CONFLICT DO NOTHING keyed by the job id), the way every job kind is written.
 */
export function registerEffectKind(db: Database, runner: JobRunner): void {
  runner.register<EffectPayload>(
    'test.effect',
    async ({ job, progress, signal }) => {
      await db.query('INSERT INTO job_test_run (job_id, attempt, instance) VALUES ($1, $2, $3)', [job.id, job.attempts, runner.instanceId]);
      const runs = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM job_test_run WHERE job_id = $1', [job.id])).rows[0].n;
      await progress(1, 2);
      if (job.payload.failTimes && runs <= job.payload.failTimes) throw new Error(`planned failure ${runs}`);
      if (job.payload.hangOnFirst && runs === 1) {
        await new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error)));
      }
      await db.query('INSERT INTO job_test_effect (job_id) VALUES ($1) ON CONFLICT (job_id) DO NOTHING', [job.id]);
      await progress(2, 2);
      return { ok: true };
    },
    { retryDelayMs: 100, maxRetryDelayMs: 400 },
  );
}
