/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasText, sourceFiles } from '../../platform/i18n/key-check';

describe('marketing translations', () => {
  it('every tr() key of the marketing pages exists in zh-CN and English', async () => {
    const { MARKETING_BUNDLES } = await import('./i18n');
    const keys = new Set<string>();
    for (const f of sourceFiles(import.meta.dirname)) {
      for (const m of readFileSync(f, 'utf8').matchAll(/\btr\(\s*'([a-zA-Z0-9_.]+)'/g)) keys.add(m[1]);
    }
    expect(keys.size).toBeGreaterThan(40);
    const missing = [...keys].filter(
      (k) => !hasText(MARKETING_BUNDLES.zh, k, { lists: true }) || !hasText(MARKETING_BUNDLES.en, k, { lists: true }),
    );
    expect(missing).toEqual([]);
  });
});
