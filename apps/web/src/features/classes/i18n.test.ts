/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasText, sourceFiles } from '../../platform/i18n/key-check';

describe('classes translations', () => {
  it('every tr() key of the classes pages exists in zh-CN and English', async () => {
    const { CLASSES_BUNDLES } = await import('./i18n');
    const keys = new Set<string>();
    for (const f of sourceFiles(import.meta.dirname)) {
      for (const m of readFileSync(f, 'utf8').matchAll(/\btr\(\s*'([a-zA-Z0-9_.]+)'/g)) keys.add(m[1]);
    }
    for (const k of ['trial', 'system', 'camp', 'aesthetic', 'pony', 'special', 'all']) keys.add(`title.${k}`);
    for (const k of ['SUCCESS', 'FAIL']) keys.add(`log.${k}`);
    for (const k of ['change.dryReport', 'change.report', 'put.dryReport', 'put.report']) keys.add(k);
    expect(keys.size).toBeGreaterThan(50);
    expect(
      [...keys].filter((k) => !hasText(CLASSES_BUNDLES.zh, k, { lists: true }) || !hasText(CLASSES_BUNDLES.en, k, { lists: true })),
    ).toEqual([]);
  });
});
