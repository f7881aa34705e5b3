/**
 * The classes area's list queries measured in-process against an already loaded database, read
 * only: no server, no migrations (so a shared benchmark database is left exactly as it is). Each
 * document runs through the same query engine and schema the API serves (runGraphql), as the top
 * administrator in art; warm-up, then N sequential runs; prints p50 / p95 in ms. It measures engine
 * + database, not HTTP (npm run bench adds the request's fixed cost, ~1-2 ms).
 *
 *   DATABASE_URL=postgres://…/bench npx tsx scripts/bench-classes.ts [--runs 40]
 */
import { parseArgs } from 'node:util';
import { buildQueryRegistry } from '../apps/server/src/modules';
import { openPostgres } from '../apps/server/src/platform/db/postgres';
import type { AuthedContext } from '../apps/server/src/platform/http/context';
import { runGraphql, schemaFor } from '../apps/server/src/platform/query';
import { queryContext } from '../apps/server/src/platform/query/routes';
import { benchContext, benchQueries } from './bench/queries';
import pg from 'pg';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '40' }, only: { type: 'string', default: 'Class' } } });
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const client = new pg.Client({ connectionString: url });
await client.connect();
const ctxValues = await benchContext(client);
await client.end();
const db = await openPostgres(url, 2);
const registry = buildQueryRegistry();
const schema = schemaFor(registry);
const ctx: AuthedContext = {
  requestId: 'bench',
  ip: '127.0.0.1',
  db,
  subject: 0,
  staff: {
    id: '1',
    userName: 'admin',
    realName: 'bench',
    mobile: '',
    roleIds: ['7'],
    subjectList: [0, 1, 2, 3, 4, 5, 6, 7],
    dutyId: null,
    head: null,
  },
};
const runs = Number(values.runs);
console.log(
  `teams in the set: ${(await db.query<{ n: string }>('SELECT count(*)::text AS n FROM team')).rows[0].n}; busy class ${ctxValues.busyTeamId}`,
);
for (const q of benchQueries(ctxValues).filter((x) => x.name.includes(values.only ?? ''))) {
  const doc = q.document(q.roots[0]);
  const once = async () => {
    const t0 = performance.now();
    const out = await runGraphql(schema, { query: doc }, queryContext(ctx, registry, 'zh'), { introspection: false });
    const ms = performance.now() - t0;
    const body = out.body as { errors?: Array<{ message: string }>; data?: Record<string, { totalElements?: unknown }> };
    if (body.errors?.length) throw new Error(`${q.name}: ${body.errors[0].message}`);
    return { ms, total: body.data?.[q.roots[0]]?.totalElements };
  };
  for (let i = 0; i < 3; i++) await once();
  const times: number[] = [];
  let total: unknown;
  for (let i = 0; i < runs; i++) {
    const r = await once();
    times.push(r.ms);
    total = r.total;
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)].toFixed(1);
  console.log(`${q.name}: total ${String(total)}, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`);
}
await db.close();
