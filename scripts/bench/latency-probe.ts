/**
 * A latency probe on its own thread: it calls one URL every `everyMs` (one call in flight at a time)
 * until stopped, and reports every response time. On a worker thread so the benchmark's own work
 * (reading large answers) never delays the probe's clock.
 */
import { Worker } from 'node:worker_threads';
import { percentile } from './measure';

export interface ProbeTarget {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface ProbeResult {
  calls: number;
  errors: number;
  p50: number;
  p95: number;
  max: number;
}

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { target, everyMs } = workerData;
let stop = false;
parentPort.on('message', () => { stop = true; });
(async () => {
  const times = [];
  let errors = 0;
  while (!stop) {
    const t0 = performance.now();
    try {
      const r = await fetch(target.url, { method: target.method || 'GET', headers: target.headers, body: target.body });
      await r.arrayBuffer();
      if (!r.ok) errors++;
    } catch { errors++; }
    const ms = performance.now() - t0;
    times.push(ms);
    if (ms < everyMs) await new Promise((r) => setTimeout(r, everyMs - ms));
  }
  parentPort.postMessage({ times, errors });
})();
`;

const round = (x: number) => Math.round(x * 10) / 10;

export function summarize(times: number[], errors: number): ProbeResult {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    calls: sorted.length,
    errors,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    max: round(sorted[sorted.length - 1] ?? NaN),
  };
}

/** Starts probing; `stop()` ends it and resolves to the figures. */
export function startProbe(target: ProbeTarget, everyMs = 100): { stop(): Promise<ProbeResult> } {
  const worker = new Worker(WORKER, { eval: true, workerData: { target, everyMs } });
  const done = new Promise<ProbeResult>((resolve, reject) => {
    worker.once('message', (m: { times: number[]; errors: number }) => {
      void worker.terminate();
      resolve(summarize(m.times, m.errors));
    });
    worker.once('error', reject);
  });
  return {
    stop() {
      worker.postMessage('stop');
      return done;
    },
  };
}
