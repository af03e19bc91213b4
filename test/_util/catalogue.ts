import type { Frame, Page } from 'playwright-core';

/**
 * Resolves when `<shop-catalogue>` has its data and shows cards: its own, in its shadow root, or on a site listing
 * the page's prerendered ones, which it slots while they are what it would show (widgets/catalogue/prerendered.ts).
 * A site listing's widget waits for the shopper (`loading="interaction"`): the focus goes to its search box first,
 * as a shopper about to search puts it.
 */
export async function catalogueShown(page: Page | Frame): Promise<void> {
  // In one step: the widget may load between a look and a focus (its last card came near), and the page's box
  // stays the one it searches, so it is focused either way.
  await page.evaluate(() =>
    document.querySelector<HTMLInputElement>('shop-catalogue[loading="interaction"] input[type="search"]')?.focus(),
  );
  await page.waitForFunction(() => {
    const root = document.querySelector('shop-catalogue')?.shadowRoot;
    // The skeleton's grid is aria-hidden; the grid of loaded data is not, even while the page's cards show.
    if (!root?.querySelector('ul.catalogue__grid:not([aria-hidden])')) return false;
    return root.querySelector('slot:not([name])') !== null || root.querySelector('.card:not([hidden])') !== null;
  });
}
