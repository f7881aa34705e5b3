/** A generator thread of the large load: one slice of the students, its own COPY connections. */
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import type { Out } from './emit-types';
import { postgresLoader } from './loader';
import type { WorkerInput, WorkerOutput } from './parallel';
import { IdCounter } from './resolve';
import { SCALES } from './scales';
import { makeStory } from './story';
import { STUDENT_TABLES } from './tables';
import { buildWorld, planTeams } from './world';

async function run(input: WorkerInput): Promise<WorkerOutput> {
  const world = buildWorld({
    scale: SCALES[input.scale],
    seed: input.seed,
    asOf: input.asOf,
    passwordHash: input.passwordHash,
    existing: input.existing,
  });
  const groups = planTeams(world, new Map(input.counts));
  const pool = new pg.Pool({ connectionString: input.databaseUrl, max: STUDENT_TABLES.length + 1 });
  try {
    const loader = postgresLoader(pool, { replica: true, parallelism: 1 });
    const sinks = await Promise.all(STUDENT_TABLES.map((t) => loader.copy(t.table, t.columns)));
    const outs: Out[] = sinks.map((sink) => (line) => sink.add(line));
    const ends: WorkerOutput['ends'] = [];
    for (const slice of input.slices) {
      // resume exactly where a single pass would be at the slice's first student
      for (const [key, dealt] of slice.dealt) groups.get(key)!.dealt = dealt;
      const ids = new IdCounter(world, groups, { ...slice.base });
      for (let i = slice.start; i < slice.end; i++) {
        const r = ids.next(makeStory(world, i));
        for (let k = 0; k < STUDENT_TABLES.length; k++) STUDENT_TABLES[k].rows(world, r, outs[k]);
        for (const sink of sinks) if (sink.full) await sink.flush();
      }
      ends.push({ start: slice.start, total: ids.total });
    }
    const rows: Record<string, number> = {};
    for (const sink of sinks) rows[sink.table] = await sink.end();
    return { rows, ends };
  } finally {
    await pool.end();
  }
}

run(workerData as WorkerInput).then(
  (out) => parentPort?.postMessage(out),
  (err: unknown) => {
    throw err;
  },
);
