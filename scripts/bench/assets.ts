/**
 * Gzip sizes of the web build: the JavaScript a first visit loads (the entry script of index.html
 * and every chunk it imports statically) and each lazily loaded chunk (routes, dialogs).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './server';

export interface AssetSize {
  file: string;
  bytes: number;
  gzip: number;
}

export interface WebSizes {
  firstLoad: AssetSize[];
  firstLoadGzip: number;
  lazy: AssetSize[];
}

const DIST = join(ROOT, 'apps/web/dist');

function size(file: string): AssetSize {
  const buf = readFileSync(join(DIST, 'assets', file));
  return { file, bytes: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
}

/** Static imports of a built chunk (`import ... from "./x.js"`, `import "./x.js"`), not `import("./x.js")`. */
function staticImports(file: string): string[] {
  const code = readFileSync(join(DIST, 'assets', file), 'utf8');
  const out = new Set<string>();
  for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']\.\/([\w.-]+\.js)["']/g)) out.add(m[1]);
  return [...out];
}

export function webSizes(build: boolean): WebSizes | null {
  if (!existsSync(join(DIST, 'index.html')) && build) {
    const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (r.status !== 0) return null;
  }
  if (!existsSync(join(DIST, 'index.html'))) return null;
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const entries = [
    ...html.matchAll(/<script[^>]+src="\/assets\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/assets\/([^"]+\.js)"/g),
  ].map((m) => m[1]);
  const first = new Set<string>();
  const queue = [...entries];
  for (let f = queue.shift(); f !== undefined; f = queue.shift()) {
    if (first.has(f)) continue;
    first.add(f);
    queue.push(...staticImports(f));
  }
  const all = readdirSync(join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
  const firstLoad = [...first].map(size);
  const lazy = all
    .filter((f) => !first.has(f))
    .map(size)
    .sort((a, b) => b.gzip - a.gzip);
  return { firstLoad, firstLoadGzip: firstLoad.reduce((a, b) => a + b.gzip, 0), lazy };
}
