import { chromium, type Browser, type Page, type Request } from 'playwright-core';
import { which } from './env.js';

/** Debian's chromium (apt-get install -y chromium), or CHROME_PATH: the whole browser, which Lighthouse needs. */
export const CHROMIUM = process.env.CHROME_PATH ?? which('chromium') ?? which('chromium-browser');
/**
 * The Chromium the tests drive: Debian's chromium-headless-shell when it is installed (apt-get install -y
 * chromium-headless-shell), the same Chromium built without a browser window, which drew the browser tests for a fifth
 * less CPU (a third on the pages that draw most); else CHROMIUM.
 */
export const TEST_CHROMIUM = process.env.CHROME_PATH ?? which('chromium-headless-shell') ?? CHROMIUM;

/** The flags this machine needs: no sandbox as root, and no calls to the closed network. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launch(): Promise<Browser> {
  if (!TEST_CHROMIUM) throw new Error('chromium not found');
  return chromium.launch({ executablePath: TEST_CHROMIUM, args: CHROMIUM_FLAGS });
}

/** Console errors and failed requests a page produced, for "no errors" assertions. */
export function watch(page: Page): { errors: string[] } {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A load the page cancels on purpose (the element left, its collection changed) is not a failure.
    const reason = request.failure()?.errorText ?? '';
    if (reason !== 'net::ERR_ABORTED') errors.push(`request failed: ${request.url()} ${reason}`);
  });
  return { errors };
}

/**
 * Follows the requests `page` makes from now on. `quiet()` resolves once none has been open for `idle` ms, or
 * fails within `timeout` naming the requests still open.
 *
 * Used instead of Playwright's `networkidle`: its bookkeeping can lose the idle state for good when the parser
 * stalls for 500 ms after the document arrived and later requests finish before DOMContentLoaded (Playwright issue
 * 42598, which its maintainers closed as "discouraged API"). A loaded CI machine hit it on routes that had no
 * request open: /embed, /bn/embed, /bn.
 */
export function network(page: Page): { quiet(options?: { idle?: number; timeout?: number }): Promise<void> } {
  const open = new Set<Request>();
  let changed = Date.now();
  page.on('request', (request) => {
    open.add(request);
    changed = Date.now();
  });
  const settled = (request: Request) => {
    open.delete(request);
    changed = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return {
    async quiet({ idle = 500, timeout = 30_000 } = {}) {
      const deadline = Date.now() + timeout;
      while (open.size > 0 || Date.now() - changed < idle) {
        if (Date.now() > deadline)
          throw new Error(`the network did not go quiet: still open ${[...open].map((r) => r.url()).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/**
 * Runs a second copy of a widget entry on the page, as a partner who pastes the script twice would; the query
 * string makes it another module, so its registration code really runs again.
 */
export async function loadBundleAgain(page: Page, entry: string): Promise<void> {
  await page.evaluate(async (src) => {
    const again = document.createElement('script');
    again.type = 'module';
    again.src = src;
    document.head.append(again);
    await new Promise((resolve) => again.addEventListener('load', resolve));
  }, `/widgets/${entry}.js?loaded-twice`);
}

/** Resolves after the page has drawn two more frames: long enough for a key or click handler's effects to show. */
export const frames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );

/** Serves the demo pages with the strict policy the site is moving to: no inline styles or scripts. */
export async function strictCsp(page: Page): Promise<void> {
  await page.route('**/demo/*.html', async (route) => {
    const response = await route.fetch();
    const policy = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:";
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
  });
}
