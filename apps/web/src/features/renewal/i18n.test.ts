/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasText, literalKeys, sourceFiles } from '../../platform/i18n/key-check';

describe('renewal translations', () => {
  it('every tr() key of the renewal pages exists in zh-CN and English, and so do the library and status keys built at run time', async () => {
    const { RENEWAL_BUNDLES } = await import('./i18n');
    for (const [dir, bundles, extra] of [
      [
        import.meta.dirname,
        RENEWAL_BUNDLES,
        [
          'flow.1',
          'flow.2',
          'flow.3',
          'flow.4',
          'flow.all',
          ...['makeup', 'after_course', 'before_course', 'camp', 'other'].map((k) => `target.kind.${k}`),
        ],
      ],
    ] as const) {
      const keys = new Set<string>(extra);
      for (const f of sourceFiles(dir)) for (const k of literalKeys(readFileSync(f, 'utf8'), 'tr')) keys.add(k);
      expect(keys.size).toBeGreaterThan(20);
      expect([...keys].filter((k) => !hasText(bundles.zh, k) || !hasText(bundles.en, k))).toEqual([]);
    }
  });
});
