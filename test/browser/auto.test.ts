import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { axeViolations } from '../_util/axe.js';
import { chromiumMissing, withBrowserAndSite, withPage, type PageContext } from '../_util/suite.js';

const skip = chromiumMissing();
const test = suite<PageContext & { scripts: string[] }>('widgets/auto.js: each widget loaded when it is needed');

withBrowserAndSite(test, skip, { csp: true });
withPage(test, skip, { width: 412, height: 800 });
test.before.each(async (context) => {
  if (skip) return;
  context.scripts = [];
  context.page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // Scripts the page runs; the service worker's client fetches the first page's files again to save them.
    if (pathname.startsWith('/widgets/') && request.resourceType() === 'script') context.scripts.push(pathname);
  });
});

const it = skip ? test.skip : test;

const defined = (page: Page, tag: string) => page.evaluate((tag) => customElements.get(tag) !== undefined, tag);
const scrollTo = (page: Page, selector: string) =>
  page.evaluate((selector) => document.querySelector(selector)!.scrollIntoView({ behavior: 'instant' }), selector);

it('a partner page with only auto.js gets the widgets it shows at once, and a lazy one when the shopper scrolls near it', async ({
  page,
  site,
  errors,
  scripts,
  requests,
}) => {
  await page.goto(`${site.url}/demo/auto.html`, { waitUntil: 'load' });
  await requests.quiet();
  await page.locator('shop-offer-banner [part="list"]').waitFor();
  assert.ok(scripts.includes('/widgets/offer-banner.js'), 'the banner near the top is loaded');
  assert.not.ok(scripts.includes('/widgets/contact-tabs.js'), 'the tabs two screens down are not');
  assert.not.ok(scripts.includes('/widgets/back-to-top.js'), 'nor is back-to-top before any scroll');
  assert.not.ok(await defined(page, 'shop-contact-tabs'));
  assert.is(await page.getByRole('heading', { name: 'Help Line' }).count(), 1, 'the tabs read as sections meanwhile');

  await scrollTo(page, '#ways');
  const tab = page.getByRole('tab', { name: 'In-store experience' });
  await tab.click();
  assert.is(await tab.getAttribute('aria-selected'), 'true', 'the tabs work once loaded');
  assert.ok(scripts.includes('/widgets/contact-tabs.js'));
  await page.locator('shop-back-to-top [part="button"]').waitFor();
  assert.ok(scripts.includes('/widgets/back-to-top.js'), 'the first scroll loaded back-to-top');
  assert.is(new Set(scripts).size, scripts.length, 'no script fetched twice');
  assert.is((await axeViolations(page)).length, 0);
  assert.equal(errors, []);
});

it('an element added later is picked up; an unknown shop-* element fetches nothing', async ({
  page,
  site,
  errors,
  scripts,
  requests,
}) => {
  await page.goto(`${site.url}/demo/auto.html`, { waitUntil: 'load' });
  await requests.quiet();
  await page.evaluate(() => {
    const box = document.createElement('div');
    box.innerHTML = '<shop-showroom showroom="karimpur"></shop-showroom><shop-not-a-widget></shop-not-a-widget>';
    document.querySelector('main')!.prepend(box);
  });
  await page.locator('shop-showroom [part="name"]').waitFor();
  assert.match((await page.locator('shop-showroom [part="name"]').textContent())!, /Karimpur/);
  await requests.quiet();
  assert.not.ok(
    scripts.some((s) => s.includes('not-a-widget')),
    'no request for an element no widget defines',
  );
  assert.equal(errors, []);
});

it('on the site, the home page loads the widgets below the fold only on the way down', async ({
  page,
  site,
  errors,
  scripts,
  requests,
}) => {
  await page.goto(`${site.url}/`, { waitUntil: 'load' });
  await requests.quiet();
  await page.locator('shop-carousel [part="rotation"]').waitFor();
  const atFirst = new Set(scripts);
  // The site's English pages load the English bundle.
  assert.ok(['carousel', 'offer-banner', 'category-slider'].every((name) => atFirst.has(`/widgets/en/${name}.js`)));
  assert.not.ok(atFirst.has('/widgets/en/embed.js'), 'the social frames far down are not loaded');
  assert.not.ok(atFirst.has('/widgets/en/back-to-top.js'));

  await scrollTo(page, 'shop-embed');
  await page.locator('shop-embed [part="load"]').first().waitFor();
  assert.ok(scripts.includes('/widgets/en/embed.js'));
  await page.locator('shop-back-to-top [part="button"]').waitFor();
  assert.is(
    new Set(scripts).size,
    scripts.length,
    'no script fetched twice (a script tag and auto.js ask for the same)',
  );
  assert.equal(errors, []);
});

test.run();
