import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { currentDot, glideSetting, inView, open, waitForDot, waitForInView } from '../_util/category-slider.js';
import { chromiumMissing, withBrowserAndSite, type BrowserContext } from '../_util/suite.js';

const skip = chromiumMissing();
const test = suite<BrowserContext>('<shop-category-slider> in Chromium: showing and moving cards');

withBrowserAndSite(test, skip);

const it = skip ? test.skip : test;

it('at 1280 px shows three cards and each click moves three, with Glide set to 500 ms moves, looping', async ({
  browser,
  site,
}) => {
  const { page, errors } = await open(browser, site.url, 1280);
  try {
    assert.is(await glideSetting(page, 'per-view'), '3');
    assert.is(await glideSetting(page, 'animation-duration'), '500');
    assert.equal(await inView(page), ['Womens', 'Mens', 'Kids']);
    assert.is(await currentDot(page), 'Show Womens');

    await page.locator('shop-category-slider [part="next"]').click();
    const moving = await page
      .locator('shop-category-slider .glide__slides')
      .evaluate((strip) => getComputedStyle(strip).transitionDuration);
    assert.is(moving, '0.5s', 'the strip is animating over 500 ms');
    await waitForDot(page, 'Show Accessories');
    assert.equal(await inView(page), ['Accessories', 'Womens', 'Mens']);

    await page.locator('shop-category-slider [part="next"]').click();
    await waitForDot(page, 'Show Kids');
    assert.equal(await inView(page), ['Kids', 'Accessories', 'Womens']);

    await page.locator('shop-category-slider [part="previous"]').click();
    await waitForDot(page, 'Show Accessories');
    assert.equal(await inView(page), ['Accessories', 'Womens', 'Mens']);
    assert.equal(errors, []);
  } finally {
    await page.close();
  }
});

it('at 800 px shows two cards and moves two per click; at 375 px and 360 px one per click', async ({
  browser,
  site,
}) => {
  for (const [width, perView, first, second] of [
    [800, '2', ['Womens', 'Mens'], ['Kids', 'Accessories']],
    [375, '1', ['Womens'], ['Mens']],
    [360, '1', ['Womens'], ['Mens']],
  ] as const) {
    const { page, errors } = await open(browser, site.url, width);
    try {
      assert.is(await glideSetting(page, 'per-view'), perView, `${width} px`);
      assert.equal(await inView(page), first, `${width} px`);
      await page.locator('shop-category-slider [part="next"]').click();
      await waitForDot(page, `Show ${second[0]}`);
      assert.equal(await inView(page), second, `${width} px`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `${width} px: the page scrolls sideways by ${overflow} px`);
      for (const part of ['previous', 'next', 'dot']) {
        const box = (await page.locator(`shop-category-slider [part="${part}"]`).first().boundingBox())!;
        assert.ok(box.width >= 48 && box.height >= 48, `${width} px ${part}: ${box.width}×${box.height}`);
      }
      assert.equal(errors, []);
    } finally {
      await page.close();
    }
  }
});

it('follows the viewport: resizing from 1280 px to 800 px shows two cards', async ({ browser, site }) => {
  const { page, errors } = await open(browser, site.url, 1280);
  try {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.waitForFunction(
      () =>
        document.querySelector('shop-category-slider')!.shadowRoot!.querySelector<HTMLElement>('.glide')!.dataset
          .perView === '2',
    );
    // Glide re-measures the slides a frame or two after the setting changes: wait for the layout to settle.
    await waitForInView(page, ['Womens', 'Mens']);
    assert.equal(await inView(page), ['Womens', 'Mens']);
    assert.equal(errors, []);
  } finally {
    await page.close();
  }
});

it('a dot brings its card first into view and becomes the current one', async ({ browser, site }) => {
  const { page, errors } = await open(browser, site.url, 1280);
  try {
    await page.locator('shop-category-slider [part="dot"][aria-label="Show Kids"]').click();
    await waitForDot(page, 'Show Kids');
    assert.equal(await inView(page), ['Kids', 'Accessories', 'Womens']);
    assert.equal(errors, []);
  } finally {
    await page.close();
  }
});

test.run();
