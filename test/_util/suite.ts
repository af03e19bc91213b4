import type { Browser, Page } from 'playwright-core';
import type { Test } from 'uvu';
import { CHROMIUM, launch, watch } from './browser.js';
import { missing } from './env.js';
import { serveSite } from './site.js';

export interface BrowserContext {
  browser: Browser;
  site: { url: string; close(): Promise<void> };
}

export interface PageContext extends BrowserContext {
  page: Page;
  /** Console errors and uncaught exceptions of `page`. */
  errors: string[];
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

/**
 * Gives each test of a suite a fresh page (at `viewport` when given) whose
 * console errors and uncaught exceptions are collected in `errors`, closed
 * after the test. Register it after withBrowserAndSite; a suite's own
 * before.each hooks run after it.
 */
export function withPage<T extends PageContext>(
  test: Test<T>,
  skip: string,
  viewport?: { width: number; height: number },
): void {
  test.before.each(async (context) => {
    if (skip) return;
    context.page = await context.browser.newPage(viewport ? { viewport } : {});
    context.errors = watch(context.page).errors;
  });
  test.after.each(async (context) => {
    await context.page?.close();
  });
}
