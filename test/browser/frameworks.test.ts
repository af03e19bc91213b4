import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { reactScript, servePartner, vueModule } from '../_util/frameworks.js';
import { chromiumMissing, withBrowserAndSite, withPage, type PageContext } from '../_util/suite.js';

/*
 * The widgets in a partner's React 19 and Vue 3 apps (the real packages, test/frameworks), on a page of another
 * origin that loads shop.js before the app renders: the frameworks then set properties, not attributes, with the
 * values the markup holds. Each prop type once as text and once as a value: boolean, number and JSON.
 */
const skip = chromiumMissing();
const test = suite<PageContext>('the widgets in React 19 and Vue 3 apps');
withBrowserAndSite(test, skip);
withPage(test, skip, { width: 1280, height: 900 });
const it = skip ? test.skip : test;

const CONFIG = { projectId: 'demo-partner', apiKey: 'test-key' };
const slides = (site: string) =>
  ['banner-family', 'banner-wedding'].map((name) => ({
    src: `${site}/images/site/${name}.svg`,
    alt: name,
    width: 1200,
    height: 500,
  }));

const REACT_APP = `
  const h = React.createElement;
  ReactDOMClient.createRoot(document.getElementById('app')).render(h('div', null,
    h('shop-carousel', { id: 'off-text', autoplay: 'false', slides: SLIDES }),
    h('shop-carousel', { id: 'off-value', autoplay: false, slides: SLIDES }),
    h('shop-carousel', { id: 'on', slides: SLIDES }),
    h('shop-catalogue', { id: 'limit-text', limit: '12', 'query-param': 'a' }),
    h('shop-catalogue', { id: 'limit-value', limit: 12, 'query-param': 'b', 'onshop-contact': CONTACT }),
    h('shop-offer-banner', { id: 'offers', offers: ['Puja offer one', 'Puja offer two'] }),
    h('shop-catalogue', { id: 'firebase', 'firebase-config': CONFIG, collection: 'Men Blazer', 'query-param': 'c' }),
  ));`;

const VUE_APP = `
  import { createApp } from '/vue.js';
  const app = createApp({
    data: () => ({ slides: SLIDES, config: CONFIG }),
    methods: { contact: CONTACT },
    template: \`
      <shop-carousel id="off-text" autoplay="false" :slides="slides"></shop-carousel>
      <shop-carousel id="off-value" :autoplay="false" :slides="slides"></shop-carousel>
      <shop-carousel id="on" :slides="slides"></shop-carousel>
      <shop-catalogue id="limit-text" limit="12" query-param="a"></shop-catalogue>
      <shop-catalogue id="limit-value" :limit="12" query-param="b" @shop-contact="contact"></shop-catalogue>
      <shop-offer-banner id="offers" :offers="['Puja offer one', 'Puja offer two']"></shop-offer-banner>
      <shop-catalogue id="firebase" :firebase-config="config" collection="Men Blazer" query-param="c"></shop-catalogue>\`,
  });
  app.config.compilerOptions.isCustomElement = (tag) => tag.startsWith('shop-');
  app.mount('#app');`;

let partner: { url: string; close(): Promise<void> } | undefined;
test.before(async ({ site }) => {
  if (skip) return;
  const data =
    `const SLIDES = ${JSON.stringify(slides(site.url))}; const CONFIG = ${JSON.stringify(CONFIG)};` +
    // The partner counts enquiries; the tel: and WhatsApp links are not followed here.
    `window.contacts = []; const CONTACT = (event) => window.contacts.push(event.detail);` +
    `document.addEventListener('click', (event) => event.preventDefault(), true);`;
  const page = (app: string) => ({
    type: 'text/html',
    body: `<!doctype html><html lang="en"><title>Partner</title>
      <script type="module" src="${site.url}/widgets/shop.js"></script><div id="app"></div>${app}`,
  });
  partner = await servePartner({
    '/react.js': { type: 'text/javascript', body: await reactScript() },
    '/vue.js': { type: 'text/javascript', body: vueModule() },
    // Module scripts run in order: shop.js has defined the elements before the app renders.
    '/react.html': page(`<script src="/react.js"></script><script type="module">${data}${REACT_APP}</script>`),
    '/vue.html': page(`<script type="module">${data}${VUE_APP}</script>`),
  });
});
test.after(async () => {
  await partner?.close();
});

async function openPartnerPage(page: Page, framework: 'react' | 'vue'): Promise<void> {
  // The Firebase config is a partner's; nothing here may reach Google.
  await page.route('https://firestore.googleapis.com/**', (route) => route.abort());
  await page.goto(`${partner!.url}/${framework}.html`);
}

const inShadow = (page: Page, id: string, selector: string) => page.locator(`#${id}`).locator(selector);

for (const framework of ['react', 'vue'] as const) {
  const name = framework === 'react' ? 'React 19' : 'Vue 3';

  it(`${name}: autoplay "false" and false keep the carousel still; without it, it rotates`, async ({ page }) => {
    await openPartnerPage(page, framework);
    await inShadow(page, 'on', '[part="rotation"]').waitFor();
    for (const id of ['off-text', 'off-value']) {
      await inShadow(page, id, '[part="carousel"]').waitFor();
      assert.is(await inShadow(page, id, '[part="rotation"]').count(), 0, `${id}: no rotation`);
      assert.is(await inShadow(page, id, '[part="carousel"]').getAttribute('data-rotating'), 'false', id);
    }
    assert.is(await inShadow(page, 'on', '[part="count"]').textContent(), '1 / 2', 'slides given as an array');
  });

  it(`${name}: limit "12" and 12 both show 12 products`, async ({ page }) => {
    await openPartnerPage(page, framework);
    for (const id of ['limit-text', 'limit-value']) {
      const status = inShadow(page, id, '[role="status"]');
      await status.filter({ hasText: /^Showing 12 of \d+ sarees$/ }).waitFor();
      assert.is(await inShadow(page, id, '[part="card"]').count(), 12, id);
    }
  });

  it(`${name}: the app hears shop-contact (React 19: onshop-contact, Vue: @shop-contact)`, async ({ page }) => {
    await openPartnerPage(page, framework);
    await inShadow(page, 'limit-value', '[role="status"]')
      .filter({ hasText: /^Showing 12/ })
      .waitFor();
    await inShadow(page, 'limit-value', '[part="call"]').first().click();
    await page.waitForFunction(() => (window as unknown as { contacts: unknown[] }).contacts.length > 0);
    const [detail] = await page.evaluate(
      () => (window as unknown as { contacts: Array<{ channel: string }> }).contacts,
    );
    assert.is(detail!.channel, 'call');
  });

  it(`${name}: JSON props given as values are read as JSON, never as "[object Object]"`, async ({ page, errors }) => {
    // The Firestore source is tried (and refused here): the config was read as a config.
    const firestore = page
      .waitForRequest((request) => request.url().startsWith('https://firestore.googleapis.com/'))
      .then(
        () => true,
        () => false,
      );
    await openPartnerPage(page, framework);
    await inShadow(page, 'offers', 'text=Puja offer one').first().waitFor();
    const attribute = await page.locator('#firebase').getAttribute('firebase-config');
    assert.equal(JSON.parse(attribute ?? 'null'), CONFIG);
    assert.ok(await firestore, 'the catalogue asked Firestore');
    assert.equal(
      errors.filter((e) => /firebase-config|object Object/.test(e)),
      [],
    );
  });
}

test.run();
