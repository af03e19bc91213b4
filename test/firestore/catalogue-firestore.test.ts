import { suite } from 'uvu';
import { mountCloud } from '../_util/cloud.js';
import * as assert from 'uvu/assert';
import type { Browser } from 'playwright-core';
import { TEST_CHROMIUM, watch } from '../_util/browser.js';
import { missing } from '../_util/env.js';
import { emulatorBinary, PROJECT, withEmulators, type Emulator } from '../_util/emulator.js';
import { withBrowserAndSite } from '../_util/suite.js';
import { fetchFirestoreRecords } from '../../src/sources/firestore.js';
import { validateRecords } from '../../src/validate.js';

const binary = emulatorBinary();
const skip = !binary
  ? missing(
      'Cloud Firestore emulator',
      'install the Debian package google-cloud-cli-firestore-emulator or set FIRESTORE_EMULATOR_BIN',
    )
  : !TEST_CHROMIUM
    ? missing('Chromium', 'apt-get install -y chromium')
    : '';

const VALID = [
  {
    id: 'f1',
    title: 'Red Garad Silk Saree',
    des: 'Puja special with red border',
    img: '/images/products/saree/saree-001.svg',
  },
  { id: 'f2', title: 'Green Tant Saree', des: 'Cotton, daily wear', img: 'https://images.example/green.jpg' },
  { id: 'f3', title: 'নীল জামদানি', des: 'ঢাকাই বুনন', img: 'javascript:alert(1)' },
];
const BROKEN = [
  { id: 'b1', title: 42, des: 'number title' },
  { id: 'b2', title: 'no description' },
  { id: 'b3', title: null, des: 'null title' },
  { id: 'b4', title: ['array'], des: { map: true } },
];

const test = suite<{ emulator: Emulator; browser: Browser; site: { url: string; close(): Promise<void> } }>(
  '<shop-catalogue> with the Firestore source (real emulator)',
);
// The page talks to a local emulator, which the site's CSP (rightly) does not allow.
withBrowserAndSite(test, skip, { csp: false });
withEmulators(test, skip, { emulator: 'firestore.rules' });
test.before(async ({ emulator }) => {
  if (skip) return;
  for (const { id, ...fields } of [...VALID, ...BROKEN]) await emulator.seed('Saree', id, fields);
});

const it = skip ? test.skip : test;
const config = JSON.stringify({ apiKey: 'demo-key', projectId: PROJECT });

it('the source reads every document through the real SDK; validation keeps exactly the valid ones', async ({
  emulator,
}) => {
  const records = await fetchFirestoreRecords({ apiKey: 'demo-key', projectId: PROJECT }, 'Saree', emulator.host);
  assert.is(records.length, VALID.length + BROKEN.length);
  const { products, skipped } = validateRecords(records, 'https://shop.example/');
  assert.is(skipped, BROKEN.length);
  assert.equal(products.map((p) => p.id).sort(), ['f1', 'f2', 'f3']);
  assert.is(products.find((p) => p.id === 'f3')!.img, null, 'a javascript: image URL is dropped');
});

it('an empty collection loads as an empty list', async ({ emulator }) => {
  const records = await fetchFirestoreRecords({ apiKey: 'demo-key', projectId: PROJECT }, 'Men Blazer', emulator.host);
  assert.equal(records, []);
});

it('in Chromium, the element shows exactly the valid documents and reports the skipped ones', async ({
  browser,
  site,
  emulator,
}) => {
  const page = await browser.newPage();
  const { errors } = watch(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  try {
    await page.goto(`${site.url}/demo/catalogue.html`);
    await page.locator('shop-catalogue .card:not(.card--skeleton):not([hidden])').first().waitFor();
    assert.ok(
      !requested.some((path) => path.includes('/chunks/firestore')),
      'no Firestore code without a firebase-config',
    );

    const detail = await mountCloud(page, { config, host: emulator.host });
    assert.equal(detail, { collection: 'Saree', count: 3, skipped: 4, source: 'firestore' });
    const titles = await page.locator('#cloud .card__title').allTextContents();
    assert.equal(titles.sort(), VALID.map((r) => r.title).sort());
    assert.ok(
      requested.some((path) => /\/widgets\/chunks\/firestore-[\w-]+\.js$/.test(path)),
      'the Firestore chunk loads lazily',
    );
    const placeholder = page.locator('#cloud .card', { hasText: 'নীল জামদানি' }).locator('[role="img"]');
    assert.is(await placeholder.getAttribute('aria-label'), 'No photo yet');
    // The skipped records are reported with a console warning, which is expected here.
    assert.equal(
      errors.filter((e) => !e.includes('images.example')),
      [],
    );
  } finally {
    await page.close();
  }
});

test.run();
