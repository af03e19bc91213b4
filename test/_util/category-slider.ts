import type { Browser, Page } from 'playwright-core';
import { frames, watch } from './browser.js';
import { needGlide } from './glide.js';

/* Shared by the <shop-category-slider> browser suites (category-slider.*.test.ts), on demo/category-slider.html. */

/** A page of the given width on the demo, with the slider built and Glide mounted; `errors` collects console errors. */
export async function open(
  browser: Browser,
  url: string,
  width: number,
  reducedMotion = false,
): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({
    viewport: { width, height: 900 },
    reducedMotion: reducedMotion ? 'reduce' : 'no-preference',
  });
  const { errors } = watch(page);
  await page.goto(`${url}/demo/category-slider.html`);
  await needGlide(page, 'shop-category-slider');
  return { page, errors };
}

/** Titles of the cards whose box lies wholly inside the slider's visible track, left to right (run in the page). */
const titlesInView = () => {
  const root = document.querySelector('shop-category-slider')!.shadowRoot!;
  const track = root.querySelector('.glide__track')!.getBoundingClientRect();
  return [...root.querySelectorAll('.glide__slide')]
    .map((slide) => ({
      box: slide.getBoundingClientRect(),
      title: slide.querySelector('[part="title"]')!.textContent,
    }))
    .filter(({ box }) => box.width > 0 && box.left >= track.left - 1 && box.right <= track.right + 1)
    .sort((a, b) => a.box.left - b.box.left)
    .map(({ title }) => title);
};
export const inView = (page: Page) => page.evaluate(titlesInView);
/** Waits, a frame at a time, until exactly these cards are in view. */
export async function waitForInView(page: Page, titles: string[], timeout = 5000): Promise<void> {
  const end = Date.now() + timeout;
  for (let seen = await inView(page); seen.join() !== titles.join(); seen = await inView(page)) {
    if (Date.now() > end) throw new Error(`cards in view: ${seen.join()}, not ${titles.join()}`);
    await frames(page);
  }
}
export const currentDot = (page: Page) =>
  page.locator('shop-category-slider [part="dot"][aria-current="true"]').getAttribute('aria-label');
/** Waits for the current dot (set when Glide ends a move) and for the strip's CSS transition to finish. */
export const waitForDot = (page: Page, label: string) =>
  page.waitForFunction((label) => {
    const root = document.querySelector('shop-category-slider')!.shadowRoot!;
    return (
      root.querySelector('[part="dot"][aria-current="true"]')?.getAttribute('aria-label') === label &&
      root.querySelector('.glide__slides')!.getAnimations().length === 0
    );
  }, label);
export const glideSetting = (page: Page, name: 'per-view' | 'animation-duration') =>
  page.locator('shop-category-slider .glide').getAttribute(`data-${name}`);
/** The focused element inside the slider: a link's href or a button's label. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.querySelector('shop-category-slider')!.shadowRoot!.activeElement;
    return active?.getAttribute('href') ?? active?.getAttribute('aria-label') ?? null;
  });
