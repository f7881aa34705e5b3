/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasText, sourceFiles } from '../../platform/i18n/key-check';

const SRC = join(import.meta.dirname, '../..');

describe('power translations', () => {
  it('every tp() key (views, columns, palette) exists in zh-CN and English', async () => {
    const { POWER_BUNDLES } = await import('./i18n');
    const keys = new Set<string>(['palette.student', 'palette.order', 'palette.pages', 'palette.students', 'palette.recent']);
    for (const f of sourceFiles(SRC)) {
      const text = readFileSync(f, 'utf8');
      if (!text.includes("useTranslation('power')")) continue;
      for (const m of text.matchAll(/\btp\(\s*'([a-zA-Z0-9_.]+)'/g)) keys.add(m[1]);
    }
    expect(keys.size).toBeGreaterThan(30);
    expect([...keys].filter((k) => !hasText(POWER_BUNDLES.zh, k) || !hasText(POWER_BUNDLES.en, k))).toEqual([]);
  });
});
