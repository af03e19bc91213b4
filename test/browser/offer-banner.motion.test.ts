import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { OFFER_COUNT, motion, open } from '../_util/offer-banner.js';
import { chromiumMissing, withBrowserAndSite, withPage, type PageContext } from '../_util/suite.js';

const skip = chromiumMissing();
const test = suite<PageContext>('<shop-offer-banner> in Chromium: scrolling and pausing');

withBrowserAndSite(test, skip);
withPage(test, skip, { width: 412, height: 800 });

const it = skip ? test.skip : test;

it('scrolls the offers continuously at about 60 px per second, right to left', async ({ page, site, errors }) => {
  await open(page, site.url);
  const before = await motion(page);
  assert.equal(before.states, ['running']);
  assert.ok(before.moved, 'the rail moves between two samples');
  const lap = await page.evaluate(() => {
    const root = document.querySelector('#offers')!.shadowRoot!;
    const width = root.querySelector('[part="list"]')!.getBoundingClientRect().width;
    const seconds = parseFloat(getComputedStyle(root.querySelector('.banner__rail')!).animationDuration);
    return { width, seconds };
  });
  assert.ok(Math.abs(lap.width / lap.seconds - 60) < 1, `${lap.width} px in ${lap.seconds} s`);
  const after = await motion(page);
  assert.ok(after.x < before.x || after.x > before.x + lap.width / 2, 'moves left (or has wrapped round)');
  assert.equal(errors, []);
});

it('marks the Bengali offers lang="bn" and gives screen readers each offer once (the loop copy is aria-hidden)', async ({
  page,
  site,
}) => {
  await open(page, site.url);
  const langs = await page
    .locator('#offers [part="list"] [part="offer"]')
    .evaluateAll((items) => items.map((li) => li.getAttribute('lang')));
  assert.equal(langs, Array(OFFER_COUNT).fill('bn'));
  const tree = await page.locator('#offers').ariaSnapshot();
  assert.is(tree.match(/- listitem/g)?.length, OFFER_COUNT, tree);
  assert.match(tree, 'region "Offers"');
  assert.match(tree, 'button "Pause offers"');
});

it('the pause button stops it and says "Play offers"; play restarts it at once; the page hears shop-offer-pause', async ({
  page,
  site,
  errors,
}) => {
  await open(page, site.url);
  await page.evaluate(() => {
    const seen: boolean[] = ((window as unknown as { seen: boolean[] }).seen = []);
    document.addEventListener('shop-offer-pause', (event) => seen.push(event.detail.paused));
  });
  const toggle = page.locator('#offers').getByRole('button', { name: 'Pause offers' });
  const box = (await toggle.boundingBox())!;
  assert.ok(box.width >= 48 && box.height >= 48, `${box.width}×${box.height}`);
  await toggle.click();
  await page.mouse.move(200, 600);
  const paused = await motion(page);
  assert.equal(paused.states, ['paused']);
  assert.not.ok(paused.moved);
  assert.is(await page.locator('#offers').getByRole('button', { name: 'Play offers' }).count(), 1);

  await page.locator('#offers').getByRole('button', { name: 'Play offers' }).click();
  const playing = await motion(page);
  assert.equal(playing.states, ['running'], 'plays with the pointer still on the button');
  assert.ok(playing.moved);
  assert.equal(await page.evaluate(() => (window as unknown as { seen: boolean[] }).seen), [true, false]);
  assert.equal(errors, []);
});

it('pauses while the mouse is over it and resumes when it leaves', async ({ page, site }) => {
  await open(page, site.url);
  await page.locator('#offers .banner__viewport').hover();
  assert.equal((await motion(page)).states, ['paused']);
  assert.not.ok((await motion(page)).moved);
  await page.mouse.move(200, 600);
  const resumed = await motion(page);
  assert.equal(resumed.states, ['running']);
  assert.ok(resumed.moved);
});

it('pauses while keyboard focus is in it, with a visible focus ring, and resumes when focus leaves', async ({
  page,
  site,
}) => {
  await open(page, site.url);
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => {
    const active = document.querySelector('#offers')!.shadowRoot!.activeElement as HTMLElement | null;
    const style = active && getComputedStyle(active);
    return { part: active?.getAttribute('part'), outline: style?.outlineStyle, width: style?.outlineWidth };
  });
  assert.equal(focused, { part: 'toggle', outline: 'solid', width: '3px' });
  assert.equal((await motion(page)).states, ['paused']);
  await page.keyboard.press('Tab');
  assert.equal((await motion(page)).states, ['running']);
});

it('Space on the focused button pauses it until the shopper plays it again, even after focus leaves', async ({
  page,
  site,
}) => {
  await open(page, site.url);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  assert.equal((await motion(page)).states, ['paused']);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  assert.equal((await motion(page)).states, ['running']);
});

test.run();
