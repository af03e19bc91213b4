import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { axeViolations } from '../_util/axe.js';
import { loadBundleAgain, strictCsp } from '../_util/browser.js';
import { chromiumMissing, withBrowserAndSite, withPage, type PageContext } from '../_util/suite.js';

const skip = chromiumMissing();
const test = suite<PageContext>('<shop-contact-tabs> in Chromium');

withBrowserAndSite(test, skip);
withPage(test, skip, { width: 412, height: 800 });

const it = skip ? test.skip : test;
const LABELS = ['Online experience', 'In-store experience', 'Help Line'];

async function open(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/demo/contact-tabs.html`);
  await page.locator('shop-contact-tabs [role="tab"]').first().waitFor();
}

/** What the shopper sees and where keyboard focus is. */
function state(page: Page): Promise<{ focused: string | null; selected: string[]; tabStops: string[]; panel: string }> {
  return page.evaluate(() => {
    const root = document.querySelector('shop-contact-tabs')!.shadowRoot!;
    const tabs = [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
    const shown = [...root.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter(
      (p) => p.getClientRects().length > 0,
    );
    const active = root.activeElement;
    return {
      focused: active?.getAttribute('role') === 'tab' ? active.textContent : (active?.getAttribute('role') ?? null),
      selected: tabs.filter((t) => t.getAttribute('aria-selected') === 'true').map((t) => t.textContent!),
      tabStops: tabs.filter((t) => t.tabIndex === 0).map((t) => t.textContent!),
      panel: shown
        .map(
          (p) =>
            `${root.getElementById(p.getAttribute('aria-labelledby')!)!.textContent}: ${p.textContent!.replace(/\s+/g, ' ').trim()}`,
        )
        .join(' | '),
    };
  });
}

it('Tab reaches the selected tab; arrows (wrapping), Home and End move focus and selection, and the panel follows', async ({
  page,
  site,
  errors,
}) => {
  await open(page, site.url);
  await page.locator('pre').focus();
  await page.keyboard.press('Tab');
  let now = await state(page);
  assert.is(now.focused, 'Online experience');
  assert.match(now.panel, /^Online experience: Coming soon\. Meanwhile/);

  const steps: Array<[string, string]> = [
    ['ArrowRight', 'In-store experience'],
    ['ArrowRight', 'Help Line'],
    ['ArrowRight', 'Online experience'],
    ['ArrowLeft', 'Help Line'],
    ['Home', 'Online experience'],
    ['End', 'Help Line'],
    ['ArrowLeft', 'In-store experience'],
  ];
  for (const [key, label] of steps) {
    await page.keyboard.press(key);
    now = await state(page);
    assert.equal(
      { focused: now.focused, selected: now.selected, tabStops: now.tabStops, panel: now.panel.split(':')[0] },
      { focused: label, selected: [label], tabStops: [label], panel: label },
      `after ${key}`,
    );
  }
  assert.is(await page.evaluate(() => scrollY), 0, 'the keys do not scroll the page');
  assert.equal(errors, []);
});

it('Tab goes from the selected tab to its panel, then to the panel’s links; Shift+Tab comes back to the tab', async ({
  page,
  site,
}) => {
  await open(page, site.url);
  await page.locator('shop-contact-tabs [role="tab"]').last().click();
  await page.keyboard.press('Tab');
  assert.is((await state(page)).focused, 'tabpanel');
  await page.keyboard.press('Tab');
  const link = await page.evaluate(() =>
    document.querySelector('shop-contact-tabs')!.shadowRoot!.activeElement!.getAttribute('href'),
  );
  assert.is(link, 'tel:+919999900001');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  assert.is((await state(page)).focused, 'Help Line');
});

it('tabs are at least 48 px tall, the focused tab shows a focus ring, the selected one stands out', async ({
  page,
  site,
}) => {
  await open(page, site.url);
  await page.locator('pre').focus();
  await page.keyboard.press('Tab');
  const looks = await page.evaluate(() => {
    const tabs = [
      ...document.querySelector('shop-contact-tabs')!.shadowRoot!.querySelectorAll<HTMLElement>('[role="tab"]'),
    ];
    return tabs.map((tab) => {
      const style = getComputedStyle(tab);
      return {
        height: tab.getBoundingClientRect().height,
        outline: style.outlineStyle,
        background: style.backgroundColor,
      };
    });
  });
  assert.ok(
    looks.every((l) => l.height >= 48),
    JSON.stringify(looks),
  );
  assert.is(looks[0]!.outline, 'solid');
  assert.is(looks[0]!.background, 'rgb(128, 0, 0)');
  assert.is(looks[1]!.outline, 'none');
  assert.is.not(looks[1]!.background, 'rgb(128, 0, 0)');
});

it('a click selects a tab and the page hears shop-tab-change with its index and label', async ({
  page,
  site,
  errors,
}) => {
  await open(page, site.url);
  await page.evaluate(() => {
    const seen: unknown[] = ((window as unknown as { seen: unknown[] }).seen = []);
    document.addEventListener('shop-tab-change', (event) => seen.push(event.detail));
  });
  await page.getByRole('tab', { name: 'Help Line' }).click();
  assert.match((await state(page)).panel, /^Help Line: We answer everyday/);
  assert.is(await page.getByRole('link', { name: 'Call +91 99999 00001' }).getAttribute('href'), 'tel:+919999900001');
  assert.equal(await page.evaluate(() => (window as unknown as { seen: unknown[] }).seen), [
    { index: 2, label: 'Help Line' },
  ]);
  assert.equal(errors, []);
});

it('a link copied into a panel still works: "browse our sarees" opens the catalogue page', async ({ page, site }) => {
  await open(page, site.url);
  await page.getByRole('tabpanel').getByRole('link', { name: 'browse our sarees' }).click();
  await page.waitForURL(`${site.url}/demo/catalogue.html`);
});

it('has no axe violations with each tab selected', async ({ page, site }) => {
  await open(page, site.url);
  for (const label of LABELS) {
    await page.getByRole('tab', { name: label }).click();
    assert.equal((await state(page)).selected, [label]);
    assert.equal(await axeViolations(page), [], label);
  }
});

it('tabs created later, removed and added back, and a bundle loaded twice all work without errors', async ({
  page,
  site,
  errors,
}) => {
  await open(page, site.url);
  await loadBundleAgain(page, 'contact-tabs');
  await page.evaluate(async () => {
    const late = document.createElement('shop-contact-tabs');
    late.id = 'late';
    late.setAttribute('label', 'Showrooms');
    late.setAttribute('selected', '1');
    document.querySelector('main')!.append(late);
    // Children arriving after the element connected, as when the parser is still writing them.
    late.innerHTML =
      '<section><h3>Ranaghat</h3><p>Aistala</p></section><section><h3>Karimpur</h3><p>New Bus Stand</p></section>';
  });
  const late = page.getByRole('tablist', { name: 'Showrooms' });
  await late.waitFor();
  assert.equal(await late.getByRole('tab', { selected: true }).allTextContents(), ['Karimpur']);
  await page.evaluate(() => {
    const el = document.getElementById('late')!;
    el.remove();
    document.querySelector('main')!.prepend(el);
  });
  await late.getByRole('tab', { name: 'Ranaghat' }).click();
  await page.keyboard.press('End');
  assert.equal(await late.getByRole('tab', { selected: true }).allTextContents(), ['Karimpur']);
  assert.match((await page.locator('#late [role="tabpanel"]:not([hidden])').textContent())!, 'New Bus Stand');
  assert.equal(errors, []);
});

it('runs under a strict Content-Security-Policy (styles only from adopted stylesheets)', async ({
  page,
  site,
  errors,
}) => {
  await strictCsp(page);
  await open(page, site.url);
  await page.getByRole('tab', { name: 'Help Line' }).click();
  assert.match((await state(page)).panel, /^Help Line: /);
  assert.is(
    await page.getByRole('tab', { name: 'Help Line' }).evaluate((tab) => getComputedStyle(tab).backgroundColor),
    'rgb(128, 0, 0)',
  );
  assert.equal(errors, []);
});

test.run();
