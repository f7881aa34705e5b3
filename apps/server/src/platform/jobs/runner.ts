import { randomBytes } from 'node:crypto';
import type { Database } from '../db';
import { runInBackground } from '../db/priority';
import { JOB_CHANNEL, JOB_COLUMNS, toJob, type Job, type JobRow } from './store';

/** Thrown by `progress()` (and to be thrown by handlers that see `signal.aborted`) when the job was cancelled. */
export class JobCancelled extends Error {
  constructor() {
    super('job cancelled');
  }
}

/** Thrown by a handler when trying again cannot help (a refusal, bad input): the job fails at once. */
export class JobFailed extends Error {}

export interface JobContext<P> {
  job: Job & { payload: P };
  /** Aborted when the job is cancelled or this instance shuts down. */
  signal: AbortSignal;
  /**
   * Writes progress in one short statement (never inside a long transaction) and renews the lease.
   * Throws JobCancelled when someone asked to cancel the job.
   */
  progress(done: number, total?: number | null): Promise<void>;
}

export type JobHandler<P> = (ctx: JobContext<P>) => Promise<unknown>;

export interface JobKindOptions {
  /** First retry delay; doubled per attempt up to maxRetryDelayMs. Default 5 s. */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
}

export interface RunnerOptions {
  /** Names this worker in `job.locked_by`. */
  instanceId?: string;
  /** Jobs run at once by this instance. Default 2 (two cores serve everything). */
  concurrency?: number;
  /** Longest idle wait between looks at the queue; NOTIFY and the next due time wake it earlier. Default 5 s. */
  pollMs?: number;
  /** How long a claimed job stays ours without a heartbeat. Default 30 s (renewed every lease / 3). */
  leaseMs?: number;
  onError?: (err: unknown, job?: Job) => void;
}

interface Kind {
  handler: JobHandler<never>;
  opts: Required<JobKindOptions>;
}

/** Delay before retry n (1-based): base · 2^(n-1), capped. */
export const retryDelay = (attempt: number, base: number, max: number): number => Math.min(max, base * 2 ** Math.max(0, attempt - 1));

/**
 * Claims and runs jobs of the registered kinds. One per server instance; any number of instances can
 * share a database: a job is claimed by one of them (FOR UPDATE SKIP LOCKED) under a lease, and taken
 * over by another when the lease runs out without a heartbeat (its instance died).
 */
export class JobRunner {
  readonly instanceId: string;
  private readonly kinds = new Map<string, Kind>();
  private readonly schedules = new Map<string, { kind: string; everyMs: number; payload: object }>();
  private readonly active = new Map<string, AbortController>();
  private readonly concurrency: number;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private running = false;
  private stopping = false;
  private wakeUp: (() => void) | null = null;
  private woken = false;
  private loop: Promise<void> | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly opts: RunnerOptions = {},
  ) {
    this.instanceId = opts.instanceId ?? `${process.pid}-${randomBytes(3).toString('hex')}`;
    this.concurrency = opts.concurrency ?? 2;
    this.pollMs = opts.pollMs ?? 5000;
    this.leaseMs = opts.leaseMs ?? 30_000;
  }

  register<P>(kind: string, handler: JobHandler<P>, opts: JobKindOptions = {}): void {
    if (this.kinds.has(kind)) throw new Error(`job kind ${kind} registered twice`);
    this.kinds.set(kind, {
      handler: handler as JobHandler<never>,
      opts: { retryDelayMs: opts.retryDelayMs ?? 5000, maxRetryDelayMs: opts.maxRetryDelayMs ?? 10 * 60_000 },
    });
  }

  /** A recurring job: `kind` is enqueued every `everyMs` by exactly one instance (the schedule row's lock decides). */
  schedule(name: string, kind: string, everyMs: number, payload: object = {}): void {
    this.schedules.set(name, { kind, everyMs, payload });
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    for (const [name, s] of this.schedules) {
      await this.db.query(
        `INSERT INTO job_schedule (name, kind, payload, every_ms, next_run_at) VALUES ($1, $2, $3, $4::bigint, now() + $4::bigint * interval '1 millisecond')
         ON CONFLICT (name) DO UPDATE SET kind = EXCLUDED.kind, payload = EXCLUDED.payload, every_ms = EXCLUDED.every_ms, updated_at = now()`,
        [name, s.kind, JSON.stringify(s.payload), s.everyMs],
      );
    }
    this.unlisten = await this.db.listen(JOB_CHANNEL, () => this.wake());
    this.loop = this.run();
  }

  /** Stops claiming, aborts what runs here and hands it back to the queue (without counting a try). */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.stopping = true;
    for (const c of this.active.values()) c.abort(new Error('instance shutting down'));
    this.wake();
    await this.loop;
    await Promise.allSettled([...this.inFlight]);
    await this.unlisten?.();
  }

  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  private async run(): Promise<void> {
    while (this.running) {
      let delay = this.pollMs;
      try {
        delay = await this.tick();
      } catch (err) {
        this.opts.onError?.(err);
      }
      if (!this.running) break;
      if (this.woken) {
        this.woken = false;
        continue;
      }
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, delay);
        this.wakeUp = () => {
          clearTimeout(t);
          resolve();
        };
      });
      this.wakeUp = null;
      this.woken = false;
    }
  }

  /** One look at the queue: enqueue due schedules, claim free slots' worth of jobs; returns how long to wait. */
  private async tick(): Promise<number> {
    if (this.schedules.size) await this.fireSchedules();
    const free = this.concurrency - this.active.size;
    if (free > 0 && this.kinds.size) {
      const claimed = await this.claim(free);
      for (const job of claimed) this.start1(job);
    }
    return this.nextDelay();
  }

  private async fireSchedules(): Promise<void> {
    await this.db.query(
      `WITH due AS (
         UPDATE job_schedule SET updated_at = now(),
                next_run_at = next_run_at + (floor(EXTRACT(EPOCH FROM (now() - next_run_at)) * 1000 / every_ms) + 1) * every_ms * interval '1 millisecond'
          WHERE next_run_at <= now() AND name = ANY($1::text[])
          RETURNING name, kind, payload)
       INSERT INTO job (kind, payload, singleton_key) SELECT kind, payload, 'schedule:' || name FROM due ON CONFLICT DO NOTHING`,
      [[...this.schedules.keys()]],
    );
  }

  private async claim(limit: number): Promise<Job[]> {
    const r = await this.db.query<JobRow>(
      `UPDATE job SET state = 'running', attempts = attempts + 1, locked_by = $1, lease_until = now() + $2 * interval '1 millisecond',
              started_at = coalesce(started_at, now()), updated_at = now()
        WHERE id IN (SELECT id FROM job
                      WHERE kind = ANY($3::text[]) AND ((state = 'queued' AND run_at <= now()) OR (state = 'running' AND lease_until < now()))
                      ORDER BY run_at, id LIMIT $4 FOR UPDATE SKIP LOCKED)
        RETURNING ${JOB_COLUMNS}`,
      [this.lockId(), this.leaseMs, [...this.kinds.keys()], limit],
    );
    return r.rows.map(toJob);
  }

  /** Milliseconds until something is due here: a queued job, an expired lease, a schedule (capped by pollMs). */
  private async nextDelay(): Promise<number> {
    if (this.active.size >= this.concurrency) return this.pollMs;
    const r = await this.db.query<{ ms: string | null }>(
      `SELECT (GREATEST(0, EXTRACT(EPOCH FROM (min(t) - now())) * 1000))::bigint::text AS ms FROM (
         SELECT min(run_at) AS t FROM job WHERE state = 'queued' AND kind = ANY($1::text[])
         UNION ALL SELECT min(lease_until) FROM job WHERE state = 'running' AND kind = ANY($1::text[])
         UNION ALL SELECT min(next_run_at) FROM job_schedule WHERE name = ANY($2::text[])) x`,
      [[...this.kinds.keys()], [...this.schedules.keys()]],
    );
    const ms = r.rows[0]?.ms;
    return ms === null || ms === undefined ? this.pollMs : Math.min(this.pollMs, Number(ms) + 5);
  }

  private lockId(): string {
    return this.instanceId;
  }

  private start1(job: Job): void {
    const kind = this.kinds.get(job.kind);
    if (!kind) return;
    const controller = new AbortController();
    this.active.set(job.id, controller);
    const p = this.execute(job, kind, controller)
      .catch((err: unknown) => this.opts.onError?.(err, job))
      .finally(() => {
        this.active.delete(job.id);
        this.inFlight.delete(p);
        this.wake();
      });
    this.inFlight.add(p);
  }

  private async execute(job: Job, kind: Kind, controller: AbortController): Promise<void> {
    if (job.attempts > job.maxAttempts) {
      // Its last try died with its instance.
      await this.finish(job, 'failed', { error: job.lastError ?? 'lease expired on the last attempt' });
      return;
    }
    const renew = async (done?: number, total?: number | null): Promise<boolean> => {
      const r = await this.db.query<{ cancel_requested: boolean }>(
        `UPDATE job SET lease_until = now() + $3 * interval '1 millisecond', updated_at = now(),
                progress_done = coalesce($4, progress_done), progress_total = CASE WHEN $5 THEN $6 ELSE progress_total END
          WHERE id = $1::bigint AND locked_by = $2 AND state = 'running' RETURNING cancel_requested`,
        [job.id, this.lockId(), this.leaseMs, done ?? null, total !== undefined, total ?? null],
      );
      const row = r.rows[0];
      // No row: the lease was lost (taken over after a stall); stop working on it.
      if (!row || row.cancel_requested) controller.abort(row ? new JobCancelled() : new Error('lease lost'));
      return !row || row.cancel_requested;
    };
    const heartbeat = setInterval(
      () => void renew().catch((err: unknown) => this.opts.onError?.(err, job)),
      Math.max(200, this.leaseMs / 3),
    );
    const ctx: JobContext<never> = {
      job: job as Job & { payload: never },
      signal: controller.signal,
      progress: async (done, total) => {
        if (await renew(done, total)) throw controller.signal.reason instanceof Error ? controller.signal.reason : new JobCancelled();
      },
    };
    try {
      // Background priority: on the embedded database a job's statements wait for interactive ones (db/statement-gate.ts).
      const result = await runInBackground(() => kind.handler(ctx));
      await this.finish(job, 'done', { result });
    } catch (err) {
      const reason: unknown = controller.signal.aborted ? controller.signal.reason : null;
      if (reason instanceof JobCancelled || err instanceof JobCancelled) await this.finish(job, 'cancelled', {});
      else if (this.stopping) await this.release(job);
      else if (reason instanceof Error && reason.message === 'lease lost') return;
      else {
        const message = err instanceof Error ? err.message : String(err);
        if (err instanceof JobFailed || job.attempts >= job.maxAttempts) await this.finish(job, 'failed', { error: message });
        else await this.retryLater(job, message, retryDelay(job.attempts, kind.opts.retryDelayMs, kind.opts.maxRetryDelayMs));
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async finish(job: Job, state: 'done' | 'failed' | 'cancelled', r: { result?: unknown; error?: string }): Promise<void> {
    await this.db.query(
      `UPDATE job SET state = $3::text, result = $4, last_error = coalesce($5, last_error), finished_at = now(), lease_until = NULL,
              updated_at = now(), progress_done = CASE WHEN $3::text = 'done' THEN coalesce(progress_total, progress_done) ELSE progress_done END
        WHERE id = $1::bigint AND locked_by = $2 AND state = 'running'`,
      [job.id, this.lockId(), state, r.result === undefined ? null : JSON.stringify(r.result), r.error ?? null],
    );
  }

  private async retryLater(job: Job, error: string, delayMs: number): Promise<void> {
    await this.db.query(
      `UPDATE job SET state = 'queued', last_error = $3, run_at = now() + $4 * interval '1 millisecond', lease_until = NULL, locked_by = NULL, updated_at = now()
        WHERE id = $1::bigint AND locked_by = $2 AND state = 'running'`,
      [job.id, this.lockId(), error, delayMs],
    );
  }

  /** Shutdown: back to the queue at once, and this try does not count. */
  private async release(job: Job): Promise<void> {
    await this.db.query(
      `UPDATE job SET state = 'queued', attempts = greatest(0, attempts - 1), run_at = now(), lease_until = NULL, locked_by = NULL, updated_at = now()
        WHERE id = $1::bigint AND locked_by = $2 AND state = 'running'`,
      [job.id, this.lockId()],
    );
  }
}
