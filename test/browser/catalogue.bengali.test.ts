import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { catalogueShown } from '../_util/catalogue.js';
import { chromiumMissing, withBrowserAndSite, withPage, type PageContext } from '../_util/suite.js';

/*
 * WCAG 3.1.2: a Bengali phrase in an English page is marked lang="bn", or a screen reader reads it with English
 * rules. The prerendered cards mark them, and <shop-catalogue> shows them as they are until a search; its own cards,
 * in its shadow root, must be marked as well (src/bengali.ts, one function for both).
 */
const skip = chromiumMissing();
const test = suite<PageContext>('<shop-catalogue> in Chromium: Bengali marked lang="bn"');
withBrowserAndSite(test, skip);
withPage(test, skip, { width: 1280, height: 900 });
const it = skip ? test.skip : test;

const PAGES = ['/saree', '/MenPunjabi', '/T_shirt', '/MenBlazer', '/demo/catalogue.html'];

it('every Bengali word the widget shows is inside lang="bn", on the listings and the demo page', async ({
  page,
  site,
}) => {
  let marked = 0;
  for (const path of PAGES) {
    await page.goto(`${site.url}${path}`);
    await catalogueShown(page);
    // What it shows: its shadow root, and the page's prerendered cards while it slots them.
    const found = await page.evaluate(() => {
      const host = document.querySelector('shop-catalogue')!;
      const root = host.shadowRoot!;
      const shown = root.querySelector('slot') ? [root, ...host.querySelectorAll(':scope > .products')] : [root];
      const unmarked: string[] = [];
      let bengali = 0;
      let marked = 0;
      for (const part of shown) {
        const walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!/[\u0980-\u09ff]/.test(node.textContent!)) continue;
          bengali++;
          if (node.parentElement!.closest('[lang]')?.getAttribute('lang') !== 'bn') unmarked.push(node.textContent!);
        }
        marked += part.querySelectorAll('.card [lang="bn"]').length;
      }
      return { bengali, unmarked, marked };
    });
    assert.ok(found.bengali > 0, `${path}: the widget shows Bengali descriptions`);
    assert.equal(found.unmarked, [], `${path}: Bengali outside lang="bn"`);
    marked += found.marked;
  }
  console.log(`    ${marked} Bengali runs marked lang="bn" inside <shop-catalogue> on ${PAGES.length} pages`);
});

test.run();
