/**
 * A new build, in Chromium: the shopper is told "A new version of the site is ready" with Reload, in the page's
 * language; nothing reloads until they press it, and then the page is the new build's. Each language gets its own
 * server over one copy of the site, each visit its own browser context (a fresh worker).
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser } from 'playwright-core';
import { startServer } from '../../site/serve.js';
import { axeViolations } from '../_util/axe.js';
import { launch, network } from '../_util/browser.js';
import { controlled, newContext, violations } from '../_util/offline.js';
import { closeServer } from '../_util/site.js';
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

for (const { route, file, lang, ready, reload } of LANGUAGES) {
  it(`${route}: a new build shows "${ready}" and "${reload}"; nothing reloads until the shopper asks`, async ({
    browser,
    root,
  }) => {
    let { server, url } = await startServer({ root, port: 0 });
    const context = await newContext(browser);
    const page = await context.newPage();
    const requests = network(page);
    try {
      await page.goto(`${url}${route}`, { waitUntil: 'load' });
      await requests.quiet();
      await controlled(page);
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));

      // The next deploy: a changed worker and a changed page, served from the same address.
      const port = new URL(url).port;
      await closeServer(server);
      const sw = path.join(root, 'sw.js');
      await writeFile(sw, `${await readFile(sw, 'utf8')}\n// next build of ${route}\n`);
      const html = path.join(root, file);
      await writeFile(html, (await readFile(html, 'utf8')).replace('<main ', '<main data-build="next" '));
      for (const changed of [sw, html]) {
        await Promise.all(['.gz', '.br'].map((ext) => rm(changed + ext, { force: true })));
      }
      ({ server, url } = await startServer({ root, port: Number(port) }));

      // What Chromium does on the next navigation, asked for now.
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.update()));
      const prompt = page.locator('.update-prompt');
      await prompt.waitFor();
      assert.match((await prompt.textContent())!, ready);
      assert.is(await prompt.evaluate((el) => el.closest('[lang]')?.getAttribute('lang')), lang);
      assert.ok(await page.evaluate(() => 'sameDocument' in window), 'the page did not reload by itself');
      assert.is(await page.locator('main[data-build]').count(), 0);
      assert.equal(await axeViolations(page), [], 'axe, with the prompt shown');

      // From the keyboard, as a shopper without a pointer would.
      const button = prompt.getByRole('button', { name: reload });
      await button.focus();
      await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
      await page.locator('main[data-build="next"]').waitFor();
      assert.is(await page.locator('html').getAttribute('lang'), lang);
      assert.equal(await violations(page), []);
    } finally {
      await context.close();
      await closeServer(server).catch(() => undefined);
    }
  });
}

test.run();
