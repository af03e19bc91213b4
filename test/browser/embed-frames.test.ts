import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Frame, Page } from 'playwright-core';
import { EMBED_WIDGETS, frameSnippet } from '../../site/assets/embed-snippets.js';
import { axeViolations } from '../_util/axe.js';
import { catalogueShown } from '../_util/catalogue.js';
import { frames } from '../_util/browser.js';
import { servePartner } from '../_util/frameworks.js';
import { chromiumMissing, withBrowserAndSite, withPage, type PageContext } from '../_util/suite.js';

/*
 * The frame pages (/embed/<widget>) as partners' pages hold them: in an iframe on another origin (the partner on
 * localhost, the shop on 127.0.0.1), with and without the resize script, and under a partner's strict CSP.
 */
const skip = chromiumMissing();
const test = suite<PageContext>('/embed/<widget> frame pages on a partner page');
withBrowserAndSite(test, skip);
withPage(test, skip, { width: 800, height: 900 });
const it = skip ? test.skip : test;

type Widget = keyof typeof EMBED_WIDGETS;
const WIDGETS = Object.keys(EMBED_WIDGETS) as Widget[];
/** What each frame is asked for: options other than the defaults, so the frame's script really applies them. */
const OPTIONS: Record<Widget, Record<string, string | number | boolean>> = {
  catalogue: { collection: 'Men Blazer', limit: 4, lang: 'bn', brand: '#1a5f3c' },
  carousel: { showroom: 'ranaghat', autoplay: false, lang: 'en' },
  showroom: { showroom: 'bethuadahari', lang: 'bn' },
  'contact-tabs': { lang: 'bn' },
  'offer-banner': { lang: 'en' },
};

let partner: { url: string; close(): Promise<void> } | undefined;
let files: Record<string, { type: string; body: string }> = {};
const page = (body: string, csp?: string) => ({
  type: 'text/html',
  body: `<!doctype html><html lang="en"><meta charset="utf-8"><title>Partner</title><link rel="icon" href="data:,">${csp ? `<meta http-equiv="Content-Security-Policy" content="${csp}">` : ''}<main><h1>Our market association</h1>${body}<p>After the frame</p></main>`,
});

test.before(async ({ site }) => {
  if (skip) return;
  files = {};
  for (const widget of WIDGETS) {
    files[`/${widget}.html`] = page(frameSnippet(site.url, widget, OPTIONS[widget], `Shop ${widget}`));
  }
  // The frame line alone, as a page that refuses scripts takes it.
  files['/catalogue-bare.html'] = page(frameSnippet(site.url, 'catalogue', {}, 'Shop').split('\n')[0]!);
  files['/catalogue-bn.html'] = page(frameSnippet(site.url, 'catalogue', { lang: 'bn' }, 'দোকান'));
  const frame = (query: string) =>
    `<iframe src="${site.url}/embed/catalogue?${query}" title="Shop" height="400"></iframe>`;
  files['/bad-collection.html'] = page(frame('collection=Sarees'));
  files['/bad-lang.html'] = page(frame('lang=fr'));
  // A partner's page that allows nothing but our frame: no script at all, not even the resize script.
  files['/strict.html'] = page(
    frameSnippet(site.url, 'catalogue', {}, 'Shop catalogue'),
    `default-src 'none'; frame-src ${site.url}`,
  );
  partner = await servePartner(files);
});
test.after(async () => {
  await partner?.close();
});

async function open(page: Page, file: string): Promise<Frame> {
  await page.goto(`${partner!.url}/${file}`);
  const handle = await page.locator('iframe').first().elementHandle();
  const frame = (await handle!.contentFrame())!;
  await frame.waitForLoadState('load');
  return frame;
}

/** The iframe's height and the height of the frame page's content, once both have settled. */
async function heights(page: Page, frame: Frame): Promise<{ iframe: number; content: number }> {
  const read = async () => ({
    iframe: await page
      .locator('iframe')
      .first()
      .evaluate((el) => el.getBoundingClientRect().height),
    content: await frame.evaluate(() => document.body.getBoundingClientRect().height),
  });
  let last = await read();
  for (;;) {
    await frames(page);
    const now = await read();
    if (Math.abs(now.iframe - now.content) <= 2 && now.iframe === last.iframe) return now;
    last = now;
  }
}

/** Uses the widget as a shopper would; resolves once what they pressed has visibly happened. */
async function use(frame: Frame, widget: Widget): Promise<void> {
  const root = frame.locator('[data-embed-widget]');
  if (widget === 'catalogue') {
    const cards = root.locator('.catalogue__grid .card:not(.card--skeleton):not([hidden])');
    await cards.nth(3).waitFor();
    assert.is(await cards.count(), 4, 'limit=4 shows four cards');
    await root.getByRole('button', { name: /^আরও/ }).click();
    await cards.nth(4).waitFor();
    const whatsapp = root.locator('a[href^="https://wa.me/"]:visible').first();
    assert.is(await whatsapp.getAttribute('target'), '_blank');
    const message = new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text')!;
    assert.match(message, /^[\u0980-\u09ff]/, 'the WhatsApp message is in Bengali');
    const brand = await root.evaluate((el) => getComputedStyle(el).getPropertyValue('--shop-brand').trim());
    assert.is(brand, '#1a5f3c');
  } else if (widget === 'carousel') {
    const next = root.getByRole('button', { name: 'Next slide' });
    await next.waitFor();
    assert.match((await root.locator('[part~="image"]').first().getAttribute('alt'))!, /sarees/i);
    await root.evaluate((el) =>
      el.addEventListener(
        'shop-slide-change',
        (e) => ((window as unknown as { moved: number }).moved = (e as CustomEvent).detail.index),
      ),
    );
    // From the slide shown when Next is pressed (an earlier rotation tick may have moved it), one step on.
    const count = root.locator('[part~="count"]');
    const [at, of] = (await count.textContent())!.split('/').map((n) => Number(n.trim()));
    const after = (at! % of!) + 1;
    await next.click();
    await frame.waitForFunction(({ index }) => (window as unknown as { moved?: number }).moved === index, {
      index: after - 1,
    });
    assert.is((await count.textContent())!.replace(/\s/g, ''), `${after}/${of}`);
  } else if (widget === 'showroom') {
    await root.locator('[part~="name"]').filter({ hasText: 'বেথুয়াডহরি' }).waitFor();
    await root.locator('[part~="load"]').click();
    await root.locator('iframe').waitFor({ state: 'attached' });
  } else if (widget === 'contact-tabs') {
    const tabs = root.getByRole('tab');
    await tabs.nth(2).click();
    assert.is(await tabs.nth(2).getAttribute('aria-selected'), 'true');
    assert.match((await tabs.nth(2).textContent())!, /[\u0980-\u09ff]/);
  } else {
    const toggle = root.locator('[part~="toggle"]');
    const before = await toggle.textContent();
    await toggle.click();
    assert.is.not(await toggle.textContent(), before, 'pause became play');
  }
}

for (const widget of WIDGETS) {
  it(`${widget}: renders in the partner's iframe, resizes it to its content, and its buttons work`, async ({
    page,
    errors,
  }) => {
    const frame = await open(page, `${widget}.html`);
    // A condition polled in the frame, not one evaluate awaiting customElements.whenDefined(): the frame is another
    // site's process, and such an evaluate once never came back, with the element long defined.
    await frame.waitForFunction((tag) => customElements.get(tag) !== undefined, EMBED_WIDGETS[widget].tag);
    // The frame grows to its content first: a click aimed while it still grows can land beside its button.
    await heights(page, frame);
    await use(frame, widget);
    const { iframe, content } = await heights(page, frame);
    assert.ok(Math.abs(iframe - content) <= 2, `${widget}: iframe ${iframe} px, content ${content} px`);
    // The map the shopper asked for cannot load here (no network): that request alone may fail.
    assert.equal(
      errors.filter((e) => !/google\.com/.test(e)),
      [],
    );
    // axe in the frame page itself (as the partner's page shows it, with its options applied).
    await page.goto(frame.url());
    await page.locator(EMBED_WIDGETS[widget].tag).locator('[part]:visible').first().waitFor();
    assert.equal(await axeViolations(page), [], `${widget}: frame page`);
  });
}

it('without the resize script, the frame keeps the height the snippet gives and scrolls inside', async ({
  page,
  requests,
}) => {
  // On a phone, two cards a row: twelve cards are taller than the frame.
  await page.setViewportSize({ width: 400, height: 800 });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/widgets\/catalogue\.js$/.test(request.url())) asked.push(request.url());
  });
  const frame = await open(page, 'catalogue-bare.html');
  await requests.quiet();
  // With the snippet's defaults, the frame's cards and search box are what the widget would show: it waits.
  assert.equal(asked, [], 'the catalogue is not loaded before the shopper touches it');
  assert.ok(await frame.getByRole('searchbox', { name: 'Search sarees' }).isVisible());
  await catalogueShown(frame);
  assert.is(asked.length, 1, 'the focus in its search box loaded it');
  const iframe = await page.locator('iframe').evaluate((el) => el.getBoundingClientRect().height);
  assert.is(iframe, EMBED_WIDGETS.catalogue.height);
  const scrolls = await frame.evaluate(() => document.documentElement.scrollHeight > window.innerHeight);
  assert.ok(scrolls, 'the catalogue is taller than its frame and scrolls in it');
});

it('the Bengali snippet opens the frame page prerendered in Bengali, which also waits for the first touch', async ({
  page,
  requests,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/widgets\/catalogue\.js$/.test(request.url())) asked.push(request.url());
  });
  const frame = await open(page, 'catalogue-bn.html');
  assert.match(frame.url(), /\/bn\/embed\/catalogue\?/);
  await requests.quiet();
  assert.equal(asked, [], 'the catalogue is not loaded before the shopper touches it');
  assert.is(await frame.locator('html').getAttribute('lang'), 'bn');
  const box = frame.getByRole('searchbox', { name: 'শাড়ি খুঁজুন' });
  assert.ok(await box.isVisible(), 'the Bengali search box');
  const whatsapp = new URL((await frame.locator('a[href^="https://wa.me/"]').first().getAttribute('href'))!);
  assert.match(whatsapp.searchParams.get('text')!, /^[\u0980-\u09ff]/, 'the prerendered cards ask in Bengali');
  await catalogueShown(frame);
  assert.is(asked.length, 1, 'the focus in its search box loaded it');
  // The widget draws what was prerendered: the same Bengali box, in its shadow root now.
  assert.ok(await frame.locator('shop-catalogue').getByRole('searchbox', { name: 'শাড়ি খুঁজুন' }).isVisible());
});

it('an unknown collection or language shows a plain message naming it, and its link opens on the top page', async ({
  page,
}) => {
  await page.route('https://showroom.example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Shop</title>The shop' }),
  );
  for (const [file, named] of [
    ['bad-collection.html', 'collection "Sarees"'],
    ['bad-lang.html', 'lang "fr"'],
  ] as const) {
    const frame = await open(page, file);
    const message = frame.locator('[data-embed-problem]');
    await message.waitFor();
    assert.match((await message.textContent())!, named);
    assert.is(await frame.locator('shop-catalogue').count(), 0);
  }
  await page
    .frameLocator('iframe')
    .getByRole('link', { name: /See it on/ })
    .click();
  await page.waitForURL('https://showroom.example.com/');
});

it('a partner page whose CSP allows only our frame shows it, with no violation on either side', async ({
  page,
  errors,
}) => {
  const frame = await open(page, 'strict.html');
  await catalogueShown(frame);
  assert.ok(await frame.evaluate(() => Boolean(document.querySelector('shop-catalogue')!.shadowRoot)));
  // The resize script is refused by the partner's policy: that one refusal is expected, nothing else.
  assert.equal(
    errors.filter((e) => !e.includes('embed-resize.js')),
    [],
  );
});

test.run();
