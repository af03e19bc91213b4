import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { axeViolations } from '../_util/axe.js';
import { chromiumMissing, withBrowserAndSite, withPage, type PageContext } from '../_util/suite.js';

const skip = chromiumMissing();
const test = suite<PageContext & { google: string[] }>('<shop-showroom> in Chromium');

const GOOGLE = /^https:\/\/(www|maps)\.google\.com\//;

withBrowserAndSite(test, skip);
withPage(test, skip);
test.before.each(async (context) => {
  if (skip) return;
  context.google = [];
  context.page.on('request', (request) => {
    if (GOOGLE.test(request.url())) context.google.push(request.url());
  });
  // The map frame is answered locally, so nothing leaves the machine.
  await context.page.route(GOOGLE, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="en"><title>Fake map</title><p id="fake">Fake map</p></html>',
    }),
  );
});

const it = skip ? test.skip : test;
const card = (page: Page) => page.locator('#ranaghat');
const openDemo = async (page: Page, url: string) => {
  await page.goto(`${url}/demo/showroom.html`);
  await card(page).locator('[part="name"]').waitFor();
};
const focusedName = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.getAttribute('aria-label') ?? active?.textContent ?? null;
  });

it('shows the Ranaghat card: heading, address, a tel: link per phone and directions in a new tab', async ({
  page,
  site,
  errors,
}) => {
  await openDemo(page, site.url);
  assert.is(await card(page).getByRole('heading', { level: 2 }).textContent(), 'Ranaghat showroom');
  const address = await card(page).locator('[part="address"]').innerText();
  assert.equal(
    address.split('\n').map((line) => line.trim()),
    ['Aistala', 'Ranaghat, Nadia', 'West Bengal 741201', 'India'],
  );
  const phones = card(page).locator('[part="phone"]');
  assert.equal(await phones.allTextContents(), ['Call 99999 00011', 'Call 99999 00012']);
  assert.equal(await phones.evaluateAll((links) => links.map((a) => a.getAttribute('href'))), [
    'tel:+919999900011',
    'tel:+919999900012',
  ]);
  const directions = card(page).getByRole('link', { name: 'Directions to the Ranaghat showroom (opens in a new tab)' });
  assert.match(
    (await directions.getAttribute('href'))!,
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=Aistala/,
  );
  assert.is(await directions.getAttribute('target'), '_blank');
  assert.is(await directions.getAttribute('rel'), 'noopener noreferrer');
  for (const link of [...(await phones.all()), directions]) {
    assert.ok((await link.boundingBox())!.height >= 48, 'links are at least 48 px tall');
  }
  assert.is(await page.locator('#karimpur [part="name"]').textContent(), 'Karimpur showroom');
  assert.equal(errors, []);
});

it('loads the map only on request: no request to Google before, one map frame after, focused', async ({
  page,
  site,
  errors,
  google,
  requests,
}) => {
  await openDemo(page, site.url);
  await requests.quiet();
  assert.is(await page.locator('#ranaghat iframe, #karimpur iframe').count(), 0);
  assert.equal(google, []);
  const placeholder = card(page).locator('[part="placeholder"]');
  const height = (await placeholder.boundingBox())!.height;
  assert.is(Math.round(height), 300, 'the placeholder is as tall as the map (mapHeight)');
  await card(page).getByRole('button', { name: 'Load the map from Google Maps' }).click();
  const frame = card(page).locator('iframe');
  await frame.waitFor();
  assert.is(await page.locator('#ranaghat iframe, #karimpur iframe').count(), 1);
  assert.is(await frame.getAttribute('title'), 'Map of the Ranaghat showroom');
  assert.is(Math.round((await frame.boundingBox())!.height), 300);
  await (await frame.contentFrame()).locator('#fake').waitFor();
  assert.ok(
    google.length > 0 && google.every((url) => url.startsWith('https://www.google.com/maps?q=Aistala')),
    google.join(' '),
  );
  assert.is(
    await page.evaluate(() => document.querySelector('#ranaghat')!.shadowRoot!.activeElement?.localName),
    'iframe',
  );
  assert.equal(errors, []);
});

it('its photos open zoomed from the keyboard and close on Escape, with focus back on the photo', async ({
  page,
  site,
  errors,
}) => {
  await openDemo(page, site.url);
  const name = 'Ranaghat showroom saree counter';
  const expand = card(page).getByRole('button', { name: `Expand image: ${name}` });
  assert.is(await card(page).getByRole('list', { name: 'Photos of the Ranaghat showroom' }).count(), 1);
  await expand.focus();
  await page.keyboard.press('Enter');
  await page.locator('dialog[data-shop-zoom="loaded"]').waitFor();
  assert.is(await focusedName(page), `Minimize image: ${name}`);
  assert.ok(await page.locator('img.medium-zoom-image--opened').isVisible());
  assert.is(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY), 'hidden');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('[data-shop-zoom]'));
  assert.is(await focusedName(page), `Expand image: ${name}`);
  assert.equal(errors, []);
});

it('on the site’s showroom page the upgrade keeps the page’s own card where it was, hours included; the map and photos follow it', async ({
  page,
  site,
  errors,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/widgets/**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`${site.url}/Ranaghat_showroom`, { waitUntil: 'commit' });
  const own = page.locator('shop-showroom > .showroom-card');
  const hours = own.getByText(/^Hours: /);
  await hours.waitFor();
  const box = async () => {
    const [card, text] = [(await own.boundingBox())!, (await hours.boundingBox())!];
    return { card, text };
  };
  const before = await box();
  release();
  await page.locator('shop-showroom [part="load"]').waitFor();
  assert.equal(await box(), before, 'the card and its hours line stay where they were, the same size');
  assert.ok(await hours.isVisible(), 'the hours still show');
  assert.is(await page.locator('shop-showroom [part="name"]').count(), 0, 'no second card from the shop config');
  // Under the card: the map, then the showroom's photos, in reading and Tab order.
  const load = page.locator('shop-showroom').getByRole('button', { name: 'Load the map from Google Maps' });
  const loadBox = (await load.boundingBox())!;
  assert.ok(loadBox.y > before.card.y + before.card.height, 'the map placeholder comes after the card');
  await own.getByRole('link', { name: /View on the map/ }).focus();
  await page.keyboard.press('Tab');
  assert.is(await focusedName(page), 'Load the map from Google Maps');
  await page.keyboard.press('Tab');
  assert.match((await focusedName(page))!, /^Expand image: /);
  assert.equal(errors, []);
});

it('an unknown showroom logs one console error naming the attribute and keeps the page’s own card', async ({
  page,
  site,
}) => {
  const console: string[] = [];
  page.on('console', (message) => message.type() === 'error' && console.push(message.text()));
  await openDemo(page, site.url);
  await page.evaluate(() => {
    const unknown = document.createElement('shop-showroom');
    unknown.id = 'unknown';
    unknown.setAttribute('showroom', 'kolkata');
    unknown.innerHTML = '<h2>Kolkata showroom</h2><p>Opening soon.</p>';
    document.querySelector('main')!.append(unknown);
  });
  await page.getByRole('heading', { name: 'Kolkata showroom' }).waitFor();
  assert.ok(await page.getByText('Opening soon.').isVisible(), 'the element’s own content shows through a slot');
  assert.equal(console, [
    '<shop-showroom>: showroom "kolkata" is not one of ranaghat, bethuadahari, karimpur; showing the element\'s own content.',
  ]);
});

it('has no axe violations, also with the map loaded and with a photo open', async ({ page, site }) => {
  await openDemo(page, site.url);
  assert.equal(await axeViolations(page), []);
  await card(page).locator('[part="load"]').click();
  await (await card(page).locator('iframe').contentFrame()).locator('#fake').waitFor();
  assert.equal(await axeViolations(page), []);
  await card(page)
    .getByRole('button', { name: /^Expand image: / })
    .first()
    .click();
  await page.locator('dialog[data-shop-zoom="loaded"]').waitFor();
  assert.equal(await axeViolations(page), []);
});

test.run();
