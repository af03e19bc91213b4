import type { Page } from 'playwright-core';

/* Shared by the <shop-zoom-gallery> browser suites (zoom-gallery.*.test.ts), on demo/zoom-gallery.html. */

export const COUNTER = 'Ranaghat showroom saree counter';
export const expand = (page: Page, name: string) =>
  page.locator('#ranaghat').getByRole('button', { name: `Expand image: ${name}` });
export const layer = (page: Page) => page.locator('dialog[data-shop-zoom]');
export const opened = (page: Page) => page.locator('dialog[data-shop-zoom="loaded"]').waitFor();
export const closed = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('[data-shop-zoom]') && document.body.children.length > 0);

/** The demo page, made taller than the window and scrolled a little, so scrolling and its restore can be checked. */
export async function openDemo(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/demo/zoom-gallery.html`);
  await expand(page, COUNTER).waitFor();
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.id = 'spacer';
    spacer.style.height = '2000px';
    document.querySelector('main')!.append(spacer);
    window.scrollTo(0, 120);
  });
}

/** The focused element, looking into shadow roots: its accessible label or text. */
export const focusedName = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.getAttribute('aria-label') ?? active?.textContent ?? null;
  });

/** What a shopper sees while a photo is zoomed. */
export const zoomView = (page: Page) =>
  page.evaluate(() => {
    const overlay = document.querySelector('.medium-zoom-overlay[data-shop-zoom]') as HTMLElement | null;
    const copy = document.querySelector('img.medium-zoom-image--opened[data-shop-zoom]') as HTMLImageElement | null;
    const original = document.querySelector('#ranaghat')!.shadowRoot!.querySelector('img.medium-zoom-image--hidden');
    const rect = copy?.getBoundingClientRect();
    return {
      overlayOpacity: overlay ? getComputedStyle(overlay).opacity : null,
      overlayCovers: overlay
        ? overlay.getBoundingClientRect().width === innerWidth && overlay.getBoundingClientRect().height === innerHeight
        : false,
      copyVisible: copy ? getComputedStyle(copy).visibility === 'visible' : false,
      copyWidth: rect?.width ?? 0,
      copyInView: rect
        ? rect.left >= -1 && rect.right <= innerWidth + 1 && rect.top >= -1 && rect.bottom <= innerHeight + 1
        : false,
      copyOnTop: copy ? Number(getComputedStyle(copy).zIndex) > Number(getComputedStyle(overlay!).zIndex) : false,
      originalHidden: original ? getComputedStyle(original).visibility === 'hidden' : false,
      overflow: getComputedStyle(document.documentElement).overflowY,
      scrollY,
    };
  });
