/**
 * Resource limits per user (issue 25, finding 8), on the embedded database (PGlite, the default start):
 *   npx tsx scripts/bench/limits.ts [--only graphql,redeem,export] [--codes 400000] [--seconds 20]
 *        [--data-dir DIR] [--port 8097] [--label after]
 * Starts the real server (NODE_ENV=production, DEMO=1) on a fresh embedded data directory (or a kept
 * one: --data-dir), and while each load runs, a probe on its own thread calls /healthz every 100 ms
 * (and, for the export, a 20-row list page):
 * - graphql: 8 clients of the demo `sales` account send heavy documents back to back for --seconds:
 *   the attacker's document (10 roots × 10,000 rows, wide and deep) and the largest one the cost
 *   limit accepts; counts answered / refused and the refusal's message.
 * - redeem: one redeem-code config of --codes codes (admin), until every code exists.
 * - export: POST /graphql/export of those codes (the synchronous download, read to the end), then
 *   the same as an export-centre job.
 * Appends the run to bench/limits.json (figures before and after a change side by side) and prints it.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'graphql';
import { attackDocument, benchSchema, rowSelection } from './heavy-documents';
import { startProbe, summarize } from './latency-probe';
import { login, ROOT, startServer } from './server';

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: 'graphql,redeem,export' },
    codes: { type: 'string', default: '400000' },
    seconds: { type: 'string', default: '20' },
    'data-dir': { type: 'string' },
    port: { type: 'string', default: '8097' },
    label: { type: 'string', default: 'run' },
  },
});
const only = new Set(values.only.split(','));
const seconds = Number(values.seconds);
const codes = Number(values.codes);

type Row = Record<string, unknown> & { name: string };

interface Api {
  url: string;
  post<T = unknown>(path: string, token: string, body: unknown, headers?: Record<string, string>): Promise<{ status: number; body: T }>;
}

function api(url: string): Api {
  return {
    url,
    async post(path, token, body, headers = {}) {
      const send = () =>
        fetch(`${url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, subject: '0', ...headers },
          body: JSON.stringify(body),
        });
      // A kept-alive connection the server closed meanwhile fails once; the calls sent here are safe to repeat.
      const r = await send().catch(send);
      const text = await r.text();
      return { status: r.status, body: JSON.parse(text) as never };
    },
  };
}

const healthz = (url: string) => startProbe({ url: `${url}/healthz` });

const DOCUMENT_TIMEOUT_MS = 60_000;

/** 8 clients, each sending `doc` again as soon as the previous answer is read, for `ms`. */
async function flood(a: Api, token: string, doc: string, ms: number) {
  const until = performance.now() + ms;
  const answered: number[] = [];
  let refused = 0;
  let failed = 0;
  const messages = new Map<string, number>();
  const statuses = new Map<number, number>();
  const client = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      let r: Response;
      let text: string;
      try {
        r = await fetch(`${a.url}/graphql/v1/toss`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, subject: '0' },
          body: JSON.stringify({ query: doc }),
          signal: AbortSignal.timeout(DOCUMENT_TIMEOUT_MS),
        });
        text = await r.text();
      } catch (err) {
        // The server did not answer in time (or dropped the connection): the client gives up, as a browser would.
        failed++;
        const m = err instanceof Error && err.name === 'TimeoutError' ? `no answer within ${DOCUMENT_TIMEOUT_MS / 1000} s` : String(err);
        messages.set(m, (messages.get(m) ?? 0) + 1);
        continue;
      }
      const took = performance.now() - t0;
      statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      // The answer's first error (GraphQL errors or the REST envelope's), without parsing megabytes of rows.
      const head = text.slice(0, 2000);
      const message = /"errors":\s*(?:\[\s*\{\s*"message":\s*)?"([^"]+)"/.exec(head)?.[1];
      if (r.status === 200 && !message) answered.push(took);
      else {
        // Refused by a limit (cost, size, tokens, the per-staff cap), as opposed to failing.
        if (r.status === 429 || /同时进行|过大|过长|too many|too large/i.test(message ?? '')) refused++;
        else failed++;
        const m = message ?? `HTTP ${r.status}`;
        messages.set(m, (messages.get(m) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, client));
  return {
    answered: answered.length,
    answerMs: answered.length ? summarize(answered, 0) : null,
    refused,
    failed,
    statuses: Object.fromEntries(statuses),
    messages: Object.fromEntries(messages),
  };
}

async function benchGraphql(a: Api, rows: Row[]) {
  const token = await login(a.url, 'sales');
  const schema = benchSchema();
  const docs: Array<[string, string]> = [['attacker document (10 × OrderList size 10000, wide and deep)', attackDocument(schema)]];
  // The largest accepted document, when this code has a cost limit to ask (not before the change).
  const costModule = '../../apps/server/src/platform/query/cost';
  const cost = (await import(costModule).catch(() => null)) as typeof import('../../apps/server/src/platform/query/cost') | null;
  if (cost) {
    const select = rowSelection(schema, 'OrderList');
    const costOf = (n: number) => cost.documentCost(schema, parse(`{ OrderList(size: ${n}) { ${select} } }`));
    let size = 1;
    while (size < 10_000 && costOf(size + 1) <= cost.QUERY_COST_DEFAULTS.maxCost) size++;
    docs.push([
      `largest accepted (OrderList size ${size}, every scalar: cost ${costOf(size)})`,
      `{ OrderList(size: ${size}) { ${select} } }`,
    ]);
  }
  for (const [name, doc] of docs) {
    const probe = healthz(a.url);
    const load = await flood(a, token, doc, seconds * 1000);
    const h = await probe.stop();
    const row = { name: `graphql: ${name}`, documentChars: doc.length, healthz: h, ...load };
    rows.push(row);
    console.log(JSON.stringify(row));
  }
}

async function benchRedeem(a: Api, token: string, rows: Row[]): Promise<string> {
  const probe = healthz(a.url);
  const t0 = performance.now();
  const saved = await a.post<{ code: number; payload: { id: string } }>(
    '/api/s/v1/exchange/code/save/config',
    token,
    { title: `限额基准 ${new Date().toISOString()}`, num: codes, expireType: 2, expire: 30 },
    { 'idempotency-key': `limits-${Date.now()}` },
  );
  if (saved.body.code !== 0) throw new Error(`save/config: ${JSON.stringify(saved.body).slice(0, 300)}`);
  const id = saved.body.payload.id;
  const polls: number[] = [];
  let generated = 0;
  while (generated < codes) {
    await new Promise((r) => setTimeout(r, 1000));
    const p0 = performance.now();
    const q = `{ ExchangeCodeConfig(query: ${JSON.stringify(JSON.stringify({ id }))}) { generated_num } }`;
    const r = await a.post<{ data: { ExchangeCodeConfig: { generated_num: number } } }>('/graphql/v1/toss', token, { query: q });
    polls.push(performance.now() - p0);
    generated = r.body.data.ExchangeCodeConfig.generated_num;
    if (performance.now() - t0 > 30 * 60_000) throw new Error(`not done after 30 minutes: ${generated}`);
  }
  const row = {
    name: `redeem: generate ${codes.toLocaleString('en')} codes`,
    seconds: Math.round((performance.now() - t0) / 100) / 10,
    healthz: await probe.stop(),
    progressPoll: summarize(polls, 0),
  };
  rows.push(row);
  console.log(JSON.stringify(row));
  return id;
}

const HEADER = { id: '编号', code: '兑换码', status_text: '状态', expire_date: '过期时间', ctime: '生成时间' };

async function benchExport(a: Api, token: string, configId: string, rows: Row[]) {
  const query = JSON.stringify({ config_id: configId });
  const page = {
    url: `${a.url}/graphql/v1/toss`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, subject: '0' },
    body: JSON.stringify({ query: '{ ExchangeCodeConfigPage(page: 1, size: 20) { totalElements content { id title num status } } }' }),
  };
  // synchronous download
  {
    const h = healthz(a.url);
    const s = startProbe(page);
    const t0 = performance.now();
    const r = await fetch(`${a.url}/graphql/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, subject: '0' },
      body: JSON.stringify({ apiName: 'ExchangeCodePage', header: HEADER, fileName: 'codes', query }),
    });
    let bytes = 0;
    for await (const chunk of r.body!) bytes += (chunk as Uint8Array).length;
    const row = {
      name: `export: POST /graphql/export of ${codes.toLocaleString('en')} rows`,
      status: r.status,
      seconds: Math.round((performance.now() - t0) / 100) / 10,
      megabytes: Math.round(bytes / 1e5) / 10,
      healthz: await h.stop(),
      simpleCall: await s.stop(),
    };
    rows.push(row);
    console.log(JSON.stringify(row));
  }
  // export-centre job
  {
    const h = healthz(a.url);
    const s = startProbe(page);
    const t0 = performance.now();
    const created = await a.post<{ code: number; payload: { id: string; status: string; rowCount: number | null } }>(
      '/api/b/v1/exportRecord/create',
      token,
      { apiName: 'ExchangeCodePage', header: HEADER, fileName: 'codes-job', query },
    );
    if (created.body.code !== 0) throw new Error(`exportRecord/create: ${JSON.stringify(created.body).slice(0, 300)}`);
    let rec = created.body.payload;
    while (!['done', 'failed', 'cancelled'].includes(rec.status)) {
      await new Promise((r) => setTimeout(r, 500));
      const r = await fetch(`${a.url}/api/b/v1/exportRecord/detail?id=${rec.id}`, {
        headers: { authorization: `Bearer ${token}`, subject: '0' },
      });
      rec = ((await r.json()) as { payload: typeof rec }).payload;
    }
    const row = {
      name: `export: export-centre job of ${codes.toLocaleString('en')} rows`,
      status: rec.status,
      rows: rec.rowCount,
      seconds: Math.round((performance.now() - t0) / 100) / 10,
      healthz: await h.stop(),
      simpleCall: await s.stop(),
    };
    rows.push(row);
    console.log(JSON.stringify(row));
    await a.post('/api/b/v1/exportRecord/delete', token, { id: rec.id });
  }
}

async function main(): Promise<void> {
  const dataDir = values['data-dir'] ?? mkdtempSync(join(tmpdir(), 'limits-bench-'));
  console.log(`embedded database in ${dataDir}; starting the server…`);
  const server = await startServer({ DATABASE_URL: '', DATA_DIR: dataDir, DEMO: '1' }, Number(values.port), 600_000);
  const rows: Row[] = [];
  try {
    const a = api(server.url);
    const idle = healthz(a.url);
    await new Promise((r) => setTimeout(r, 3000));
    rows.push({ name: 'idle /healthz', healthz: await idle.stop() });
    console.log(JSON.stringify(rows[0]));
    if (only.has('graphql')) await benchGraphql(a, rows);
    if (only.has('redeem') || only.has('export')) {
      const admin = await login(a.url, 'admin');
      const configId = await benchRedeem(a, admin, rows);
      if (only.has('export')) await benchExport(a, admin, configId, rows);
    }
  } finally {
    await server.stop();
  }
  const file = join(ROOT, 'bench/limits.json');
  const all = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { runs: unknown[] }) : { runs: [] };
  all.runs.push({
    label: values.label,
    when: new Date().toISOString(),
    machine: {
      cpu: cpus()[0]?.model ?? 'unknown',
      cores: cpus().length,
      node: process.version,
      load: loadavg()
        .map((x) => x.toFixed(2))
        .join(' '),
    },
    database: 'embedded (PGlite), demo data (small) + the generated codes',
    rows,
  });
  writeFileSync(file, JSON.stringify(all, null, 2) + '\n');
  console.log(`written: bench/limits.json (${values.label})`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
