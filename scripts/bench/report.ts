/** bench/results.json and the markdown table printed at the end. */
import type { WebSizes } from './assets';
import type { ExportResult } from './export';
import type { FirstStart } from './first-start';
import type { Latency } from './measure';

export interface QueryResult {
  name: string;
  root: string | null;
  status: 'ok' | 'missing' | 'error';
  message?: string;
  totalElements?: number | null;
  api1?: Latency;
  api20?: Latency;
  sql?: Latency;
  /** 'captured': the statements the API ran for this request; 'model-equivalent': hand-written (root missing) */
  sqlSource?: 'captured' | 'model-equivalent';
  statements?: string[];
  /** API p50 / SQL p50 at one client */
  ratio?: number;
}

export interface BenchResults {
  when: string;
  machine: { cpu: string; cores: number; memoryGb: number; node: string; postgres: string; load: string };
  dataSet: { scale: string; students: number; rows: Record<string, number>; loadSeconds: number } | null;
  settings: { seconds: number; port: number };
  /**
   * `{ __typename }` through the same endpoint at one client: HTTP, session, GraphQL and JSON with no
   * SQL, the fixed part of every API figure.
   */
  fixedCost?: Latency;
  queries: QueryResult[];
  exports: ExportResult[];
  firstStart: FirstStart | null;
  web: WebSizes | null;
  targets: { name: string; target: string; value: string; met: boolean | null }[];
}

const ms = (x: number | undefined) => (x === undefined || Number.isNaN(x) ? '–' : x.toFixed(1));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export function targets(r: Omit<BenchResults, 'targets'>): BenchResults['targets'] {
  const ok = r.queries.filter((q) => q.status === 'ok');
  const worstP95 = ok.length ? Math.max(...ok.map((q) => q.api1?.p95 ?? Infinity)) : NaN;
  const worstRatio = ok.length ? Math.max(...ok.map((q) => q.ratio ?? Infinity)) : NaN;
  const order = ok.find((q) => q.root === 'OrderPage');
  const big = r.exports.find((e) => e.rows >= 1_000_000 && e.via !== 'job');
  const bigJob = r.exports.find((e) => e.rows >= 1_000_000 && e.via === 'job');
  const known = (v: number) => !Number.isNaN(v);
  return [
    {
      name: 'page 1 of every key list, API p95 at 1 client',
      target: '<= 50 ms',
      value: known(worstP95) ? `${ms(worstP95)} ms (worst of ${ok.length})` : 'no list answered',
      met: known(worstP95) ? worstP95 <= 50 : null,
    },
    {
      name: 'API / SQL ratio (p50)',
      target: '<= 1.5',
      value: known(worstRatio) ? `${worstRatio.toFixed(2)} (worst)` : '–',
      met: known(worstRatio) ? worstRatio <= 1.5 : null,
    },
    {
      name: 'OrderPage page 1 at 20 clients',
      target: '>= 1000 req/s, no errors',
      value: order?.api20 ? `${order.api20.rps} req/s, ${order.api20.errors} errors` : 'OrderPage missing',
      met: order?.api20 ? order.api20.rps >= 1000 && order.api20.errors === 0 : null,
    },
    {
      name: 'export of 1,000,000 rows, peak RSS',
      target: '<= 300 MB',
      value: big?.status === 'ok' ? `${big.peakRssMb} MB in ${big.seconds} s` : (big?.status ?? 'not run'),
      met: big?.status === 'ok' ? (big.peakRssMb ?? Infinity) <= 300 : null,
    },
    {
      name: 'export of 1,000,000 rows as a job, peak RSS; progress monotonic; rows = list total',
      target: '<= 300 MB, yes, yes',
      value:
        bigJob?.status === 'ok'
          ? `${bigJob.peakRssMb} MB in ${bigJob.seconds} s, ${bigJob.progressMonotonic}, ${bigJob.rowsMatch}`
          : (bigJob?.status ?? 'not run'),
      met:
        bigJob?.status === 'ok'
          ? (bigJob.peakRssMb ?? Infinity) <= 300 && Boolean(bigJob.progressMonotonic) && Boolean(bigJob.rowsMatch)
          : null,
    },
    {
      name: 'embedded first start to a usable console',
      target: '<= 60 s',
      value: r.firstStart?.status === 'ok' ? `${r.firstStart.usableSeconds} s` : (r.firstStart?.status ?? 'not run'),
      met: r.firstStart?.status === 'ok' ? (r.firstStart.usableSeconds ?? Infinity) <= 60 : null,
    },
  ];
}

export function markdown(r: BenchResults): string {
  const lines: string[] = [];
  lines.push(
    `Benchmark ${r.when} — ${r.machine.cpu}, ${r.machine.cores} cores, ${r.machine.memoryGb} GiB, Node ${r.machine.node}, ${r.machine.postgres} (load average at start ${r.machine.load})`,
  );
  if (r.dataSet)
    lines.push(
      `Data set: ${r.dataSet.scale}, ${r.dataSet.students.toLocaleString('en')} students, ${Object.values(r.dataSet.rows)
        .reduce((a, b) => a + b, 0)
        .toLocaleString('en')} rows (loaded in ${r.dataSet.loadSeconds} s)`,
    );
  lines.push(
    '',
    '| query | root | rows | API p50 / p95 (1 client) | API p50 / p95, req/s (20 clients) | SQL p50 / p95 | API/SQL |',
    '|---|---|---:|---|---|---|---:|',
  );
  for (const q of r.queries) {
    if (q.status !== 'ok') {
      lines.push(
        `| ${q.name} | ${q.root ?? '–'} | | ${q.status}${q.message ? `: ${q.message.replace(/\|/g, '/').slice(0, 80)}` : ''} | | ${q.sql ? `${ms(q.sql.p50)} / ${ms(q.sql.p95)} ms` : ''} | |`,
      );
      continue;
    }
    const a20 = q.api20
      ? `${ms(q.api20.p50)} / ${ms(q.api20.p95)} ms, ${q.api20.rps}/s${q.api20.errors ? `, ${q.api20.errors} errors` : ''}`
      : '';
    lines.push(
      `| ${q.name} | ${q.root} | ${q.totalElements ?? ''} | ${ms(q.api1?.p50)} / ${ms(q.api1?.p95)} ms | ${a20} | ${ms(q.sql?.p50)} / ${ms(q.sql?.p95)} ms | ${q.ratio?.toFixed(2) ?? '–'} |`,
    );
  }
  if (r.fixedCost)
    lines.push(
      '',
      `Fixed cost of a request (\`{ __typename }\`, no SQL, 1 client): p50 ${ms(r.fixedCost.p50)} ms, p95 ${ms(r.fixedCost.p95)} ms`,
    );
  lines.push('', '| export | status | time | size | server peak RSS |', '|---|---|---|---|---|');
  for (const e of r.exports)
    lines.push(
      `| ${e.rows.toLocaleString('en')} rows${e.via === 'job' ? ' (job)' : ''} | ${e.status}${e.message ? `: ${e.message.slice(0, 80)}` : ''} | ${e.seconds ?? '–'} s | ${e.megabytes ?? '–'} MB | ${e.peakRssMb ?? '–'} MB (idle ${e.baselineRssMb ?? '–'} MB) |`,
    );
  if (r.firstStart)
    lines.push(
      '',
      `Embedded first start: ${r.firstStart.status === 'ok' ? `/healthz after ${r.firstStart.healthySeconds} s, login works after ${r.firstStart.usableSeconds} s, RSS ${r.firstStart.rssMb} MB` : `error: ${r.firstStart.message}`}`,
    );
  if (r.web) {
    lines.push(
      '',
      `Web (gzip -9): first load ${kb(r.web.firstLoadGzip)} (${r.web.firstLoad.map((a) => a.file).join(', ')})`,
      '',
      '| lazy chunk | raw | gzip |',
      '|---|---:|---:|',
    );
    for (const a of r.web.lazy) lines.push(`| ${a.file} | ${kb(a.bytes)} | ${kb(a.gzip)} |`);
  }
  lines.push('', '| target | goal | measured | met |', '|---|---|---|---|');
  for (const t of r.targets) lines.push(`| ${t.name} | ${t.target} | ${t.value} | ${t.met === null ? 'n/a' : t.met ? 'yes' : 'no'} |`);
  return lines.join('\n');
}
