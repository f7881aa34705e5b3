/// <reference types="node" />
import { describe, expect, it } from 'vitest';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe('export centre and jobs translations', () => {
  it('zh-CN and English have the same keys, none empty', async () => {
    const { EXPORTS_BUNDLES } = await import('./i18n');
    const { JOBS_ADMIN_BUNDLES } = await import('../../features/jobs-admin/i18n');
    for (const b of [EXPORTS_BUNDLES, JOBS_ADMIN_BUNDLES]) {
      expect(keys(b.en)).toEqual(keys(b.zh));
      expect(keys(b.zh).length).toBeGreaterThan(10);
    }
  });

  it('every te()/tj() key of the pages exists', async () => {
    const { readFileSync } = await import('node:fs');
    const { EXPORTS_BUNDLES } = await import('./i18n');
    const { JOBS_ADMIN_BUNDLES } = await import('../../features/jobs-admin/i18n');
    const known = [new Set(keys(EXPORTS_BUNDLES.zh)), new Set(keys(JOBS_ADMIN_BUNDLES.zh))];
    const files: [string, string, Set<string>][] = [
      ['./export-progress.tsx', 'te', known[0]],
      ['./use-export-job.tsx', 'te', known[0]],
      ['../../features/exports/export-record-page.tsx', 'te', known[0]],
      ['../../features/jobs-admin/job-operations-page.tsx', 'tj', known[1]],
    ];
    for (const [file, fn, set] of files) {
      const text = readFileSync(new URL(file, import.meta.url), 'utf8');
      const used = [...text.matchAll(new RegExp(`\\b${fn}\\(\\s*'([a-zA-Z0-9_.]+)'`, 'g'))].map((m) => m[1]);
      expect(used.length, file).toBeGreaterThan(0);
      expect(
        used.filter((k) => !set.has(k)),
        file,
      ).toEqual([]);
    }
  });
});
