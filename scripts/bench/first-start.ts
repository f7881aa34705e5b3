/**
 * Embedded first start: a fresh DATA_DIR, no DATABASE_URL, DEMO=1 — the server migrates, loads the
 * demo accounts and the small data set, then answers /healthz; the console is usable once the demo
 * login works. Measured from spawn (dependencies installed, web build present).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { login, memoryMb, startServer } from './server';

export interface FirstStart {
  status: 'ok' | 'error';
  healthySeconds?: number;
  usableSeconds?: number;
  rssMb?: number;
  message?: string;
}

export async function firstStart(port: number): Promise<FirstStart> {
  const dir = mkdtempSync(join(tmpdir(), 'console-first-start-'));
  const started = performance.now();
  try {
    const server = await startServer({ DATA_DIR: dir, DATABASE_URL: '', DEMO: '1' }, port, 300_000);
    try {
      await login(server.url);
      const usable = (performance.now() - started) / 1000;
      return {
        status: 'ok',
        healthySeconds: Math.round(server.readyMs / 100) / 10,
        usableSeconds: Math.round(usable * 10) / 10,
        rssMb: Math.round(memoryMb(server.pid).rss),
      };
    } finally {
      await server.stop();
    }
  } catch (err) {
    return { status: 'error', message: err instanceof Error ? err.message.slice(0, 500) : String(err) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
