/**
 * The real server as a child process (node --import tsx, so the pid is the server itself and its
 * memory can be read from /proc), plus login and memory sampling.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { DEMO_PASSWORD } from '@console/domain';

export const ROOT = new URL('../..', import.meta.url).pathname;

export interface ServerHandle {
  pid: number;
  url: string;
  /** ms from spawn to /healthz answering ok */
  readyMs: number;
  log(): string;
  stop(): Promise<void>;
}

export async function startServer(env: Record<string, string>, port: number, timeoutMs = 180_000): Promise<ServerHandle> {
  const started = performance.now();
  // the flags of `npm start` (apps/server/package.json): a 2 MB young generation keeps a long export's RSS flat
  const child: ChildProcess = spawn(process.execPath, ['--max-semi-space-size=2', '--heap-growing-percent=100', '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (b: Buffer) => {
    output = (output + b.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (exited) throw new Error(`server exited before it was ready:\n${output}`);
    if (performance.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`server not ready after ${timeoutMs} ms:\n${output}`);
    }
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok && ((await res.json()) as { status?: string }).status === 'ok') break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const readyMs = performance.now() - started;
  return {
    pid: child.pid!,
    url,
    readyMs,
    log: () => output,
    async stop() {
      if (exited) return;
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await gone;
      clearTimeout(timer);
    },
  };
}

export async function login(url: string, userName = 'admin'): Promise<string> {
  const res = await fetch(`${url}/api/b/v1/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { code?: number; payload?: { accessToken?: string } };
  const token = body.payload?.accessToken;
  if (body.code !== 0 || !token) throw new Error(`login failed: HTTP ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  return token;
}

/** Resident and peak resident memory of a process, in MB (Linux /proc). */
export function memoryMb(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

/** Resets VmHWM (Linux: clear_refs 5), so the next peak belongs to the next measurement. */
export function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}
