/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { literalKeys } from '../../platform/i18n/key-check';

describe('sheet import dialog translations', () => {
  it('zh-CN and English have the same keys, and every tr() key of the dialog exists in both', async () => {
    const { SHEET_IMPORT_BUNDLES } = await import('./i18n');
    expect(Object.keys(SHEET_IMPORT_BUNDLES.en)).toEqual(Object.keys(SHEET_IMPORT_BUNDLES.zh));
    const text = readFileSync(new URL('./sheet-import-dialog.tsx', import.meta.url), 'utf8');
    const used = literalKeys(text, 'tr');
    const ternary = [...text.matchAll(/\btr\([^,)]*\? '([a-zA-Z]+)' : '([a-zA-Z]+)'/g)].flatMap((m) => [m[1], m[2]]);
    expect(used.length + ternary.length).toBeGreaterThan(10);
    const known = new Set(Object.keys(SHEET_IMPORT_BUNDLES.zh));
    expect([...used, ...ternary].filter((k) => !known.has(k))).toEqual([]);
  });
});
