import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { frames } from '../_util/browser.js';
import { COUNTER, closed, expand, focusedName, layer, openDemo, opened, zoomView } from '../_util/zoom.js';
import { chromiumMissing, withBrowserAndSite, withPage, type PageContext } from '../_util/suite.js';

const skip = chromiumMissing();
const test = suite<PageContext>('<shop-zoom-gallery> in Chromium: opening and closing');

withBrowserAndSite(test, skip);
withPage(test, skip);

const it = skip ? test.skip : test;

it('a click on a photo opens it zoomed over the page, locks scrolling and focuses "Minimize image"', async ({
  page,
  site,
  errors,
}) => {
  await openDemo(page, site.url);
  const thumbWidth = (await expand(page, COUNTER).boundingBox())!.width;
  await expand(page, COUNTER).locator('img').click();
  await opened(page);
  const view = await zoomView(page);
  assert.is(view.overlayOpacity, '1');
  assert.ok(view.overlayCovers, 'the overlay covers the window');
  assert.ok(view.copyVisible && view.copyOnTop, 'the zoomed photo is visible above the overlay');
  assert.ok(view.copyWidth > thumbWidth * 2, `zoomed to ${view.copyWidth}px from ${thumbWidth}px`);
  assert.ok(view.copyInView, 'the zoomed photo fits the window (margin 0)');
  assert.ok(view.originalHidden, 'the photo in the grid is hidden while its copy is zoomed');
  assert.is(view.overflow, 'hidden');
  assert.is(await focusedName(page), `Minimize image: ${COUNTER}`);
  assert.is(
    await page
      .locator('#ranaghat')
      .getByRole('button', { name: `Minimize image: ${COUNTER}` })
      .count(),
    1,
  );

  await page.keyboard.press('PageDown');
  await page.keyboard.press('ArrowDown');
  // A scroll would start within a frame or two of the key.
  await frames(page);
  await frames(page);
  assert.is((await zoomView(page)).scrollY, 120, 'the page does not scroll while zoomed');
  assert.equal(errors, []);
});

it('Enter on the focused "Expand image" control opens it; Escape closes it and focus returns to that control', async ({
  page,
  site,
  errors,
}) => {
  await openDemo(page, site.url);
  await page.keyboard.press('Tab');
  for (let i = 0; i < 10 && (await focusedName(page)) !== `Expand image: ${COUNTER}`; i++)
    await page.keyboard.press('Tab');
  assert.is(await focusedName(page), `Expand image: ${COUNTER}`);
  const ring = await expand(page, COUNTER).evaluate((el) => getComputedStyle(el).outlineStyle);
  assert.is(ring, 'solid', 'a visible focus ring');
  const scrolled = await page.evaluate(() => scrollY);

  await page.keyboard.press('Enter');
  await opened(page);
  assert.is(await focusedName(page), `Minimize image: ${COUNTER}`);
  await page.keyboard.press('Escape');
  await closed(page);
  assert.is(await focusedName(page), `Expand image: ${COUNTER}`);
  const after = await page.evaluate(() => ({
    html: document.documentElement.getAttribute('style'),
    body: document.body.getAttribute('style'),
    scrollY,
  }));
  assert.equal(after, { html: null, body: null, scrollY: scrolled }, 'scrolling restored exactly');
  assert.equal(errors, []);
});

it('Space on the focused control opens it; a click on the zoomed photo closes it', async ({ page, site, errors }) => {
  await openDemo(page, site.url);
  const name = "Racks of punjabis and shirts in the men's wear section";
  await expand(page, name).focus();
  await page.keyboard.press('Space');
  await opened(page);
  const box = (await page.locator('img.medium-zoom-image--opened').boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await closed(page);
  assert.is(await focusedName(page), `Expand image: ${name}`);
  assert.equal(errors, []);
});

it('the "Minimize image" button closes it, and so does Enter on that button', async ({ page, site, errors }) => {
  await openDemo(page, site.url);
  await expand(page, COUNTER).click();
  await opened(page);
  await layer(page)
    .getByRole('button', { name: `Minimize image: ${COUNTER}` })
    .click();
  await closed(page);
  await expand(page, COUNTER).focus();
  await page.keyboard.press('Enter');
  await opened(page);
  await page.keyboard.press('Enter');
  await closed(page);
  assert.is(await focusedName(page), `Expand image: ${COUNTER}`);
  assert.equal(errors, []);
});

it('a wheel closes it; a ctrl + wheel (pinch zoom on a touchpad) does not', async ({ page, site, errors }) => {
  await openDemo(page, site.url);
  await expand(page, COUNTER).click();
  await opened(page);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, 60);
  await page.keyboard.up('Control');
  // Closing starts in the event's own handler (the layer turns "unloading" at once); two frames later it would show.
  await frames(page);
  assert.is(await page.locator('dialog[data-shop-zoom="loaded"]').count(), 1, 'still open after ctrl + wheel');
  assert.is(await layer(page).count(), 1, 'still open after ctrl + wheel');
  await page.mouse.wheel(0, 60);
  await closed(page);
  assert.is((await zoomView(page)).scrollY, 120, 'the wheel did not scroll the page');
  assert.equal(errors, []);
});

test.run();
