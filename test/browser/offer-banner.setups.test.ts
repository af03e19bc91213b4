import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { axeViolations } from '../_util/axe.js';
import { loadBundleAgain, strictCsp } from '../_util/browser.js';
import { OFFER_COUNT, motion, open } from '../_util/offer-banner.js';
import { chromiumMissing, withBrowserAndSite, withPage, type PageContext } from '../_util/suite.js';

const skip = chromiumMissing();
const test = suite<PageContext>('<shop-offer-banner> in Chromium: reduced motion, lifecycle, page styles and policies');

withBrowserAndSite(test, skip);
withPage(test, skip, { width: 412, height: 800 });

const it = skip ? test.skip : test;

it('under reduced motion it stands still with every offer wrapped in view, once, and no pause button', async ({
  page,
  site,
  errors,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, site.url);
  const state = await page.evaluate(() => {
    const root = document.querySelector('#offers')!.shadowRoot!;
    const items = [...root.querySelectorAll('[part="offer"]')].map((li) => li.getBoundingClientRect());
    return {
      animations: root.getAnimations().length,
      rails: root.querySelectorAll('.banner__rail').length,
      buttons: root.querySelectorAll('button').length,
      lists: root.querySelectorAll('ul').length,
      items: items.length,
      inView: items.every((r) => r.left >= 0 && r.right <= innerWidth && r.width > 0),
      lines: new Set(items.map((r) => Math.round(r.top))).size,
    };
  });
  assert.equal(state, {
    animations: 0,
    rails: 0,
    buttons: 0,
    lists: 1,
    items: OFFER_COUNT,
    inView: true,
    lines: state.lines,
  });
  assert.ok(state.lines > 1, `wrapped on ${state.lines} lines`);
  assert.equal(await axeViolations(page), []);
  assert.equal(errors, []);
});

it('stops as soon as the shopper turns on reduced motion, and scrolls again when it is turned off', async ({
  page,
  site,
}) => {
  await open(page, site.url);
  assert.equal((await motion(page)).states, ['running']);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.locator('#offers .banner__list--wrapped').waitFor();
  assert.equal((await motion(page)).states, []);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.locator('#offers .banner__rail').waitFor();
  assert.equal((await motion(page)).states, ['running']);
});

it('a banner created later, removed and added back, and a bundle loaded twice all work without errors', async ({
  page,
  site,
  errors,
}) => {
  await open(page, site.url);
  await loadBundleAgain(page, 'offer-banner');
  await page.evaluate(async () => {
    const late = document.createElement('shop-offer-banner');
    late.id = 'late';
    late.setAttribute('label', 'More offers');
    late.innerHTML = '<p>Late offer one</p><p>Late offer two</p>';
    document.querySelector('main')!.append(late);
  });
  await page.locator('#late [part="list"]').waitFor();
  assert.equal(await page.locator('#late [part="list"] [part="offer"]').allTextContents(), [
    'Late offer one',
    'Late offer two',
  ]);
  assert.ok((await motion(page, '#late')).moved);
  await page.evaluate(() => {
    const late = document.getElementById('late')!;
    late.remove();
    document.querySelector('main')!.prepend(late);
  });
  await page.locator('#late [part="list"]').waitFor();
  assert.equal((await motion(page, '#late')).states, ['running']);
  assert.equal(errors, []);
});

it('fills its place even when the page styles the element itself as a padded flex container', async ({
  page,
  site,
}) => {
  await open(page, site.url);
  const widths = await page.evaluate(() => {
    const host = document.querySelector<HTMLElement>('#offers')!;
    host.style.display = 'flex';
    host.style.padding = '4px 16px';
    const root = host.shadowRoot!;
    return {
      space: host.clientWidth - 32,
      banner: root.querySelector('.banner')!.getBoundingClientRect().width,
      viewport: root.querySelector('.banner__viewport')!.getBoundingClientRect().width,
    };
  });
  assert.is(widths.banner, widths.space);
  assert.ok(widths.viewport >= widths.space - 70, `offers get ${widths.viewport} of ${widths.space} px`);
});

it('has no axe violations while scrolling and when paused', async ({ page, site }) => {
  await open(page, site.url);
  assert.equal(await axeViolations(page), []);
  await page.locator('#offers').getByRole('button', { name: 'Pause offers' }).click();
  await page.locator('#offers').getByRole('button', { name: 'Play offers' }).waitFor();
  assert.equal(await axeViolations(page), []);
});

it('runs under a strict Content-Security-Policy (styles only from adopted stylesheets)', async ({
  page,
  site,
  errors,
}) => {
  await strictCsp(page);
  await open(page, site.url);
  const running = await motion(page);
  assert.equal(running.states, ['running']);
  assert.ok(running.moved);
  assert.equal(errors, []);
});

test.run();
