import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT, ensureWebBuild, withoutDatabaseUrl } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory with the migrations applied and the demo loaded ('' when none was made). */
    e2eDataTemplate: string;
  }
}

/**
 * Global setup of the journeys: starts the server once on an empty data directory so it migrates
 * and loads the demo, stops it, and hands the directory to every suite to copy (startServer). Each
 * suite still gets its own copy: journeys change data and must not see each other's changes.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.E2E_BASE_URL) {
    project.provide('e2eDataTemplate', '');
    return () => undefined;
  }
  ensureWebBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-template-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...withoutDatabaseUrl(process.env), PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((ok, fail) => {
    const onData = (b: Buffer): void => {
      output += b.toString();
      if (output.includes('Staff console ready')) ok();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => fail(new Error(`server exited (${code}) while preparing the journeys' data:\n${output.slice(-4000)}`)));
  });
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  child.kill('SIGTERM');
  await exited;
  project.provide('e2eDataTemplate', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
