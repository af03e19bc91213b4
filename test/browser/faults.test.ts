import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page, Route } from 'playwright-core';
import { chromiumMissing, withBrowserAndSite, withPage, type PageContext } from '../_util/suite.js';

const skip = chromiumMissing();
const test = suite<PageContext>('<shop-catalogue> when loading fails');
withBrowserAndSite(test, skip);
withPage(test, skip);
const it = skip ? test.skip : test;

const DATA = '**/catalogue/saree.json';
const alert = (page: Page) => page.locator('shop-catalogue [role="alert"]');
const cards = (page: Page) => page.locator('shop-catalogue .card:not(.card--skeleton):not([hidden])');

/** Opens the demo with the data answered by `fault`, checks the message, then lets Retry reach the real data. */
async function faultThenRetry(
  page: Page,
  url: string,
  fault: (route: Route) => unknown,
  message: RegExp,
  attributes = '',
) {
  await page.route(DATA, fault);
  await page.goto(`${url}/demo/catalogue.html`);
  if (attributes) {
    await page.evaluate((extra) => {
      const old = document.querySelector('shop-catalogue')!;
      const el = document.createElement('div');
      el.innerHTML = `<shop-catalogue collection="Saree" ${extra}></shop-catalogue>`;
      old.replaceWith(el.firstElementChild!);
    }, attributes);
  }
  await alert(page).waitFor();
  assert.match((await alert(page).textContent())!, message);
  assert.is(await page.locator('shop-catalogue .card--skeleton').count(), 0, 'no skeleton left spinning');
  await page.unroute(DATA);
  await alert(page).getByRole('button', { name: 'Retry' }).click();
  await cards(page).first().waitFor();
  assert.is(await cards(page).count(), 78);
}

it('when the network fails, says to check the connection; Retry then works', async ({ page, site }) => {
  await faultThenRetry(
    page,
    site.url,
    (route) => route.abort('internetdisconnected'),
    /Check your mobile data or Wi-Fi/,
  );
});

it('when the server answers 404, says the catalogue could not be read; Retry then works', async ({ page, site }) => {
  await faultThenRetry(
    page,
    site.url,
    (route) => route.fulfill({ status: 404, body: 'Not found' }),
    /could not be read just now/,
  );
});

it('when the server answers 500, says the catalogue could not be read; Retry then works', async ({ page, site }) => {
  await faultThenRetry(
    page,
    site.url,
    (route) => route.fulfill({ status: 500, body: 'oops' }),
    /could not be read just now/,
  );
});

it('when the answer is not JSON, says the catalogue could not be read', async ({ page, site }) => {
  await faultThenRetry(
    page,
    site.url,
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<html>captive portal</html>' }),
    /could not be read just now/,
  );
});

it('when the answer is JSON of the wrong shape, says the catalogue could not be read', async ({ page, site }) => {
  await faultThenRetry(
    page,
    site.url,
    (route) => route.fulfill({ status: 200, json: { items: [] } }),
    /could not be read just now/,
  );
});

it('when the server never answers, gives up after the configured timeout and says the connection is slow', async ({
  page,
  site,
}) => {
  await faultThenRetry(page, site.url, () => undefined, /taking too long to load/, 'timeout="400"');
});

it('after an earlier success, a failed load shows the saved copy with its date and a Refresh', async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/demo/catalogue.html`);
  await cards(page).first().waitFor();
  await page.route(DATA, (route) => route.abort('internetdisconnected'));
  await page.reload();
  const notice = page.locator('shop-catalogue [part="notice"]');
  await notice.waitFor();
  assert.match((await notice.textContent())!, /You seem to be offline\. Showing the copy saved on .+\d{4}/);
  assert.is(await cards(page).count(), 78, 'the saved products are shown');
  await page.locator('shop-catalogue input').fill('jamdani');
  await page.locator('shop-catalogue [role="status"]', { hasText: 'matching “jamdani”' }).waitFor();
  assert.ok((await cards(page).count()) > 0, 'search works on the saved copy');
  await page.unroute(DATA);
  await notice.getByRole('button', { name: 'Refresh' }).click();
  await notice.waitFor({ state: 'detached' });
  await cards(page).first().waitFor(); // the refreshed catalogue, loaded live
  assert.ok((await cards(page).count()) > 0);
});

it('when the Firestore code fails to load, shows the same friendly error with a Retry that works', async ({
  page,
  site,
}) => {
  const chunk = '**/widgets/chunks/firestore-*.js';
  await page.route(chunk, (route) => route.abort('internetdisconnected'));
  await page.goto(`${site.url}/demo/catalogue.html`);
  await page.evaluate(() => {
    const el = document.createElement('shop-catalogue');
    el.id = 'cloud';
    el.setAttribute('query-param', 'none');
    el.setAttribute('collection', 'Men Blazer');
    el.setAttribute('firebase-config', '{"apiKey":"k","projectId":"demo-showroom"}');
    el.setAttribute('firestore-emulator', '127.0.0.1:9');
    document.querySelector('main')!.prepend(el);
  });
  const cloudAlert = page.locator('#cloud [role="alert"]');
  await cloudAlert.waitFor();
  assert.match((await cloudAlert.textContent())!, /Check your mobile data or Wi-Fi/);
  assert.not.match((await cloudAlert.textContent())!, /chunk/i);
  await page.unroute(chunk);
  await cloudAlert.getByRole('button', { name: 'Retry' }).click();
  // The chunk now loads; the emulator port is closed, so Firestore itself answers "unavailable".
  await page.waitForFunction(() =>
    /service is not answering/.test(
      document.getElementById('cloud')!.shadowRoot!.querySelector('[role="alert"]')?.textContent ?? '',
    ),
  );
});

test.run();
