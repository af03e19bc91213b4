import type { Page } from 'playwright-core';

/* Shared by the <shop-offer-banner> browser suites (offer-banner.*.test.ts), on demo/offer-banner.html. */

export const OFFER_COUNT = 3;

export async function open(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/demo/offer-banner.html`);
  await page.locator('#offers [part="list"]').waitFor();
  // The pointer rests away from the banner, which pauses under a mouse: a new page of Chromium's headless shell has
  // it at the top left corner, where the banner is.
  await page.mouse.move(1, (page.viewportSize()?.height ?? 600) - 1);
}

/**
 * The rail's animation state and horizontal offset, read two frames apart (in the widget's shadow root, or in a
 * page's copy): a running rail has moved by then, a paused one never does.
 */
export async function motion(
  page: Page,
  selector = '#offers',
): Promise<{ states: string[]; moved: boolean; x: number }> {
  return page.evaluate(
    async ({ selector }) => {
      const host = document.querySelector(selector)!;
      const rail = (host.shadowRoot ?? host).querySelector('.banner__rail');
      if (!rail) return { states: [], moved: false, x: 0 };
      // (No named helper functions in here: the test transpiler would wrap them in a helper the page lacks.)
      const first = new DOMMatrixReadOnly(getComputedStyle(rail).transform).m41;
      for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
      const second = new DOMMatrixReadOnly(getComputedStyle(rail).transform).m41;
      return { states: rail.getAnimations().map((a) => a.playState), moved: first !== second, x: second };
    },
    { selector },
  );
}
