/// <reference types="node" />
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * For the translation tests only (node): the source files that may use a key, and whether a bundle
 * holds a text under a dotted key. Every namespace's key test uses these two.
 */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(f) && !f.endsWith('.test.ts') ? [p] : [];
  });
}

/** A text (or, with `lists`, a list of texts) under `key` of `bundle`. */
export function hasText(bundle: unknown, key: string, opts: { lists?: boolean } = {}): boolean {
  let cur: unknown = bundle;
  for (const part of key.split('.')) {
    if (!cur || typeof cur !== 'object' || !(part in cur)) return false;
    cur = (cur as Record<string, unknown>)[part];
  }
  return typeof cur === 'string' || (Boolean(opts.lists) && Array.isArray(cur));
}
