import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from '../_util/axe.js';
import { network, watch } from '../_util/browser.js';
import { catalogueShown } from '../_util/catalogue.js';
import { waitForFirstView } from '../_util/first-view.js';
import { ROUTES, pageOf, pathFor } from '../../site/pages/routes.js';
import { chromiumMissing, eachInPages, withBrowserAndSite } from '../_util/suite.js';

const skip = chromiumMissing();
const test = suite<{ browser: Browser; site: { url: string; close(): Promise<void> } }>('the static site in Chromium');

withBrowserAndSite(test, skip);

const it = skip ? test.skip : test;
const PHONE = { width: 360, height: 740 };

it('no axe-core violations: the main layouts on a wide screen', async ({ browser, site }) => {
  const networks = new Map<Page, ReturnType<typeof network>>();
  const prepare = async (page: Page) => void networks.set(page, network(page));
  const routes = ['/', '/saree', '/KarimpurShowroom', '/Contactus'];
  await eachInPages(
    browser,
    routes,
    { viewport: { width: 1280, height: 800 }, pages: 2, prepare },
    async (page, route) => {
      await page.goto(`${site.url}${route}`, { waitUntil: 'load' });
      await waitForFirstView(page);
      await networks.get(page)!.quiet();
      assert.equal(await axeViolations(page), [], `${route} at 1280 px`);
    },
  );
});

it('the navigation opens and closes from the keyboard on a phone, with a visible focus ring', async ({
  browser,
  site,
}) => {
  const page = await browser.newPage({ viewport: PHONE });
  try {
    await page.goto(`${site.url}/saree`);
    const menu = page.locator('details.site-nav');
    const toggle = menu.locator('> summary');
    const nav = page.locator('nav[aria-label="Main"]');
    const women = nav.getByRole('link', { name: 'Womens wear' });
    assert.not.ok(await women.isVisible(), 'closed at first');
    for (let i = 0; i < 10 && !(await toggle.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    assert.ok(await toggle.evaluate((el) => el === document.activeElement), 'the Menu button takes focus');
    assert.is(await toggle.evaluate((el) => getComputedStyle(el).outlineStyle), 'solid');
    await page.keyboard.press('Enter');
    assert.ok(await menu.evaluate((el) => (el as HTMLDetailsElement).open));
    assert.ok(await women.isVisible(), 'links show once open');

    await page.keyboard.press('Tab');
    assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Home');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const karimpur = nav.getByRole('link', { name: 'Karimpur' });
    assert.ok(await karimpur.isVisible(), 'the showroom group opens');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    assert.is(await page.evaluate(() => document.activeElement?.getAttribute('href')), '/KarimpurShowroom');
    assert.is(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle), 'solid');

    await toggle.focus();
    await page.keyboard.press('Space');
    assert.not.ok(await menu.evaluate((el) => (el as HTMLDetailsElement).open), 'Space closes it again');
    assert.not.ok(await women.isVisible());
  } finally {
    await page.close();
  }
});

it('on a wide screen the navigation links stand inline, without opening anything', async ({ browser, site }) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    await page.goto(`${site.url}/`);
    assert.not.ok(await page.locator('details.site-nav > summary').isVisible());
    for (const name of ['Home', 'Womens wear', 'Mens wear', 'Kids wear', 'Contact us']) {
      assert.ok(
        await page.locator('nav[aria-label="Main"]').getByRole('link', { name, exact: true }).isVisible(),
        name,
      );
    }
    assert.ok(await page.locator('a.helpline').isVisible());
  } finally {
    await page.close();
  }
});

it('the header fits every phone width, in both languages: nothing in it is cut off', async ({ browser, site }) => {
  await eachInPages(browser, ['/', '/bn'], { viewport: PHONE, pages: 2 }, async (page, path) => {
    await page.goto(`${site.url}${path}`);
    const cut: string[] = [];
    for (let width = 320; width <= 1280; width += 10) {
      await page.setViewportSize({ width, height: PHONE.height });
      const over = await page.evaluate(() => {
        const bar = document.querySelector('.site-header__bar')!;
        return bar.scrollWidth - bar.clientWidth;
      });
      if (over > 0) cut.push(`${width} px: ${over} px too wide`);
    }
    assert.equal(cut, [], path);
  });
});

it('searching the real /saree page filters the products and keeps the query in the URL', async ({ browser, site }) => {
  const page = await browser.newPage({ viewport: PHONE });
  const { errors } = watch(page);
  try {
    await page.goto(`${site.url}/saree`);
    const cards = page.locator('shop-catalogue .catalogue__grid .card:not(.card--skeleton):not([hidden])');
    await catalogueShown(page);
    // The widget keeps the page's 78 cards on screen instead of drawing them again.
    assert.is(await page.locator('shop-catalogue > ul > li:visible').count(), 78);
    assert.is(await cards.count(), 0);
    await page.locator('shop-catalogue input[type="search"]').fill('banarasi');
    await page.waitForFunction(() =>
      /banarasi/.test(document.querySelector('shop-catalogue [role="status"]')!.textContent!),
    );
    const texts = await cards.evaluateAll((els) => els.map((el) => el.textContent!.toLowerCase()));
    assert.ok(texts.length > 0 && texts.length < 78, `${texts.length} results`);
    assert.ok(texts.every((t) => t.includes('banarasi')));
    // Written once the typing pauses.
    await page.waitForURL((url) => url.searchParams.get('q') === 'banarasi');
    assert.not.ok(
      await page.locator('shop-catalogue > ul').isVisible(),
      'the prerendered list gives way to the widget',
    );
    // Switching to Bengali keeps the search: the same results, counted in Bengali digits.
    await page.locator('header a.lang-switch').click();
    await page.waitForURL(/\/bn\/saree\?q=banarasi$/);
    const status = page.locator('shop-catalogue [role="status"]');
    await status.filter({ hasText: /^“banarasi” মিলেছে [০-৯]+টি শাড়িতে/ }).waitFor();
    assert.is(await cards.count(), texts.length);
    assert.equal(errors, []);
  } finally {
    await page.close();
  }
});

it('with JavaScript disabled, every page reads as a plain page: content, links, navigation and products', async ({
  browser,
  site,
}) => {
  await eachInPages(browser, ROUTES, { javaScriptEnabled: false, viewport: PHONE }, async (page, route) => {
    // What is checked here is the markup and its layout, there as soon as the document is parsed.
    await page.goto(`${site.url}${route}`, { waitUntil: 'domcontentloaded' });
    assert.ok(await page.locator('h1').isVisible(), `${route}: heading`);
    assert.ok(await page.locator('.offers .banner__offer').first().isVisible(), `${route}: offers`);
    assert.ok(await page.locator('a.helpline').isVisible(), `${route}: help line`);
    const lang = pageOf(route)?.lang ?? 'en';
    assert.ok(await page.locator(`footer a[href="${pathFor('/saree', lang)}"]`).isVisible(), `${route}: footer links`);
    assert.ok(await page.locator('header a.lang-switch').isVisible(), `${route}: language switch`);
  });

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  try {
    await page.goto(`${site.url}/`);
    assert.is(await page.locator('shop-carousel > figure').count(), 4);
    assert.ok(await page.locator('shop-carousel > figure img').first().isVisible(), 'the first slide shows');
    assert.ok(await page.locator('shop-category-slider a[href="/womens-wear"]').isVisible());
    assert.ok(await page.locator('shop-embed a').first().isVisible(), 'social link');
    // The navigation is <details>: it opens by click and by keyboard without any script.
    const contact = page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Contact us' });
    await page.locator('details.site-nav > summary').click();
    assert.ok(await contact.isVisible());
    await page.locator('details.site-nav > summary').press('Enter');
    assert.not.ok(await contact.isVisible());

    await page.goto(`${site.url}/saree`);
    const products = page.locator('shop-catalogue > ul > li');
    assert.is(await products.count(), 78);
    assert.ok(await products.first().locator('img').isVisible());
    assert.ok(
      await products
        .first()
        .getByRole('link', { name: /Whatsapp Book/ })
        .isVisible(),
    );
    assert.ok(
      await products
        .first()
        .getByRole('link', { name: /Call Book/ })
        .isVisible(),
    );
    // The Bengali listing reads the same way, its buttons in Bengali.
    await page.goto(`${site.url}/bn/saree`);
    assert.is(await products.count(), 78);
    assert.ok(
      await products
        .first()
        .getByRole('link', { name: /^হোয়াটসঅ্যাপে বুক করুন/ })
        .isVisible(),
    );
    assert.ok(
      await products
        .first()
        .getByRole('link', { name: /^কল করে বুক করুন/ })
        .isVisible(),
    );

    await page.goto(`${site.url}/KarimpurShowroom`);
    const address = page.locator('details.accordion__item').first();
    assert.not.ok(await address.locator('address').isVisible(), 'closed at first');
    await address.locator('summary').click();
    assert.ok(await address.locator('address').isVisible());
    assert.is(await page.locator('shop-zoom-gallery > figure img').count(), 18);

    await page.goto(`${site.url}/Contactus`);
    for (const name of ['Online experience', 'In-store experience', 'Help Line']) {
      assert.ok(await page.getByRole('heading', { name }).isVisible(), name);
    }
  } finally {
    await context.close();
  }
});

test.run();
