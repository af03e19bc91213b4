import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { axeViolations } from '../_util/axe.js';
import { waitForFirstView } from '../_util/first-view.js';
import { measureLayoutShift, VIEWPORTS } from '../_util/layout-shift.js';
import { PRODUCT_ENTRIES, PRODUCT_SAMPLE } from '../_util/products.js';
import { smallTargets } from '../_util/targets.js';
import { chromiumMissing, eachInPages, withBrowserAndSite, type BrowserContext } from '../_util/suite.js';

/*
 * The gates every route passes, on a sample of product pages (two a collection, both languages): 0 axe and 0
 * Content-Security-Policy violations loaded and with the photo zoomed, no tap target under 48 px, CLS ≤ 0.05 on a
 * phone, and the page read without JavaScript.
 */
const skip = chromiumMissing();
const test = suite<BrowserContext>('product pages in Chromium: the gates of every route, on a sample');
withBrowserAndSite(test, skip);
const it = skip ? test.skip : test;
const PHONE = VIEWPORTS.find((v) => v.name === 'mobile')!;

async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective}`));
  });
}

it(`${PRODUCT_SAMPLE.length} product pages: 0 axe and 0 CSP violations, loaded and zoomed; every target 48 px`, async ({
  browser,
  site,
}) => {
  const viewport = { width: PHONE.width, height: PHONE.height };
  await eachInPages(browser, PRODUCT_SAMPLE, { viewport, prepare: recordCspViolations }, async (page, route) => {
    await page.goto(`${site.url}${route}`, { waitUntil: 'load' });
    await waitForFirstView(page);
    await page.waitForFunction(() => customElements.get('shop-zoom-gallery') !== undefined);
    // The Share button shows once its script has run (the phone can share or copy).
    await page.locator('.share-button').waitFor();
    assert.equal(await axeViolations(page), [], `${route}: loaded`);
    assert.equal(await smallTargets(page), [], `${route}: targets under 48 px`);
    await page.getByRole('button', { name: /^(Expand image|ছবি বড় করুন)/ }).click();
    const minimize = page.getByRole('button', { name: /^(Minimize image|ছবি ছোট করুন)/ }).first();
    await minimize.waitFor();
    assert.equal(await axeViolations(page), [], `${route}: photo zoomed`);
    await page.keyboard.press('Escape');
    await minimize.waitFor({ state: 'hidden' });
    assert.equal(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), []);
  });
});

it('product pages on a phone: CLS ≤ 0.05 as loaded and with the zoom upgrading after the first paint', async ({
  browser,
  site,
}) => {
  for (const route of PRODUCT_SAMPLE.filter((_, i) => i % 4 === 0)) {
    const [loaded, late] = await Promise.all([
      measureLayoutShift(browser, `${site.url}${route}`, PHONE),
      measureLayoutShift(browser, `${site.url}${route}`, PHONE, { scriptsAfterPaint: true }),
    ]);
    console.log(`    ${route.padEnd(30)} CLS ${loaded.cls.toFixed(4)} as loaded, ${late.cls.toFixed(4)} late`);
    assert.ok(loaded.cls <= 0.05 && late.cls <= 0.05, `${route}: CLS ${loaded.cls} / ${late.cls}`);
  }
});

it('without JavaScript a product page shows its photo, title, description, Call Book and Whatsapp Book', async ({
  browser,
  site,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const entry = PRODUCT_ENTRIES[0]!;
    await page.goto(`${site.url}${entry.route}`);
    assert.is((await page.locator('h1').textContent())?.trim(), entry.product.title);
    assert.ok(await page.locator('.product__photo img').isVisible());
    assert.ok(await page.locator('.product__des').isVisible());
    assert.ok(await page.getByRole('link', { name: /^Call Book/ }).isVisible());
    assert.ok(await page.getByRole('link', { name: /^Whatsapp Book/ }).isVisible());
    // A button that needs JavaScript is not offered without it.
    assert.not.ok(await page.locator('.share-button').isVisible());
  } finally {
    await context.close();
  }
});

for (const { path, listing, q, text } of [
  { path: '/saree/red-silk-saree-9', listing: '/saree', q: 'red silk saree', text: 'no longer in our catalogue' },
  { path: '/bn/MenBlazer/navy-blazer', listing: '/bn/MenBlazer', q: 'navy blazer', text: 'ক্যাটালগে নেই' },
]) {
  it(`${path} (no such product): the 404 page links its listing and a search for its words`, async ({
    browser,
    site,
  }) => {
    const page = await browser.newPage();
    try {
      const response = await page.goto(`${site.url}${path}`);
      assert.is(response?.status(), 404);
      const line = page.locator('.gone-product:visible');
      await line.waitFor();
      assert.match((await line.textContent())!, text);
      const hrefs = await line.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      assert.equal(hrefs, [listing, `${listing}?q=${encodeURIComponent(q)}`]);
      assert.is(await page.locator('.gone-product:visible').count(), 1);
    } finally {
      await page.close();
    }
  });
}

test.run();
