/**
 * A new build, in Chromium: the shopper is told "A new version of the site is ready" with Reload, in the page's
 * language; nothing reloads until they press it, and then the page is the new build's, even while the old worker
 * is still answering a slow picture. Each visit gets its own server over one copy of the site and its own browser
 * context (a fresh worker).
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { startServer } from '../../site/server/serve.js';
import { freePort } from '../../tools/free-port.js';
import { axeViolations } from '../_util/axe.js';
import { launch, network } from '../_util/browser.js';
import { controlled, newContext, violations } from '../_util/offline.js';
import { closeServer, holdRequests } from '../_util/site.js';
import { chromiumMissing } from '../_util/suite.js';

const skip = chromiumMissing();
const test = suite<{ browser: Browser; root: string }>('service worker updates in Chromium');
const it = skip ? test.skip : test;

test.before(async (context) => {
  if (skip) return;
  context.browser = await launch();
  context.root = await mkdtemp(path.join(os.tmpdir(), 'showroom-update-'));
  await cp(process.env.SHOP_DIST ?? 'dist/site', context.root, { recursive: true });
});
test.after(async (context) => {
  await context.browser?.close();
  if (context.root) await rm(context.root, { recursive: true, force: true });
});

const LANGUAGES = [
  { route: '/', file: 'index.html', lang: 'en', ready: 'A new version of the site is ready', reload: 'Reload' },
  { route: '/bn', file: 'bn/index.html', lang: 'bn', ready: 'সাইটের নতুন ভার্সন এসে গেছে', reload: 'রিলোড করুন' },
] as const;

/** The page with the prompt on it, the server of the next deploy, and what the page's workers went through. */
interface Visit {
  page: Page;
  server: Server;
  workers: WorkerLog;
}

/**
 * Every state change of the page's service workers, from the DevTools protocol (it answers while the page itself is
 * stuck in a navigation, when the page cannot): "+1.2 s v1 activated running", in order.
 */
type WorkerLog = () => string;

async function logWorkers(page: Page): Promise<WorkerLog> {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now();
  const lines: string[] = [];
  const last = new Map<string, string>();
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const v of versions) {
      const now = `${v.status} ${v.runningStatus}`;
      if (last.get(v.versionId) === now) continue;
      last.set(v.versionId, now);
      lines.push(`+${((Date.now() - start) / 1000).toFixed(1)} s v${v.versionId} ${now}`);
    }
  });
  await cdp.send('ServiceWorker.enable');
  return () => lines.join('; ');
}

/**
 * A first visit to `route`, until the worker controls the page; then the next deploy (a changed worker and a
 * changed page) served from the same address, and the update check Chromium makes on the next navigation, asked
 * for now. `run` gets the page with the prompt on it; the site's copy is put back afterwards.
 */
async function afterNextDeploy(
  browser: Browser,
  root: string,
  { route, file }: (typeof LANGUAGES)[number],
  run: (visit: Visit) => Promise<void>,
): Promise<void> {
  const port = await freePort();
  const context = await newContext(browser);
  const first = await startServer({ root, port });
  const { url } = first;
  let { server } = first;
  const sw = path.join(root, 'sw.js');
  const html = path.join(root, file);
  const before = await Promise.all([readFile(sw, 'utf8'), readFile(html, 'utf8')]);
  try {
    const page = await context.newPage();
    const workers = await logWorkers(page);
    const requests = network(page);
    await page.goto(`${url}${route}`, { waitUntil: 'load' });
    await requests.quiet();
    await controlled(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await closeServer(server);
    await writeFile(sw, `${before[0]}\n// next build of ${route}\n`);
    await writeFile(html, before[1].replace('<main ', '<main data-build="next" '));
    for (const changed of [sw, html]) {
      await Promise.all(['.gz', '.br'].map((ext) => rm(changed + ext, { force: true })));
    }
    ({ server } = await startServer({ root, port }));

    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.update()));
    await page.locator('.update-prompt').waitFor();
    await run({ page, server, workers });
  } finally {
    await context.close();
    await closeServer(server).catch(() => undefined);
    // The other languages' visits start from the build as it was (their own worker and page unchanged).
    await Promise.all([writeFile(sw, before[0]), writeFile(html, before[1])]);
  }
}

/**
 * Until the page shows the next deploy's `<main>`, which only a reload can bring. On a loaded machine a reload
 * through a worker that has just taken over can take long; if it never comes, the error says how far the update got.
 */
async function newBuildShown(page: Page, workers: WorkerLog): Promise<void> {
  try {
    await page.locator('main[data-build="next"]').waitFor({ timeout: 60_000 });
  } catch (error) {
    const state = page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      return JSON.stringify({
        url: location.href,
        readyState: document.readyState,
        controlled: navigator.serviceWorker.controller !== null,
        active: r?.active?.state,
        waiting: r?.waiting?.state,
        installing: r?.installing?.state,
        reloadPressed: document.querySelector('.update-prompt button')?.hasAttribute('disabled') ?? 'no prompt',
      });
    });
    const timeout = new Promise<string>((resolve) => setTimeout(() => resolve('the page did not answer in 5 s'), 5000));
    throw new Error(
      `${String(error)}\nthe page then: ${await Promise.race([state, timeout]).catch(String)}\nits workers: ${workers()}`,
      { cause: error },
    );
  }
}

for (const language of LANGUAGES) {
  const { route, lang, ready, reload } = language;
  it(`${route}: a new build shows "${ready}" and "${reload}"; nothing reloads until the shopper asks`, async ({
    browser,
    root,
  }) => {
    await afterNextDeploy(browser, root, language, async ({ page, workers }) => {
      const prompt = page.locator('.update-prompt');
      assert.match((await prompt.textContent())!, ready);
      assert.is(await prompt.evaluate((el) => el.closest('[lang]')?.getAttribute('lang')), lang);
      assert.ok(await page.evaluate(() => 'sameDocument' in window), 'the page did not reload by itself');
      assert.is(await page.locator('main[data-build]').count(), 0);
      assert.equal(await axeViolations(page), [], 'axe, with the prompt shown');

      // From the keyboard, as a shopper without a pointer would.
      const button = prompt.getByRole('button', { name: reload });
      await button.focus();
      await page.keyboard.press('Enter');
      await newBuildShown(page, workers);
      assert.is(await page.locator('html').getAttribute('lang'), lang);
      assert.equal(await violations(page), []);
    });
  });
}

it('/: a picture still loading through the old worker does not hold Reload back, and the shopper is not asked twice', async ({
  browser,
  root,
}) => {
  await afterNextDeploy(browser, root, LANGUAGES[0], async ({ page, server, workers }) => {
    // Chromium hands the page to the new worker only once the old one has answered every request it holds.
    const held = holdRequests(server, '/images/held');
    await page.evaluate(() => {
      const picture = new Image();
      picture.src = '/images/held.jpg';
      document.body.append(picture);
    });
    await held.received;

    const button = page.locator('.update-prompt').getByRole('button', { name: 'Reload' });
    await button.click();
    await newBuildShown(page, workers);
    // The reloaded page found the new worker still waiting (update-prompt.js is fetched only then) ...
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/assets/update-prompt.js')),
    );
    // Its module has run once the page's own import of it would resolve.
    await page.evaluate(
      (src) => import(src).then(() => new Promise(requestAnimationFrame)),
      '/assets/update-prompt.js',
    );
    assert.ok(
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.waiting !== null)),
      'the new worker is still waiting behind the held picture',
    );
    // ... and asked it to take over, not the shopper.
    assert.is(await page.locator('.update-prompt').count(), 0, 'the prompt came back after Reload');

    await page.evaluate(() => {
      Object.assign(window, { sameDocument: true });
      navigator.serviceWorker.addEventListener('controllerchange', () => Object.assign(window, { handedOver: true }));
    });
    held.release();
    await page.waitForFunction(() => 'handedOver' in window);
    assert.ok(await page.evaluate(() => 'sameDocument' in window), 'the hand-over reloaded the page under the shopper');
    assert.is(await page.locator('.update-prompt').count(), 0);
    assert.equal(await violations(page), []);
  });
});

test.run();
