/**
 * No dead ends offline: the offline page lists the pages saved in both languages, and the catalogue's saved-copy
 * notice speaks of nothing the site does not show (prices). Each test serves its own copy of the site: going
 * offline also stops the server.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { startServer } from '../../site/server/serve.js';
import { launch, network } from '../_util/browser.js';
import { controlled, newContext } from '../_util/offline.js';
import { closeServer } from '../_util/site.js';
import { chromiumMissing } from '../_util/suite.js';

const skip = chromiumMissing();
const test = suite<{ browser: Browser; root: string }>('no dead ends offline, in Chromium');
const it = skip ? test.skip : test;

test.before(async (context) => {
  if (skip) return;
  context.browser = await launch();
  context.root = await mkdtemp(path.join(os.tmpdir(), 'showroom-deadends-'));
  await cp(process.env.SHOP_DIST ?? 'dist/site', context.root, { recursive: true });
});
test.after(async (context) => {
  await context.browser?.close();
  if (context.root) await rm(context.root, { recursive: true, force: true });
});

/** The offline page's lists once final: each link's path, and whether it says nothing is saved. */
async function offlineList(page: Page) {
  await page.locator('[data-offline-pages]').first().waitFor({ state: 'attached' });
  await page.waitForFunction(() => document.querySelectorAll('[data-offline-pages][aria-busy]').length === 0);
  return {
    paths: await page
      .locator('[data-offline-pages] a:visible')
      .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname).sort()),
    none: await page.locator('[data-offline-none]').isVisible(),
  };
}

it('the offline page of each language lists the pages saved in both languages', async ({ browser, root }) => {
  const { server, url } = await startServer({ root, port: 0 });
  const context = await newContext(browser);
  const page = await context.newPage();
  const requests = network(page);
  try {
    for (const route of ['/saree', '/KarimpurShowroom', '/bn/saree']) {
      await page.goto(`${url}${route}`, { waitUntil: 'load' });
      await requests.quiet();
      await controlled(page);
    }
    await context.setOffline(true);
    for (const [route, heading, other] of [
      ['/Contactus', 'You are offline', 'Pages in Bengali'],
      ['/bn/Contactus', 'ইন্টারনেট সংযোগ নেই', 'ইংরেজি পেজ'],
    ] as const) {
      await page.goto(`${url}${route}`, { waitUntil: 'load' });
      assert.is((await page.locator('h1').textContent())?.trim(), heading);
      const list = await offlineList(page);
      assert.equal(list.paths, ['/KarimpurShowroom', '/bn/saree', '/saree'], `${route}: saved pages`);
      assert.is(list.none, false, `${route}: does not say nothing is saved`);
      assert.ok(await page.getByRole('heading', { name: other }).isVisible(), `${route}: "${other}"`);
      // The other language's links keep their language (the layout moves only links without hreflang).
      const hreflangs = await page
        .locator('[data-offline-pages] a[hreflang]:visible')
        .evaluateAll((as) => as.map((a) => a.getAttribute('hreflang')));
      assert.ok(hreflangs.length > 0 && hreflangs.every((l) => l === (route.startsWith('/bn') ? 'en' : 'bn')));
    }
    for (const [route, lang] of [
      ['/saree', 'en'],
      ['/bn/saree', 'bn'],
    ] as const) {
      await page.goto(`${url}${route}`, { waitUntil: 'load' });
      const notice = page.locator('shop-catalogue [part="notice"]');
      await notice.waitFor();
      const text = (await notice.textContent())!;
      assert.not.match(text, lang === 'en' ? /price/i : /দাম/, `${route}: the site shows no prices: "${text}"`);
      assert.match(text, lang === 'en' ? 'sold since' : 'বিক্রি');
    }
  } finally {
    await context.close();
    await closeServer(server).catch(() => undefined);
  }
});

test.run();
