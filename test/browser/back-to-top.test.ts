import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { axeViolations } from '../_util/axe.js';
import { frames, loadBundleAgain, strictCsp } from '../_util/browser.js';
import { chromiumMissing, withBrowserAndSite, withPage, type PageContext } from '../_util/suite.js';

const skip = chromiumMissing();
const test = suite<PageContext>('<shop-back-to-top> in Chromium');

withBrowserAndSite(test, skip);
withPage(test, skip, { width: 412, height: 800 });

const it = skip ? test.skip : test;
const button = (page: Page) => page.locator('shop-back-to-top [part="button"]');

async function open(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/demo/back-to-top.html`);
  await button(page).waitFor({ state: 'attached' });
}

async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

/** Which element has focus, looking into the widget's shadow root. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    const inner = active?.shadowRoot?.activeElement;
    if (inner) return `${active!.localName} ${inner.getAttribute('part')}`;
    return active?.id ? `#${active.id}` : (active?.localName ?? 'none');
  });
}

/** Records every scroll position until the page settles at the top. */
async function recordScrollUp(page: Page): Promise<void> {
  await page.evaluate(() => {
    const positions: number[] = ((window as unknown as { positions: number[] }).positions = []);
    addEventListener('scroll', () => positions.push(scrollY), { passive: true });
  });
}

it('is hidden at the top and appears after the page is scrolled past 100 px, maroon, at the bottom right', async ({
  page,
  site,
  errors,
}) => {
  await open(page, site.url);
  assert.ok(await button(page).isHidden(), 'hidden at the top');
  await scrollTo(page, 90);
  await frames(page);
  assert.ok(await button(page).isHidden(), 'still hidden at 90 px');
  await scrollTo(page, 150);
  await button(page).waitFor({ state: 'visible' });
  await page.waitForFunction((el) => el!.getAnimations().length === 0, await button(page).elementHandle());
  const look = await button(page).evaluate((el) => {
    const box = el.getBoundingClientRect();
    return {
      right: innerWidth - box.right,
      bottom: innerHeight - box.bottom,
      width: box.width,
      height: box.height,
      colour: getComputedStyle(el).backgroundColor,
    };
  });
  assert.equal(look, { right: 16, bottom: 16, width: 48, height: 48, colour: 'rgb(128, 0, 0)' });
  await scrollTo(page, 0);
  await button(page).waitFor({ state: 'hidden' });
  assert.equal(errors, []);
});

it('is out of the tab order while hidden', async ({ page, site }) => {
  await open(page, site.url);
  await page.locator('#last-link').focus({ timeout: 1000 });
  await scrollTo(page, 0);
  await button(page).waitFor({ state: 'hidden' });
  await page.keyboard.press('Tab');
  assert.is.not(await focused(page), 'shop-back-to-top button');
});

it('Tab reaches it after the last link; Enter scrolls smoothly to the top and focus moves to #top', async ({
  page,
  site,
  errors,
}) => {
  await open(page, site.url);
  await page.locator('#last-link').scrollIntoViewIfNeeded();
  await page.locator('#last-link').focus();
  await button(page).waitFor({ state: 'visible' });
  await page.keyboard.press('Tab');
  assert.is(await focused(page), 'shop-back-to-top button');
  const ring = await button(page).evaluate((el) => getComputedStyle(el).outlineStyle);
  assert.is(ring, 'solid');

  await recordScrollUp(page);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => scrollY === 0);
  const positions = await page.evaluate(() => (window as unknown as { positions: number[] }).positions);
  assert.ok(positions.length > 2, `scrolled smoothly through ${positions.length} positions`);
  assert.is(await focused(page), '#top');
  await button(page).waitFor({ state: 'hidden' });

  await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement!.localName), 'pre', 'the next Tab continues from the top');
  assert.equal(errors, []);
});

it('jumps to the top at once under reduced motion', async ({ page, site }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, site.url);
  await scrollTo(page, 2000);
  await button(page).waitFor({ state: 'visible' });
  await recordScrollUp(page);
  await button(page).focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => scrollY === 0);
  const positions = await page.evaluate(() => (window as unknown as { positions: number[] }).positions);
  assert.equal(positions, [0]);
  assert.is(await focused(page), '#top');
});

it('has no axe violations at the top, when shown, and after use', async ({ page, site }) => {
  await open(page, site.url);
  assert.equal(await axeViolations(page), []);
  await scrollTo(page, 1200);
  await button(page).waitFor({ state: 'visible' });
  assert.equal(await axeViolations(page), []);
  await button(page).click();
  await page.waitForFunction(() => scrollY === 0);
  assert.equal(await axeViolations(page), []);
});

it('an element created later, removed and added back, and a bundle loaded twice all work without errors', async ({
  page,
  site,
  errors,
}) => {
  await open(page, site.url);
  await page.evaluate(() => {
    document.querySelector('shop-back-to-top')!.remove();
  });
  await loadBundleAgain(page, 'back-to-top');
  await page.evaluate(async () => {
    const late = document.createElement('shop-back-to-top');
    late.setAttribute('offset', '400');
    late.innerHTML = '<a href="#top">উপরে যান</a>';
    document.body.append(late);
  });
  await scrollTo(page, 300);
  await frames(page);
  assert.ok(await button(page).isHidden(), 'offset 400');
  await scrollTo(page, 500);
  await button(page).waitFor({ state: 'visible' });
  assert.is(await page.getByRole('button', { name: 'উপরে যান' }).count(), 1);
  await page.evaluate(() => {
    const el = document.querySelector('shop-back-to-top')!;
    el.remove();
    document.body.append(el);
  });
  await button(page).waitFor({ state: 'visible' });
  await button(page).click();
  await page.waitForFunction(() => scrollY === 0);
  assert.equal(errors, []);
});

it('runs under a strict Content-Security-Policy (styles only from adopted stylesheets)', async ({
  page,
  site,
  errors,
}) => {
  await strictCsp(page);
  await open(page, site.url);
  await scrollTo(page, 1200);
  await button(page).waitFor({ state: 'visible' });
  assert.is(await button(page).evaluate((el) => getComputedStyle(el).position), 'fixed');
  await button(page).click();
  await page.waitForFunction(() => scrollY === 0);
  assert.equal(errors, []);
});

test.run();
