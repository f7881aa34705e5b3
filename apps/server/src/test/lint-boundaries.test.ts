import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

// The boundary rules of eslint.config.js must be able to fail: each planted violation below is
// reported, and the allowed form next to it is not. Run from the repository root (vitest's cwd).
const root = process.cwd();
const eslint = new ESLint({ cwd: root });

async function rulesHit(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

describe('server boundaries (eslint.config.js)', () => {
  it("reports a family reaching into another family's internals, and accepts its index.ts", async () => {
    const file = 'apps/server/src/modules/sales/clues/planted.ts';
    expect(await rulesHit("export { notifyStaff } from '../../console/notifications/service';\n", file)).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesHit("export { notifyStaff } from '../../console';\n", file)).not.toContain('import-x/no-restricted-paths');
  });

  it('reports platform code importing a family or the composed app', async () => {
    const file = 'apps/server/src/platform/http/planted.ts';
    expect(await rulesHit("export { FAMILIES } from '../../modules';\n", file)).toContain('import-x/no-restricted-paths');
    expect(await rulesHit("export { buildApp } from '../../app';\n", file)).toContain('import-x/no-restricted-paths');
    expect(await rulesHit("export { AppError } from './errors';\n", file)).toEqual([]);
  });

  describe('import cycles', () => {
    const dir = join(root, `apps/server/src/test/__lint-probe-${process.pid}__`);
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('reports two files that import each other, and not a one-way import', async () => {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = (): number => b + 1;\n");
      writeFileSync(join(dir, 'b.ts'), "import { a } from './a';\nexport const b = 1;\nexport const useA = (): number => a();\n");
      writeFileSync(join(dir, 'c.ts'), "import { b } from './b';\nexport const c = b;\n");
      const results = await eslint.lintFiles([join(dir, 'a.ts'), join(dir, 'c.ts')]);
      const [a, c] = results.map((r) => r.messages.map((m) => m.ruleId));
      expect(a).toContain('import-x/no-cycle');
      expect(c).not.toContain('import-x/no-cycle');
    });
  });
});
