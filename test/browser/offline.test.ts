/**
 * The service worker in Chromium: pages, pictures and search already seen keep working with no connection, an
 * unvisited page shows the offline page in the shopper's language, and the catalogue says when it shows the
 * worker's saved copy (updates: offline.update.test.ts). Each test serves its own copy of the site, since going offline here also stops the server: whatever Chromium
 * applies `setOffline` to, the worker's own fetches then find no network either.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { startServer } from '../../site/server/serve.js';
import { launch, network } from '../_util/browser.js';
import { catalogueShown } from '../_util/catalogue.js';
import { controlled, newContext, savedCopy, untilInPage, violations } from '../_util/offline.js';
import { closeServer } from '../_util/site.js';
import { chromiumMissing } from '../_util/suite.js';

const skip = chromiumMissing();
const test = suite<{ browser: Browser; root: string }>('offline revisits in Chromium');
const it = skip ? test.skip : test;

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

/** The pictures the page has shown (decoded), by address. */
const shownImages = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('img')].filter((i) => i.complete && i.naturalWidth > 0).map((i) => i.currentSrc),
  );

/**
 * What a shopper relies on: the heading, the call and WhatsApp links shown (the catalogue's cards included; not
 * those it builds hidden behind the page's own when the search box has the focus).
 */
async function essentials(page: Page) {
  return {
    h1: (await page.locator('h1').first().textContent())?.trim(),
    calls: await page.locator('a[href^="tel:"]:visible').count(),
    chats: await page.locator('a[href^="https://wa.me/"]:visible').count(),
  };
}

/**
 * The page's essentials once they match `expected`, or as they are after `timeout`. A listing opened from the
 * worker's saved copy upgrades its catalogue at once (the copy's date is news to the shopper), so the first look
 * may fall in the middle of that upgrade; what counts is what the shopper is left with, and a link that stays
 * missing still fails.
 */
async function essentialsLike(page: Page, expected: Essentials, timeout = 10_000): Promise<Essentials> {
  const end = Date.now() + timeout;
  for (;;) {
    const now = await essentials(page);
    if (JSON.stringify(now) === JSON.stringify(expected) || Date.now() > end) return now;
    await page.evaluate(() => new Promise(requestAnimationFrame));
  }
}
type Essentials = Awaited<ReturnType<typeof essentials>>;

const cardsShown = catalogueShown;

async function searchRed(page: Page, query: string): Promise<number> {
  await page.locator('shop-catalogue input[type="search"]').fill(query);
  await page.waitForFunction(
    (q) => document.querySelector('shop-catalogue [role="status"]')!.textContent!.includes(q),
    query,
  );
  return page.locator('shop-catalogue .card:not(.card--skeleton):visible').count();
}

/** The catalogue says it shows the worker's saved copy, in the page's language, with when it was saved. */
async function savedCopyNotice(page: Page, route: string, [from, to]: [number, number]): Promise<void> {
  const notice = page.locator('shop-catalogue [part="notice"]');
  await notice.waitFor();
  const bn = route.startsWith('/bn/');
  assert.match((await notice.textContent())!, bn ? 'তারিখে রাখা কপি' : 'Showing the copy saved on');
  // The nearest lang, across the catalogue's shadow root.
  const lang = await notice.evaluate((el) => {
    let node: Element | null = el;
    while (node && !node.hasAttribute('lang'))
      node = node.parentElement ?? (node.getRootNode() as ShadowRoot).host ?? null;
    return node?.getAttribute('lang');
  });
  assert.is(lang, bn ? 'bn' : 'en');
  const saved = Date.parse((await notice.locator('time').getAttribute('datetime'))!);
  assert.ok(saved >= from - 1000 && saved <= to, `${route}: the copy's date is when the page was visited`);
}

it('visited pages, their pictures and search work offline; an unvisited page shows the offline page', async ({
  browser,
  root,
}) => {
  const { server, url } = await startServer({ root, port: 0 });
  const context = await newContext(browser);
  const page = await context.newPage();
  const requests = network(page);
  const visited = ['/', '/saree', '/KarimpurShowroom', '/bn/saree'];
  const online = new Map<string, { essentials: Essentials; images: string[] }>();
  let redOnline = 0;
  const visitedFrom = Date.now();
  try {
    for (const route of visited) {
      await page.goto(`${url}${route}`, { waitUntil: 'load' });
      await requests.quiet();
      await controlled(page);
      if (route === '/saree') {
        await cardsShown(page);
        redOnline = await searchRed(page, 'red');
        await page.goto(`${url}${route}`, { waitUntil: 'load' });
        await requests.quiet();
        await cardsShown(page);
        assert.is(await page.locator('shop-catalogue [part="notice"]').count(), 0, 'online: the newest catalogue');
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
    const offlineFrom = Date.now();
    await context.setOffline(true);
    await closeServer(server);

    for (const route of visited) {
      await page.goto(`${url}${route}`, { waitUntil: 'load' });
      const before = online.get(route)!;
      assert.equal(
        await essentialsLike(page, before.essentials),
        before.essentials,
        `${route}: heading, call and WhatsApp links offline`,
      );
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
      if (route.endsWith('/saree')) await savedCopyNotice(page, route, [visitedFrom, offlineFrom]);
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
      await page.waitForFunction(() => document.querySelectorAll('[data-offline-pages][aria-busy]').length === 0);
      const links = await listed.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      // Both languages' saved pages, on the offline page of each.
      const saved = ['/', '/saree', '/KarimpurShowroom', '/bn/saree'];
      // What the worker holds, named if the list is wrong.
      const cached = await page.evaluate(() =>
        caches
          .open('pages')
          .then((cache) => cache.keys())
          .then((keys) => keys.map((key) => new URL(key.url).pathname)),
      );
      assert.equal(links.sort(), saved.sort(), `${route}: pages available offline (saved: ${cached.sort().join(' ')})`);
      assert.equal(await violations(page), [], `${route}: CSP violations`);
    }
  } finally {
    await context.close();
    await closeServer(server).catch(() => undefined);
  }
});

it("the first page of a first visit, a listing, opens offline as the worker's saved copy and says so at once", async ({
  browser,
  root,
}) => {
  const { server, url } = await startServer({ root, port: 0 });
  const context = await newContext(browser);
  const page = await context.newPage();
  const requests = network(page);
  const from = Date.now();
  try {
    // No touch: the catalogue waits for the shopper, so only the page and what it ran are saved for it.
    await page.goto(`${url}/saree`, { waitUntil: 'load' });
    await requests.quiet();
    await controlled(page);
    // The worker saves that page after it took control (worker-client.js): stamped as a saved copy.
    await untilInPage(page, savedCopy, [page.url(), 'pages', 'X-Shop-Saved-At'], 'the first page saved, stamped');
    // Its pictures are in the worker's cache too, not only in the browser's, which may drop them.
    const first = await page
      .locator('shop-catalogue .card img')
      .first()
      .evaluate((img: HTMLImageElement) => img.src);
    await untilInPage(page, savedCopy, [first, 'pictures', null], 'its first picture saved');
    const to = Date.now();
    await context.setOffline(true);
    await closeServer(server);
    await page.goto(`${url}/saree`, { waitUntil: 'load' });
    // The saved copy loads the catalogue by itself, to tell the shopper what they see.
    await savedCopyNotice(page, '/saree', [from, to]);
    assert.ok((await page.locator('a[href^="tel:"]:visible').count()) > 0, 'call links offline');
    assert.equal(await violations(page), [], 'CSP violations');
  } finally {
    await context.close();
    await closeServer(server).catch(() => undefined);
  }
});

test.run();
