import type { Browser } from 'playwright-core';
import type { Test } from 'uvu';
import { CHROMIUM, launch } from './browser.js';
import { missing } from './env.js';
import { serveSite } from './site.js';

export interface BrowserContext {
  browser: Browser;
  site: { url: string; close(): Promise<void> };
}

/** '' when Chromium is here; otherwise the printed reason (and under CI=true, a thrown error). */
export const chromiumMissing = (): string => (CHROMIUM ? '' : missing('Chromium', 'apt-get install -y chromium'));

/**
 * Gives a suite the built site on a free port and one Chromium for all its
 * tests, closed after the last one. Does nothing when `skip` says why not.
 */
export function withBrowserAndSite<T extends BrowserContext>(
  test: Test<T>,
  skip: string,
  options: { csp?: boolean } = {},
): void {
  test.before(async (context) => {
    if (skip) return;
    context.site = await serveSite(options);
    context.browser = await launch();
  });
  test.after(async (context) => {
    await context.browser?.close();
    await context.site?.close();
  });
}
