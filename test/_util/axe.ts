import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core in the page (shadow roots included) and returns one line per
 * violation: rule id, impact, and the first offending targets. Empty means 0 violations.
 * `within`: a CSS selector of the part to check (with what it holds), for a state that changes only that part once
 * the whole page has been checked; on a listing of 200 cards it is a few milliseconds against seconds.
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  // Evaluated through the DevTools protocol, so a page's CSP does not block it; once a document (0.5 MB to parse).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (within) => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: Document | { include: string[] },
            options: { resultTypes: string[] },
          ): Promise<{
            violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: unknown }> }>;
          }>;
        };
      }
    ).axe;
    /*
     * axe scrolls each element it checks for contrast into view and at once reads what is drawn at its place. What
     * the page draws only near the viewport (content-visibility: auto: a listing's cards, the later sections) is
     * drawn a frame after that scroll, and a smooth scroll (the site's, without reduced motion) has not arrived
     * yet: on a busy machine the element was measured against the page behind it (a white button on the page's
     * cream). While axe runs, everything is drawn, as it is once the shopper scrolls there, and scrolls jump.
     */
    const drawn = new CSSStyleSheet();
    drawn.replaceSync('* { content-visibility: visible !important; }');
    const roots: Array<Document | ShadowRoot> = [document];
    for (let i = 0; i < roots.length; i++)
      for (const el of roots[i]!.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
    const kept = roots.map((root) => root.adoptedStyleSheets);
    for (const root of roots) root.adoptedStyleSheets = [...root.adoptedStyleSheets, drawn];
    const html = document.documentElement;
    const scrolling = html.style.scrollBehavior;
    html.style.scrollBehavior = 'auto';
    // Violations only: axe then describes one node of each rule that passes instead of every one (13% less time).
    const context = within ? { include: [within] } : document;
    const result = await axe.run(context, { resultTypes: ['violations'] }).finally(() => {
      html.style.scrollBehavior = scrolling;
      roots.forEach((root, i) => (root.adoptedStyleSheets = kept[i]!));
    });
    return result.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => JSON.stringify(n.target))
          .join(', ')}`,
    );
  }, within);
  return violations;
}
