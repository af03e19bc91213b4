import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { setRotationInterval } from '../_util/carousel.js';
import { chromiumMissing, withBrowserAndSite, withPage, type PageContext } from '../_util/suite.js';

const skip = chromiumMissing();
const test = suite<PageContext>('every widget on a hostile partner page (demo/partner-hostile.html)');
withBrowserAndSite(test, skip);
withPage(test, skip, { width: 1280, height: 900 });
test.before.each(async (context) => {
  if (skip) return;
  // A fake clock (keeping time as usual until told otherwise) so a test can jump over an autoplay interval.
  await context.page.clock.install();
  await context.page.route(/^https:\/\/www\.google\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Map</title>' }),
  );
  await context.page.goto(`${context.site.url}/demo/partner-hostile.html`);
});
const it = skip ? test.skip : test;

/** Size of the first match inside a widget's shadow root. */
const box = (page: Page, selector: string) => page.locator(selector).first().boundingBox();

it('renders every widget at a readable size despite `* { all: unset }`, hidden images and huge text', async ({
  page,
  errors,
}) => {
  await page.locator('#first-catalogue .card:not(.card--skeleton):not([hidden])').first().waitFor();
  const image = await box(page, '#first-catalogue .card img');
  assert.ok(image && image.width > 50 && image.height > 50, `catalogue photo shown: ${JSON.stringify(image)}`);
  const fontSize = await page
    .locator('#first-catalogue .card__title')
    .first()
    .evaluate((el) => getComputedStyle(el).fontSize);
  assert.is(fontSize, '16px', 'the page’s 88 px text does not reach the cards');
  const slide = await box(page, '#banners [aria-roledescription="slide"] img');
  assert.ok(slide && slide.width > 100, 'carousel slide shown');
  assert.ok(
    await page
      .locator('shop-offer-banner')
      .getByRole('button', { name: /Pause offers|Play offers/ })
      .isVisible(),
  );
  assert.ok(
    await page
      .locator('shop-category-slider')
      .getByRole('link', { name: /Explore/ })
      .first()
      .isVisible(),
  );
  assert.match((await page.locator('shop-showroom address').textContent())!, /741126/);
  assert.equal(errors, []);
});

it('the partner’s own Preact app and both bundle copies coexist without errors', async ({ page, errors }) => {
  await page.locator('#partner-button').click();
  await page.locator('#partner-button').click();
  assert.is(await page.locator('#partner-count').textContent(), '2');
  const defined = await page.evaluate(() =>
    [
      'shop-catalogue',
      'shop-carousel',
      'shop-offer-banner',
      'shop-zoom-gallery',
      'shop-contact-tabs',
      'shop-showroom',
    ].every((tag) => Boolean(customElements.get(tag))),
  );
  assert.ok(defined);
  assert.equal(errors, []);
});

it('elements added later and attributes changed after mount work; a removed and re-added carousel still moves', async ({
  page,
  errors,
}) => {
  const late = page.locator('#late-catalogue .card:not(.card--skeleton):not([hidden])');
  await page.waitForFunction(
    () =>
      document
        .getElementById('late-catalogue')
        ?.shadowRoot?.querySelectorAll('.card:not(.card--skeleton):not([hidden])').length === 5,
  );
  assert.is(await late.count(), 5, 'limit changed from 3 to 5 after mount');
  const banners = page.locator('#banners');
  // The page takes the carousel out and puts it back 50 ms after loading: wait for the carousel on the element
  // that stays, then keep rotation out of the way, since Glide ignores a step asked for while it is moving.
  await page.waitForFunction(
    () =>
      document.getElementById('banners')?.isConnected &&
      document.querySelector('#banners')!.shadowRoot?.querySelector('[part="next"]'),
  );
  await setRotationInterval(page, 600_000);
  await page.waitForFunction(
    () => document.getElementById('banners')!.shadowRoot!.querySelector('.glide__slides')!.getAnimations().length === 0,
  );
  await banners
    .getByRole('button', { name: /Stop slides|Start slides/ })
    .first()
    .waitFor();
  const label = () =>
    banners.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])').first().getAttribute('aria-label');
  const before = await label();
  // From the keyboard: at the foot of this page the full-width carousel's Next sits under the floating
  // back-to-top button, which takes the pointer there.
  await banners.getByRole('button', { name: /Next/ }).focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    (previous) =>
      document
        .getElementById('banners')!
        .shadowRoot!.querySelector('[aria-roledescription="slide"]:not([aria-hidden="true"])')
        ?.getAttribute('aria-label') !== previous,
    before,
  );
  assert.not.equal(await label(), before);
  assert.equal(errors, []);
});

it('the zoom, the tabs and the map all work on the hostile page', async ({ page, errors }) => {
  await page
    .getByRole('button', { name: /^Expand image/ })
    .first()
    .click();
  await page
    .getByRole('button', { name: /^Minimize image/ })
    .first()
    .waitFor();
  await page.keyboard.press('Escape');
  await page
    .getByRole('button', { name: /^Minimize image/ })
    .first()
    .waitFor({ state: 'hidden' });

  const tabs = page.locator('shop-contact-tabs').getByRole('tab');
  await tabs.first().focus();
  await page.keyboard.press('End');
  assert.is(await tabs.nth(2).getAttribute('aria-selected'), 'true');

  await page.locator('shop-showroom [part="load"]').click();
  await page.locator('shop-showroom iframe').waitFor();
  assert.equal(errors, []);
});

it('a removed widget leaves nothing running: no slide changes after the carousel is gone', async ({ page }) => {
  await page
    .locator('#banners')
    .getByRole('button', { name: /Stop slides|Start slides/ })
    .first()
    .waitFor();
  await page.evaluate(() => {
    const seen = { count: 0 };
    (window as unknown as { removedChanges: typeof seen }).removedChanges = seen;
    const banners = document.getElementById('banners')!;
    banners.remove();
    banners.addEventListener('shop-slide-change', () => seen.count++);
  });
  await page.clock.runFor(6000); // longer than one autoplay interval
  const changes = await page.evaluate(
    () => (window as unknown as { removedChanges: { count: number } }).removedChanges.count,
  );
  assert.is(changes, 0);
});

test.run();
