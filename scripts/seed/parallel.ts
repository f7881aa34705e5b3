/**
 * The large load with several generator threads. A first pass (this thread) counts class members
 * and, for each contiguous slice of students, records where the id counters and the class dealing
 * stand when the slice starts. Each worker then rebuilds the same world, resumes from the snapshot
 * of each of its slices and streams them with its own COPY connections (foreign-key triggers off:
 * rows refer to each other across slices). Same rows, same ids as one thread would produce.
 */
import { Worker } from 'node:worker_threads';
import type { ExistingOrg } from './world-org';
import { countRows, ID_TABLES, zeroBase, type IdBase } from './resolve';
import { makeStory } from './story';
import { groupShape, type TeamShape } from './world';
import type { World } from './world-types';
import type { ScaleName } from './scales';

export interface Slice {
  start: number;
  end: number;
  base: IdBase;
  /** members already dealt per class group when the slice starts (only groups the slice touches) */
  dealt: [number, number][];
}

export interface WorkerInput {
  scale: ScaleName;
  seed: number;
  asOf: number;
  passwordHash: string;
  existing: ExistingOrg;
  counts: [number, number][];
  slices: Slice[];
  databaseUrl: string;
}

export interface WorkerOutput {
  rows: Record<string, number>;
  /** id counters after each slice, keyed by the slice's first student */
  ends: { start: number; total: IdBase }[];
}

/** Counts group members (for the class plan) and cuts the students into `slices` resumable slices. */
export function countAndSlice(world: World, slices: number): { counts: Map<number, number>; slices: Slice[] } {
  const n = world.scale.students;
  const size = Math.ceil(n / slices);
  const counts = new Map<number, number>();
  const shapes = new Map<number, TeamShape>();
  const shape = (key: number) => {
    let s = shapes.get(key);
    if (!s) shapes.set(key, (s = groupShape(world, key)));
    return s;
  };
  const total = zeroBase();
  const out: Slice[] = [];
  let dealt = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    if (i % size === 0) {
      if (out.length) out[out.length - 1].dealt = [...dealt];
      dealt = new Map();
      out.push({ start: i, end: Math.min(n, i + size), base: { ...total }, dealt: [] });
    }
    const s = makeStory(world, i);
    for (const e of s.enrollments) {
      if (!dealt.has(e.groupKey)) dealt.set(e.groupKey, counts.get(e.groupKey) ?? 0);
      counts.set(e.groupKey, (counts.get(e.groupKey) ?? 0) + 1);
    }
    const c = countRows(world, s, shape);
    for (const t of ID_TABLES) total[t] += c[t];
  }
  if (out.length) out[out.length - 1].dealt = [...dealt];
  return { counts, slices: out };
}

/**
 * Runs `workers` threads; slices are dealt to them in turn (older students have more history, so
 * contiguous halves would finish minutes apart). Checks every slice ended where the next one began.
 */
export async function runWorkers(common: Omit<WorkerInput, 'slices'>, slices: Slice[], workers: number): Promise<Record<string, number>> {
  const script = new URL('./worker.ts', import.meta.url).href;
  // workers do not inherit tsx's loader: register it, then load the TypeScript worker
  const boot = `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(script)}); })`;
  const outputs = await Promise.all(
    Array.from(
      { length: workers },
      (_, w) =>
        new Promise<WorkerOutput>((resolve, reject) => {
          const workerData: WorkerInput = { ...common, slices: slices.filter((_s, k) => k % workers === w) };
          const worker = new Worker(boot, { eval: true, workerData });
          worker.once('message', (m: WorkerOutput) => resolve(m));
          worker.once('error', reject);
          worker.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`seed worker exited with ${code}`))));
        }),
    ),
  );
  const ends = new Map(outputs.flatMap((o) => o.ends).map((e) => [e.start, e.total]));
  slices.forEach((slice, k) => {
    const next = slices[k + 1]?.base;
    const end = ends.get(slice.start);
    if (!end || (next && ID_TABLES.some((t) => next[t] !== end[t])))
      throw new Error(`seed slice from student ${slice.start} did not end where the next one begins`);
  });
  const rows: Record<string, number> = {};
  for (const o of outputs) for (const [t, n] of Object.entries(o.rows)) rows[t] = (rows[t] ?? 0) + n;
  return rows;
}
