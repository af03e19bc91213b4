import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { axeViolations } from '../_util/axe.js';
import { focused, inView, open, rotationLabel, waitForCount } from '../_util/carousel.js';
import { chromiumMissing, withBrowserAndSite, withPage, type PageContext } from '../_util/suite.js';

const skip = chromiumMissing();
const test = suite<PageContext>('<shop-carousel> in Chromium: layout, focus and accessibility');

withBrowserAndSite(test, skip);
withPage(test, skip, { width: 1280, height: 900 });

const it = skip ? test.skip : test;

it('slides keep the shape of their width and height before the images arrive (no layout shift)', async ({
  page,
  site,
  errors,
}) => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/demo/images/carousel-banner-1.svg', async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto(`${site.url}/demo/carousel.html`, { waitUntil: 'domcontentloaded' });
  // As the page first shows it: Glide is fetched on the first press or rotation tick.
  await page.locator('#banners [part="slide"]').first().waitFor();
  const shape = () =>
    page.locator('#banners [part="slide"]:not([inert]) img').evaluate((img: HTMLImageElement) => ({
      complete: img.complete && img.naturalWidth > 0,
      width: img.getBoundingClientRect().width,
      height: img.getBoundingClientRect().height,
    }));
  const before = await shape();
  assert.not.ok(before.complete, 'the image has not arrived yet');
  assert.ok(Math.abs(before.height - (before.width * 500) / 1200) < 1, `${before.width}×${before.height}`);
  const below = await page.locator('#karimpur').evaluate((el) => el.getBoundingClientRect().top);
  release();
  await page.waitForFunction(() => {
    const img = document
      .getElementById('banners')!
      .shadowRoot!.querySelector<HTMLImageElement>('[part="slide"]:not([inert]) img')!;
    return img.complete && img.naturalWidth > 0;
  });
  const after = await shape();
  assert.is(after.height, before.height);
  assert.is(
    await page.locator('#karimpur').evaluate((el) => el.getBoundingClientRect().top),
    below,
    'nothing below moved',
  );
  assert.equal(errors, []);
});

it('buttons are at least 48 px and show a focus ring; hidden slides cannot be focused', async ({ page, site }) => {
  await open(page, site.url);
  for (const part of ['rotation', 'previous', 'next']) {
    const box = (await page.locator(`#banners [part="${part}"]`).boundingBox())!;
    assert.ok(box.width >= 48 && box.height >= 48, `${part}: ${box.width}×${box.height}`);
  }
  await page.getByRole('link', { name: 'category slider demo' }).focus();
  await page.keyboard.press('Tab');
  const ring = await page.locator('#banners [part="rotation"]').evaluate((el) => {
    const style = getComputedStyle(el);
    return `${style.outlineStyle} ${style.outlineWidth}`;
  });
  assert.is(ring, 'solid 3px');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  assert.is(await focused(page), 'banners: next');
  await page.keyboard.press('Tab');
  assert.is(
    await focused(page),
    'karimpur: rotation',
    'straight on to the next carousel: nothing focusable in hidden slides',
  );
});

it('has no axe violations when loaded, while rotating, after moving, when stopped and at 360 px', async ({
  page,
  site,
}) => {
  await open(page, site.url);
  assert.equal(await axeViolations(page), []);
  await page.locator('#banners [part="next"]').click();
  await waitForCount(page, '2 / 4');
  assert.equal(await axeViolations(page), []);
  await page.locator('#banners [part="rotation"]').click();
  assert.is(await rotationLabel(page), 'Start slides');
  assert.equal(await axeViolations(page), []);
  await page.setViewportSize({ width: 360, height: 740 });
  // Glide re-measures on resize: wait until the current slide fills the narrower track.
  await page.waitForFunction(() => {
    const root = document.getElementById('banners')!.shadowRoot!;
    const track = root.querySelector('.glide__track')!.getBoundingClientRect();
    const slide = root.querySelector('.glide__slide:not([inert])')!.getBoundingClientRect();
    return track.width <= 360 && Math.abs(slide.width - track.width) < 1 && Math.abs(slide.left - track.left) < 1;
  });
  assert.equal(await axeViolations(page), []);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px`);
  assert.equal(await inView(page), ['2 of 4'], 'still on the same slide after the resize');
});

test.run();
