import { needGlide } from './glide.js';
import type { Page } from 'playwright-core';

/* Shared by the <shop-carousel> browser suites (carousel.*.test.ts). */

/** Opens the demo page with the carousels built and set to a very long interval, and records every shop-slide-change by element id. */
export async function open(page: Page, url: string): Promise<void> {
  await page.addInitScript(() => {
    const events: Array<{ id: string; index: number; count: number }> = [];
    (window as unknown as { slideEvents: typeof events }).slideEvents = events;
    document.addEventListener('shop-slide-change', (event) => {
      events.push({
        id: (event.target as HTMLElement).id,
        ...(event as CustomEvent<{ index: number; count: number }>).detail,
      });
    });
  });
  await page.goto(`${url}/demo/carousel.html`);
  await page.locator('#banners [part="next"]').waitFor();
  await page.locator('#karimpur [part="next"]').waitFor();
  // Rotation only where a test asks for it, so a slow machine cannot move a slide under a test's feet.
  await page.evaluate(() =>
    document.querySelectorAll('shop-carousel').forEach((el) => el.setAttribute('interval', '600000')),
  );
  await needGlide(page, '#banners');
  await needGlide(page, '#karimpur');
}

export const events = (page: Page, id = 'banners') =>
  page.evaluate(
    (id) =>
      (window as unknown as { slideEvents: Array<{ id: string; index: number }> }).slideEvents.filter(
        (e) => e.id === id,
      ),
    id,
  );

/** aria-labels of the slides whose box lies inside the carousel's visible track. */
export const inView = (page: Page, id = 'banners') =>
  page.evaluate((id) => {
    const root = document.getElementById(id)!.shadowRoot!;
    const track = root.querySelector('.glide__track')!.getBoundingClientRect();
    return [...root.querySelectorAll('.glide__slide')]
      .filter((slide) => {
        const box = slide.getBoundingClientRect();
        return box.width > 0 && box.left >= track.left - 1 && box.right <= track.right + 1;
      })
      .map((slide) => slide.getAttribute('aria-label'));
  }, id);

export const count = (page: Page, id = 'banners') => page.locator(`#${id} [part="count"]`).textContent();
/** Waits for the "n / N" text (set when Glide ends a move) and for the strip's CSS transition to finish. */
export const waitForCount = (page: Page, text: string, id = 'banners') =>
  page.waitForFunction(
    ([id, text]) => {
      const root = document.getElementById(id!)!.shadowRoot!;
      return (
        root.querySelector('[part="count"]')!.textContent === text &&
        root.querySelector('.glide__slides')!.getAnimations().length === 0
      );
    },
    [id, text],
  );
export const rotationLabel = (page: Page, id = 'banners') =>
  page.locator(`#${id} [part="rotation"]`).getAttribute('aria-label');
export const setRotationInterval = (page: Page, ms: number, id = 'banners') =>
  page.evaluate(([id, ms]) => document.getElementById(String(id))!.setAttribute('interval', String(ms)), [id, ms]);
/** The focused element as "host id: part", looking inside shadow roots. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const host = document.activeElement;
    const inner = host?.shadowRoot?.activeElement;
    return inner ? `${host!.id}: ${inner.getAttribute('part')}` : (host?.textContent?.trim() ?? null);
  });

/** Whether a carousel's strip is animating (a move under way). */
export const moving = (page: Page, id = 'banners') =>
  page.evaluate(
    (id) => document.getElementById(id)!.shadowRoot!.querySelector('.glide__slides')!.getAnimations().length > 0,
    id,
  );
