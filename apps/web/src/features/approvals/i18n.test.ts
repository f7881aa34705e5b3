/// <reference types="node" />
import { describe, expect, it } from 'vitest';
import { bundleKeys as keys, literalKeys } from '../../platform/i18n/key-check';

/** Bundles of the approval pages (and the apply dialog) with the files that use them through t('…'). */
async function bundles() {
  const { APPROVALS_BUNDLES } = await import('./i18n');
  const { APPROVAL_APPLY_BUNDLES } = await import('../../components/approval-apply/i18n');
  return [
    [APPROVALS_BUNDLES, ['./approval-page.tsx', './approval-detail-drawer.tsx']],
    [APPROVAL_APPLY_BUNDLES, ['../../components/approval-apply/apply-approval.tsx']],
  ] as const;
}

describe('approval translations', () => {
  it('zh-CN and English have the same keys, none empty', async () => {
    for (const [b] of await bundles()) {
      expect(keys(b.en)).toEqual(keys(b.zh));
      expect(keys(b.zh).every((k) => k.length > 0)).toBe(true);
    }
  });

  it("every literal t('…') key of the pages exists", async () => {
    const { readFileSync } = await import('node:fs');
    for (const [b, files] of await bundles()) {
      const known = new Set(keys(b.zh));
      for (const file of files) {
        const text = readFileSync(new URL(file, import.meta.url), 'utf8');
        const used = literalKeys(text);
        expect(used.length, file).toBeGreaterThan(0);
        expect(
          used.filter((k) => !known.has(k)),
          file,
        ).toEqual([]);
      }
    }
  });
});
