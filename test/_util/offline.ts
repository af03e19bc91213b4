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

/** Until the worker is active, controls the page and has saved it. */
export async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForFunction(() => caches.match(location.href, { cacheName: 'pages' }).then(Boolean));
}
