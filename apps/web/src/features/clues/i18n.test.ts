/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasText, literalKeys, sourceFiles } from '../../platform/i18n/key-check';

describe('clue translations', () => {
  it('every tr() key of the clue pages exists in zh-CN and English, and so do the library and status keys built at run time', async () => {
    const { CLUES_BUNDLES } = await import('./i18n');
    for (const [dir, bundles, extra] of [
      [
        import.meta.dirname,
        CLUES_BUNDLES,
        [...[1001, 1002, 1003, 2000, 3000, 4001, 4002].map((l) => `lib.${l}`), 'todo.st0', 'todo.st1', 'todo.st2'],
      ],
    ] as const) {
      const keys = new Set<string>(extra);
      for (const f of sourceFiles(dir)) for (const k of literalKeys(readFileSync(f, 'utf8'), 'tr')) keys.add(k);
      expect(keys.size).toBeGreaterThan(20);
      expect([...keys].filter((k) => !hasText(bundles.zh, k) || !hasText(bundles.en, k))).toEqual([]);
    }
  });
});
