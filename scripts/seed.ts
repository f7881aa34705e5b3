/**
 * (Re)loads the demo data: npm run seed -- --scale small|large [--seed demo] [--as-of YYYY-MM-DD]
 * (also tiny: 300 students, and medium: 100,000 students on PostgreSQL, for tests and rehearsals)
 * Opens the same database the server would (DATABASE_URL, else the embedded one in DATA_DIR),
 * applies migrations, makes sure the demo accounts exist, wipes the business tables and loads.
 * `large` (the benchmark set) needs PostgreSQL. See scripts/seed/README.md.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/server/src/platform/config';
import { migrate, openDatabase } from '../apps/server/src/platform/db';
import { ensureDemoAccounts } from '../apps/server/src/platform/demo/accounts';
import { seedDemoData } from './seed/generate';
import { seedOf } from './seed/rng';
import { businessTables } from './seed/reset';
import { isScaleName, parseAsOf, SCALES } from './seed/scales';
import { verifyForeignKeys } from './seed/verify';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'small' },
    seed: { type: 'string', default: 'demo' },
    'as-of': { type: 'string' },
    /** check every foreign key by query afterwards (the large load runs with FK triggers off) */
    verify: { type: 'boolean', default: false },
  },
});

async function main(): Promise<void> {
  const scale = values.scale ?? 'small';
  if (!isScaleName(scale))
    throw new Error(`--scale 只能是 tiny、small、medium 或 large / --scale must be tiny, small, medium or large (got ${scale})`);
  const config = loadConfig();
  if ((scale === 'large' || scale === 'medium') && !config.databaseUrl) {
    throw new Error(
      'large 数据集只能装入 PostgreSQL，请设置 DATABASE_URL / the large set needs PostgreSQL: set DATABASE_URL=postgres://...',
    );
  }
  const asOf = parseAsOf(values['as-of']);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    await ensureDemoAccounts(db);
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
    console.log(
      `seeding ${scale} (${SCALES[scale].students.toLocaleString('en')} students) into ${where}, as of ${new Date(asOf + 8 * 3_600_000).toISOString().slice(0, 10)}`,
    );
    const { record } = await seedDemoData(db, {
      scale,
      seed: seedOf(values.seed ?? 'demo'),
      asOf,
      databaseUrl: config.databaseUrl,
      log: (m) => console.log(`  ${m}`),
    });
    const total = Object.values(record.rows).reduce((a, b) => a + b, 0);
    console.log(`loaded ${total.toLocaleString('en')} rows in ${record.seconds} s`);
    for (const [table, n] of Object.entries(record.rows).sort((a, b) => b[1] - a[1]))
      console.log(`  ${table.padEnd(22)} ${n.toLocaleString('en').padStart(12)}`);
    if (values.verify) {
      const t0 = Date.now();
      const { checked, broken } = await verifyForeignKeys(db, businessTables());
      console.log(
        `verified ${checked} foreign keys in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${broken.length ? 'BROKEN' : 'all hold'}`,
      );
      for (const b of broken) console.log(`  ${b}`);
      if (broken.length) process.exitCode = 1;
    }
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
