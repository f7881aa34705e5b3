/**
 * The benchmark suite: npm run bench [-- --seconds 5 --port 8093 --only OrderPage --no-export --no-first-start --no-build]
 * Against the large set on PostgreSQL (DATABASE_URL; load it with `npm run seed -- --scale large`).
 * Starts the real server on loopback, logs in as admin, and for each key list measures the HTTP API
 * with autocannon (1 and 20 clients), the same SQL directly (the floor) and their ratio; then exports,
 * the embedded first start, and the gzip sizes of the web build. Writes bench/results.json and prints
 * a markdown table (docs/performance.md explains the figures).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { SESSION_OPTIONS } from '../apps/server/src/platform/db/postgres';
import { webSizes } from './bench/assets';
import { sqlCapture } from './bench/capture';
import { benchExport, type ExportResult } from './bench/export';
import { benchJobExport } from './bench/job-export';
import { firstStart } from './bench/first-start';
import { loadTest, probe, timeSql, type HttpTarget } from './bench/measure';
import { benchContext, benchQueries } from './bench/queries';
import { markdown, targets, type BenchResults, type QueryResult } from './bench/report';
import { login, ROOT, startServer } from './bench/server';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    port: { type: 'string', default: '8093' },
    only: { type: 'string' },
    'no-export': { type: 'boolean', default: false },
    'no-first-start': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
  },
});

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error(
      'npm run bench 需要 DATABASE_URL（装好 large 数据集的 PostgreSQL） / set DATABASE_URL to the PostgreSQL holding the large set',
    );
  const seconds = Number(values.seconds);
  const port = Number(values.port);
  const client = new pg.Client({ connectionString: url, options: SESSION_OPTIONS });
  await client.connect();
  const record = (await client.query<{ value: string }>(`SELECT value FROM app_setting WHERE key = 'demo_data'`)).rows[0];
  const data = record
    ? (JSON.parse(record.value) as { scale: string; students: number; rows: Record<string, number>; seconds: number; status?: string })
    : null;
  if (data?.scale !== 'large')
    console.warn(`warning: the database holds the ${data?.scale ?? 'no'} data set, not large; figures will not be comparable`);
  const results: Omit<BenchResults, 'targets'> = {
    when: new Date().toISOString(),
    machine: {
      cpu: cpus()[0]?.model ?? 'unknown',
      cores: cpus().length,
      memoryGb: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      postgres: `PostgreSQL ${(await client.query<{ v: string }>("SELECT current_setting('server_version') AS v")).rows[0].v.split(' ')[0]}`,
      load: loadavg()
        .map((x) => x.toFixed(2))
        .join(' '),
    },
    dataSet: data ? { scale: data.scale, students: data.students, rows: data.rows, loadSeconds: data.seconds } : null,
    settings: { seconds, port },
    queries: [],
    exports: [],
    firstStart: null,
    web: null,
  };

  console.log(`starting the server on 127.0.0.1:${port} (DATABASE_URL, DEMO=1)…`);
  const server = await startServer({ DATABASE_URL: url, DEMO: '1' }, port);
  try {
    const token = await login(server.url);
    const ctx = await benchContext(client);
    const capture = await sqlCapture(url);
    const bare = { url: `${server.url}/graphql/v1/toss`, token, body: JSON.stringify({ query: '{ __typename }' }) };
    await loadTest(bare, 20, Math.min(2, seconds));
    results.fixedCost = await loadTest(bare, 1, seconds);
    console.log(`  fixed cost of a request ({ __typename }): p50 ${results.fixedCost.p50} ms, p95 ${results.fixedCost.p95} ms`);
    for (const query of benchQueries(ctx)) {
      if (values.only && !query.name.includes(values.only)) continue;
      const result: QueryResult = { name: query.name, root: null, status: 'missing' };
      for (const root of query.roots) {
        // A REST row sends its own method and body; a GraphQL row posts the document.
        const rest = root === 'rest';
        const target: HttpTarget = {
          url: `${server.url}${query.path}`,
          token,
          method: rest ? (query.method ?? 'POST') : 'POST',
          body: rest ? (query.body ?? '{}') : JSON.stringify({ query: query.document(root) }),
        };
        const p = await probe(target);
        if (p.missingRoot) continue;
        result.root = root;
        if (!p.ok) {
          Object.assign(result, { status: 'error', message: p.message });
          break;
        }
        result.status = 'ok';
        result.totalElements = p.totalElements;
        const captured = await capture.capture(query.path, token, target.body, target.method);
        if (captured.length) {
          result.sqlSource = 'captured';
          result.statements = captured.map((x) => x.text.replace(/\s+/g, ' '));
          result.sql = await timeSql(client, captured, Math.min(seconds, 3));
        }
        // steady state, as a running server sees it: V8 has optimized the path and the pool's
        // connections have prepared the statements (discarded)
        await loadTest(target, 20, Math.min(2, seconds));
        result.api1 = await loadTest(target, 1, seconds);
        // twice as long: with 20 clients a slow list needs seconds before its first answers come back
        result.api20 = await loadTest(target, 20, seconds * 2);
        break;
      }
      if (!result.sql && query.sql.length) {
        result.sqlSource = 'model-equivalent';
        result.sql = await timeSql(client, query.sql, Math.min(seconds, 3));
      }
      if (result.api1 && result.sql) result.ratio = Math.round((result.api1.p50 / Math.max(0.01, result.sql.p50)) * 100) / 100;
      results.queries.push(result);
      console.log(
        `  ${query.name}: ${result.status}${result.api1 ? ` api p50 ${result.api1.p50} ms p95 ${result.api1.p95} ms, 20 clients ${result.api20?.rps}/s` : ''}${result.sql ? `, sql p50 ${result.sql.p50} ms` : ''}${result.message ? ` (${result.message.slice(0, 120)})` : ''}`,
      );
    }
    await capture.close();
  } finally {
    await server.stop();
  }
  if (!values['no-export']) {
    // a fresh server, so the peak belongs to the export and not to the heap the load tests grew
    const fresh = await startServer({ DATABASE_URL: url, DEMO: '1' }, port);
    try {
      const token = await login(fresh.url);
      for (const rows of [100_000, 1_000_000]) {
        const e: ExportResult = await benchExport(client, fresh, token, rows);
        results.exports.push(e);
        console.log(`  export ${rows}: ${e.status} ${e.seconds ?? ''} s, peak RSS ${e.peakRssMb ?? '–'} MB ${e.message ?? ''}`);
      }
    } finally {
      await fresh.stop();
    }
    // The same 1,000,000 rows as an export-centre job, on a fresh server again.
    const jobServer = await startServer({ DATABASE_URL: url, DEMO: '1' }, port);
    try {
      const e = await benchJobExport(client, jobServer, await login(jobServer.url), 1_000_000);
      results.exports.push(e);
      console.log(
        `  job export ${e.rows}: ${e.status} ${e.seconds ?? ''} s, peak RSS ${e.peakRssMb ?? '–'} MB, progress monotonic ${e.progressMonotonic}, rows = list total ${e.rowsMatch} ${e.message ?? ''}`,
      );
    } finally {
      await jobServer.stop();
    }
  }
  await client.end();
  if (!values['no-first-start']) {
    console.log('embedded first start (fresh DATA_DIR)…');
    results.firstStart = await firstStart(port + 1);
  }
  results.web = webSizes(!values['no-build']);
  const full: BenchResults = { ...results, targets: targets(results) };
  mkdirSync(join(ROOT, 'bench'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results.json'), JSON.stringify(full, null, 2) + '\n');
  console.log(`\n${markdown(full)}\n\nwritten: bench/results.json`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
