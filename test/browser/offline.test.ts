/**
 * The service worker in Chromium: pages, pictures and search already seen keep working with no connection, an
 * unvisited page shows the offline page in the shopper's language, and a new build is offered, never forced.
 * Each test serves its own copy of the site, since going offline here also stops the server: whatever Chromium
 * applies `setOffline` to, the worker's own fetches then find no network either.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServer } from '../../site/serve.js';
import { launch } from '../_util/browser.js';
import { catalogueShown } from '../_util/catalogue.js';
import { closeServer } from '../_util/site.js';
import { chromiumMissing } from '../_util/suite.js';

const skip = chromiumMissing();
const test = suite<{ browser: Browser; root: string }>('offline revisits in Chromium');
const it = skip ? test.skip : test;
const PHONE = { width: 360, height: 740 };

test.before(async (context) => {
  if (skip) return;
  context.browser = await launch();
  context.root = await mkdtemp(path.join(os.tmpdir(), 'showroom-offline-'));
  await cp(process.env.SHOP_DIST ?? 'dist/site', context.root, { recursive: true });
});
test.after(async (context) => {
  await context.browser?.close();
  if (context.root) await rm(context.root, { recursive: true, force: true });
});

/** A context whose pages record CSP violations (the init script runs before the page's own, outside its CSP). */
async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: PHONE });
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return context;
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/** Until the worker has precached the shell, controls the page and has saved it. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForFunction(() => caches.match(location.href, { cacheName: 'pages' }).then(Boolean));
}

/** The pictures the page has shown (decoded), by address. */
const shownImages = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('img')].filter((i) => i.complete && i.naturalWidth > 0).map((i) => i.currentSrc),
  );

/** What a shopper relies on: the heading, the call and WhatsApp links (the catalogue's cards included). */
async function essentials(page: Page) {
  return {
    h1: (await page.locator('h1').first().textContent())?.trim(),
    calls: await page.locator('a[href^="tel:"]').count(),
    chats: await page.locator('a[href^="https://wa.me/"]').count(),
  };
}

const cardsShown = catalogueShown;

async function searchRed(page: Page, query: string): Promise<number> {
  await page.locator('shop-catalogue input[type="search"]').fill(query);
  await page.waitForFunction(
    (q) =>
      document.querySelector('shop-catalogue')!.shadowRoot!.querySelector('[role="status"]')!.textContent!.includes(q),
    query,
  );
  return page.locator('shop-catalogue .card:not(.card--skeleton):visible').count();
}

it('visited pages, their pictures and search work offline; an unvisited page shows the offline page', async ({
  browser,
  root,
}) => {
  const { server, url } = await startServer({ root, port: 0 });
  const context = await newContext(browser);
  const page = await context.newPage();
  const visited = ['/', '/saree', '/KarimpurShowroom', '/bn/saree'];
  const online = new Map<string, { essentials: Awaited<ReturnType<typeof essentials>>; images: string[] }>();
  let redOnline = 0;
  try {
    for (const route of visited) {
      await page.goto(`${url}${route}`, { waitUntil: 'networkidle' });
      await controlled(page);
      if (route === '/saree') {
        await cardsShown(page);
        redOnline = await searchRed(page, 'red');
        await page.goto(`${url}${route}`, { waitUntil: 'networkidle' });
      }
      online.set(route, { essentials: await essentials(page), images: await shownImages(page) });
      if (route === '/' || route === '/bn/saree') {
        // Chromium's own check that the site can be installed: the manifest, its icons, the worker.
        const cdp = await context.newCDPSession(page);
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        // Playwright's contexts are incognito ones, where Chromium never offers to install any site.
        const errors = installabilityErrors.filter((e) => e.errorId !== 'in-incognito');
        assert.equal(errors, [], `${route}: installable`);
        await cdp.detach();
      }
    }
    await context.setOffline(true);
    await closeServer(server);

    for (const route of visited) {
      await page.goto(`${url}${route}`, { waitUntil: 'load' });
      const before = online.get(route)!;
      assert.equal(await essentials(page), before.essentials, `${route}: heading, call and WhatsApp links offline`);
      assert.ok(before.essentials.calls > 0, `${route}: a call link`);
      // The same pictures as online, each decoded from the worker's cache.
      await page.waitForFunction(
        (seen) =>
          [...document.querySelectorAll('img')].filter((i) => seen.includes(i.currentSrc)).every((i) => i.complete),
        before.images,
      );
      const offlineImages = await shownImages(page);
      assert.ok(before.images.length > 0, `${route}: pictures were seen`);
      assert.equal(
        before.images.filter((src) => !offlineImages.includes(src)),
        [],
        `${route}: pictures seen online show offline`,
      );
      assert.equal(await violations(page), [], `${route}: CSP violations`);
    }
    assert.ok(online.get('/saree')!.essentials.chats > 0, 'the saree cards ask on WhatsApp');

    await page.goto(`${url}/saree`, { waitUntil: 'load' });
    await cardsShown(page);
    assert.ok(redOnline > 0, 'red sarees found online');
    assert.is(await searchRed(page, 'red'), redOnline, 'search finds the same sarees offline');

    for (const [route, lang, heading] of [
      ['/Contactus', 'en', 'You are offline'],
      ['/bn/Contactus', 'bn', 'ইন্টারনেট সংযোগ নেই'],
    ] as const) {
      await page.goto(`${url}${route}`, { waitUntil: 'load' });
      assert.is((await page.locator('h1').textContent())?.trim(), heading, `${route}: the offline page`);
      assert.is(await page.locator('html').getAttribute('lang'), lang);
      assert.ok((await page.locator('a[href^="tel:"]').count()) > 0, `${route}: call links`);
      assert.ok((await page.locator('a[href^="https://wa.me/"]').count()) > 0, `${route}: a WhatsApp link`);
      // Only the pages saved on this phone are listed.
      const listed = page.locator('[data-offline-pages] a');
      await page.waitForFunction(() => document.querySelector('[data-offline-pages]')!.children.length < 8);
      const links = await listed.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      const saved = lang === 'en' ? ['/', '/saree', '/KarimpurShowroom'] : ['/bn/saree'];
      assert.equal(links.sort(), saved.sort(), `${route}: pages available offline`);
      assert.equal(await violations(page), [], `${route}: CSP violations`);
    }
  } finally {
    await context.close();
    await closeServer(server).catch(() => undefined);
  }
});

it('a new build shows "A new version of the site is ready — Reload"; nothing reloads until the shopper asks', async ({
  browser,
  root,
}) => {
  let { server, url } = await startServer({ root, port: 0 });
  const context = await newContext(browser);
  const page = await context.newPage();
  try {
    await page.goto(`${url}/`, { waitUntil: 'networkidle' });
    await controlled(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    // The next deploy: a changed worker and a changed page, served from the same address.
    const port = new URL(url).port;
    await closeServer(server);
    const sw = path.join(root, 'sw.js');
    await writeFile(sw, `${await readFile(sw, 'utf8')}\n// next build\n`);
    const home = path.join(root, 'index.html');
    await writeFile(home, (await readFile(home, 'utf8')).replace('<main ', '<main data-build="next" '));
    for (const file of [sw, home]) await Promise.all(['.gz', '.br'].map((ext) => rm(file + ext, { force: true })));
    ({ server, url } = await startServer({ root, port: Number(port) }));

    // What Chromium does on the next navigation, asked for now.
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.update()));
    const prompt = page.locator('.update-prompt');
    await prompt.waitFor();
    assert.match((await prompt.textContent())!, 'A new version of the site is ready');
    assert.ok(await page.evaluate(() => 'sameDocument' in window), 'the page did not reload by itself');
    assert.is(await page.locator('main[data-build]').count(), 0);

    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
    await page.locator('main[data-build="next"]').waitFor();
    assert.equal(await violations(page), []);
  } finally {
    await context.close();
    await closeServer(server).catch(() => undefined);
  }
});

test.run();
