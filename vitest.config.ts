import { defineConfig } from 'vitest/config';

// One runner for everything. The server's integration tests run on the embedded PostgreSQL (PGlite)
// always, and a second time on a real PostgreSQL server when DATABASE_URL is set (CI does).
// Groups run one after another (sequence.groupOrder) so timing-sensitive journeys never share the
// two cores with a full integration run.
const serverTests = ['apps/server/src/**/*.test.ts'];
const realPg = process.env.DATABASE_URL;
// Tests that touch no database run once, not again on PostgreSQL.
const databaseFree = ['apps/server/src/test/lint-boundaries.test.ts', 'apps/server/src/test/route-map.test.ts', 'apps/server/src/platform/registry/**'];
// Migrates one database per run; every test file starts from a copy of it (apps/server/src/test/template-db.ts).
const templateSetup = 'apps/server/src/test/template-db.ts';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: serverTests,
          globalSetup: [templateSetup],
          env: { TEST_DATABASE_URL: '' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(realPg
        ? [
            {
              test: {
                name: 'server-pg',
                include: serverTests,
                exclude: databaseFree,
                globalSetup: [templateSetup],
                sequence: { groupOrder: 1 },
                env: { TEST_DATABASE_URL: realPg },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          // Migrates and loads the demo once; each suite's server starts from a copy (e2e/support/data-template.ts).
          globalSetup: ['e2e/support/data-template.ts'],
          sequence: { groupOrder: 2 },
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
