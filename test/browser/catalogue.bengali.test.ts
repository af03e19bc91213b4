import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { chromiumMissing, withBrowserAndSite, withPage, type PageContext } from '../_util/suite.js';

/*
 * WCAG 3.1.2: a Bengali phrase in an English page is marked lang="bn", or a screen reader reads it with English
 * rules. The prerendered cards mark them; once <shop-catalogue> renders its own cards in its shadow root, those
 * must be marked as well (src/bengali.ts, one function for both).
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
    // The prerendered cards stay in the light DOM (unslotted): wait for the widget's own.
    await page.waitForFunction(() =>
      document.querySelector('shop-catalogue')?.shadowRoot?.querySelector('.card:not(.card--skeleton)'),
    );
    const found = await page.evaluate(() => {
      const root = document.querySelector('shop-catalogue')!.shadowRoot!;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const unmarked: string[] = [];
      let bengali = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!/[\u0980-\u09ff]/.test(node.textContent!)) continue;
        bengali++;
        if (node.parentElement!.closest('[lang]')?.getAttribute('lang') !== 'bn') unmarked.push(node.textContent!);
      }
      return { bengali, unmarked, marked: root.querySelectorAll('.card [lang="bn"]').length };
    });
    assert.ok(found.bengali > 0, `${path}: the widget shows Bengali descriptions`);
    assert.equal(found.unmarked, [], `${path}: Bengali outside lang="bn"`);
    marked += found.marked;
  }
  console.log(`    ${marked} Bengali runs marked lang="bn" inside <shop-catalogue> on ${PAGES.length} pages`);
});

test.run();
