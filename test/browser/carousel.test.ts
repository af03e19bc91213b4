import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { axeViolations } from '../_util/axe.js';
import { chromiumMissing, withBrowserAndSite, withPage, type PageContext } from '../_util/suite.js';

const skip = chromiumMissing();
const test = suite<PageContext>('<shop-carousel> in Chromium');

withBrowserAndSite(test, skip);
withPage(test, skip, { width: 1280, height: 900 });

const it = skip ? test.skip : test;

/** Opens the demo page with the carousels built and set to a very long interval, and records every shop-slide-change by element id. */
async function open(page: Page, url: string): Promise<void> {
  await page.addInitScript(() => {
    const events: Array<{ id: string; index: number; count: number }> = [];
    (window as unknown as { slideEvents: typeof events }).slideEvents = events;
    document.addEventListener('shop-slide-change', (event) => {
      events.push({
        id: (event.target as HTMLElement).id,
        ...(event as CustomEvent<{ index: number; count: number }>).detail,
      });
    });
  });
  await page.goto(`${url}/demo/carousel.html`);
  await page.locator('#banners .glide--carousel').waitFor();
  await page.locator('#karimpur .glide--carousel').waitFor();
  // Rotation only where a test asks for it, so a slow machine cannot move a slide under a test's feet.
  await page.evaluate(() =>
    document.querySelectorAll('shop-carousel').forEach((el) => el.setAttribute('interval', '600000')),
  );
}

const events = (page: Page, id = 'banners') =>
  page.evaluate(
    (id) =>
      (window as unknown as { slideEvents: Array<{ id: string; index: number }> }).slideEvents.filter(
        (e) => e.id === id,
      ),
    id,
  );

/** aria-labels of the slides whose box lies inside the carousel's visible track. */
const inView = (page: Page, id = 'banners') =>
  page.evaluate((id) => {
    const root = document.getElementById(id)!.shadowRoot!;
    const track = root.querySelector('.glide__track')!.getBoundingClientRect();
    return [...root.querySelectorAll('.glide__slide')]
      .filter((slide) => {
        const box = slide.getBoundingClientRect();
        return box.width > 0 && box.left >= track.left - 1 && box.right <= track.right + 1;
      })
      .map((slide) => slide.getAttribute('aria-label'));
  }, id);

const count = (page: Page, id = 'banners') => page.locator(`#${id} [part="count"]`).textContent();
/** Waits for the "n / N" text (set when Glide ends a move) and for the strip's CSS transition to finish. */
const waitForCount = (page: Page, text: string, id = 'banners') =>
  page.waitForFunction(
    ([id, text]) => {
      const root = document.getElementById(id!)!.shadowRoot!;
      return (
        root.querySelector('[part="count"]')!.textContent === text &&
        root.querySelector('.glide__slides')!.getAnimations().length === 0
      );
    },
    [id, text],
  );
const rotationLabel = (page: Page, id = 'banners') =>
  page.locator(`#${id} [part="rotation"]`).getAttribute('aria-label');
const setRotationInterval = (page: Page, ms: number, id = 'banners') =>
  page.evaluate(([id, ms]) => document.getElementById(String(id))!.setAttribute('interval', String(ms)), [id, ms]);
/** The focused element as "host id: part", looking inside shadow roots. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const host = document.activeElement;
    const inner = host?.shadowRoot?.activeElement;
    return inner ? `${host!.id}: ${inner.getAttribute('part')}` : (host?.textContent?.trim() ?? null);
  });

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
  await page.waitForTimeout(700);
  assert.is(await count(page), '1 / 4', 'focus outside: the arrow key does nothing');
  await page.keyboard.press('Tab');
  assert.is(await focused(page), 'banners: rotation');
  await page.keyboard.press('ArrowRight');
  await waitForCount(page, '2 / 4');
  assert.equal(await inView(page), ['2 of 4']);
  await page.waitForTimeout(500);
  await page.keyboard.press('ArrowLeft');
  await waitForCount(page, '1 / 4');
  await page.waitForTimeout(500);
  assert.is(await count(page, 'karimpur'), '1 / 3', 'one key moves one carousel only');
  assert.equal(errors, []);
});

it('rotates by itself every interval; a mouse over it pauses rotation until the mouse leaves', async ({
  page,
  site,
  errors,
}) => {
  await open(page, site.url);
  await setRotationInterval(page, 1000);
  await page.waitForFunction(
    () => (window as unknown as { slideEvents: Array<{ id: string }> }).slideEvents.some((e) => e.id === 'banners'),
    null,
    { timeout: 3000 },
  );
  assert.equal((await events(page))[0], { id: 'banners', index: 1, count: 4 });
  assert.is(
    await page.locator('#banners [part="slides"]').getAttribute('aria-live'),
    'off',
    'not a live region while rotating',
  );

  await page.locator('#banners [part="slide"][aria-label="2 of 4"]:not([inert])').hover();
  await page.waitForTimeout(600); // a move already under way ends
  const before = (await events(page)).length;
  await page.waitForTimeout(2500);
  assert.is((await events(page)).length, before, 'no move while the mouse is over it');
  assert.is(await rotationLabel(page), 'Stop slides', 'still set to rotate');

  await page.mouse.move(5, 5);
  await page.waitForFunction(
    (n) =>
      (window as unknown as { slideEvents: Array<{ id: string }> }).slideEvents.filter((e) => e.id === 'banners')
        .length > n,
    before,
    {
      timeout: 3000,
    },
  );
  assert.equal(errors, []);
});

it('keyboard focus inside stops rotation for good; the rotation button, announced as "Start slides", restarts it', async ({
  page,
  site,
  errors,
}) => {
  await open(page, site.url);
  await setRotationInterval(page, 1000);
  await page.getByRole('link', { name: 'category slider demo' }).focus();
  await page.keyboard.press('Tab');
  assert.is(await focused(page), 'banners: rotation', 'the rotation button is first in tab order');
  assert.is(await rotationLabel(page), 'Start slides', 'it says rotation has stopped');
  assert.is(await page.locator('#banners [part="slides"]').getAttribute('aria-live'), 'polite');
  await page.waitForTimeout(600);
  const stoppedAt = (await events(page)).length;
  await page.keyboard.press('Shift+Tab'); // focus leaves the carousel
  await page.waitForTimeout(2500);
  assert.is((await events(page)).length, stoppedAt, 'no move after focus has left');

  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  assert.is(await rotationLabel(page), 'Stop slides');
  assert.is(await focused(page), 'banners: rotation');
  await page.waitForFunction(
    (n) =>
      (window as unknown as { slideEvents: Array<{ id: string }> }).slideEvents.filter((e) => e.id === 'banners')
        .length > n,
    stoppedAt,
    {
      timeout: 3000,
    },
  );
  await page.keyboard.press('Enter');
  assert.is(await rotationLabel(page), 'Start slides');
  assert.equal(errors, []);
});

it('under prefers-reduced-motion: reduce it does not rotate and moves without animation', async ({
  page,
  site,
  errors,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, site.url);
  await setRotationInterval(page, 1000);
  await page.waitForTimeout(2500);
  assert.equal(await events(page), []);
  assert.is(await rotationLabel(page), 'Start slides');
  assert.is(await page.locator('#banners .glide').getAttribute('data-animation-duration'), '0');
  await page.locator('#banners [part="next"]').click();
  await waitForCount(page, '2 / 4');
  assert.equal(errors, []);
});

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
  await page.locator('#banners .glide--carousel').waitFor();
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
  await page.locator('#late .glide--carousel').waitFor();
  await page.locator('#late [part="next"]').click();
  await waitForCount(page, '2 / 2', 'late');
  await page.evaluate(() => {
    const late = document.getElementById('late')!;
    late.remove();
    document.querySelector('main')!.prepend(late);
  });
  await page.locator('#late .glide--carousel').waitFor();
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
  await page.locator('#folded .glide--carousel').waitFor({ state: 'attached' });
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

it('buttons are at least 44 px and show a focus ring; hidden slides cannot be focused', async ({ page, site }) => {
  await open(page, site.url);
  for (const part of ['rotation', 'previous', 'next']) {
    const box = (await page.locator(`#banners [part="${part}"]`).boundingBox())!;
    assert.ok(box.width >= 44 && box.height >= 44, `${part}: ${box.width}×${box.height}`);
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
  await page.waitForTimeout(200);
  assert.equal(await axeViolations(page), []);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px`);
  assert.equal(await inView(page), ['2 of 4'], 'still on the same slide after the resize');
});

test.run();
