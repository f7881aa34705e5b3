/**
 * Measuring: HTTP load with autocannon (every response time recorded, so p50/p95 are exact rather
 * than autocannon's fixed percentiles), and the same SQL run directly on the database.
 */
import autocannon from 'autocannon';
import type pg from 'pg';
import { preparable } from '../../apps/server/src/platform/db/postgres';
import type { SqlStep } from './queries';

export interface Latency {
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  rps: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return NaN;
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx];
}

const round = (x: number) => Math.round(x * 100) / 100;

export interface HttpTarget {
  url: string;
  token: string;
  body: string;
  /** Default POST (GraphQL); a REST row may GET (then no body is sent). */
  method?: 'GET' | 'POST';
}

function request(target: HttpTarget): { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string } {
  const headers: Record<string, string> = { authorization: `Bearer ${target.token}`, subject: '0' };
  if (target.method === 'GET') return { method: 'GET', headers };
  return { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: target.body };
}

/** autocannon for `seconds` with `connections` clients, loopback only. */
export async function loadTest(target: HttpTarget, connections: number, seconds: number): Promise<Latency> {
  const times: number[] = [];
  let errors = 0;
  const instance = autocannon({
    url: target.url,
    ...request(target),
    connections,
    duration: seconds,
  });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    times.push(responseTime);
    if (statusCode >= 400) errors++;
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    errors: errors + result.errors + result.timeouts,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    rps: round(times.length / seconds),
  };
}

let statementNames = 0;

/**
 * Runs the steps in order (as the engine would) until `seconds` pass or `max` runs; latency per run.
 * As named prepared statements where the server prepares them too (db/postgres.ts `preparable`):
 * the floor is the best the database does for that SQL, parsing once and reusing a plan when
 * PostgreSQL chooses to.
 */
export async function timeSql(client: pg.Client, steps: readonly SqlStep[], seconds: number, max = 2000): Promise<Latency> {
  const times: number[] = [];
  const named = steps.map((s) => (preparable(s.text) ? { name: `bench${++statementNames}`, text: s.text, values: s.values } : s));
  for (let i = 0; i < 10; i++) for (const s of named) await client.query(s); // warm the cache and the plan
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until && times.length < max) {
    const t0 = performance.now();
    for (const s of named) await client.query(s);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    errors: 0,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    rps: round(times.length / seconds),
  };
}

export interface GraphqlProbe {
  ok: boolean;
  missingRoot: boolean;
  message: string | null;
  totalElements: number | null;
}

/** One request to see whether the root exists and answers without errors. */
export async function probe(target: HttpTarget): Promise<GraphqlProbe> {
  const res = await fetch(target.url, request(target));
  const text = await res.text();
  let body: { data?: Record<string, unknown> | null; errors?: { message: string }[]; payload?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return { ok: false, missingRoot: false, message: `HTTP ${res.status}: ${text.slice(0, 200)}`, totalElements: null };
  }
  const message = body.errors?.[0]?.message ?? (res.ok ? null : `HTTP ${res.status}`);
  const missingRoot = /Cannot query field "\w+" on type "Query"/.test(message ?? '');
  // GraphQL: the root's answer; REST: the envelope's payload (a page carries totalElements too).
  const first = body.data ? Object.values(body.data)[0] : (body.payload ?? null);
  const total =
    first && typeof first === 'object' && 'totalElements' in first ? Number((first as { totalElements: unknown }).totalElements) : null;
  return { ok: res.ok && !message, missingRoot, message, totalElements: total };
}
