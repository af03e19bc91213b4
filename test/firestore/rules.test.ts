import { suite } from 'uvu';
import { mountCloud } from '../_util/cloud.js';
import * as assert from 'uvu/assert';
import type { Browser } from 'playwright-core';
import { CHROMIUM } from '../_util/browser.js';
import { missing } from '../_util/env.js';
import { emulatorBinary, PROJECT, toValue, withEmulators, type Emulator } from '../_util/emulator.js';
import { withBrowserAndSite } from '../_util/suite.js';
import { imagesSettled, inspectRendering, xssRecords } from '../_util/xss.js';
import { fetchFirestoreRecords } from '../../src/sources/firestore.js';
import { COLLECTIONS } from '../../src/product.js';
import { CatalogueLoadError } from '../../src/sources/errors.js';

const binary = emulatorBinary();
const skip = binary
  ? ''
  : missing(
      'Cloud Firestore emulator',
      'install the Debian package google-cloud-cli-firestore-emulator or set FIRESTORE_EMULATOR_BIN',
    );

const rules = suite<{ emulator: Emulator }>('firestore.rules (real emulator started with --rules)');
withEmulators(rules, skip, { emulator: 'firestore.rules' });
rules.before(async ({ emulator }) => {
  if (skip) return;
  for (const collection of COLLECTIONS) await emulator.seed(collection, 'p1', { title: 'T', des: 'D' });
  await emulator.seed('Orders', 'o1', { phone: '9999900001' });
});
const it = skip ? rules.skip : rules;

/** A request as a shopper's browser makes it: no owner token, so the rules apply. */
const asShopper = (url: string, init: RequestInit = {}) =>
  fetch(url, { ...init, headers: { 'Content-Type': 'application/json', ...(init.headers ?? {}) } });
const body = (fields: Record<string, unknown>) =>
  JSON.stringify({ fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, toValue(v)])) });

it('lets anyone list and read each of the four catalogue collections', async ({ emulator }) => {
  for (const collection of COLLECTIONS) {
    const list = await asShopper(`${emulator.documentsUrl}/${encodeURIComponent(collection)}`);
    assert.is(list.status, 200, `list ${collection}`);
    const one = await asShopper(`${emulator.documentsUrl}/${encodeURIComponent(collection)}/p1`);
    assert.is(one.status, 200, `get ${collection}/p1`);
  }
});

it('refuses to create, update or delete a product', async ({ emulator }) => {
  const saree = `${emulator.documentsUrl}/Saree`;
  assert.is(
    (await asShopper(`${saree}?documentId=new`, { method: 'POST', body: body({ title: 'x', des: 'y' }) })).status,
    403,
  );
  assert.is(
    (await asShopper(`${saree}/p1`, { method: 'PATCH', body: body({ title: 'hacked', des: 'y' }) })).status,
    403,
  );
  assert.is((await asShopper(`${saree}/p1`, { method: 'DELETE' })).status, 403);
  const still = await (await asShopper(`${saree}/p1`)).json();
  assert.is(still.fields.title.stringValue, 'T', 'the product is unchanged');
});

it('refuses reads of any other collection and of sub-collections', async ({ emulator }) => {
  assert.is((await asShopper(`${emulator.documentsUrl}/Orders`)).status, 403);
  assert.is((await asShopper(`${emulator.documentsUrl}/Orders/o1`)).status, 403);
  assert.is((await asShopper(`${emulator.documentsUrl}/Saree/p1/private`)).status, 403);
});

it('through the SDK, a refused read becomes a "permission" load error', async ({ emulator }) => {
  const error = await fetchFirestoreRecords({ apiKey: 'k', projectId: PROJECT }, 'Orders', emulator.host).catch(
    (e: unknown) => e,
  );
  assert.instance(error, CatalogueLoadError);
  assert.is((error as CatalogueLoadError).kind, 'permission');
  const allowed = await fetchFirestoreRecords({ apiKey: 'k', projectId: PROJECT }, 'Men Tshirt', emulator.host);
  assert.is(allowed.length, 1);
});

rules.run();

const page = suite<{
  emulator: Emulator;
  closed: Emulator;
  browser: Browser;
  site: { url: string; close(): Promise<void> };
}>('<shop-catalogue> with hostile Firestore data and closed rules (real emulator, Chromium)');
const needsBrowser = skip || (CHROMIUM ? '' : missing('Chromium', 'apt-get install -y chromium'));
// The page talks to a local emulator, which the site's CSP (rightly) does not allow.
withBrowserAndSite(page, needsBrowser, { csp: false });
withEmulators(page, needsBrowser, { emulator: 'firestore.rules', closed: 'test/fixtures/deny-all.rules' });
page.before(async ({ emulator }) => {
  if (needsBrowser) return;
  for (const { id, ...fields } of xssRecords()) await emulator.seed('Men Blazer', id, fields);
});
const check = needsBrowser ? page.skip : page;
const config = JSON.stringify({ apiKey: 'demo-key', projectId: PROJECT });

check(
  'renders XSS payloads read from Firestore as text and runs none of them (no CSP)',
  async ({ browser, site, emulator }) => {
    const tab = await browser.newPage();
    const dialogs: string[] = [];
    tab.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await tab.goto(`${site.url}/demo/catalogue.html`);
    await mountCloud(tab, { config, host: emulator.host, collection: 'Men Blazer', loaded: false });
    await tab.locator('#cloud .card:not(.card--skeleton):not([hidden])').first().waitFor();
    await imagesSettled(tab, '#cloud');
    const seen = await inspectRendering(tab, '#cloud');
    const expected = xssRecords().map((r) => ({ title: r.title, des: r.des }));
    assert.equal(
      [...seen.cards].sort((a, b) => a.title.localeCompare(b.title)),
      [...expected].sort((a, b) => a.title.localeCompare(b.title)),
    );
    assert.equal(seen.badUrls, []);
    assert.is(seen.injected, 0);
    assert.is(seen.ran, undefined);
    assert.equal(dialogs, []);
    await tab.close();
  },
);

check(
  'when the rules refuse the read, says the catalogue is not open and offers Retry and a call',
  async ({ browser, site, closed }) => {
    const tab = await browser.newPage();
    await tab.goto(`${site.url}/demo/catalogue.html`);
    await mountCloud(tab, { config, host: closed.host, collection: 'Saree', loaded: false });
    const alert = tab.locator('#cloud [role="alert"]');
    await alert.waitFor();
    const said = (await alert.textContent())!;
    assert.match(said, /not open for viewing just now\. Please call or WhatsApp us/, `the alert said: ${said}`);
    assert.ok(await alert.getByRole('button', { name: 'Retry' }).isVisible());
    assert.match((await alert.getByRole('link', { name: 'Call the shop' }).getAttribute('href'))!, /^tel:\+91\d{10}$/);
    await tab.close();
  },
);

page.run();
