import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

/**
 * Starts the real server for a browser suite: a free port, a fresh data directory (embedded
 * PostgreSQL, demo accounts and data loaded on first start), the built console from apps/web/dist
 * (built first when missing). `E2E_BASE_URL` reuses a running server instead.
 */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const WEB_DIST = join(ROOT, 'apps/web/dist/index.html');

export interface TestServer {
  url: string;
  stop: () => Promise<void>;
  /** Stops and starts the server again on the same port and data (live connections drop). */
  restart: () => Promise<void>;
  logs: () => string;
  /**
   * The latest code the built-in SMS simulator logged for a mobile (start the server with
   * LOG_LEVEL=info). Staff login and teacher codes are never shown by the outbox lookup
   * (/getVerCode): a journey reads them here, as a person running the server would.
   */
  smsCode: (mobile: string) => string | undefined;
}

/** `SMS to 138****0001: 【兴趣课堂】验证码 123456，…` lines of the simulator, kept apart from the capped log tail. */
function smsCodeIn(lines: readonly string[], mobile: string): string | undefined {
  const to = `SMS to ${mobile.slice(0, 3)}****${mobile.slice(-4)}: `;
  for (let i = lines.length - 1; i >= 0; i--) {
    const at = lines[i].indexOf(to);
    const code = at >= 0 ? /验证码 (\d{6})/.exec(lines[i].slice(at))?.[1] : undefined;
    if (code) return code;
  }
  return undefined;
}

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => ok(port));
    });
  });
}

export function ensureWebBuild(): void {
  if (existsSync(WEB_DIST) && !process.env.E2E_REBUILD) return;
  const r = spawnSync('npx', ['vite', 'build'], { cwd: join(ROOT, 'apps/web'), stdio: 'inherit', env: process.env });
  if (r.status !== 0) throw new Error('vite build failed');
}

async function waitHealthy(url: string, child: ChildProcess, timeoutMs: number, logs: () => string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${logs()}`);
    try {
      const r = await fetch(`${url}/healthz`);
      if (r.ok && ((await r.json()) as { status?: string }).status === 'ok') return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms:\n${logs()}`);
}

export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  if (process.env.E2E_BASE_URL) {
    const noop = async (): Promise<void> => undefined;
    return { url: process.env.E2E_BASE_URL.replace(/\/$/, ''), stop: noop, restart: noop, logs: () => '', smsCode: () => undefined };
  }
  ensureWebBuild();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-'));
  // A copy of the run's prepared data directory (migrated, demo loaded: support/data-template.ts)
  // starts in ~1.5 s instead of ~10 s; without one the server loads the demo itself.
  const template = preparedDataDir();
  if (template && !env.DEMO) cpSync(template, dataDir, { recursive: true });
  let output = '';
  const smsLines: string[] = [];
  const url = `http://127.0.0.1:${port}`;
  const logs = (): string => output;
  const keep = (b: Buffer): void => {
    output = (output + b.toString()).slice(-20_000);
  };
  // The server logs (pino) to stdout; a line may arrive in two chunks.
  let partial = '';
  const keepSms = (b: Buffer): void => {
    const lines = (partial + b.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) if (line.includes('SMS to ')) smsLines.push(line);
  };
  const launch = async (): Promise<ChildProcess> => {
    // One process (node with the tsx loader), in its own process group so nothing outlives a stop.
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: ROOT,
      detached: true,
      // Each suite gets its own embedded database: a shared DATABASE_URL (CI sets one for the
      // integration tests) would carry one suite's changes into the next.
      env: {
        ...withoutDatabaseUrl(process.env),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DEMO: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', keep);
    child.stdout?.on('data', keepSms);
    child.stderr?.on('data', keep);
    try {
      await waitHealthy(url, child, 170_000, logs);
    } catch (e) {
      signal(child, 'SIGKILL');
      throw e;
    }
    return child;
  };
  const signal = (child: ChildProcess, sig: NodeJS.Signals): void => {
    try {
      if (child.pid) process.kill(-child.pid, sig);
    } catch {
      child.kill(sig);
    }
  };
  const halt = async (child: ChildProcess): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
    signal(child, 'SIGTERM');
    const t = setTimeout(() => signal(child, 'SIGKILL'), 5000);
    await exited;
    clearTimeout(t);
  };
  let child = await launch();
  return {
    url,
    logs,
    smsCode: (mobile) => smsCodeIn(smsLines, mobile),
    restart: async () => {
      await halt(child);
      child = await launch();
    },
    stop: async () => {
      await halt(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function preparedDataDir(): string | undefined {
  try {
    return inject('e2eDataTemplate') || undefined;
  } catch {
    return undefined; // outside the e2e project's global setup
  }
}

export function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _unused, ...rest } = env;
  return rest;
}
