import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * Runs axe-core in the page (WCAG 2.x A/AA rules) and answers the serious and critical violations,
 * each with the selectors of the offending nodes, so a failure names what to fix.
 */
export async function seriousViolations(page: Page, context = 'body'): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: the console's CSP (script-src 'self') refuses script tags.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (ctx) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            c: string,
            o: object,
          ) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }> }>;
        };
      }
    ).axe;
    const r = await axe.run(ctx, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 8).map((n) => n.target.join(' ')) }));
  }, context);
}
