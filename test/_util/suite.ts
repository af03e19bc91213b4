import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import type { Test } from 'uvu';
import { TEST_CHROMIUM, launch, network, watch } from './browser.js';
import { missing } from './env.js';
import { serveSite } from './site.js';

type Site = { url: string; close(): Promise<void> };

export interface BrowserContext {
  browser: Browser;
  site: Site;
}

export interface PageContext extends BrowserContext {
  page: Page;
  /** Console errors and uncaught exceptions of `page`. */
  errors: string[];
  /** The requests of `page`: `requests.quiet()` waits until none is open. */
  requests: ReturnType<typeof network>;
}

/** '' when Chromium is here; otherwise the printed reason (and under CI=true, a thrown error). */
export const chromiumMissing = (): string =>
  TEST_CHROMIUM ? '' : missing('Chromium', 'apt-get install -y chromium chromium-headless-shell');

/*
 * One Chromium and one server per CSP setting for every suite of the process: launching them per file cost
 * about a second each. uvu imports every file before it runs the first suite, so by then `suites` counts
 * all the suites that will use them, and the last one to finish closes them, letting the process exit.
 */
let suites = 0;
let finished = 0;
let browser: Promise<Browser> | undefined;
const sites = new Map<boolean, Promise<Site>>();

/**
 * The shared Chromium as a browser without service workers, as many in-app browsers on an iPhone are (iOS's
 * WKWebView gives an app's pages none unless the app opts in): the site's pages then never register the offline
 * worker (site/assets/offline.js looks for `navigator.serviceWorker` first). Its work on every first visit
 * (installing, then fetching and saving the page and each picture again) is not what these suites check, and cost
 * about a tenth of their CPU; the offline suites
 * (test/browser/offline*.test.ts, deadends-offline, manage-offline) launch a Chromium of their own, with workers.
 * Playwright's own `serviceWorkers: 'block'` is not used: its stand-in `register()` resolves to nothing, which no
 * browser does.
 */
function withoutServiceWorkers(shared: Browser): Browser {
  const newContext = shared.newContext.bind(shared);
  // `browser.newPage()` makes its context through this method too.
  shared.newContext = async (options) => {
    const context = await newContext(options);
    await context.addInitScript(() => {
      delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
    });
    return context;
  };
  return shared;
}

async function closeShared(): Promise<void> {
  const open = [browser, ...sites.values()];
  browser = undefined;
  sites.clear();
  await Promise.all(open.map(async (item) => (await item?.catch(() => undefined))?.close()));
}

/**
 * Gives a suite the built site (with or without its CSP) and the shared Chromium. Each suite starts with
 * no page open and leaves none behind: what it opened is closed after its last test, so suites stay as
 * independent as with a browser of their own. Does nothing when `skip` says why not.
 */
export function withBrowserAndSite<T extends BrowserContext>(
  test: Test<T>,
  skip: string,
  options: { csp?: boolean } = {},
): void {
  if (skip) return;
  suites++;
  const csp = options.csp ?? true;
  test.before(async (context) => {
    browser ??= launch().then(withoutServiceWorkers);
    if (!sites.has(csp)) sites.set(csp, serveSite({ csp }));
    context.browser = await browser;
    context.site = await sites.get(csp)!;
  });
  test.after(async (context) => {
    await Promise.all(context.browser?.contexts().map((c) => c.close()) ?? []);
    if (++finished === suites) await closeShared();
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
    context.requests = network(context.page);
  });
  test.after.each(async (context) => {
    await context.page?.close();
  });
}

/**
 * Measures every item, `limit` at a time, from the first time one is asked for, in the items' order; returns the
 * promise of one item's result. A suite with one test per item asks for each in its test: the tests keep their
 * own names and failures, while later items are measured as earlier tests wait on their pages.
 */
export function ahead<T, R>(
  items: readonly T[],
  limit: number,
  measure: (item: T) => Promise<R>,
): (item: T) => Promise<R> {
  const results = new Map<T, Promise<R>>();
  const start = () => {
    const settle = new Map<T, (result: Promise<R>) => void>();
    for (const item of items) {
      const result = new Promise<R>((resolve) => settle.set(item, resolve));
      // A failure is reported by the test that asks for it, not as an unhandled rejection before then.
      result.catch(() => {});
      results.set(item, result);
    }
    const queue = [...items];
    const worker = async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
        const result = measure(item);
        settle.get(item)!(result);
        await result.catch(() => {});
      }
    };
    for (let i = 0; i < Math.min(limit, items.length); i++) void worker();
  };
  return (item) => {
    if (results.size === 0) start();
    const result = results.get(item);
    if (!result) throw new Error(`not one of the items measured ahead: ${String(item)}`);
    return result;
  };
}

/**
 * Runs `check` for every item, spread over `pages` pages of one fresh browser context each (three by default,
 * made with the given context options, each first given to `prepare`) that take the next item as they finish one;
 * closes them all and rethrows the first failure.
 */
export async function eachInPages<T>(
  browser: Browser,
  items: readonly T[],
  options: BrowserContextOptions & { pages?: number; prepare?: (page: Page) => Promise<void> },
  check: (page: Page, item: T) => Promise<void>,
): Promise<void> {
  const { pages: count = 3, prepare, ...contextOptions } = options;
  const queue = [...items];
  const pages = await Promise.all(
    Array.from({ length: Math.min(count, items.length) }, async () => {
      const page = await browser.newPage(contextOptions);
      await prepare?.(page);
      return page;
    }),
  );
  try {
    await Promise.all(
      pages.map(async (page) => {
        for (let item = queue.shift(); item !== undefined; item = queue.shift()) await check(page, item);
      }),
    );
  } finally {
    await Promise.all(pages.map((page) => page.close()));
  }
}
