import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { axeViolations } from '../_util/axe.js';
import { network, watch } from '../_util/browser.js';
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
  // A bare banner shows the shop's offers, from the shop config's chunk, fetched for it.
  assert.match((await page.locator('shop-offer-banner [part="list"]').textContent())!, /[\u0980-\u09ff]/);
  assert.ok(scripts.some((s) => /^\/widgets\/chunks\/shop-[\w-]+\.js$/.test(s)));
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
  assert.ok(['carousel', 'category-slider'].every((name) => atFirst.has(`/widgets/en/${name}.js`)));
  // The offers at the top are HTML and CSS: no widget code for them.
  assert.not.ok(
    [...atFirst].some((s) => s.includes('offer-banner')),
    'no offer banner code',
  );
  assert.not.ok(atFirst.has('/widgets/en/embed.js'), 'the social frames far down are not loaded');
  assert.not.ok(atFirst.has('/widgets/en/back-to-top.js'));
  // Nothing on the home page needs the shop config (showrooms, numbers).
  assert.not.ok(
    [...atFirst].some((s) => s.includes('/chunks/shop-')),
    'no shop config on the home page',
  );

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

it("on the site, the first screen's widgets are asked for only once the page has painted its own content", async ({
  page,
  site,
  errors,
}) => {
  await page.goto(`${site.url}/`, { waitUntil: 'load' });
  await page.locator('shop-carousel [part="rotation"]').waitFor();
  await page.waitForFunction(() => customElements.get('shop-category-slider') !== undefined);
  const { paint, widgets } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    widgets: performance
      .getEntriesByType('resource')
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
      .filter(({ path }) => path.startsWith('/widgets/') && !path.endsWith('/auto.js')),
  }));
  assert.ok(paint !== null, 'the page reported its first contentful paint');
  assert.ok(
    ['carousel', 'category-slider'].every((name) => widgets.some(({ path }) => path === `/widgets/en/${name}.js`)),
    JSON.stringify(widgets),
  );
  for (const { path, start } of widgets)
    assert.ok(start >= paint!, `${path} asked for at ${start} ms, painted at ${paint} ms`);
  assert.equal(errors, []);
});

it('a site listing reads and offers its search before the catalogue loads, which comes on the first touch and keeps what was typed', async ({
  browser,
  site,
}) => {
  // The shared browser has no service worker (withoutServiceWorkers), which would fetch the widget's code and data
  // after load to keep them for offline visits (widgets/auto-first-use.ts): here every request is the page's own.
  const context = await browser.newContext({ viewport: { width: 412, height: 800 } });
  try {
    const page = await context.newPage();
    const { errors } = watch(page);
    const requests = network(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/catalogue(?:\.js|\/[\w-]+\.json)$/.test(request.url())) asked.push(new URL(request.url()).pathname);
    });
    // The widget's code is held back until released, as on a slow phone line.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/widgets\/en\/catalogue\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${site.url}/saree`, { waitUntil: 'load' });
    await requests.quiet();
    const box = page.getByRole('searchbox', { name: 'Search sarees' });
    assert.ok(await box.isVisible(), 'the search box shows at once');
    assert.match((await page.locator('shop-catalogue [role="status"]').textContent())!, /^Showing 78 of \d+ sarees$/);
    assert.is(await page.locator('shop-catalogue > .products > .card').count(), 78, 'the first page of sarees');
    assert.equal(asked, [], 'neither the widget nor its data fetched before the shopper touches it');

    const where = await box.boundingBox();
    await box.click();
    await page.keyboard.type('lal', { delay: 30 });
    assert.equal(asked, ['/widgets/en/catalogue.js'], 'the touch asked for the widget');
    assert.not.ok(await defined(page, 'shop-catalogue'), 'still on its way');
    release();
    await page.locator('shop-catalogue [role="status"]', { hasText: 'matching “lal”' }).waitFor();
    assert.is(await box.inputValue(), 'lal', 'what was typed meanwhile is kept and searched');
    assert.equal(await box.boundingBox(), where, 'the box did not move when the widget took it over');
    assert.ok(await box.evaluate((el) => el === document.activeElement), 'the focus stayed in the box');
    await page.keyboard.type(' saree');
    await page.locator('shop-catalogue [role="status"]', { hasText: 'matching “lal saree”' }).waitFor();
    await page.waitForURL(/\?q=lal\+saree$/);
    // The worker client's registration fails here, the worker being blocked: only the widget's errors count.
    assert.equal(
      errors.filter((e) => !/reading 'waiting'/.test(e)),
      [],
    );
  } finally {
    await context.close();
  }
});

it('a listing opened from a shared search shows its matches at once; a link that only carries a tag (fbclid) waits for the touch', async ({
  page,
  site,
  errors,
  scripts,
  requests,
}) => {
  // Facebook and WhatsApp add their own parameters to a shared link: that is not a search.
  await page.goto(`${site.url}/saree?fbclid=IwAR0Shared`, { waitUntil: 'load' });
  await requests.quiet();
  assert.not.ok(scripts.includes('/widgets/en/catalogue.js'), 'no search asked for: the catalogue waits');
  await page.goto(`${site.url}/saree?q=lal`, { waitUntil: 'load' });
  await page.locator('shop-catalogue [role="status"]', { hasText: 'matching “lal”' }).waitFor();
  assert.is(await page.getByRole('searchbox', { name: 'Search sarees' }).inputValue(), 'lal');
  assert.equal(errors, []);
});

it("a shopper who types in a listing's search box before auto.js has run gets the widget all the same", async ({
  page,
  site,
  errors,
}) => {
  // The part of auto.js that waits for the shopper is held back, as on a slow phone line.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.context().route(/\/chunks\/auto-first-use-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${site.url}/saree`, { waitUntil: 'commit' });
  const box = page.getByRole('searchbox', { name: 'Search sarees' });
  await box.click();
  await page.keyboard.type('lal');
  release();
  await page.locator('shop-catalogue [role="status"]', { hasText: 'matching “lal”' }).waitFor();
  assert.is(await box.inputValue(), 'lal');
  assert.equal(errors, []);
});

it('a shopper reading down a listing gets the catalogue before its last card, with Show more', async ({
  page,
  site,
  errors,
  scripts,
  requests,
}) => {
  await page.goto(`${site.url}/saree`, { waitUntil: 'load' });
  await requests.quiet();
  assert.not.ok(scripts.includes('/widgets/en/catalogue.js'));
  // Where the first screen's cards are on the page (not on the screen, which scrolls). Cards further down are laid
  // out only near the screen (content-visibility), so their place changes as the shopper scrolls, upgrade or not.
  const place = () =>
    page
      .locator('shop-catalogue > .products > .card')
      .evaluateAll((cards) => cards.slice(0, 6).map((card) => card.getBoundingClientRect().top + scrollY));
  const before = await place();
  await page.mouse.wheel(0, 3000);
  assert.not.ok(await defined(page, 'shop-catalogue'), 'the first screens down load nothing');
  await scrollTo(page, 'shop-catalogue > .products > .card:nth-last-child(4)');
  const more = page.getByRole('button', { name: /^Show \d+ more$/ });
  await more.waitFor();
  assert.ok(scripts.includes('/widgets/en/catalogue.js'));
  assert.equal(await place(), before, 'the upgrade kept the cards where they were');
  await more.click();
  await page.locator('shop-catalogue [role="status"]', { hasText: /^Showing 132 of 132 sarees$/ }).waitFor();
  assert.equal(errors, []);
});

test.run();
