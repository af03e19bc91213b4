import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { axeViolations } from '../_util/axe.js';
import { chromiumMissing, withBrowserAndSite, withPage, type PageContext } from '../_util/suite.js';

const skip = chromiumMissing();
const test = suite<PageContext & { thirdParty: string[] }>('<shop-embed> in Chromium');

/** The third parties the demo frames come from; their answers are faked so nothing leaves the machine. */
const THIRD_PARTY =
  /^https:\/\/(www\.google\.com|maps\.google\.com|www\.facebook\.com|www\.youtube-nocookie\.com|www\.youtube\.com)\//;
const FAKE_FRAME = (url: string) =>
  `<!doctype html><html lang="en"><title>Fake frame</title><body><p id="fake">Fake third-party frame for ${new URL(url).hostname}</p></body></html>`;

withBrowserAndSite(test, skip);
withPage(test, skip);
test.before.each(async (context) => {
  if (skip) return;
  context.thirdParty = [];
  context.page.on('request', (request) => {
    if (THIRD_PARTY.test(request.url())) context.thirdParty.push(request.url());
  });
  await context.page.route(THIRD_PARTY, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: FAKE_FRAME(route.request().url()) }),
  );
});

const it = skip ? test.skip : test;

/** Every iframe on the page, looking into shadow roots. */
const frames = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('shop-embed')].flatMap((el) =>
      [...el.shadowRoot!.querySelectorAll('iframe')].map((f) => ({ host: el.id, src: f.src, title: f.title })),
    ),
  );
const focusedTag = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.localName ?? null;
  });
const openDemo = async (page: Page, url: string) => {
  await page.goto(`${url}/demo/embed.html`);
  await page.locator('#video [part="load"]').waitFor();
};

it('loads nothing from Google, Facebook or YouTube until asked; then exactly one frame, focused, with no layout shift', async ({
  page,
  site,
  errors,
  thirdParty,
  requests,
}) => {
  await openDemo(page, site.url);
  await requests.quiet();
  assert.equal(await frames(page), [], 'no iframe before a click');
  assert.equal(thirdParty, [], 'no request to a third party before a click');

  const nextHeading = page.getByRole('heading', { name: 'Facebook page', exact: true });
  const before = (await nextHeading.boundingBox())!.y;
  const load = page.locator('#map').getByRole('button', { name: 'Load the map from Google Maps' });
  assert.ok((await load.boundingBox())!.height >= 48, 'the button is at least 48 px tall');
  await load.click();
  await page.locator('#map iframe').waitFor();
  const loaded = await frames(page);
  assert.is(loaded.length, 1);
  assert.equal(
    { host: loaded[0]!.host, title: loaded[0]!.title },
    { host: 'map', title: 'Map of the Ranaghat showroom' },
  );
  assert.match(loaded[0]!.src, /^https:\/\/www\.google\.com\/maps\?q=/);
  assert.is(await focusedTag(page), 'iframe');
  const frame = await page.locator('#map iframe').contentFrame();
  await frame.locator('#fake').waitFor();
  assert.is((await nextHeading.boundingBox())!.y, before, 'nothing below the frame moved');
  assert.ok(
    thirdParty.length > 0 && thirdParty.every((url) => url.startsWith('https://www.google.com/maps')),
    thirdParty.join(' '),
  );
  assert.equal(errors, []);
});

it('sends shop-embed-load and gives the frame a title, lazy loading, the referrer policy and a minimal sandbox', async ({
  page,
  site,
  errors,
}) => {
  await openDemo(page, site.url);
  const detail = page.evaluate(
    () =>
      new Promise((resolve) => document.addEventListener('shop-embed-load', (e) => resolve(e.detail), { once: true })),
  );
  await page.locator('#facebook').getByRole('button', { name: 'Show the Facebook page' }).click();
  assert.equal(await detail, {
    src: 'https://www.facebook.com/plugins/page.php?href=https%3A%2F%2Fwww.facebook.com%2Fshowroom.example&tabs=timeline&width=340&height=429',
  });
  const frame = page.locator('#facebook iframe');
  await frame.waitFor();
  const attributes = await frame.evaluate((f) => ({
    title: f.getAttribute('title'),
    loading: f.getAttribute('loading'),
    referrerpolicy: f.getAttribute('referrerpolicy'),
    sandbox: f.getAttribute('sandbox'),
  }));
  assert.equal(attributes, {
    title: "The shop's Facebook page",
    loading: 'lazy',
    referrerpolicy: 'strict-origin-when-cross-origin',
    sandbox: 'allow-scripts allow-same-origin allow-popups',
  });
  const box = (await frame.boundingBox())!;
  assert.is(Math.round(box.height), 429);
  assert.is(Math.round(box.width), 340);
  assert.equal(errors, []);
});

it('is operable by keyboard: Tab reaches the load button with a visible focus ring, Enter loads the frame', async ({
  page,
  site,
  errors,
}) => {
  await openDemo(page, site.url);
  await page.locator('#map [part="link"]').waitFor();
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => {
    const active = document.querySelector('#map')!.shadowRoot!.activeElement as HTMLElement;
    return { text: active.textContent, outline: getComputedStyle(active).outlineStyle };
  });
  assert.equal(focused, { text: 'Load the map from Google Maps', outline: 'solid' });
  await page.keyboard.press('Enter');
  await page.locator('#map iframe').waitFor();
  assert.is(await focusedTag(page), 'iframe');
  assert.equal(errors, []);
});

it('keeps the page’s own link as the "open in a new tab" alternative', async ({ page, site }) => {
  await openDemo(page, site.url);
  const link = page.locator('#video [part="link"]');
  assert.equal(
    await link.evaluate((a) => [
      a.getAttribute('href'),
      a.getAttribute('target'),
      a.getAttribute('rel'),
      a.textContent,
    ]),
    [
      'https://www.youtube.com/@showroom.example',
      '_blank',
      'noopener noreferrer',
      'Watch on YouTube (opens in a new tab)',
    ],
  );
});

it('a bad src shows only the link, with one console error naming src', async ({ page, site, thirdParty }) => {
  const console: string[] = [];
  page.on('console', (message) => message.type() === 'error' && console.push(message.text()));
  await openDemo(page, site.url);
  await page.evaluate(() => {
    const bad = document.createElement('shop-embed');
    bad.id = 'bad';
    bad.setAttribute('src', 'http://www.google.com/maps?q=x&output=embed');
    bad.setAttribute('title', 'Map');
    bad.innerHTML = '<a href="https://www.google.com/maps/search/?api=1&query=x">Open the map</a>';
    document.querySelector('main')!.append(bad);
  });
  await page.locator('#bad [part="link"]').waitFor();
  assert.is(await page.locator('#bad [part="load"]').count(), 0);
  assert.equal(console, [
    '<shop-embed>: src "http://www.google.com/maps?q=x&output=embed" is not an https URL; showing only the link.',
  ]);
  assert.equal(thirdParty, []);
});

it('has no axe violations before and after loading a frame', async ({ page, site }) => {
  await openDemo(page, site.url);
  assert.equal(await axeViolations(page), []);
  await page.locator('#map [part="load"]').click();
  await (await page.locator('#map iframe').contentFrame()).locator('#fake').waitFor();
  assert.equal(await axeViolations(page), []);
});

test.run();
