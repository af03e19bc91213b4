import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { shop } from '../site/helpers.js';
import { catalogueShown } from '../_util/catalogue.js';
import { chromiumMissing, withBrowserAndSite, withPage, type PageContext } from '../_util/suite.js';

/*
 * What a shopper does: opens the listing, taps a product, lands on its page, and asks on WhatsApp; the chat that
 * opens names the product page's public address (not localhost, not the listing). Then shares the page.
 */
const skip = chromiumMissing();
const test = suite<PageContext>('a product page from the listing to a WhatsApp enquiry, in Chromium');
withBrowserAndSite(test, skip);
withPage(test, skip, { width: 412, height: 823 });
const it = skip ? test.skip : test;

/** The wa.me address the page opens when Whatsapp Book is tapped (answered locally: nothing leaves the machine). */
async function tapWhatsapp(page: Page): Promise<URL> {
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: 'chat' }));
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: /^(Whatsapp Book|হোয়াটসঅ্যাপে বুক করুন)/ }).click(),
  ]);
  const url = new URL(popup.url());
  await popup.close();
  return url;
}

for (const { listing, lang, book } of [
  { listing: '/saree', lang: 'en', book: 'I want to buy this saree, contact me' },
  { listing: '/bn/saree', lang: 'bn', book: 'আমি এই শাড়িটি কিনতে চাই, আমার সাথে যোগাযোগ করুন' },
]) {
  it(`${listing}: tap a product, see its page, Whatsapp Book names its public address`, async ({ page, site }) => {
    await page.goto(`${site.url}${listing}`);
    // Once the catalogue has loaded: the page's cards it keeps on screen, or its own.
    await catalogueShown(page);
    const title = page.locator('shop-catalogue .card:not([hidden]) .card__link:visible').nth(2);
    const name = (await title.textContent())!.trim();
    await title.click();
    await page.waitForURL(/\/saree\/[^/]+$/);
    const path = new URL(page.url()).pathname;
    assert.ok(path.startsWith(`${listing}/`), path);
    assert.is((await page.locator('h1').textContent())?.trim(), name);
    assert.is(await page.locator('html').getAttribute('lang'), lang);

    const chat = await tapWhatsapp(page);
    assert.is(chat.host, 'wa.me');
    // The price comes between the name and the address when the product has one.
    const text = chat.searchParams.get('text')!;
    assert.ok(text.startsWith(`${book} — ${name} — `), text);
    assert.ok(text.endsWith(` — ${new URL(path, shop.siteUrl).href}`), text);
  });
}

it('Share copies the page’s public address where the phone has no share sheet, and says so', async ({ page, site }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
  await page.addInitScript(() => {
    // Headless Chromium on Linux has no share sheet; make sure of it whatever the version.
    Object.defineProperty(navigator, 'share', { value: undefined });
  });
  await page.goto(`${site.url}/saree/saree-001`);
  const share = page.getByRole('button', { name: /^Share/ });
  await share.focus();
  await page.keyboard.press('Enter');
  const status = page.getByRole('status').filter({ hasText: 'Link copied' });
  await status.waitFor();
  assert.ok(await status.isVisible());
  assert.is(await page.evaluate(() => navigator.clipboard.readText()), `${shop.siteUrl}/saree/saree-001`);
});

it('Share opens the phone’s share sheet with the page’s title and public address where there is one', async ({
  page,
  site,
}) => {
  // As text: the test transpiler names the arrow function below, with a helper the page does not have.
  await page.addInitScript({
    content: `window.shared = [];
      Object.defineProperty(navigator, 'share', { value: (data) => (window.shared.push(data), Promise.resolve()) });`,
  });
  await page.goto(`${site.url}/bn/saree/saree-001`);
  await page.getByRole('button', { name: /^শেয়ার করুন/ }).click();
  const shared = await page.waitForFunction(() => (window as unknown as { shared: unknown[] }).shared[0]);
  const data = (await shared.jsonValue()) as { title: string; url: string };
  assert.is(data.url, `${shop.siteUrl}/bn/saree/saree-001`);
  // The product's name as the page gives it: in Bengali on a Bengali page.
  assert.is(data.title, (await page.locator('h1').textContent())!.trim());
  assert.is(data.title, 'ওয়াইন সুতির তাঁত শাড়ি');
});

test.run();
