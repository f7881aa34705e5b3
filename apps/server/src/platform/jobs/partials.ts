import type { Queryable } from '../db';
import type { FileStorage, Visibility } from '../files';
import type { Job } from './store';

/** Partial files of no job (untagged, written before tags existed) count as dead after a day. */
const UNTAGGED_DEAD_MS = 24 * 3600_000;

/** The tag a job's partial files carry: which claim of which job writes them (a takeover claims anew). */
export const partTagOf = (job: Pick<Job, 'id' | 'attempts'>): string => `job${job.id}a${job.attempts}`;

/**
 * Removes partial files whose writer is gone: a job claim that is no longer running under a live lease
 * (its instance was killed, or the job was taken over, failed or cancelled since). A live writer's
 * partial is kept: the files are listed before the jobs are read, so a claim that started writing after
 * the listing is not in it. Returns how many were removed.
 */
export async function sweepDeadPartials(db: Queryable, files: FileStorage, visibility: Visibility, prefixes: string[]): Promise<number> {
  const partials = (await Promise.all(prefixes.map((p) => files.listPartials(visibility, p)))).flat();
  if (partials.length === 0) return 0;
  const jobOf = (tag: string | null) => /^job(\d+)a\d+$/.exec(tag ?? '')?.[1];
  const ids = [...new Set(partials.map((p) => jobOf(p.tag)).filter((id): id is string => Boolean(id)))];
  const live = new Set(
    ids.length === 0
      ? []
      : (
          await db.query<{ tag: string }>(
            `SELECT 'job' || id || 'a' || attempts AS tag FROM job WHERE id = ANY($1::bigint[]) AND state = 'running' AND lease_until > now()`,
            [ids],
          )
        ).rows.map((r) => r.tag),
  );
  let removed = 0;
  for (const p of partials) {
    const dead = jobOf(p.tag) ? !live.has(p.tag!) : p.ageMs > UNTAGGED_DEAD_MS;
    if (!dead) continue;
    await files.remove(visibility, p.key);
    removed++;
  }
  return removed;
}
