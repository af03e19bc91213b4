import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ROUTES, pageOf } from '../../site/pages/routes.js';
import { measureLayoutShift, VIEWPORTS, type LayoutShift } from '../_util/layout-shift.js';
import { chromiumMissing, withBrowserAndSite, type BrowserContext } from '../_util/suite.js';

const skip = chromiumMissing();
const test = suite<BrowserContext>('layout shift in Chromium');

withBrowserAndSite(test, skip);

const it = skip ? test.skip : test;

/** Lighthouse's "good" is 0.1; the site keeps to half of that. */
const LIMIT = 0.05;

const describe = (result: LayoutShift) =>
  result.shifts
    .map((shift) => `  ${shift.value.toFixed(4)} at ${Math.round(shift.time)} ms: ${shift.sources.join(' | ')}`)
    .join('\n');

for (const route of ROUTES) {
  // A Bengali page has the English page's layout with other words: its wrapping is checked where words wrap
  // most, on the phone, which keeps the group's time down.
  const viewports = pageOf(route)?.lang === 'bn' ? VIEWPORTS.filter((v) => v.name === 'mobile') : VIEWPORTS;
  it(`${route} on ${viewports.length === 1 ? 'a phone' : 'a phone and a laptop'}: CLS ≤ ${LIMIT} as loaded and with the widgets upgrading after the first paint`, async ({
    browser,
    site,
  }) => {
    const url = `${site.url}${route}`;
    // As loaded (on this machine the widgets may upgrade before or just after the first paint), and as on a
    // slow phone: the page painted as plain HTML first, then every widget taking over. At each viewport, side
    // by side, each in its own browser context.
    const results = await Promise.all(
      viewports.map(async (viewport) => {
        const [loaded, late] = await Promise.all([
          measureLayoutShift(browser, url, viewport),
          measureLayoutShift(browser, url, viewport, { scriptsAfterPaint: true }),
        ]);
        return { viewport, loaded, late };
      }),
    );
    for (const { viewport, loaded, late } of results) {
      console.log(
        `    ${viewport.name.padEnd(7)} ${route.padEnd(22)} CLS ${loaded.cls.toFixed(4)} as loaded, ${late.cls.toFixed(4)} upgrading after the first paint`,
      );
    }
    for (const { viewport, loaded, late } of results) {
      const at = `${viewport.width}×${viewport.height}`;
      assert.ok(loaded.cls <= LIMIT, `${at}: CLS ${loaded.cls.toFixed(4)} as loaded:\n${describe(loaded)}`);
      assert.ok(
        late.cls <= LIMIT,
        `${at}: CLS ${late.cls.toFixed(4)} with the widgets upgrading after the first paint:\n${describe(late)}`,
      );
    }
  });
}

test.run();
