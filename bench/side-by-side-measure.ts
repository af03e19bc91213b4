/**
 * One cold page load in Chromium under a phone's conditions (CDP: 150 ms round trip, 1.6 Mbit/s down, 4× CPU),
 * measured the same way on every site: paint timings and long tasks from the page's own performance entries,
 * bytes and requests from the DevTools Network domain, the first card by looking at every frame.
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

export const CONDITIONS = { latencyMs: 150, downloadMbit: 1.6, uploadMbit: 0.75, cpuSlowdown: 4 };
const CONTEXT = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** The page is idle once this long has passed with no long task and no new request. */
const QUIET_MS = 2_000;
const IDLE_CAP_MS = 45_000;

export interface Load {
  fcp: number;
  lcp: number;
  /** The LCP element, as `tag.class` with its picture's file name, so a change of element shows. */
  lcpElement: string;
  firstCard: number | null;
  blocking: number;
  longTasks: number;
  jsBytes: number;
  totalBytes: number;
  requests: number;
}

// In-page code is plain text: the TypeScript loader would add helpers the page does not have.
// Cards are the product cards (`.card`) and the home page's category cards (`.category`), in the page or in a
// widget's shadow root; the first one laid out in the first screen counts.
const OBSERVE = `(() => {
  const b = (window.__sbs = { fcp: 0, lcp: 0, lcpElement: '', tasks: [], firstCard: null });
  const name = (el) => {
    if (!el) return '(removed from the page)';
    const src = el.currentSrc || el.src || '';
    return el.localName + (el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : '') +
      (src ? ' ' + src.split('/').pop().split('?')[0] : '');
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) { b.lcp = e.startTime; b.lcpElement = name(e.element); }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') b.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) b.tasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const shown = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0 && r.top < innerHeight; };
  const look = () => {
    const roots = [document, ...[...document.querySelectorAll('*')].filter((e) => e.shadowRoot).map((e) => e.shadowRoot)];
    for (const root of roots) for (const card of root.querySelectorAll('.card, .category')) if (shown(card)) return true;
    return false;
  };
  const frame = () => {
    if (look()) b.firstCard = performance.now();
    else if (performance.now() < 60000) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})()`;

export async function throttledPage(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext(CONTEXT);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: CONDITIONS.latencyMs,
    downloadThroughput: (CONDITIONS.downloadMbit * 1_000_000) / 8,
    uploadThroughput: (CONDITIONS.uploadMbit * 1_000_000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CONDITIONS.cpuSlowdown });
  return { context, page, cdp };
}

/** Loads `url` cold and waits until the page is idle; returns what the shopper's phone went through. */
export async function measureLoad(browser: Browser, url: string): Promise<Load> {
  const { context, page, cdp } = await throttledPage(browser);
  try {
    const types = new Map<string, string>();
    let jsBytes = 0;
    let totalBytes = 0;
    let requests = 0;
    let lastRequest = 0;
    cdp.on('Network.requestWillBeSent', () => void (requests++, (lastRequest = Date.now())));
    cdp.on('Network.responseReceived', (e) => void types.set(e.requestId, e.type));
    cdp.on('Network.loadingFinished', (e) => {
      totalBytes += e.encodedDataLength;
      if (types.get(e.requestId) === 'Script') jsBytes += e.encodedDataLength;
    });
    await context.addInitScript({ content: OBSERVE });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const loaded = Date.now();
    for (;;) {
      // Long tasks are counted in page time; requests in wall time: both must have been quiet for QUIET_MS, after
      // the first card and the first paint showed (Firestore's SDK answers on a request that stays open, which no
      // quiet spell sees).
      const quiet = await page.evaluate((ms) => {
        const b = (window as unknown as { __sbs: { tasks: number[][]; firstCard: number | null; lcp: number } }).__sbs;
        const last = b.tasks.reduce((end, [start, duration]) => Math.max(end, start! + duration!), 0);
        // A starved machine can leave the first paint unreported for a while: it is waited for, never read as 0.
        return b.firstCard !== null && b.lcp > 0 && performance.now() - last >= ms;
      }, QUIET_MS);
      if ((quiet && Date.now() - lastRequest >= QUIET_MS) || Date.now() - loaded > IDLE_CAP_MS) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const b = await page.evaluate(
      () =>
        (
          window as unknown as {
            __sbs: { fcp: number; lcp: number; lcpElement: string; tasks: number[][]; firstCard: number | null };
          }
        ).__sbs,
    );
    return {
      fcp: b.fcp,
      lcp: b.lcp,
      lcpElement: b.lcpElement,
      firstCard: b.firstCard,
      blocking: b.tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration! - 50), 0),
      longTasks: b.tasks.length,
      jsBytes,
      totalBytes,
      requests,
    };
  } finally {
    await context.close();
  }
}

/**
 * Navigation start → the first frame in which typing in the search box has filtered the grid. Types as soon as a
 * search box is visible; a box that an upgrade replaces (and so loses what was typed) is typed into again.
 */
export async function measureTyping(browser: Browser, url: string, word: string, before: number): Promise<number> {
  const { context, page } = await throttledPage(browser);
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    const box = page.locator('input[type="search"]:visible').first();
    for (let attempt = 0; attempt < 40; attempt++) {
      await box.waitFor({ timeout: 120_000 });
      await box.fill(word).catch(() => undefined);
      const at = await page
        .waitForFunction(
          ([shown]) => {
            const roots: ParentNode[] = [document];
            for (const el of document.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
            let cards = 0;
            for (const root of roots)
              for (const card of root.querySelectorAll('.card'))
                if ((card as HTMLElement).offsetParent !== null || card.getClientRects().length > 0) cards++;
            return cards > 0 && cards < shown ? performance.now() : null;
          },
          [before] as const,
          { polling: 'raf', timeout: 3_000 },
        )
        .then((handle) => handle.jsonValue() as Promise<number>)
        .catch(() => null);
      if (at !== null) return at;
    }
    throw new Error(`typing "${word}" never filtered the grid of ${url}`);
  } finally {
    await context.close();
  }
}
