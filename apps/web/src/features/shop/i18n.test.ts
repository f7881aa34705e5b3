/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasText, sourceFiles } from '../../platform/i18n/key-check';

describe('shop translations', () => {
  it('every tr() key of the shop pages exists in zh-CN and English', async () => {
    const { SHOP_BUNDLES } = await import('./i18n');
    const keys = new Set<string>();
    for (const f of sourceFiles(import.meta.dirname)) {
      for (const m of readFileSync(f, 'utf8').matchAll(/\btr\(\s*'([a-zA-Z0-9_.]+)'/g)) keys.add(m[1]);
    }
    expect(keys.size).toBeGreaterThan(20);
    expect([...keys].filter((k) => !hasText(SHOP_BUNDLES.zh, k) || !hasText(SHOP_BUNDLES.en, k))).toEqual([]);
  });
});
