import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { DEFAULTS, EMBED_WIDGETS, frameSnippet, scriptSnippet } from '../../site/assets/embed-snippets.js';
import { axeViolations } from '../_util/axe.js';
import { servePartner } from '../_util/frameworks.js';
import { chromiumMissing, withBrowserAndSite, withPage, type PageContext } from '../_util/suite.js';

/*
 * The snippet builder (/embed) as a partner uses it: by keyboard, copying, and then every snippet it writes pasted
 * into a plain page on another origin (the partner on localhost, the shop on 127.0.0.1).
 */
const skip = chromiumMissing();
const test = suite<PageContext>('/embed, the snippet builder');
withBrowserAndSite(test, skip);
withPage(test, skip, { width: 1280, height: 900 });
const it = skip ? test.skip : test;

type Widget = keyof typeof EMBED_WIDGETS;
const WIDGETS = Object.keys(EMBED_WIDGETS) as Widget[];

const code = (page: Page, form: 'frame' | 'script') => page.locator(`#embed-${form}-code`).inputValue();

/** Picks a widget and options in the form, as a partner would. */
async function choose(page: Page, widget: Widget, lang: 'en' | 'bn'): Promise<void> {
  await page.locator('[data-embed-builder][data-ready]').waitFor({ state: 'attached' });
  await page.locator(`input[name="widget"][value="${widget}"]`).check();
  await page.locator('#embed-lang').selectOption(lang);
  if (widget === 'catalogue') {
    await page.locator('#embed-collection').selectOption('Men Punjabi');
    await page.locator('#embed-limit').fill('5');
  }
  if (widget === 'carousel' || widget === 'showroom') await page.locator('#embed-showroom').selectOption('ranaghat');
  if (widget === 'carousel') await page.locator('input[name="autoplay"]').uncheck();
  await page.locator('#embed-brand').evaluate((input: HTMLInputElement) => {
    input.value = '#224488';
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

it('reads without JavaScript: the default snippets are there to select', async ({ browser, site }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site.url}/embed`);
  const origin = 'https://showroom.example.com';
  assert.is(await code(page, 'frame'), frameSnippet(origin, 'catalogue', {}, 'Product catalogue | Showroom'));
  assert.is(await code(page, 'script'), scriptSnippet(origin, 'catalogue', {}));
  assert.not.ok(await page.locator('[data-embed-form]').isVisible(), 'the choices, which need the script, are hidden');
  await context.close();
});

it('works by keyboard: pick a widget, an option, then copy, with a visible and announced confirmation', async ({
  page,
  site,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
  // Init scripts run through the DevTools protocol, so the page's CSP does not block this listener.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await page.goto(`${site.url}/embed`);
  await page.locator('input[name="widget"]:checked').focus();
  await page.keyboard.press('ArrowDown');
  assert.match(await code(page, 'frame'), `${site.url}/embed/carousel?`);
  await page.locator('#embed-frame-code').focus();
  await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Copy the frame code');
  await page.keyboard.press('Enter');
  const status = page.locator('[data-copy-status="embed-frame-code"]');
  await status.filter({ hasText: 'Copied' }).waitFor();
  assert.is(await status.getAttribute('role'), 'status');
  assert.is(await page.evaluate(() => navigator.clipboard.readText()), await code(page, 'frame'));
  assert.equal(await axeViolations(page), []);
  assert.equal(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), []);
});

it('the Bengali builder speaks Bengali and writes Bengali snippets, with 0 axe violations', async ({ page, site }) => {
  await page.goto(`${site.url}/bn/embed`);
  await page.locator('[data-embed-builder][data-ready]').waitFor({ state: 'attached' });
  assert.is(await page.locator('#embed-lang').inputValue(), 'bn');
  assert.match(await code(page, 'frame'), '&amp;lang=bn');
  // The Bengali frame page, prerendered in Bengali.
  assert.match(await code(page, 'frame'), `${site.url}/bn/embed/catalogue?`);
  assert.match((await page.locator('[data-embed-preview]').getAttribute('src'))!, /^\/bn\/embed\/catalogue\?/);
  assert.match((await page.locator('h1').textContent())!, /[\u0980-\u09ff]/);
  assert.equal(await axeViolations(page), []);
});

it('the preview is the frame page with the chosen options, sized to its content', async ({ page, site }) => {
  await page.goto(`${site.url}/embed`);
  await choose(page, 'showroom', 'bn');
  const preview = page.frameLocator('[data-embed-preview]');
  await preview.locator('shop-showroom [part~="name"]').filter({ hasText: 'রানাঘাট' }).waitFor();
  await page.waitForFunction(() => {
    const frame = document.querySelector<HTMLIFrameElement>('[data-embed-preview]')!;
    const body = frame.contentDocument?.body;
    return body && Math.abs(frame.getBoundingClientRect().height - body.getBoundingClientRect().height) <= 2;
  });
});

it("the partners' guide shows the snippets exactly as the builder writes them", () => {
  const readme = readFileSync('docs/partners.md', 'utf8');
  const origin = 'https://SHOP-SITE';
  assert.ok(readme.includes(frameSnippet(origin, 'catalogue', DEFAULTS, 'Product catalogue | Showroom')));
  assert.ok(readme.includes(scriptSnippet(origin, 'catalogue', DEFAULTS)));
});

for (const widget of WIDGETS) {
  for (const lang of ['en', 'bn'] as const) {
    it(`${widget} in ${lang}: both snippets the builder writes work on a partner's page`, async ({ page, site }) => {
      await page.goto(`${site.url}/embed`);
      await choose(page, widget, lang);
      const snippets = { frame: await code(page, 'frame'), script: await code(page, 'script') };
      const partner = await servePartner({
        '/frame.html': {
          type: 'text/html',
          body: `<!doctype html><meta charset="utf-8"><title>Partner</title>${snippets.frame}`,
        },
        '/script.html': {
          type: 'text/html',
          body: `<!doctype html><meta charset="utf-8"><title>Partner</title>${snippets.script}`,
        },
      });
      try {
        const { tag } = EMBED_WIDGETS[widget];
        await page.goto(`${partner.url}/frame.html`);
        const inFrame = page.frameLocator('iframe').locator(tag);
        await inFrame.locator('[part]:visible').first().waitFor();
        assert.is(await inFrame.evaluate((el) => el.closest('html')!.lang), lang);
        await page.goto(`${partner.url}/script.html`);
        const element = page.locator(tag);
        await element.locator('[part]:visible').first().waitFor();
        const brand = await element.evaluate((el) => getComputedStyle(el).getPropertyValue('--shop-brand').trim());
        assert.is(brand, '#224488');
        if (lang === 'bn') {
          const text = await element.evaluate((el) => `${el.shadowRoot!.textContent} ${el.textContent}`);
          assert.match(text, /[\u0980-\u09ff]/, 'the widget speaks Bengali');
        }
      } finally {
        await partner.close();
      }
    });
  }
}

test.run();
