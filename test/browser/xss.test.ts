import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser } from 'playwright-core';
import { imagesSettled, inspectRendering, xssRecords } from '../_util/xss.js';
import { chromiumMissing, withBrowserAndSite } from '../_util/suite.js';

const skip = chromiumMissing();
const test = suite<{ browser: Browser; site: { url: string; close(): Promise<void> } }>(
  '<shop-catalogue> with hostile records',
);
withBrowserAndSite(test, skip, { csp: false });
const it = skip ? test.skip : test;

it('renders script payloads from the embedded source as plain text, runs none of them and drops unsafe URLs (no CSP)', async ({
  browser,
  site,
}) => {
  const page = await browser.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const records = xssRecords();
  await page.route('**/catalogue/saree.json', (route) => route.fulfill({ json: records }));
  await page.goto(`${site.url}/demo/catalogue.html`);
  await page.locator('shop-catalogue .card:not(.card--skeleton):not([hidden])').first().waitFor();
  await imagesSettled(page, 'shop-catalogue');
  const seen = await inspectRendering(page, 'shop-catalogue');
  assert.equal(
    seen.cards,
    records.map((r) => ({ title: r.title, des: r.des })),
  );
  assert.equal(seen.badUrls, []);
  assert.is(seen.injected, 0, 'no element was created from a payload');
  assert.is(seen.ran, undefined, 'no payload ran');
  assert.equal(dialogs, []);
  await page.close();
});

test.run();
