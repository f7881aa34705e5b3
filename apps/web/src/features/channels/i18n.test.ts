/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasText, sourceFiles } from '../../platform/i18n/key-check';

describe('channels translations', () => {
  it('every tr() key of the channels pages exists in zh-CN and English', async () => {
    const { CHANNEL_BUNDLES } = await import('./i18n');
    const keys = new Set<string>();
    for (const f of sourceFiles(import.meta.dirname)) {
      for (const m of readFileSync(f, 'utf8').matchAll(/\btr\(\s*'([a-zA-Z0-9_.]+)'/g)) keys.add(m[1]);
    }
    expect(keys.size).toBeGreaterThan(20);
    expect([...keys].filter((k) => !hasText(CHANNEL_BUNDLES.zh, k) || !hasText(CHANNEL_BUNDLES.en, k))).toEqual([]);
  });
});
