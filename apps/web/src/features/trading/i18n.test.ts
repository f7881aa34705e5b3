/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasText, sourceFiles } from '../../platform/i18n/key-check';

describe('trading translations', () => {
  it('every tr() key of the trading pages exists in zh-CN and English', async () => {
    const { TRADING_BUNDLES } = await import('./i18n');
    const keys = new Set<string>();
    for (const f of sourceFiles(import.meta.dirname)) {
      for (const m of readFileSync(f, 'utf8').matchAll(/\btr\(\s*'([a-zA-Z0-9_.]+)'/g)) keys.add(m[1]);
    }
    for (const g of ['unpaid', 'completed', 'refund']) keys.add(`stats.${g}`);
    expect(keys.size).toBeGreaterThan(50);
    expect(
      [...keys].filter((k) => !hasText(TRADING_BUNDLES.zh, k, { lists: true }) || !hasText(TRADING_BUNDLES.en, k, { lists: true })),
    ).toEqual([]);
  });
});
