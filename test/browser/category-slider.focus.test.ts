import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { axeViolations } from '../_util/axe.js';
import { focused, glideSetting, inView, open, waitForDot } from '../_util/category-slider.js';
import { chromiumMissing, withBrowserAndSite, type BrowserContext } from '../_util/suite.js';

const skip = chromiumMissing();
const test = suite<BrowserContext>('<shop-category-slider> in Chromium: keyboard, motion, lifecycle and accessibility');

withBrowserAndSite(test, skip);

const it = skip ? test.skip : test;

it('Tab reaches the Explore links of the cards in view only, then the controls; after a move, the new ones', async ({
  browser,
  site,
}) => {
  const { page, errors } = await open(browser, site.url, 1280);
  try {
    await page.getByRole('link', { name: 'banner carousel demo' }).focus();
    const order: Array<string | null> = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      order.push(await focused(page));
    }
    assert.equal(order, ['/womens-wear', '/mens-wear', '/Kidsware', 'Previous categories']);
    const ring = await page
      .locator('shop-category-slider [part="previous"]')
      .evaluate((el) => getComputedStyle(el).outlineStyle);
    assert.is(ring, 'solid');

    await page.keyboard.press('Shift+Tab'); // back on the Kids link
    await page.keyboard.press('Tab');
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab'); // four dots, then Next
    assert.is(await focused(page), 'Next categories');
    await page.keyboard.press('Enter');
    await waitForDot(page, 'Show Accessories');
    await page.getByRole('link', { name: 'banner carousel demo' }).focus();
    const after: Array<string | null> = [];
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      after.push(await focused(page));
    }
    // The last two are Glide's copies of the first cards, in view at the end of the loop.
    assert.equal(after, ['/accessories', '/womens-wear', '/mens-wear']);
    const link = page.locator('shop-category-slider .glide__slide:not([inert]) [part="link"]').first();
    assert.is(await link.textContent(), 'Explore Accessories');
    assert.equal(errors, []);
  } finally {
    await page.close();
  }
});

it('moves without animation under prefers-reduced-motion: reduce', async ({ browser, site }) => {
  const { page, errors } = await open(browser, site.url, 1280, true);
  try {
    assert.is(await glideSetting(page, 'animation-duration'), '0');
    await page.locator('shop-category-slider [part="next"]').click();
    await waitForDot(page, 'Show Accessories');
    assert.equal(await inView(page), ['Accessories', 'Womens', 'Mens']);
    assert.equal(errors, []);
  } finally {
    await page.close();
  }
});

it('works for a slider created later, removed and put back', async ({ browser, site }) => {
  const { page, errors } = await open(browser, site.url, 1280);
  try {
    await page.evaluate(() => {
      const slider = document.querySelector('shop-category-slider')!;
      const copy = document.createElement('shop-category-slider');
      copy.id = 'late';
      copy.innerHTML = slider.innerHTML;
      document.querySelector('main')!.append(copy);
      copy.remove();
      document.querySelector('main')!.append(copy);
    });
    await page.locator('#late [part="next"]').waitFor();
    assert.is(await page.locator('#late .glide__slides').count(), 1);
    await page.locator('#late [part="next"]').click();
    await page.locator('#late [part="dot"][aria-current="true"][aria-label="Show Accessories"]').waitFor();
    assert.equal(errors, []);
  } finally {
    await page.close();
  }
});

it('has no axe violations when loaded, after moving, and at 360 px', async ({ browser, site }) => {
  const { page } = await open(browser, site.url, 1280);
  try {
    assert.equal(await axeViolations(page), []);
    await page.locator('shop-category-slider [part="next"]').click();
    await waitForDot(page, 'Show Accessories');
    assert.equal(await axeViolations(page), []);
  } finally {
    await page.close();
  }
  const phone = await open(browser, site.url, 360);
  try {
    assert.equal(await axeViolations(phone.page), []);
  } finally {
    await phone.page.close();
  }
});

test.run();
