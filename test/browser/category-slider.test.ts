import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from '../_util/axe.js';
import { watch } from '../_util/browser.js';
import { chromiumMissing, withBrowserAndSite } from '../_util/suite.js';

const skip = chromiumMissing();
const test = suite<{ browser: Browser; site: { url: string; close(): Promise<void> } }>(
  '<shop-category-slider> in Chromium',
);

withBrowserAndSite(test, skip);

const it = skip ? test.skip : test;

/** A page of the given width on the demo, with the slider built; `errors` collects console errors. */
async function open(
  browser: Browser,
  url: string,
  width: number,
  reducedMotion = false,
): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({
    viewport: { width, height: 900 },
    reducedMotion: reducedMotion ? 'reduce' : 'no-preference',
  });
  const { errors } = watch(page);
  await page.goto(`${url}/demo/category-slider.html`);
  await page.locator('shop-category-slider .glide--carousel').waitFor();
  return { page, errors };
}

/** Titles of the cards whose box lies wholly inside the slider's visible track, left to right. */
const inView = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('shop-category-slider')!.shadowRoot!;
    const track = root.querySelector('.glide__track')!.getBoundingClientRect();
    return [...root.querySelectorAll('.glide__slide')]
      .map((slide) => ({
        box: slide.getBoundingClientRect(),
        title: slide.querySelector('[part="title"]')!.textContent,
      }))
      .filter(({ box }) => box.width > 0 && box.left >= track.left - 1 && box.right <= track.right + 1)
      .sort((a, b) => a.box.left - b.box.left)
      .map(({ title }) => title);
  });
const currentDot = (page: Page) =>
  page.locator('shop-category-slider [part="dot"][aria-current="true"]').getAttribute('aria-label');
/** Waits for the current dot (set when Glide ends a move) and for the strip's CSS transition to finish. */
const waitForDot = (page: Page, label: string) =>
  page.waitForFunction((label) => {
    const root = document.querySelector('shop-category-slider')!.shadowRoot!;
    return (
      root.querySelector('[part="dot"][aria-current="true"]')?.getAttribute('aria-label') === label &&
      root.querySelector('.glide__slides')!.getAnimations().length === 0
    );
  }, label);
const glideSetting = (page: Page, name: 'per-view' | 'animation-duration') =>
  page.locator('shop-category-slider .glide').getAttribute(`data-${name}`);
/** The focused element inside the slider: a link's href or a button's label. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.querySelector('shop-category-slider')!.shadowRoot!.activeElement;
    return active?.getAttribute('href') ?? active?.getAttribute('aria-label') ?? null;
  });

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
        assert.ok(box.width >= 44 && box.height >= 44, `${width} px ${part}: ${box.width}×${box.height}`);
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
    for (let tries = 0; tries < 50 && (await inView(page)).join() !== 'Womens,Mens'; tries++)
      await page.waitForTimeout(100);
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
    await page.locator('#late .glide--carousel').waitFor();
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
