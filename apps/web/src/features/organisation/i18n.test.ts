/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasText, sourceFiles } from '../../platform/i18n/key-check';
import { orgEn, orgZh } from './i18n';

describe('organisation texts', () => {
  it('every key the pages use exists in zh-CN and English', () => {
    const keys = new Set<string>();
    for (const f of sourceFiles(import.meta.dirname)) {
      for (const m of readFileSync(f, 'utf8').matchAll(/\btr\(\s*'([a-zA-Z0-9_.]+)'/g)) keys.add(m[1]);
    }
    expect(keys.size).toBeGreaterThan(80);
    expect([...keys].filter((k) => !hasText(orgZh, k) || !hasText(orgEn, k))).toEqual([]);
    for (const v of ['1', '2', '3'])
      expect(hasText(orgZh, `handover.typeNames.${v}`) && hasText(orgEn, `handover.typeNames.${v}`)).toBe(true);
  });
});
