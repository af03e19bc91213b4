/**
 * The shop manager's own worker (site/build/manage.ts) in Chromium: the manager lives at /manage, the address the
 * host keeps (it drops a trailing slash), and a phone that opened it once opens it again with no signal. The page
 * without a Firebase project is enough: the worker and its scope are the same for every shop.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser } from 'playwright-core';
import { startServer } from '../../site/server/serve.js';
import { launch } from '../_util/browser.js';
import { untilInPage } from '../_util/offline.js';
import { closeServer } from '../_util/site.js';
import { chromiumMissing } from '../_util/suite.js';

const skip = chromiumMissing();
const test = suite<{ browser: Browser }>('the shop manager’s worker in Chromium');
const it = skip ? test.skip : test;
const ROOT = process.env.SHOP_DIST ?? 'dist/site';
const NEEDS_PROJECT = 'দোকানের ম্যানেজার চালাতে দোকানের Firebase প্রজেক্ট লাগবে';

test.before(async (context) => {
  if (!skip) context.browser = await launch();
});
test.after(async (context) => {
  await context.browser?.close();
});

it('opened once at /manage, opens again with no signal, from its worker', async ({ browser }) => {
  // Its own server, since going offline here means stopping it: the worker's fetches then find no network either.
  const { server, url } = await startServer({ root: ROOT, port: 0 });
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  try {
    const page = await phone.newPage();
    const first = await page.goto(`${url}/manage`);
    assert.is(first!.status(), 200, 'the manager is served at /manage itself');
    await page.getByText(NEEDS_PROJECT).waitFor();
    await untilInPage(
      page,
      ([address, cacheName]) => caches.match(address, { cacheName }).then(Boolean),
      [`${url}/manage`, 'manager-v1', null],
      'the worker saved the manager',
    );
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 10_000 });

    await phone.setOffline(true);
    await closeServer(server);
    await page.goto(`${url}/manage`);
    await page.getByText(NEEDS_PROJECT).waitFor({ timeout: 10_000 });
    assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'answered by its worker');
  } finally {
    await phone.close();
    await closeServer(server).catch(() => undefined);
  }
});

it('installed on a phone, starts at the address its worker and its manifest cover', async ({ browser }) => {
  const { server, url } = await startServer({ root: ROOT, port: 0 });
  const page = await browser.newPage();
  try {
    const manifest = (await (await page.request.get(`${url}/manage/manifest.webmanifest`)).json()) as Record<
      string,
      string
    >;
    const start = await page.request.get(`${url}${manifest.start_url}`, { maxRedirects: 0 });
    assert.is(start.status(), 200, `${manifest.start_url} is the page, not a redirect`);
    assert.ok(manifest.start_url!.startsWith(manifest.scope!), 'the app opens inside its own scope');
    const worker = await page.request.get(`${url}/manage/sw.js`);
    assert.is(worker.headers()['service-worker-allowed'], manifest.scope, 'the worker may serve that scope');
  } finally {
    await page.close();
    await closeServer(server);
  }
});

test.run();
