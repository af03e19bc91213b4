import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { axeViolations } from '../_util/axe.js';
import { loadBundleAgain } from '../_util/browser.js';
import { chromiumMissing, withBrowserAndSite, withPage, type PageContext } from '../_util/suite.js';

const skip = chromiumMissing();
const test = suite<PageContext>('<shop-offer-banner> in Chromium');

withBrowserAndSite(test, skip);
withPage(test, skip, { width: 412, height: 800 });

const it = skip ? test.skip : test;
const OFFER_COUNT = 3;

async function open(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/demo/offer-banner.html`);
  await page.locator('#offers [part="list"]').waitFor();
}

/** Serves the demo page with the strict policy the site is moving to: no inline styles or scripts. */
async function strictCsp(page: Page): Promise<void> {
  await page.route('**/demo/*.html', async (route) => {
    const response = await route.fetch();
    const policy = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:";
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
  });
}

/** The rail's animation state and horizontal offset, read twice `ms` apart. */
async function motion(
  page: Page,
  selector = '#offers',
  ms = 400,
): Promise<{ states: string[]; moved: boolean; x: number }> {
  return page.evaluate(
    async ({ selector, ms }) => {
      const rail = document.querySelector(selector)!.shadowRoot!.querySelector('.banner__rail');
      if (!rail) return { states: [], moved: false, x: 0 };
      // (No named helper functions in here: the test transpiler would wrap them in a helper the page lacks.)
      const first = new DOMMatrixReadOnly(getComputedStyle(rail).transform).m41;
      await new Promise((resolve) => setTimeout(resolve, ms));
      const second = new DOMMatrixReadOnly(getComputedStyle(rail).transform).m41;
      return { states: rail.getAnimations().map((a) => a.playState), moved: first !== second, x: second };
    },
    { selector, ms },
  );
}

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
  assert.ok(box.width >= 44 && box.height >= 44, `${box.width}×${box.height}`);
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
