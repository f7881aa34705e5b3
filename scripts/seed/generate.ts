/**
 * seedDemoData: wipes the business tables and loads a data set. Two ways to walk the students:
 * - small sets: stories are generated once, kept in memory, and each table is loaded in turn with
 *   every foreign key checked (the integration test runs this way, so it proves the data coherent);
 * - the large set (PostgreSQL, superuser): generator threads each stream a slice of the students to
 *   all student tables at once, one COPY per table and thread, foreign-key triggers off
 *   (session_replication_role), see parallel.ts.
 * Either way secondary indexes are dropped before the load and rebuilt after it (indexes.ts).
 * Nothing but the world (~100k classes) is held in memory at the large scale.
 */
import pg from 'pg';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@console/domain';
import type { Database } from '../../apps/server/src/platform/db';
import { hashPassword } from '../../apps/server/src/platform/auth/password';
import type { Out } from './emit-types';
import { studentExtrasStatements } from './emit-student-extras';
import { shopExtrasStatements } from './emit-shop-extras';
import { tradingExtrasStatements } from './emit-trading-extras';
import { classesExtrasStatements } from './emit-classes-extras';
import { marketingExtrasStatements } from './emit-marketing-extras';
import { clueExtrasStatements } from './emit-clue-extras';
import { fixupStatements, moveSequences } from './fixups';
import { dropSecondaryIndexes, recreateIndexes, restoreDroppedIndexes } from './indexes';
import { pgliteLoader, postgresLoader, type BulkLoader, type CopySink } from './loader';
import { readDemoRecord, wipe, writeDemoRecord, type DemoDataRecord } from './reset';
import { countAndSlice, runWorkers, type Slice } from './parallel';
import { IdCounter, type Resolved } from './resolve';
import { SCALES, type ScaleName } from './scales';
import { makeStory } from './story';
import { AFTER_TABLES, EXPLICIT_ID_TABLES, STUDENT_TABLES, WORLD_TABLES } from './tables';
import { buildWorld, planTeams } from './world';
import type { ExistingOrg } from './world-org';

export interface SeedOptions {
  scale: ScaleName;
  seed: number;
  /** China midnight of the day the data is "as of" (ms) */
  asOf: number;
  log?: (message: string) => void;
  /** PostgreSQL only: a URL for a dedicated pool (parallel COPY needs one connection per table). */
  databaseUrl?: string;
}

export interface SeedResult {
  record: DemoDataRecord;
  phases: Record<string, number>;
}

/** Above this many students (PostgreSQL, superuser), the parallel streaming load is used. */
const CACHE_LIMIT = 50_000;
/** Generator threads of the parallel load (the machine has 2 cores; PostgreSQL needs little CPU for COPY). */
const WORKERS = 2;

export async function seedDemoData(db: Database, opts: SeedOptions): Promise<SeedResult> {
  const started = Date.now();
  const scale = SCALES[opts.scale];
  const log = opts.log ?? (() => undefined);
  const phases: Record<string, number> = {};
  let mark = Date.now();
  const phase = (name: string) => {
    phases[name] = (Date.now() - mark) / 1000;
    log(`${name}: ${phases[name].toFixed(1)} s`);
    mark = Date.now();
  };

  const ownPool =
    db.kind === 'postgres' && opts.databaseUrl ? new pg.Pool({ connectionString: opts.databaseUrl, max: STUDENT_TABLES.length + 4 }) : null;
  const sharedPool = 'pool' in db && db.pool instanceof pg.Pool ? db.pool : null;
  const superuser =
    db.kind === 'postgres' &&
    (await db.query<{ s: boolean }>('SELECT rolsuper AS s FROM pg_roles WHERE rolname = current_user')).rows[0]?.s === true;
  const streaming = scale.students > CACHE_LIMIT;
  if (streaming && (ownPool === null || !superuser)) {
    await ownPool?.end();
    throw new Error(
      `${scale.name} 需要 PostgreSQL 超级用户连接 (DATABASE_URL) / the ${scale.name} set needs DATABASE_URL with a superuser role (parallel COPY with foreign-key triggers off)`,
    );
  }
  const pool = ownPool ?? sharedPool;
  const loader: BulkLoader =
    db.kind === 'postgres' && pool ? postgresLoader(pool, { replica: streaming, parallelism: 2 }) : pgliteLoader(db);
  try {
    await wipe(db, await readDemoRecord(db));
    // after the wipe the tables are empty, so indexes an interrupted load dropped come back instantly
    await restoreDroppedIndexes(db, loader);
    const existing = await existingOrg(db);
    const passwordHash =
      (
        await db.query<{ h: string }>('SELECT password_hash AS h FROM staff WHERE user_name = ANY($1) LIMIT 1', [
          DEMO_ACCOUNTS.map((a) => a.userName),
        ])
      ).rows[0]?.h ?? (await hashPassword(DEMO_PASSWORD));
    const world = buildWorld({ scale, seed: opts.seed, asOf: opts.asOf, passwordHash, existing });
    const record: DemoDataRecord = {
      status: 'loading',
      scale: scale.name,
      seed: opts.seed,
      asOf: new Date(world.asOf).toISOString(),
      students: scale.students,
      loadedAt: new Date().toISOString(),
      seconds: 0,
      generatedStaff: world.generatedStaff,
      generatedDepartments: world.generatedDepartments,
      rows: {},
    };
    await writeDemoRecord(db, record);
    phase('wipe and plan the world');

    // count class members per group, then cut the groups into classes
    let counts = new Map<number, number>();
    let slices: Slice[] = [];
    let resolved: Resolved[] = [];
    if (streaming) {
      ({ counts, slices } = countAndSlice(world, WORKERS * 4));
      planTeams(world, counts);
    } else {
      const stories = Array.from({ length: scale.students }, (_, i) => makeStory(world, i));
      for (const s of stories) for (const e of s.enrollments) counts.set(e.groupKey, (counts.get(e.groupKey) ?? 0) + 1);
      const ids = new IdCounter(world, planTeams(world, counts));
      resolved = stories.map((s) => ids.next(s));
    }
    phase(`generate ${scale.students} students, ${world.teams.length} classes`);

    // building each index once after the load beats maintaining it row by row (PGlite: ~40% faster)
    const dropped = await dropSecondaryIndexes(
      db,
      [...WORLD_TABLES, ...STUDENT_TABLES].map((t) => t.table),
    );
    let rows: Record<string, number> = {};
    for (const t of WORLD_TABLES) rows[t.table] = await loadOne(loader, t.table, t.columns, (out) => t.rows(world, out));
    phase('load organisation, catalogue, periods, classes');

    if (streaming) {
      const common = {
        scale: scale.name,
        seed: opts.seed,
        asOf: opts.asOf,
        passwordHash,
        existing,
        counts: [...counts],
        databaseUrl: opts.databaseUrl!,
      };
      rows = { ...rows, ...(await runWorkers(common, slices, WORKERS)) };
    } else {
      for (const t of STUDENT_TABLES) {
        const sink = await loader.copy(t.table, t.columns);
        const out: Out = (line) => sink.add(line);
        for (const r of resolved) {
          t.rows(world, r, out);
          if (sink.full) await sink.flush();
        }
        rows[t.table] = await sink.end();
      }
    }
    for (const t of AFTER_TABLES) rows[t.table] = await loadOne(loader, t.table, t.columns, (out) => t.rows(world, out));
    phase('load students and everything that happened to them');

    for (const sql of fixupStatements(new Date(world.asOf).toISOString(), scale.trialClassSize, scale.systemClassSize)) await db.query(sql);
    await moveSequences(db, EXPLICIT_ID_TABLES);
    for (const sql of studentExtrasStatements(new Date(world.asOf).toISOString())) await db.query(sql);
    for (const sql of tradingExtrasStatements(new Date(world.asOf).toISOString())) await db.query(sql);
    for (const sql of shopExtrasStatements(new Date(world.asOf).toISOString())) await db.query(sql);
    for (const sql of marketingExtrasStatements(new Date(world.asOf).toISOString())) await db.query(sql);
    for (const sql of classesExtrasStatements(new Date(world.asOf).toISOString())) await db.query(sql);
    for (const sql of clueExtrasStatements(new Date(world.asOf).toISOString())) await db.query(sql);
    // the large load runs with triggers off (replica role): recount the list-total rollups once
    await db.query('SELECT rebuild_count_rollups()');
    // and the per-student coupon holdings the limit trigger keeps (migration 0451)
    await db.query('SELECT rebuild_coupon_holdings()');
    phase('class, period, coupon and package counters; list-total rollups');
    await recreateIndexes(db, loader, dropped);
    phase(`rebuild ${dropped.length} secondary indexes`);
    // fresh statistics (and, on PostgreSQL, the visibility map that makes page counts index-only)
    // channel_trial_order is filled by rebuild_count_rollups() above (channel statistics read it index-only)
    const analyzed = [...[...WORLD_TABLES, ...STUDENT_TABLES, ...AFTER_TABLES].map((t) => t.table), 'channel_trial_order'];
    await loader.runAll(analyzed.map((t) => (db.kind === 'postgres' ? `VACUUM (ANALYZE) ${t}` : `ANALYZE ${t}`)));
    phase(db.kind === 'postgres' ? 'vacuum analyze' : 'analyze');

    Object.assign(record, {
      status: 'done',
      loadedAt: new Date().toISOString(),
      seconds: Math.round((Date.now() - started) / 100) / 10,
      rows,
    });
    await writeDemoRecord(db, record);
    return { record, phases };
  } finally {
    await loader.close();
    await ownPool?.end();
  }
}

async function loadOne(loader: BulkLoader, table: string, columns: readonly string[], fill: (out: Out) => void): Promise<number> {
  const sink: CopySink = await loader.copy(table, columns);
  fill((line) => sink.add(line));
  return sink.end();
}

async function existingOrg(db: Database): Promise<ExistingOrg> {
  const staff = await db.query<{
    id: string;
    user_name: string;
    real_name: string;
    mobile: string;
    department_id: string | null;
    subject_list: number[];
    role_ids: string[];
  }>('SELECT id, user_name, real_name, mobile, department_id, subject_list, role_ids FROM staff WHERE user_name = ANY($1) ORDER BY id', [
    DEMO_ACCOUNTS.map((a) => a.userName),
  ]);
  const depts = await db.query<{ id: string; name: string; pid: string; subject: number }>(
    'SELECT id, name, pid, subject FROM department ORDER BY id',
  );
  const max = await db.query<{ s: string; d: string }>(
    'SELECT (SELECT coalesce(max(id), 0) FROM staff)::text AS s, (SELECT coalesce(max(id), 0) FROM department)::text AS d',
  );
  return {
    staff: staff.rows.map((s) => ({
      id: Number(s.id),
      userName: s.user_name,
      realName: s.real_name,
      mobile: s.mobile,
      departmentId: s.department_id === null ? null : Number(s.department_id),
      subjects: s.subject_list.map(Number),
      roleIds: s.role_ids,
    })),
    departments: depts.rows.map((d) => ({ id: Number(d.id), name: d.name, pid: Number(d.pid), subject: d.subject })),
    maxStaffId: Number(max.rows[0].s),
    maxDeptId: Number(max.rows[0].d),
  };
}
