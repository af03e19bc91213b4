import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations } from '../_util/axe.js';
import { launch, watch } from '../_util/browser.js';
import { serveSite } from '../_util/site.js';
import { chromiumMissing, withBrowserAndSite, withPage, type PageContext } from '../_util/suite.js';

const skip = chromiumMissing();
const test = suite<PageContext>('<shop-zoom-gallery> in Chromium');

withBrowserAndSite(test, skip);
withPage(test, skip);

const it = skip ? test.skip : test;

const COUNTER = 'Ranaghat showroom saree counter';
const expand = (page: Page, name: string) =>
  page.locator('#ranaghat').getByRole('button', { name: `Expand image: ${name}` });
const layer = (page: Page) => page.locator('dialog[data-shop-zoom]');
const opened = (page: Page) => page.locator('dialog[data-shop-zoom="loaded"]').waitFor();
const closed = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('[data-shop-zoom]') && document.body.children.length > 0);

/** The demo page, made taller than the window and scrolled a little, so scrolling and its restore can be checked. */
async function openDemo(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/demo/zoom-gallery.html`);
  await expand(page, COUNTER).waitFor();
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.id = 'spacer';
    spacer.style.height = '2000px';
    document.querySelector('main')!.append(spacer);
    window.scrollTo(0, 120);
  });
}

/** The focused element, looking into shadow roots: its accessible label or text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.getAttribute('aria-label') ?? active?.textContent ?? null;
  });

/** What a shopper sees while a photo is zoomed. */
const zoomView = (page: Page) =>
  page.evaluate(() => {
    const overlay = document.querySelector('.medium-zoom-overlay[data-shop-zoom]') as HTMLElement | null;
    const copy = document.querySelector('img.medium-zoom-image--opened[data-shop-zoom]') as HTMLImageElement | null;
    const original = document.querySelector('#ranaghat')!.shadowRoot!.querySelector('img.medium-zoom-image--hidden');
    const rect = copy?.getBoundingClientRect();
    return {
      overlayOpacity: overlay ? getComputedStyle(overlay).opacity : null,
      overlayCovers: overlay
        ? overlay.getBoundingClientRect().width === innerWidth && overlay.getBoundingClientRect().height === innerHeight
        : false,
      copyVisible: copy ? getComputedStyle(copy).visibility === 'visible' : false,
      copyWidth: rect?.width ?? 0,
      copyInView: rect
        ? rect.left >= -1 && rect.right <= innerWidth + 1 && rect.top >= -1 && rect.bottom <= innerHeight + 1
        : false,
      copyOnTop: copy ? Number(getComputedStyle(copy).zIndex) > Number(getComputedStyle(overlay!).zIndex) : false,
      originalHidden: original ? getComputedStyle(original).visibility === 'hidden' : false,
      overflow: getComputedStyle(document.documentElement).overflowY,
      scrollY,
    };
  });

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
  await page.waitForTimeout(200);
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
  await page.waitForTimeout(400);
  assert.is(await layer(page).count(), 1, 'still open after ctrl + wheel');
  await page.mouse.wheel(0, 60);
  await closed(page);
  assert.is((await zoomView(page)).scrollY, 120, 'the wheel did not scroll the page');
  assert.equal(errors, []);
});

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

const touchSuite = suite<{ browser: Browser; site: { url: string; close(): Promise<void> }; context: BrowserContext }>(
  '<shop-zoom-gallery> on a touch screen',
);
touchSuite.before(async (context) => {
  if (skip) return;
  context.site = await serveSite();
  context.browser = await launch();
});
touchSuite.after(async (context) => {
  await context.browser?.close();
  await context.site?.close();
});
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
      await page.waitForTimeout(400);
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
