import { suite } from 'uvu';
import { walkEveryRoute } from '../_util/sticky-focus.js';
import { chromiumMissing, withBrowserAndSite, type BrowserContext } from '../_util/suite.js';

const skip = chromiumMissing();
const test = suite<BrowserContext>(
  'the sticky header hides no focused control (WCAG 2.4.11) in Chromium, on a 1280 px screen',
);

withBrowserAndSite(test, skip);

const it = skip ? test.skip : test;

it('Tab and Shift+Tab leave every focused control below the header, on every page', ({ browser, site }) =>
  walkEveryRoute(browser, site.url, 1280));

test.run();
