import type { Browser } from 'playwright-core';
import { network } from './browser.js';
import { waitForFirstView } from './first-view.js';
import type { Viewport } from './layout-shift.js';

/** One `largest-contentful-paint` entry, as seen from the page. */
export interface LcpEntry {
  /** Milliseconds since navigation started. */
  time: number;
  size: number;
  /** "img.category__image" and the like. */
  element: string;
  url: string;
}

export interface LcpAcrossUpgrade {
  /** The LCP entries reported while the page was plain HTML. */
  before: LcpEntry[];
  /** Entries reported after the widget scripts were let through. */
  after: LcpEntry[];
  /** Whether the page's latest LCP element is the very element it was before the upgrade. */
  sameElement: boolean;
  /** The `shop-*` elements of the page that upgraded. */
  upgraded: string[];
}

/**
 * Opens `url` with every widget script held back until the page, as plain HTML, has painted and loaded the
 * pictures in view (so its LCP element is settled), then lets the scripts through, waits for each widget in
 * view to upgrade and the page to settle, and reports the LCP entries on both sides of that moment.
 */
export async function lcpAcrossUpgrade(browser: Browser, url: string, viewport: Viewport): Promise<LcpAcrossUpgrade> {
  const { name: _name, width, height, ...device } = viewport;
  // A first visit, without a service worker (see measureLayoutShift).
  const context = await browser.newContext({ viewport: { width, height }, ...device });
  try {
    const page = await context.newPage();
    const requests = network(page);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/widgets/**/*.js', async (route) => {
      await released;
      await route.continue();
    });
    // No named helper functions in here: the test transpiler would wrap them in a helper the page lacks.
    await page.addInitScript(() => {
      const entries: Array<{ time: number; size: number; element: Element | null; url: string }> = [];
      (window as unknown as { __lcp: typeof entries }).__lcp = entries;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & Record<string, unknown>>) {
          entries.push({
            time: entry.startTime,
            size: entry.size as number,
            element: (entry.element as Element | null) ?? null,
            url: (entry.url as string) ?? '',
          });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'commit' });
    // Plain HTML painted, and every picture in view loaded (or failed): the LCP element before any widget.
    await page.waitForFunction(() => {
      const entries = (window as unknown as { __lcp: unknown[] }).__lcp;
      if (document.readyState === 'loading' || entries.length === 0) return false;
      return [...document.images].every((img) => {
        // What shows of the picture: its box cut by the viewport and by every ancestor that clips (a strip of
        // slides shows one, and the others wait, lazy, beside it).
        const box = img.getBoundingClientRect();
        let [left, top, right, bottom] = [Math.max(box.left, 0), Math.max(box.top, 0), box.right, box.bottom];
        right = Math.min(right, innerWidth);
        bottom = Math.min(bottom, innerHeight);
        for (let el = img.parentElement; el; el = el.parentElement) {
          if (getComputedStyle(el).overflowX === 'visible' && getComputedStyle(el).overflowY === 'visible') continue;
          const clip = el.getBoundingClientRect();
          [left, top] = [Math.max(left, clip.left), Math.max(top, clip.top)];
          [right, bottom] = [Math.min(right, clip.right), Math.min(bottom, clip.bottom)];
        }
        return right - left < 1 || bottom - top < 1 || img.complete;
      });
    });
    // Two frames, so a paint of what just loaded has been reported.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50)))),
    );
    const cut = await page.evaluate(() => {
      const entries = (window as unknown as { __lcp: unknown[] }).__lcp;
      (window as unknown as { __lcpCut: number }).__lcpCut = entries.length;
      return entries.length;
    });
    release();
    // The widgets' code and data in, every widget in view upgraded (those below the fold may wait for a scroll:
    // widgets/auto.js) and every picture in view loaded, the widgets' own included; then two frames for their
    // paint to be reported.
    await requests.quiet();
    const upgraded = await waitForFirstView(page);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 200)))),
    );
    const result = await page.evaluate((cut) => {
      const entries = (
        window as unknown as { __lcp: Array<{ time: number; size: number; element: Element | null; url: string }> }
      ).__lcp;
      const plain = entries.map((e) => {
        const el = e.element;
        // Chromium gives null for an element in a shadow root (not exposed for paint timing) or since removed.
        let element = '(in a shadow root, or removed)';
        if (el) {
          const classes = typeof el.className === 'string' && el.className ? `.${el.className.split(/\s+/)[0]}` : '';
          const root = el.getRootNode();
          element = `${el.localName}${classes}${root instanceof ShadowRoot ? ` in ${root.host.localName} (shadow)` : ''}`;
        }
        return { time: e.time, size: e.size, element, url: e.url };
      });
      const last = entries.at(-1)?.element;
      const lastBefore = entries[cut - 1]?.element;
      return { before: plain.slice(0, cut), after: plain.slice(cut), sameElement: !!last && last === lastBefore };
    }, cut);
    return { ...result, upgraded };
  } finally {
    await context.close();
  }
}
