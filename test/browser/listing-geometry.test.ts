import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { catalogueShown } from '../_util/catalogue.js';
import { chromiumMissing, withBrowserAndSite, type BrowserContext } from '../_util/suite.js';

const skip = chromiumMissing();
const test = suite<BrowserContext>('a listing holds still in Chromium');

withBrowserAndSite(test, skip);

const it = skip ? test.skip : test;

interface Box {
  x: number;
  width: number;
  height: number;
  picture: { width: number; height: number };
}
interface Grid {
  /** Cards on the first row. */
  columns: number;
  /** Space between the first two cards of the first row (0 with one column). */
  gap: number;
  /** Space between the first card of the first row and the first of the second row. */
  rowGap: number;
  cards: Box[];
}

/**
 * The cards the shopper sees: the widget's own in its shadow root once it draws them, else the page's prerendered
 * ones (slotted into it, or not yet upgraded).
 */
const grid = (page: Page): Promise<Grid> =>
  page.evaluate(() => {
    const host = document.querySelector('shop-catalogue')!;
    const own = [...(host.shadowRoot?.querySelectorAll('.card:not(.card--skeleton):not([hidden])') ?? [])];
    const shown = own.filter((card) => card.getClientRects().length > 0);
    const cards = shown.length > 0 ? shown : [...host.querySelectorAll(':scope > .products > .card')];
    const boxes = cards.slice(0, 12).map((card) => card.getBoundingClientRect());
    const top = boxes[0]!.top;
    const firstRow = boxes.filter((box) => Math.abs(box.top - top) < 1);
    const next = boxes.find((box) => box.top > top + 1);
    return {
      columns: firstRow.length,
      gap: firstRow.length > 1 ? firstRow[1]!.left - firstRow[0]!.right : 0,
      rowGap: next ? next.top - boxes[0]!.bottom : -1,
      cards: cards.slice(0, 2).map((card) => {
        const box = card.getBoundingClientRect();
        const picture = card.querySelector('img, .card__image')!.getBoundingClientRect();
        return {
          x: box.x,
          width: box.width,
          height: box.height,
          picture: { width: picture.width, height: picture.height },
        };
      }),
    };
  });

const near = (actual: number, expected: number, what: string) =>
  assert.ok(Math.abs(actual - expected) <= 1, `${what}: ${actual.toFixed(1)} px, the page's ${expected.toFixed(1)} px`);

/** `state`'s grid is the prerendered page's: columns, gaps, each card's place and width and its picture. */
function sameGeometry(state: string, width: number, actual: Grid, page: Grid, sameCards: boolean) {
  const where = `at ${width} px, ${state}`;
  assert.is(actual.columns, page.columns, `${where}: columns`);
  near(actual.gap, page.gap, `${where}: the gap between cards`);
  actual.cards.forEach((card, i) => {
    const expected = page.cards[i]!;
    near(card.x, expected.x, `${where}: card ${i + 1}'s left edge`);
    near(card.width, expected.width, `${where}: card ${i + 1}'s width`);
    near(card.picture.width, expected.picture.width, `${where}: card ${i + 1}'s picture width`);
    near(card.picture.height, expected.picture.height, `${where}: card ${i + 1}'s picture height`);
    // The same products (before a search and after clearing it) make cards of the same height.
    if (sameCards) near(card.height, expected.height, `${where}: card ${i + 1}'s height`);
  });
  if (sameCards && page.rowGap >= 0) near(actual.rowGap, page.rowGap, `${where}: the gap between rows`);
}

/**
 * The status says `pattern`, and the page has been drawn since: a card inserted in view keeps its placeholder size
 * (content-visibility's intrinsic size) for a layout read before the next drawing, which the shopper never sees.
 */
const statusMatches = async (page: Page, pattern: RegExp) => {
  await page.waitForFunction(
    (source) => new RegExp(source).test(document.querySelector('shop-catalogue [role="status"]')!.textContent!),
    pattern.source,
  );
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
};

for (const width of [360, 768, 1280]) {
  it(`at ${width} px the /saree cards keep their grid, size and picture before, during and after a search`, async ({
    browser,
    site,
  }) => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    try {
      await page.goto(`${site.url}/saree`);
      const prerendered = await grid(page);
      assert.ok(prerendered.cards.length === 2, 'the page shows its cards');

      await catalogueShown(page);
      sameGeometry('once the catalogue runs', width, await grid(page), prerendered, true);

      const box = page.locator('shop-catalogue input[type="search"]');
      await box.fill('silk');
      await statusMatches(page, /“silk”/);
      sameGeometry('searching "silk"', width, await grid(page), prerendered, false);

      await box.fill('');
      await statusMatches(page, /^Showing \d+ of \d+ sarees$/);
      sameGeometry('after clearing the search', width, await grid(page), prerendered, true);
    } finally {
      await page.close();
    }
  });
}

for (const route of ['/saree', '/bn/saree']) {
  it(`at 360 px ${route}'s cards show two lines of each description, so a screen holds more than a row`, async ({
    browser,
    site,
  }) => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    try {
      await page.goto(`${site.url}${route}`);
      const descriptions = await page.evaluate(() =>
        [...document.querySelectorAll('shop-catalogue > .products > .card')].slice(0, 6).map((card) => {
          const des = card.querySelector<HTMLElement>('.card__des')!;
          // A Bengali run sets its own, taller line.
          const lines = [des, ...des.querySelectorAll('*')].map((el) => parseFloat(getComputedStyle(el).lineHeight));
          return {
            height: des.getBoundingClientRect().height,
            line: Math.max(...lines),
            card: card.getBoundingClientRect(),
          };
        }),
      );
      for (const [i, des] of descriptions.entries()) {
        assert.ok(des.height <= 2 * des.line + 1, `card ${i + 1}: ${des.height} px of description, over two lines`);
      }
      const header = await page.locator('.site-header').evaluate((el) => el.getBoundingClientRect().height);
      const row =
        descriptions.find((des) => des.card.top > descriptions[0]!.card.top + 1)!.card.top - descriptions[0]!.card.top;
      assert.ok(row < 740 - header, `a row takes ${row} px of the ${740 - header} px under the header`);
    } finally {
      await page.close();
    }
  });
}

test.run();
