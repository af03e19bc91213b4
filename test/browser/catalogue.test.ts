import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer } from 'node:http';
import type { Page } from 'playwright-core';
import { axeViolations } from '../_util/axe.js';
import { closeServer } from '../_util/site.js';
import { loadBundleAgain } from '../_util/browser.js';
import { chromiumMissing, withBrowserAndSite, withPage, type PageContext } from '../_util/suite.js';

const skip = chromiumMissing();
const test = suite<PageContext>('<shop-catalogue> in Chromium');

withBrowserAndSite(test, skip);
withPage(test, skip);

const it = skip ? test.skip : test;
const cards = (page: Page) => page.locator('shop-catalogue .card:not(.card--skeleton):not([hidden])');
const status = (page: Page) => page.locator('shop-catalogue [role="status"]');

it('shows the first 78 sarees of the embedded catalogue and filters as the shopper types', async ({
  page,
  site,
  errors,
}) => {
  await page.goto(`${site.url}/demo/catalogue.html`);
  await cards(page).first().waitFor();
  assert.is(await cards(page).count(), 78);
  assert.match((await status(page).textContent()) ?? '', /^Showing 78 of \d+ sarees$/);

  await page.locator('shop-catalogue input[type="search"]').fill('banarasi');
  await page.waitForFunction(() =>
    /matching “banarasi”/.test(
      document.querySelector('shop-catalogue')!.shadowRoot!.querySelector('[role="status"]')!.textContent!,
    ),
  );
  const texts = await cards(page).evaluateAll((els) => els.map((el) => el.textContent!.toLowerCase()));
  assert.ok(texts.length > 0 && texts.length < 78, `${texts.length} banarasi sarees`);
  assert.ok(texts.every((text) => text.includes('banarasi')));
  await page.waitForURL((url) => url.searchParams.get('q') === 'banarasi');

  const first = cards(page).first();
  const title = (await first.locator('.card__title').textContent())!;
  assert.is(await first.locator('[part="call"]').getAttribute('href'), 'tel:+919999900001');
  const chat = new URL((await first.locator('[part="whatsapp"]').getAttribute('href'))!);
  assert.is(chat.origin + chat.pathname, 'https://wa.me/919999900002');
  // The card opens the product page on the site that served the script; the message names its public address,
  // even from this partner-like page on localhost.
  const product = new URL((await first.locator('.card__link').getAttribute('href'))!);
  assert.is(product.origin, site.url);
  assert.match(product.pathname, /^\/saree\/saree-\d+$/);
  // The price too, when the card shows one.
  const price = (await first.locator('[part="price"]').count())
    ? (await first.locator('[part="price"]').textContent())!.trim()
    : '';
  assert.is(
    chat.searchParams.get('text'),
    `I want to buy this saree, contact me — ${title.trim()}${price ? ` — ${price}` : ''} — https://showroom.example.com${product.pathname}`,
  );
  assert.is(await first.locator('[part="whatsapp"]').getAttribute('rel'), 'noopener noreferrer');

  const image = first.locator('img');
  await image.scrollIntoViewIfNeeded();
  await page.waitForFunction((img) => (img as HTMLImageElement).complete, await image.elementHandle());
  assert.ok(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth > 0), 'the product image loads');
  assert.equal(errors, []);
});

it('keeps the search in the URL across a reload', async ({ page, site, errors }) => {
  await page.goto(`${site.url}/demo/catalogue.html?q=jamdani`);
  await cards(page).first().waitFor();
  assert.is(await page.locator('shop-catalogue input').inputValue(), 'jamdani');
  const texts = await cards(page).evaluateAll((els) => els.map((el) => el.textContent!.toLowerCase()));
  assert.ok(texts.length > 0 && texts.every((text) => text.includes('jamdani')));
  assert.equal(errors, []);
});

it('shows an error after a failed load, and Retry loads the catalogue', async ({ page, site }) => {
  await page.route('**/catalogue/saree.json', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto(`${site.url}/demo/catalogue.html`);
  const alert = page.locator('shop-catalogue [role="alert"]');
  await alert.waitFor();
  assert.match((await alert.textContent())!, /could not be read just now/);
  await page.unroute('**/catalogue/saree.json');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await cards(page).first().waitFor();
  assert.is(await cards(page).count(), 78);
});

it('works for an element created later, a collection changed after mount and a bundle loaded twice', async ({
  page,
  site,
  errors,
}) => {
  await page.goto(`${site.url}/demo/catalogue.html`);
  await cards(page).first().waitFor();
  await loadBundleAgain(page, 'shop');
  await page.evaluate(async () => {
    const late = document.createElement('shop-catalogue');
    late.id = 'late';
    late.setAttribute('collection', 'Men Tshirt');
    late.setAttribute('query-param', 'none');
    document.querySelector('main')!.append(late);
  });
  const late = page.locator('#late .card:not(.card--skeleton):not([hidden])');
  await late.first().waitFor();
  assert.match((await page.locator('#late [role="status"]').textContent())!, /T-shirts$/);
  await page.evaluate(() => document.getElementById('late')!.setAttribute('collection', 'Men Blazer'));
  await page.waitForFunction(() =>
    /blazers$/.test(document.getElementById('late')!.shadowRoot!.querySelector('[role="status"]')!.textContent!),
  );
  const titles = await late.locator('.card__title').allTextContents();
  assert.ok(
    titles.length > 0 && titles.every((t) => /blazer|bandhgala|jodhpuri/i.test(t)),
    titles.slice(0, 3).join(', '),
  );
  assert.equal(errors, []);
});

it('loads across origins: a partner page on another origin pastes the script and the element', async ({
  page,
  site,
  errors,
}) => {
  const partner = createServer((_, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><title>Partner</title>
      <script type="module" src="${site.url}/widgets/catalogue.js"></script>
      <main><h1>Our friends' sarees</h1><shop-catalogue collection="Saree" limit="12"></shop-catalogue></main></html>`);
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  const address = partner.address();
  const partnerUrl = `http://localhost:${typeof address === 'object' && address ? address.port : 0}/`;
  try {
    await page.goto(partnerUrl);
    await cards(page).first().waitFor();
    assert.is(await cards(page).count(), 12);
    const src = (await cards(page).first().locator('img').getAttribute('src'))!;
    assert.ok(src.startsWith(`${site.url}/images/`), `image from the shop's origin: ${src}`);
    assert.equal(errors, []);
  } finally {
    await closeServer(partner);
  }
});

it('has no axe violations when loaded, with no match, over a saved copy and in the error state', async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/demo/catalogue.html`);
  await cards(page).first().waitFor();
  assert.equal(await axeViolations(page), []);
  await page.locator('shop-catalogue input').fill('velvet tuxedo');
  await page.locator('shop-catalogue .catalogue__message').waitFor();
  assert.equal(await axeViolations(page), []);
  await page.route('**/catalogue/saree.json', (route) => route.fulfill({ status: 500 }));
  await page.reload();
  await page.locator('shop-catalogue [part="notice"]').waitFor();
  assert.equal(await axeViolations(page), [], 'the saved copy with its notice');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.locator('shop-catalogue [role="alert"]').waitFor();
  assert.equal(await axeViolations(page), [], 'the error state');
});

it('is operable by keyboard: search box, then the links of each card (its page, its showrooms, Call Book), with a visible focus ring', async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/demo/catalogue.html`);
  await cards(page).first().waitFor();
  await page.locator('shop-catalogue input').focus();
  await page.keyboard.press('Tab');
  const shadowFocus = () =>
    page.evaluate(() => document.querySelector('shop-catalogue')!.shadowRoot!.activeElement!.getAttribute('part'));
  // The photo's link is left out of the tab order: the title's link goes to the same page.
  assert.is(await shadowFocus(), 'link');
  // Then the showrooms that have it, each a link to its page.
  const showrooms = await cards(page).first().locator('[part="showroom"]').count();
  for (let i = 0; i < showrooms; i++) {
    await page.keyboard.press('Tab');
    assert.is(await shadowFocus(), 'showroom');
  }
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => {
    const active = document.querySelector('shop-catalogue')!.shadowRoot!.activeElement as HTMLElement;
    const style = getComputedStyle(active);
    return { part: active.getAttribute('part'), outline: style.outlineStyle, width: style.outlineWidth };
  });
  assert.is(focused.part, 'call');
  assert.is(focused.outline, 'solid');
  assert.is(focused.width, '3px');
});

test.run();
