import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { axeViolations } from '../_util/axe.js';
import { frames, watch } from '../_util/browser.js';
import { COUNTER, closed, expand, focusedName, layer, openDemo, opened, zoomView } from '../_util/zoom.js';
import {
  chromiumMissing,
  withBrowserAndSite,
  withPage,
  type BrowserContext,
  type PageContext,
} from '../_util/suite.js';

const skip = chromiumMissing();
const test = suite<PageContext>('<shop-zoom-gallery> in Chromium: galleries, policies and touch');

withBrowserAndSite(test, skip);
withPage(test, skip);

const it = skip ? test.skip : test;

it('only one photo is open at a time, across the galleries of the page', async ({ page, site, errors }) => {
  await openDemo(page, site.url);
  await expand(page, COUNTER).click();
  await opened(page);
  // The page is inert under the zoom, so the second gallery is opened from script.
  await page.evaluate(() => {
    const gallery = document.querySelector('#sarees')!.shadowRoot!;
    (gallery.querySelector('button[part="expand"]') as HTMLButtonElement).click();
  });
  await page.waitForFunction(() => {
    const label = document
      .querySelector('#sarees')!
      .shadowRoot!.querySelector('button[part="expand"]')!
      .getAttribute('aria-label');
    return label!.startsWith('Minimize') && document.querySelectorAll('dialog[data-shop-zoom]').length === 1;
  });
  assert.is(await expand(page, COUNTER).count(), 1, 'the first gallery’s photo reads "Expand image" again');
  assert.is(await page.locator('dialog[data-shop-zoom]').count(), 1);
  assert.is(await page.locator('img.medium-zoom-image--opened').count(), 1);
  await page.keyboard.press('Escape');
  await closed(page);
  assert.equal(errors, []);
});

it('opens and styles the zoom under a strict Content-Security-Policy (no inline styles or scripts allowed)', async ({
  page,
  site,
  errors,
}) => {
  const csp = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; frame-src 'none'";
  await page.route('**/demo/zoom-gallery.html', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': csp } });
  });
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation(t: string): void }).reportViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    ),
  );
  await openDemo(page, site.url);
  await expand(page, COUNTER).click();
  await opened(page);
  const view = await zoomView(page);
  assert.is(view.overlayOpacity, '1');
  assert.ok(view.overlayCovers && view.copyVisible && view.copyOnTop, 'the zoom layer is styled');
  assert.is(view.overflow, 'hidden');
  await page.keyboard.press('Escape');
  await closed(page);
  assert.equal(violations, []);
  assert.equal(errors, []);
});

it('a photo given as a <picture> zooms the candidate the browser chose for the grid', async ({
  page,
  site,
  errors,
}) => {
  await openDemo(page, site.url);
  await page.evaluate(() => {
    const gallery = document.createElement('shop-zoom-gallery');
    gallery.id = 'picture';
    gallery.innerHTML = `<figure><picture>
      <source type="image/svg+xml" srcset="images/zoom-entrance.svg 800w">
      <img src="images/zoom-mens-wear.svg" alt="Entrance in a picture" width="800" height="600">
    </picture></figure>`;
    document.querySelector('main')!.prepend(gallery);
  });
  await page.locator('#picture').getByRole('button', { name: 'Expand image: Entrance in a picture' }).click();
  await opened(page);
  const src = await page.locator('img.medium-zoom-image--opened').getAttribute('src');
  assert.match(src!, /\/demo\/images\/zoom-entrance\.svg$/);
  await page.keyboard.press('Escape');
  await closed(page);
  assert.equal(errors, []);
});

it('has no axe violations, with a photo closed and open', async ({ page, site }) => {
  await openDemo(page, site.url);
  assert.equal(await axeViolations(page), []);
  await expand(page, COUNTER).click();
  await opened(page);
  assert.equal(await axeViolations(page), []);
});

it('works for a gallery created after the script loaded, removed while open and added back', async ({
  page,
  site,
  errors,
}) => {
  await openDemo(page, site.url);
  await page.evaluate(() => {
    const late = document.createElement('shop-zoom-gallery');
    late.id = 'late';
    late.setAttribute('label', 'Late photos');
    document.querySelector('main')!.prepend(late);
    // Children written after the element is in the page, as a script might.
    late.innerHTML =
      '<figure><img src="images/zoom-entrance.svg" alt="Late entrance photo" width="800" height="600"></figure>';
    (window as unknown as { late: HTMLElement }).late = late;
  });
  const late = page.locator('#late').getByRole('button', { name: 'Expand image: Late entrance photo' });
  await late.click();
  await opened(page);
  await page.evaluate(() => document.getElementById('late')!.remove());
  const left = await page.evaluate(() => ({
    layer: document.querySelectorAll('[data-shop-zoom]').length,
    html: document.documentElement.getAttribute('style'),
    body: document.body.getAttribute('style'),
    sheets: document.adoptedStyleSheets.length,
  }));
  assert.equal(left, { layer: 0, html: null, body: null, sheets: 0 }, 'nothing of the zoom is left on the page');
  await page.evaluate(() => document.querySelector('main')!.prepend((window as unknown as { late: HTMLElement }).late));
  await late.click();
  await opened(page);
  await page.keyboard.press('Escape');
  await closed(page);
  assert.is(await focusedName(page), 'Expand image: Late entrance photo');
  assert.equal(errors, []);
});

const touchSuite = suite<BrowserContext>('<shop-zoom-gallery> on a touch screen');
withBrowserAndSite(touchSuite, skip);
const touchIt = skip ? touchSuite.skip : touchSuite;

touchIt(
  'a tap opens the photo; a vertical swipe over 10 px closes it, a shorter one does not',
  async ({ browser, site }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 760 } });
    const page = await context.newPage();
    const { errors } = watch(page);
    try {
      await openDemo(page, site.url);
      await expand(page, COUNTER).tap();
      await opened(page);
      const cdp = await context.newCDPSession(page);
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y?: number) =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints: y === undefined ? [] : [{ x: 200, y }] });
      // One slow drag: (a touch lifted within a few px would be a tap, and a tap on the layer closes it too.)
      await touch('touchStart', 400);
      await touch('touchMove', 405);
      await touch('touchMove', 410);
      await frames(page);
      assert.is(await page.locator('dialog[data-shop-zoom="loaded"]').count(), 1, 'still open after 10 px');
      assert.is(await layer(page).count(), 1, 'still open after 10 px');
      await touch('touchMove', 430);
      await touch('touchEnd');
      await closed(page);
      assert.equal(errors, []);
    } finally {
      await context.close();
    }
  },
);

test.run();
touchSuite.run();
