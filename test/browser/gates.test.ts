import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from '../_util/axe.js';
import { network, watch } from '../_util/browser.js';
import { catalogueShown } from '../_util/catalogue.js';
import { waitForFirstView } from '../_util/first-view.js';
import { ROUTES, pageOf } from '../../site/pages/routes.js';
import { interfacePhrases, shownTexts, wrongLanguage } from '../_util/languages.js';
import { chromiumMissing, eachInPages, withBrowserAndSite } from '../_util/suite.js';
import { TAP_TARGET, smallTargets } from '../_util/targets.js';

/*
 * The gates of every route and the 404 page on a phone, in one visit each: as loaded, no console error, failed
 * request, broken image, sideways scrolling or tap target under 48 px; then with the widgets used as a shopper
 * would, 0 axe violations and 0 Content-Security-Policy violations under the site's strict policy, after the data
 * has loaded, with the navigation open, a photo zoomed, each tab selected and a map loaded.
 */
const skip = chromiumMissing();
const test = suite<{ browser: Browser; site: { url: string; close(): Promise<void> } }>(
  'every route on a phone: loads clean, then axe and CSP with the widgets in use',
);
withBrowserAndSite(test, skip);
const it = skip ? test.skip : test;
const english = interfacePhrases('en');
const PHONE = { width: 360, height: 740 };
const NOT_FOUND = '/no-such-page';

/**
 * Makes every lazy image load now, but for those another route already loaded (`checked`, by src, srcset and sizes:
 * the same file at the same width decodes the same on every page), and returns the ones that did not decode.
 */
async function brokenImages(page: Page, checked: Set<string>): Promise<string[]> {
  const { broken, loaded } = await page.evaluate(
    async (seen) => {
      const known = new Set(seen);
      // (No named helper in here: the test transpiler would wrap it in a helper the page lacks.)
      const images = [...document.querySelectorAll('img')].filter(
        (img) => !known.has(`${img.src}\n${img.srcset}\n${img.sizes}`),
      );
      for (const img of images) img.loading = 'eager';
      await Promise.all(
        images.map((img) =>
          img.complete
            ? null
            : new Promise((resolve) => {
                img.addEventListener('load', resolve, { once: true });
                img.addEventListener('error', resolve, { once: true });
              }),
        ),
      );
      return {
        broken: images.filter((img) => img.naturalWidth === 0).map((img) => img.currentSrc || img.src),
        loaded: images.filter((img) => img.naturalWidth > 0).map((img) => `${img.src}\n${img.srcset}\n${img.sizes}`),
      };
    },
    [...checked],
  );
  for (const image of loaded) checked.add(image);
  return broken;
}

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

it('every route and the 404 page: no console error, failed request, broken image, sideways scrolling or tap target under 48 px as loaded; 0 axe and 0 CSP violations, loaded and with each widget in use', async ({
  browser,
  site,
}) => {
  const used = { nav: 0, zoom: 0, tabs: 0, frames: 0 };
  const watched: string[][] = [];
  const checked = new Set<string>();
  const networks = new Map<Page, ReturnType<typeof network>>();
  // Every failed request of the route being opened, cancelled ones included, for a first view that never settles.
  const failed = new Map<Page, string[]>();
  // Routes are independent: a few pages walk them side by side, so one page's waits overlap another's work.
  const prepare = async (page: Page) => {
    await stubThirdParties(page);
    await recordCspViolations(page);
    watched.push(watch(page).errors);
    networks.set(page, network(page));
    failed.set(page, []);
    page.on('requestfailed', (r) => failed.get(page)!.push(`${r.url()} ${r.failure()?.errorText ?? ''}`));
  };
  await eachInPages(browser, [...ROUTES, NOT_FOUND], { viewport: PHONE, prepare }, async (page, route) => {
    failed.set(page, []);
    const response = await page.goto(`${site.url}${route}`, { waitUntil: 'load' });
    // What is on screen first, then an idle network for the pictures: a wait on the network alone once never ended.
    await waitForFirstView(page).catch((error: unknown) => {
      throw new Error(`${String(error)}; failed requests: ${JSON.stringify(failed.get(page))}`, { cause: error });
    });
    await networks.get(page)!.quiet();
    assert.is(response!.status(), route === NOT_FOUND ? 404 : 200, route);
    assert.is(await page.locator('h1').count(), 1, route);
    assert.equal(await brokenImages(page, checked), [], `${route}: images`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= PHONE.width, `${route}: no sideways scrolling on a 360 px phone (${width} px)`);
    assert.equal(await smallTargets(page), [], `${route}: every control at least ${TAP_TARGET} px each way`);

    if ((await page.locator('[loading="interaction"]:not(:defined)').count()) > 0) {
      await check(page, route, 'before its widgets wait for the shopper');
    }
    await widgetsReady(page);
    await check(page, route, 'loaded');
    // Every text shown or announced is in the page's language (product words and brand names excepted).
    const lang = pageOf(route)?.lang ?? 'en';
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
  // The 404 answer is expected; anything else is not.
  assert.equal(
    watched.flat().filter((e) => !/404 \(Not Found\)/.test(e)),
    [],
  );
  // The walk really exercised each kind of widget somewhere.
  assert.is(used.nav, ROUTES.length + 1);
  assert.ok(used.zoom >= 3, `zoomed on ${used.zoom} pages`);
  assert.ok(used.tabs >= 3, `${used.tabs} tabs selected`);
  assert.ok(used.frames >= 4, `${used.frames} frames loaded (two maps, the social page, the video)`);
});

test.run();
