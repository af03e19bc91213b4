import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { chromiumMissing, withBrowserAndSite, type BrowserContext } from '../_util/suite.js';

const skip = chromiumMissing();
const test = suite<BrowserContext>("the header's menus close in Chromium");

withBrowserAndSite(test, skip);

const it = skip ? test.skip : test;

const SHOWROOMS = '.site-nav__group details';
const MENU = 'details.site-nav';

const isOpen = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => (el as HTMLDetailsElement).open);
/** The text of the focused element's summary (or of the focused element). */
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** Opens `route` at `width` and waits for the header's script (it measures the header once it runs). */
async function open(browser: BrowserContext['browser'], url: string, width: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 740 } });
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.style.getPropertyValue('--sticky-top') !== '');
  return page;
}

it('at 1280 px, "Our showroom" closes on Escape (the focus back on it), on Tab past it and on a click outside', async ({
  browser,
  site,
}) => {
  const page = await open(browser, `${site.url}/saree`, 1280);
  try {
    const summary = page.locator(`${SHOWROOMS} > summary`);
    await summary.focus();
    await page.keyboard.press('Enter');
    assert.ok(await isOpen(page, SHOWROOMS), 'Enter opens it');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    assert.not.ok(await isOpen(page, SHOWROOMS), 'Escape on a showroom link closes it');
    assert.is(await focusedText(page), 'Our showroom');

    await page.keyboard.press('Enter');
    const links = await page.locator(`${SHOWROOMS} a`).count();
    for (let i = 0; i < links; i++) await page.keyboard.press('Tab');
    assert.ok(await isOpen(page, SHOWROOMS), 'open while the focus is on its last link');
    await page.keyboard.press('Tab');
    assert.not.ok(await isOpen(page, SHOWROOMS), 'the focus moved past it: closed');

    await summary.click();
    assert.ok(await isOpen(page, SHOWROOMS));
    await page.mouse.click(8, 600);
    assert.not.ok(await isOpen(page, SHOWROOMS), 'a click on the page closes it');

    await summary.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+Tab');
    assert.not.ok(await isOpen(page, SHOWROOMS), 'Shift+Tab out of it closes it');
  } finally {
    await page.close();
  }
});

it('at 360 px, Escape closes "Our showroom", then the menu, each time back on its own button', async ({
  browser,
  site,
}) => {
  const page = await open(browser, `${site.url}/saree`, 360);
  try {
    await page.locator(`${MENU} > summary`).click();
    await page.locator(`${SHOWROOMS} > summary`).click();
    await page.locator(`${SHOWROOMS} a`).first().focus();
    await page.keyboard.press('Escape');
    assert.not.ok(await isOpen(page, SHOWROOMS));
    assert.ok(await isOpen(page, MENU), 'the menu stays open');
    assert.is(await focusedText(page), 'Our showroom');
    await page.keyboard.press('Escape');
    assert.not.ok(await isOpen(page, MENU));
    assert.is(await focusedText(page), 'Menu');
  } finally {
    await page.close();
  }
});

it('without JavaScript the menus still open and close', async ({ browser, site }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 740 } });
  try {
    const page = await context.newPage();
    await page.goto(`${site.url}/saree`);
    const summary = page.locator(`${SHOWROOMS} > summary`);
    await summary.click();
    assert.ok(await isOpen(page, SHOWROOMS));
    await summary.click();
    assert.not.ok(await isOpen(page, SHOWROOMS));
  } finally {
    await context.close();
  }
});

test.run();
