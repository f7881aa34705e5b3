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

/** Every dotted key of a bundle (nested objects flattened: `a.b.c`). */
export function bundleKeys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? bundleKeys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

/** The literal keys a source text passes to `fn('…')` (t, tr, te, …). */
export function literalKeys(text: string, fn = 't'): string[] {
  return [...text.matchAll(new RegExp(`\\b${fn}\\(\\s*'([a-zA-Z0-9_.]+)'`, 'g'))].map((m) => m[1]);
}
