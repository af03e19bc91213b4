import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from '../_util/axe.js';
import { catalogueShown } from '../_util/catalogue.js';
import { waitForFirstView } from '../_util/first-view.js';
import { ROUTES, pageOf } from '../../site/pages/routes.js';
import { interfacePhrases, shownTexts, wrongLanguage } from '../_util/languages.js';
import { chromiumMissing, eachInPages, withBrowserAndSite } from '../_util/suite.js';

/*
 * The gates of every route, with the widgets used as a shopper would: 0 axe
 * violations and 0 Content-Security-Policy violations under the site's strict
 * policy, after the data has loaded, with the navigation open, a photo zoomed,
 * each tab selected and a map loaded.
 */
const skip = chromiumMissing();
const test = suite<{ browser: Browser; site: { url: string; close(): Promise<void> } }>(
  'every route: axe and CSP with the widgets in use',
);
withBrowserAndSite(test, skip);
const it = skip ? test.skip : test;
const english = interfacePhrases('en');

/** Answers third-party frames locally, so nothing leaves the machine. */
async function stubThirdParties(page: Page): Promise<void> {
  await page.route(
    /^https:\/\/(www\.google\.com|maps\.google\.com|www\.facebook\.com|www\.youtube(-nocookie)?\.com)\//,
    (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Embedded page</title><p>Embedded page</p>',
      }),
  );
}

async function recordCspViolations(page: Page): Promise<void> {
  // Init scripts run through the DevTools protocol, so the page's CSP does not block this listener.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

/**
 * Scrolls past every shop-* element, as a shopper reading down would (widgets
 * below the fold load only then), puts the focus in one that waits for the
 * shopper (`loading="interaction"`: a listing's search box), waits until each
 * is defined and the catalogue, if any, has its cards, and goes back to the top.
 */
async function widgetsReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const el of document.querySelectorAll('*')) {
      if (!el.localName.startsWith('shop-')) continue;
      el.scrollIntoView({ behavior: 'instant' });
      if (el.getAttribute('loading') === 'interaction') el.querySelector<HTMLElement>('input, button, a')?.focus();
      await customElements.whenDefined(el.localName);
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  if ((await page.locator('shop-catalogue').count()) > 0) {
    await catalogueShown(page);
  }
}

async function check(page: Page, route: string, state: string, within?: string): Promise<void> {
  assert.equal(await axeViolations(page, within), [], `${route}: ${state}`);
}

it('every route has 0 axe and 0 CSP violations, loaded and with each widget in use', async ({ browser, site }) => {
  const used = { nav: 0, zoom: 0, tabs: 0, frames: 0 };
  // Routes are independent: a few pages walk them side by side, so one page's waits overlap another's work.
  const prepare = async (page: Page) => {
    await stubThirdParties(page);
    await recordCspViolations(page);
  };
  await eachInPages(browser, ROUTES, { viewport: { width: 360, height: 740 }, prepare }, async (page, route) => {
    // What is on screen, not an idle network: /embed and /bn/embed once kept a request open past 30 s under load.
    await page.goto(`${site.url}${route}`, { waitUntil: 'domcontentloaded' });
    await waitForFirstView(page);
    if ((await page.locator('[loading="interaction"]:not(:defined)').count()) > 0) {
      await check(page, route, 'before its widgets wait for the shopper');
    }
    await widgetsReady(page);
    await check(page, route, 'loaded');
    // Every text shown or announced is in the page's language (product words and brand names excepted).
    const lang = pageOf(route)!.lang;
    const leaks = wrongLanguage(await shownTexts(page), lang, lang === 'bn' ? english : []);
    assert.equal(leaks, [], `${route}: texts in the other language`);

    await page.locator('details.site-nav > summary').click();
    // Opening it changes only the menu, and the rest was checked above: on a listing the whole page again is seconds.
    await check(page, route, 'navigation open', 'details.site-nav');
    if (lang === 'bn') assert.equal(wrongLanguage(await shownTexts(page), lang, english), [], `${route}: menu`);
    await page.locator('details.site-nav > summary').click();
    used.nav++;

    const expand = page.getByRole('button', { name: /^(Expand image|ছবি বড় করুন)/ }).first();
    if ((await expand.count()) > 0) {
      await expand.click();
      await page
        .getByRole('button', { name: /^(Minimize image|ছবি ছোট করুন)/ })
        .first()
        .waitFor();
      await check(page, route, 'a photo zoomed');
      await page.keyboard.press('Escape');
      await page
        .getByRole('button', { name: /^(Minimize image|ছবি ছোট করুন)/ })
        .first()
        .waitFor({ state: 'hidden' });
      used.zoom++;
    }

    const tabs = page.getByRole('tab');
    for (let i = 0; i < (await tabs.count()); i++) {
      await tabs.nth(i).click();
      await check(page, route, `tab ${i + 1} selected`);
      used.tabs++;
    }

    // Every click-to-load frame on the page: the showroom maps, the social page and the video.
    const loads = page.locator('[part="load"]');
    const frames = await loads.count();
    for (let i = 0; i < frames; i++) await loads.first().click();
    if (frames > 0) {
      await page
        .locator('iframe')
        .nth(frames - 1)
        .waitFor();
      await check(page, route, `${frames} frame(s) loaded`);
      used.frames += frames;
    }

    const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    assert.equal(violations, [], `${route}: CSP violations`);
  });
  // The walk really exercised each kind of widget somewhere.
  assert.is(used.nav, ROUTES.length);
  assert.ok(used.zoom >= 3, `zoomed on ${used.zoom} pages`);
  assert.ok(used.tabs >= 3, `${used.tabs} tabs selected`);
  assert.ok(used.frames >= 4, `${used.frames} frames loaded (two maps, the social page, the video)`);
});

test.run();
