/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return files(p);
    return /\.tsx?$/.test(f) && !f.endsWith('.test.ts') ? [p] : [];
  });
}

function has(obj: unknown, key: string): boolean {
  let cur: unknown = obj;
  for (const part of key.split('.')) {
    if (!cur || typeof cur !== 'object' || !(part in cur)) return false;
    cur = (cur as Record<string, unknown>)[part];
  }
  return typeof cur === 'string';
}

describe('power translations', () => {
  it('every tp() key (views, columns, palette) exists in zh-CN and English', async () => {
    const { POWER_BUNDLES } = await import('./i18n');
    const keys = new Set<string>(['palette.student', 'palette.order', 'palette.pages', 'palette.students', 'palette.recent']);
    for (const f of files(SRC)) {
      const text = readFileSync(f, 'utf8');
      if (!text.includes("useTranslation('power')")) continue;
      for (const m of text.matchAll(/\btp\(\s*'([a-zA-Z0-9_.]+)'/g)) keys.add(m[1]);
    }
    expect(keys.size).toBeGreaterThan(30);
    expect([...keys].filter((k) => !has(POWER_BUNDLES.zh, k) || !has(POWER_BUNDLES.en, k))).toEqual([]);
  });
});
