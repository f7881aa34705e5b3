/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

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
  return typeof cur === 'string' || Array.isArray(cur);
}

describe('trading translations', () => {
  it('every tr() key of the trading pages exists in zh-CN and English', async () => {
    const { TRADING_BUNDLES } = await import('./i18n');
    const keys = new Set<string>();
    for (const f of files(import.meta.dirname)) {
      for (const m of readFileSync(f, 'utf8').matchAll(/\btr\(\s*'([a-zA-Z0-9_.]+)'/g)) keys.add(m[1]);
    }
    for (const g of ['unpaid', 'completed', 'refund']) keys.add(`stats.${g}`);
    expect(keys.size).toBeGreaterThan(50);
    expect([...keys].filter((k) => !has(TRADING_BUNDLES.zh, k) || !has(TRADING_BUNDLES.en, k))).toEqual([]);
  });
});
