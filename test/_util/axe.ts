import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core in the page (shadow roots included) and returns one line per
 * violation: rule id, impact, and the first offending targets. Empty means 0 violations.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, so a page's CSP does not block it; once a document (0.5 MB to parse).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(context: Document): Promise<{
            violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: unknown }> }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document);
    return result.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => JSON.stringify(n.target))
          .join(', ')}`,
    );
  });
  return violations;
}
