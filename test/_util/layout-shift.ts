import type { Browser } from 'playwright-core';
import { waitForFirstView } from './first-view.js';

export interface Viewport {
  name: string;
  width: number;
  height: number;
  deviceScaleFactor: number;
  isMobile: boolean;
  hasTouch: boolean;
}

/** The viewports the layout is checked at: Lighthouse's mobile screen and a laptop. */
export const VIEWPORTS: readonly Viewport[] = [
  { name: 'mobile', width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  { name: 'desktop', width: 1280, height: 800, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
];

export interface Shift {
  /** Milliseconds since navigation started. */
  time: number;
  value: number;
  /** What moved: "tag.class" and its box before → after. */
  sources: string[];
}

export interface LayoutShift {
  /** Cumulative Layout Shift as Lighthouse and web-vitals report it: the largest session window. */
  cls: number;
  /** Every shift, added up. */
  total: number;
  shifts: Shift[];
}

export interface MeasureOptions {
  /**
   * Holds every widget script back until the page has painted its first content, so the page is seen as plain
   * HTML first and the widgets upgrade afterwards, as on a slow phone. Without it a fast machine may run them
   * before the first paint and hide a shift. Default false.
   */
  scriptsAfterPaint?: boolean;
  /** How long shifts are still recorded once the first view is in (`waitForFirstView`), in ms. Default 1000. */
  settle?: number;
}

/** Session windows: shifts less than 1 s apart, at most 5 s long (web.dev/articles/cls). */
export function sessionWindowCls(shifts: readonly Shift[]): number {
  let best = 0;
  let current = 0;
  let start = -Infinity;
  let last = -Infinity;
  for (const shift of shifts) {
    if (shift.time - last > 1000 || shift.time - start > 5000) {
      current = 0;
      start = shift.time;
    }
    current += shift.value;
    last = shift.time;
    best = Math.max(best, current);
  }
  return best;
}

/** Loads `url` at `viewport` in a fresh context and records its layout shifts until the page has settled. */
export async function measureLayoutShift(
  browser: Browser,
  url: string,
  viewport: Viewport,
  options: MeasureOptions = {},
): Promise<LayoutShift> {
  const { scriptsAfterPaint = false, settle = 1000 } = options;
  const { name: _name, width, height, ...device } = viewport;
  // A first visit, on the suites' shared browser, which has no service worker (withoutServiceWorkers in suite.ts):
  // one would fetch the page's files again after `load`, no part of the first view, in requests Playwright's routing
  // does not see.
  const context = await browser.newContext({ viewport: { width, height }, ...device });
  try {
    const page = await context.newPage();
    if (scriptsAfterPaint) {
      let painted!: () => void;
      const firstPaint = new Promise<void>((resolve) => (painted = resolve));
      await page.exposeBinding('__shopPainted', () => painted());
      await page.addInitScript(() => {
        new PerformanceObserver((list) => {
          if (list.getEntriesByName('first-contentful-paint').length > 0) {
            (window as unknown as { __shopPainted(): void }).__shopPainted();
          }
        }).observe({ type: 'paint', buffered: true });
      });
      await page.route('**/widgets/**/*.js', async (route) => {
        // A page that never paints (it should) still gets its scripts, late.
        await Promise.race([firstPaint, new Promise((resolve) => setTimeout(resolve, 5000))]);
        await route.continue();
      });
    }
    // Injected by the browser, not by the page: the site's script-src 'self' does not apply to it.
    // (No named helper functions in here: the test transpiler would wrap them in a helper the page lacks.)
    await page.addInitScript(() => {
      const store: Shift[] = [];
      (window as unknown as { __shifts: Shift[] }).__shifts = store;
      new PerformanceObserver((list) => {
        // Every shift counts, hadRecentInput or not: nothing here gives input, but Chromium's mobile
        // emulation flags the shifts of the first 500 ms after its viewport change as if there had been
        // some (crbug.com/1094974), and Lighthouse counts those too.
        for (const entry of list.getEntries() as Array<PerformanceEntry & Record<string, unknown>>) {
          const sources: string[] = [];
          for (const source of entry.sources as Array<{
            node?: Node;
            previousRect: DOMRectReadOnly;
            currentRect: DOMRectReadOnly;
          }>) {
            const node = source.node as Element | undefined;
            const classes =
              node && typeof node.className === 'string' && node.className
                ? `.${node.className.trim().split(/\s+/).join('.')}`
                : '';
            const boxes = [source.previousRect, source.currentRect].map(
              (r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`,
            );
            sources.push(`${node ? node.nodeName.toLowerCase() : '?'}${classes} ${boxes.join(' → ')}`);
          }
          store.push({ time: entry.startTime, value: entry.value as number, sources });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await waitForFirstView(page);
    // The window in which a late shift would still be recorded (a measure of time, not a wait for something).
    await page.waitForTimeout(settle);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts.slice());
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    return { cls: sessionWindowCls(shifts), total, shifts };
  } finally {
    await context.close();
  }
}
