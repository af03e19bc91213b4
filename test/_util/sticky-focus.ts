import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { ROUTES } from '../../site/pages/routes.js';
import { chromiumMissing, eachInPages, withBrowserAndSite, type BrowserContext } from './suite.js';

/**
 * Tab stops walked in each page's content, forwards and then back up the same way: the first screen and a
 * listing's first rows, where Shift+Tab brings each control back from above the header.
 */
const STOPS = 30;

interface Focused {
  /** What has the focus, for the failure message. */
  name: string;
  top: number;
  bottom: number;
  /** The bottom of the sticky header (with the offers) that stays on screen. */
  header: number;
  /**
   * In the header itself, or a part drawn above it (the skip link, the back-to-top button), never under it; or a
   * frame, whose focused control is in another document.
   */
  above: boolean;
  /** A textarea, where the focus shows the caret's line. */
  text: boolean;
}

/** The element with the focus, inside shadow roots too, and where it is against the sticky header. */
const focused = (page: Page): Promise<Focused | null> =>
  page.evaluate(async () => {
    // Let a scroll the focus started settle.
    let y = -1;
    while (y !== scrollY) {
      y = scrollY;
      await new Promise(requestAnimationFrame);
    }
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body) return null;
    const box = el.getBoundingClientRect();
    const header = document.querySelector('.site-header')!.getBoundingClientRect();
    let above = el.localName === 'iframe';
    for (let node: Node | null = el; node; node = node.parentNode ?? (node as ShadowRoot).host ?? null) {
      if (!(node instanceof Element)) continue;
      const position = getComputedStyle(node).position;
      if (node.matches('.site-header, .skip-link') || position === 'fixed') above = true;
    }
    const label = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return {
      name: `<${el.localName}${el.className ? ` class="${el.className}"` : ''}> "${label}"`,
      top: box.top,
      bottom: box.bottom,
      header: header.bottom,
      above,
      text: el.localName === 'textarea',
    };
  });

/**
 * Walks `route` as a keyboard user does: the skip link, which leads past the header's own controls, then the
 * page's controls forwards and back; fails naming each control that the sticky header covers.
 */
async function walk(page: Page, route: string, width: number): Promise<void> {
  await page.goto(route);
  // The header's script has measured it (its offers wrap under reduced motion, as here).
  await page.waitForFunction(() => document.documentElement.style.getPropertyValue('--sticky-top') !== '');
  const problems: string[] = [];
  const check = async (key: string) => {
    await page.keyboard.press(key);
    const at = await focused(page);
    if (!at || at.above || at.bottom - at.top < 1) return at;
    // A text box: Chromium scrolls its caret into view, not its box (the caret's line is enough to type on).
    const hidden = at.text ? at.bottom < at.header + 24 : at.top < at.header - 0.5;
    if (hidden) {
      problems.push(
        `${route} at ${width} px, ${key}: ${at.name} starts at y = ${Math.round(at.top)}, under the header ending at ${Math.round(at.header)}`,
      );
    }
    return at;
  };
  const skipLink = await check('Tab');
  assert.match(skipLink?.name ?? '', 'skip-link', `${route}: the first Tab stop is the skip link`);
  await check('Enter');
  let steps = 0;
  for (; steps < STOPS; steps++) if (!(await check('Tab'))) break;
  for (let back = 0; back < steps; back++) if (!(await check('Shift+Tab'))) break;
  assert.equal(problems, [], problems.join('\n'));
}

/**
 * Walks every route at `width` (740 px high, reduced motion, so the offers wrap and the header is at its tallest).
 * A walk spends its time on the page (a key press, then a frame for the scroll): three pages walk side by side.
 * Each a first visit without the offline worker, whose saving of every page and picture the offline tests check.
 */
export function walkEveryRoute(browser: Browser, siteUrl: string, width: number): Promise<void> {
  return eachInPages(
    browser,
    ROUTES,
    {
      viewport: { width, height: 740 },
      prepare: (page) => page.emulateMedia({ reducedMotion: 'reduce' }),
    },
    (page, route) => walk(page, `${siteUrl}${route}`, width),
  );
}

/** The suite of one width's walk (a file each, so the two share the browser lanes), run at once. */
export function walkSuite(width: number, screen: string): void {
  const skip = chromiumMissing();
  const test = suite<BrowserContext>(
    `the sticky header hides no focused control (WCAG 2.4.11) in Chromium, on ${screen}`,
  );
  withBrowserAndSite(test, skip);
  const it = skip ? test.skip : test;
  it('Tab and Shift+Tab leave every focused control below the header, on every page', ({ browser, site }) =>
    walkEveryRoute(browser, site.url, width));
  test.run();
}
