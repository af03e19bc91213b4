import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ROUTES } from '../../site/pages/routes.js';
import { VIEWPORTS } from '../_util/layout-shift.js';
import { lcpAcrossUpgrade, type LcpEntry } from '../_util/lcp.js';
import { ahead, chromiumMissing, withBrowserAndSite, type BrowserContext } from '../_util/suite.js';

const skip = chromiumMissing();
const test = suite<BrowserContext>('largest contentful paint across the widgets’ upgrade in Chromium');

withBrowserAndSite(test, skip);

const it = skip ? test.skip : test;

/** Lighthouse's mobile screen: where the LCP that the bench reports is measured. */
const PHONE = VIEWPORTS.find((viewport) => viewport.name === 'mobile')!;

const list = (entries: LcpEntry[]) =>
  entries.map((e) => `  ${Math.round(e.time)} ms ${e.size} px² ${e.element} ${e.url.replace(/^.*\//, '')}`).join('\n');

let opened: BrowserContext | undefined;
test.before((context) => {
  opened = context;
});

// Each route in its own browser context, three side by side, ahead of the test that reads it: a route spends most
// of its time waiting on the page (held scripts, pictures, frames).
const measured = ahead(ROUTES, 3, (route) => lcpAcrossUpgrade(opened!.browser, `${opened!.site.url}${route}`, PHONE));

for (const route of ROUTES) {
  it(`${route} on a phone: the widgets upgrade without painting the LCP element again`, async () => {
    const result = await measured(route);
    const before = result.before.at(-1);
    console.log(
      `    ${route.padEnd(26)} LCP ${before?.element ?? '(none)'} ${before?.url.replace(/^.*\//, '') ?? ''}; after the upgrade of ${result.upgraded.join(', ') || 'nothing'}: ${result.after.length} more entries`,
    );
    assert.ok(before, 'the plain page reported an LCP');
    assert.equal(result.after, [], `new LCP entries after the upgrade:\n${list(result.after)}`);
    assert.ok(result.sameElement, 'the LCP element is the element the plain page painted');
  });
}

it("/ on a phone: a slider whose script comes before its first picture waits for the page to paint that picture, so the page's own stays the LCP", async ({
  browser,
  site,
}) => {
  const { name: _name, width, height, ...device } = PHONE;
  const context = await browser.newContext({ viewport: { width, height }, ...device });
  try {
    const page = await context.newPage();
    // The first category picture is held back, as on a slow line where the widget scripts come first.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/images\/site\/category-womens\.[\w]+\.svg$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      const entries: Array<{ element: string; url: string }> = [];
      (window as unknown as { __lcp: typeof entries }).__lcp = entries;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & Record<string, unknown>>) {
          const element = entry.element as Element | null;
          entries.push({ element: element ? element.localName : '(in a shadow root)', url: String(entry.url ?? '') });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    // Not `load`, which waits for the held picture too.
    await page.goto(`${site.url}/`, { waitUntil: 'commit' });
    // The carousel, whose first slide came, upgraded; the slider waits for its picture.
    await page.waitForFunction(() => customElements.get('shop-carousel') !== undefined);
    assert.not.ok(await page.evaluate(() => customElements.get('shop-category-slider') !== undefined));
    release();
    await page.waitForFunction(() => customElements.get('shop-category-slider') !== undefined);
    await page.locator('shop-category-slider [part~="image"]').first().waitFor();
    await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
    const last = await page.evaluate(() =>
      (window as unknown as { __lcp: Array<{ element: string; url: string }> }).__lcp.at(-1),
    );
    assert.match(last!.url, /category-womens/);
    assert.is(last!.element, 'img', "the LCP is the page's own picture, not the slider's copy");
  } finally {
    await context.close();
  }
});

test.run();
