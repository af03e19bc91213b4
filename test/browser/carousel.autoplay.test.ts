import { suite } from 'uvu';
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { events, focused, open, rotationLabel, setRotationInterval, waitForCount } from '../_util/carousel.js';
import { chromiumMissing, withBrowserAndSite, withPage, type PageContext } from '../_util/suite.js';

const skip = chromiumMissing();
const test = suite<PageContext>('<shop-carousel> in Chromium: rotation');

withBrowserAndSite(test, skip);
withPage(test, skip, { width: 1280, height: 900 });

const it = skip ? test.skip : test;

// Rotation runs on timers: a fake clock (which otherwise keeps time as usual) jumps over the seconds in which
// nothing may move instead of waiting them out.
test.before.each(async ({ page }) => {
  if (!skip) await page.clock.install();
});

/** Waits until the carousel has sent more than `n` shop-slide-change events. */
const moreEvents = (page: Page, n: number) =>
  page.waitForFunction(
    (n) =>
      (window as unknown as { slideEvents: Array<{ id: string }> }).slideEvents.filter((e) => e.id === 'banners')
        .length > n,
    n,
    { timeout: 3000 },
  );

it('rotates by itself every interval; a mouse over it pauses rotation until the mouse leaves', async ({
  page,
  site,
  errors,
}) => {
  await open(page, site.url);
  await setRotationInterval(page, 1000);
  await page.clock.runFor(1000);
  await moreEvents(page, 0);
  assert.equal((await events(page))[0], { id: 'banners', index: 1, count: 4 });
  assert.is(
    await page.locator('#banners [part="slides"]').getAttribute('aria-live'),
    'off',
    'not a live region while rotating',
  );

  await page.locator('#banners [part="slide"][aria-label="2 of 4"]:not([inert])').hover();
  await page.clock.runFor(600); // a move already under way ends
  const before = (await events(page)).length;
  await page.clock.runFor(2500);
  assert.is((await events(page)).length, before, 'no move while the mouse is over it');
  assert.is(await rotationLabel(page), 'Stop slides', 'still set to rotate');

  await page.mouse.move(5, 5);
  await page.clock.runFor(1000);
  await moreEvents(page, before);
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
  await page.clock.runFor(600);
  const stoppedAt = (await events(page)).length;
  await page.keyboard.press('Shift+Tab'); // focus leaves the carousel
  await page.clock.runFor(2500);
  assert.is((await events(page)).length, stoppedAt, 'no move after focus has left');

  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  assert.is(await rotationLabel(page), 'Stop slides');
  assert.is(await focused(page), 'banners: rotation');
  await page.clock.runFor(1000);
  await moreEvents(page, stoppedAt);
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
  await page.clock.runFor(2500);
  assert.equal(await events(page), []);
  assert.is(await rotationLabel(page), 'Start slides');
  assert.is(await page.locator('#banners .glide').getAttribute('data-animation-duration'), '0');
  await page.locator('#banners [part="next"]').click();
  await waitForCount(page, '2 / 4');
  assert.equal(errors, []);
});

test.run();
