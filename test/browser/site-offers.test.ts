import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { shop } from '../../src/config/shop.js';
import { motion } from '../_util/offer-banner.js';
import { chromiumMissing, withBrowserAndSite, withPage, type PageContext } from '../_util/suite.js';

const skip = chromiumMissing();
const test = suite<PageContext>("the site's offers in Chromium: the banner's look in HTML and CSS, no script");

withBrowserAndSite(test, skip);
withPage(test, skip, { width: 360, height: 740 });

const it = skip ? test.skip : test;

it('scroll right to left at about 60 px per second, and the page fetches no code for them', async ({
  page,
  site,
  requests,
  errors,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto(`${site.url}/womens-wear`);
  const before = await motion(page, '.offers');
  assert.equal(before.states, ['running']);
  assert.ok(before.moved, 'the line moves between two samples');
  const lap = await page.evaluate(() => ({
    width: document.querySelector('.offers .banner__list')!.getBoundingClientRect().width,
    seconds: parseFloat(getComputedStyle(document.querySelector('.offers .banner__rail')!).animationDuration),
  }));
  // The lap is set from the offers' length (no script measures it); a phone without Noto Sans Bengali draws them
  // about a fifth narrower.
  const speed = lap.width / lap.seconds;
  assert.ok(speed > 45 && speed < 75, `${lap.width} px in ${lap.seconds} s: ${speed.toFixed(0)} px/s`);
  const after = await motion(page, '.offers');
  assert.ok(after.x < before.x || after.x > before.x + lap.width / 2, 'moves left (or has wrapped round)');
  await requests.quiet();
  const code = fetched.filter((path) => /offer-banner|\/chunks\/runtime-/.test(path));
  assert.equal(code, [], 'no widget code for the offers');
  assert.equal(errors, []);
});

it('the pause switch stops them and plays them again, by pointer and by keyboard; a mouse on the offers holds them', async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/womens-wear`);
  const toggle = page.locator('.offers').getByRole('switch', { name: 'Pause offers' });
  const box = (await toggle.boundingBox())!;
  assert.ok(box.width >= 48 && box.height >= 48, `${box.width}×${box.height}`);

  await page.locator('.offers .banner__toggle').click();
  await page.mouse.move(200, 600);
  const paused = await motion(page, '.offers');
  assert.equal(paused.states, ['paused']);
  assert.not.ok(paused.moved);
  assert.ok(await toggle.isChecked());
  assert.ok(await page.locator('.offers .banner__icon--play').isVisible(), 'shows the play icon');
  assert.not.ok(await page.locator('.offers .banner__icon--pause').isVisible());

  // The keyboard: Space on the focused switch plays them again, with a visible ring round the button.
  await page.locator('.skip-link').focus();
  await page.keyboard.press('Tab');
  assert.ok(await toggle.evaluate((input) => input === document.activeElement), 'Tab after the skip link reaches it');
  await page.keyboard.press('Space');
  assert.not.ok(await toggle.isChecked());
  const playing = await motion(page, '.offers');
  assert.equal(playing.states, ['running'], 'plays with the focus still on the button');
  assert.ok(playing.moved);
  const ring = await page.locator('.offers .banner__toggle').evaluate((label) => ({
    style: getComputedStyle(label).outlineStyle,
    width: getComputedStyle(label).outlineWidth,
  }));
  assert.equal(ring, { style: 'solid', width: '3px' });

  await page.locator('.offers .banner__viewport').hover();
  assert.equal((await motion(page, '.offers')).states, ['paused'], 'held under the mouse');
  await page.mouse.move(200, 600);
  assert.equal((await motion(page, '.offers')).states, ['running'], 'moves again when the mouse leaves');
});

it('read each offer once, in Bengali, in a region named in the page language', async ({ page, site }) => {
  await page.goto(`${site.url}/bn/saree`);
  const tree = await page.locator('.offers').ariaSnapshot();
  assert.match(tree, 'region "অফার"');
  assert.match(tree, 'switch "অফার থামান"');
  assert.is(tree.match(/- listitem/g)?.length, shop.offers.length, tree);
  const langs = await page
    .locator('.offers .banner__list:not([aria-hidden]) li')
    .evaluateAll((items) => items.map((li) => li.closest('[lang]')!.getAttribute('lang')));
  assert.equal(langs, Array(shop.offers.length).fill('bn'));
});

it('stand still under reduced motion: every offer shown, wrapped, once, with no switch', async ({ browser, site }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  try {
    await page.goto(`${site.url}/`);
    assert.equal((await motion(page, '.offers')).states, []);
    assert.is(await page.locator('.offers .banner__offer:visible').count(), shop.offers.length);
    assert.is(await page.locator('.offers').getByRole('switch').count(), 0);
    const overflow = await page.locator('.offers').evaluate((el) => el.scrollWidth - el.clientWidth);
    assert.is(overflow, 0, 'every offer fits the screen');
  } finally {
    await context.close();
  }
});

test.run();
