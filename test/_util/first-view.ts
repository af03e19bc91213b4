import type { Page } from 'playwright-core';

/**
 * Waits until the page shows its first view as a shopper sees it once things have arrived: every `shop-*` element
 * in the viewport upgraded (but one that waits for the shopper's first touch, `loading="interaction"`), no catalogue still loading its products, every picture in view (the page's and those the widgets draw in their shadow roots)
 * loaded or failed, and the fonts loaded. Returns the widgets in view.
 *
 * A condition on what is on screen, not on the network: a page may keep a request open (a frame's catalogue, a
 * worker) without anything left to show, and an idle network then never comes.
 */
export async function waitForFirstView(page: Page): Promise<string[]> {
  // No named helper functions in here: the test transpiler would wrap them in a helper the page lacks.
  const ready = await page
    .waitForFunction(() => {
      if (document.readyState === 'loading' || document.fonts.status !== 'loaded') return false;
      const widgets = [...document.querySelectorAll('*')].filter((el) => el.localName.startsWith('shop-'));
      const inView = widgets.filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      });
      // A widget marked loading="interaction" waits for the shopper (widgets/auto.ts): its page copy is the first view.
      const waits = location.search === '';
      if (
        !inView.every(
          (el) => customElements.get(el.localName) || (waits && el.getAttribute('loading') === 'interaction'),
        )
      )
        return false;
      // A catalogue still waiting for its products shows skeleton cards.
      if (widgets.some((el) => el.shadowRoot?.querySelector('.card--skeleton'))) return false;
      const pictures = [
        ...document.images,
        ...widgets.flatMap((el) => (el.shadowRoot ? [...el.shadowRoot.querySelectorAll('img')] : [])),
      ];
      // A lazy picture beside the slide in view (a clipped strip) never loads, and need not.
      const loaded = pictures.every((img) => {
        if (img.complete || img.loading === 'lazy') return true;
        const box = img.getBoundingClientRect();
        return box.width === 0 || box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth;
      });
      return loaded && [...new Set(inView.map((el) => el.localName))];
    })
    .catch(async (error: unknown) => {
      throw new Error(`the first view never settled: ${await pending(page)}`, { cause: error });
    });
  return (await ready.jsonValue()) as string[];
}

/** What a first view still waits for, for a failure message: the page, its state, widgets not defined, pictures. */
async function pending(page: Page): Promise<string> {
  const state = await page
    .evaluate(() => ({
      page: location.pathname + location.search,
      readyState: document.readyState,
      fonts: document.fonts.status,
      undefined: [...document.querySelectorAll(':not(:defined)')]
        .filter((el) => el.localName.startsWith('shop-'))
        .map((el) => el.localName),
      pictures: [...document.images].filter((img) => !img.complete && img.loading !== 'lazy').map((img) => img.src),
    }))
    .catch((error: unknown) => `the page did not answer (${String(error)})`);
  return JSON.stringify(state);
}
