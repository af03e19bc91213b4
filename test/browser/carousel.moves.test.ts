import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { count, events, focused, inView, moving, open, waitForCount } from '../_util/carousel.js';
import { frames } from '../_util/browser.js';
import { needGlide } from '../_util/glide.js';
import { chromiumMissing, withBrowserAndSite, withPage, type PageContext } from '../_util/suite.js';

const skip = chromiumMissing();
const test = suite<PageContext>('<shop-carousel> in Chromium: moving');

withBrowserAndSite(test, skip);
withPage(test, skip, { width: 1280, height: 900 });

const it = skip ? test.skip : test;

it('next and previous move one slide at a time and loop past either end', async ({ page, site, errors }) => {
  await open(page, site.url);
  assert.equal(await inView(page), ['1 of 4']);
  await page.locator('#banners [part="next"]').click();
  await waitForCount(page, '2 / 4');
  assert.equal(await inView(page), ['2 of 4']);
  await page.locator('#banners [part="previous"]').click();
  await waitForCount(page, '1 / 4');
  await page.locator('#banners [part="previous"]').click();
  await waitForCount(page, '4 / 4');
  assert.equal(await inView(page), ['4 of 4']);
  await page.locator('#banners [part="next"]').click();
  await waitForCount(page, '1 / 4');
  assert.equal(await inView(page), ['1 of 4']);
  assert.equal(
    (await events(page)).map((e) => e.index),
    [1, 0, 3, 0],
  );
  assert.equal(await events(page, 'karimpur'), [], 'the other carousel did not move');
  assert.equal(errors, []);
});

it('Left and Right arrows move slides only while focus is inside that carousel', async ({ page, site, errors }) => {
  await open(page, site.url);
  await page.getByRole('link', { name: 'category slider demo' }).focus();
  await page.keyboard.press('ArrowRight');
  // A move starts in the key's own handler: two frames later it would be under way.
  await frames(page);
  assert.is(await moving(page), false, 'focus outside: the arrow key does nothing');
  assert.is(await count(page), '1 / 4', 'focus outside: the arrow key does nothing');
  await page.keyboard.press('Tab');
  assert.is(await focused(page), 'banners: rotation');
  await page.keyboard.press('ArrowRight');
  await waitForCount(page, '2 / 4');
  assert.equal(await inView(page), ['2 of 4']);
  await page.keyboard.press('ArrowLeft');
  await waitForCount(page, '1 / 4');
  await frames(page);
  assert.is(await moving(page, 'karimpur'), false, 'one key moves one carousel only');
  assert.is(await count(page, 'karimpur'), '1 / 3', 'one key moves one carousel only');
  assert.equal(errors, []);
});

it('works for an element created later, removed and put back', async ({ page, site, errors }) => {
  await open(page, site.url);
  await page.evaluate(() => {
    const late = document.createElement('shop-carousel');
    late.id = 'late';
    late.setAttribute('label', 'Late');
    late.setAttribute('autoplay', 'false');
    late.innerHTML = [2, 3]
      .map(
        (n) =>
          `<figure><img src="/demo/images/carousel-banner-${n}.svg" alt="Banner ${n}" width="1200" height="500"></figure>`,
      )
      .join('');
    document.querySelector('main')!.append(late);
  });
  await page.locator('#late [part="next"]').click();
  await waitForCount(page, '2 / 2', 'late');
  await page.evaluate(() => {
    const late = document.getElementById('late')!;
    late.remove();
    document.querySelector('main')!.prepend(late);
  });
  await waitForCount(page, '1 / 2', 'late');
  assert.is(await count(page, 'late'), '1 / 2', 'rebuilt from the start');
  assert.is(await page.locator('#late .glide__slides').count(), 1);
  await page.locator('#late [part="next"]').click();
  await waitForCount(page, '2 / 2', 'late');
  assert.equal(await inView(page, 'late'), ['2 of 2']);
  assert.equal(errors, []);
});

it('a carousel built inside a hidden parent sizes its slides when the parent is shown', async ({
  page,
  site,
  errors,
}) => {
  await open(page, site.url);
  await page.evaluate(() => {
    const fold = document.createElement('div');
    fold.id = 'fold';
    fold.hidden = true;
    fold.innerHTML = `<shop-carousel id="folded" label="More photos" autoplay="false">${[1, 2]
      .map(
        (n) =>
          `<figure><img src="/demo/images/carousel-karimpur-${n}.svg" alt="Photo ${n}" width="1200" height="600"></figure>`,
      )
      .join('')}</shop-carousel>`;
    document.querySelector('main')!.append(fold);
  });
  await needGlide(page, '#folded');
  await page.evaluate(() => (document.getElementById('fold')!.hidden = false));
  await page.waitForFunction(
    () => {
      const root = document.getElementById('folded')!.shadowRoot!;
      const slide = root.querySelector('.glide__slide:not([inert])')!.getBoundingClientRect();
      return (
        slide.width > 0 &&
        Math.abs(slide.width - root.querySelector('.glide__track')!.getBoundingClientRect().width) < 1
      );
    },
    null,
    { timeout: 2000 },
  );
  assert.equal(await inView(page, 'folded'), ['1 of 2']);
  await page.locator('#folded [part="next"]').click();
  await waitForCount(page, '2 / 2', 'folded');
  assert.equal(await inView(page, 'folded'), ['2 of 2']);
  assert.equal(errors, []);
});

test.run();
