/** Helpers of the service-worker tests (test/browser/offline*.test.ts). */
import type { Browser, BrowserContext, Page } from 'playwright-core';

const PHONE = { width: 360, height: 740 };

/** A context whose pages record CSP violations (the init script runs before the page's own, outside its CSP). */
export async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: PHONE });
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return context;
}

export const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/**
 * Until `check`, run in the page, answers true; asked again at each frame. Playwright's `waitForFunction` takes a
 * returned Promise for a true answer without awaiting it, so a check that awaits (the Cache API) needs this.
 */
export async function untilInPage(
  page: Page,
  check: (arg: CopyQuery) => Promise<boolean>,
  arg: CopyQuery,
  what: string,
  timeout = 30_000,
): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await page.evaluate(check, arg))) {
    if (Date.now() > end) throw new Error(`still not true after ${timeout / 1000} s: ${what}`);
    await page.evaluate(() => new Promise(requestAnimationFrame));
  }
}

/** An address, a cache of the worker, and a header its copy must have (null: any copy). */
type CopyQuery = [url: string, cacheName: string, header: string | null];

/** Whether the worker has a copy of the address in that cache, with that header. */
export const savedCopy = ([url, cacheName, header]: CopyQuery) =>
  caches.match(url, { cacheName }).then((copy) => copy !== undefined && (header === null || copy.headers.has(header)));

/** Until the worker is active, controls the page and has saved it. */
export async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await untilInPage(page, savedCopy, [page.url(), 'pages', null], `the worker saved ${page.url()}`);
}
