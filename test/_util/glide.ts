import type { Page } from 'playwright-core';

/**
 * The carousels and the category slider fetch Glide on their first need (widgets/_glide/before-glide.ts). A press
 * on the slides of `host` (a CSS selector) is such a need: this makes it and waits until Glide has mounted there.
 */
export async function needGlide(page: Page, host: string): Promise<void> {
  const track = page.locator(`${host} [data-glide-el="track"]`);
  // A whole press, as a finger makes: the carousel takes focus after a lone pointerdown for a pointer's focus.
  await track.dispatchEvent('pointerdown');
  await track.dispatchEvent('pointerup');
  await page.locator(`${host} .glide--carousel`).waitFor({ state: 'attached' });
}
