import { suite } from 'uvu';
import { mountCloud } from '../_util/cloud.js';
import * as assert from 'uvu/assert';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { TEST_CHROMIUM, watch } from '../_util/browser.js';
import { missing } from '../_util/env.js';
import { emulatorBinary, PROJECT, withEmulators, type Emulator } from '../_util/emulator.js';
import { catalogue, workspace } from '../_util/staff.js';
import { withBrowserAndSite } from '../_util/suite.js';
import { formatCatalogue } from '../../tools/catalogue-file.js';
import type { CatalogueRecord } from '../../tools/rows.js';

const skip = !emulatorBinary()
  ? missing(
      'Cloud Firestore emulator',
      'install the Debian package google-cloud-cli-firestore-emulator or set FIRESTORE_EMULATOR_BIN',
    )
  : !TEST_CHROMIUM
    ? missing('Chromium', 'apt-get install -y chromium')
    : '';

const test = suite<{
  emulator: Emulator;
  browser: Browser;
  site: { url: string; close(): Promise<void> };
  work: ReturnType<typeof workspace>;
}>('npm run catalogue -- push --collection Saree (real Firestore emulator, firebase-admin)');
// The page reads a local emulator, which the site's CSP (rightly) does not allow.
withBrowserAndSite(test, skip, { csp: false });
withEmulators(test, skip, { emulator: 'firestore.rules' });
const it = skip ? test.skip : test;

const PRODUCTS: CatalogueRecord[] = Array.from({ length: 1000 }, (_, i) => ({
  id: `push-${String(i + 1).padStart(4, '0')}`,
  title: i % 4 === 0 ? `লাল তাঁত শাড়ি ${i + 1}` : `Pushed Silk Saree ${i + 1}`,
  des: `Six yards, with blouse piece, number ${i + 1}`,
  img: `/images/products/saree/saree-${String((i % 132) + 1).padStart(3, '0')}.svg`,
}));

test.before((context) => {
  if (skip) return;
  context.work = workspace();
  writeFileSync(path.join(context.work.catalogue, 'saree.json'), formatCatalogue(PRODUCTS));
});
test.after(({ work }) => {
  if (work) rmSync(work.dir, { recursive: true, force: true });
});

const push = (context: { emulator: Emulator; work: { catalogue: string } }, ...extra: string[]) =>
  catalogue(['push', '--collection', 'Saree', '--project', PROJECT, ...extra], {
    FIRESTORE_EMULATOR_HOST: context.emulator.host,
    SHOP_CATALOGUE: context.work.catalogue,
    // Set to prove it is never printed; the emulator needs no key.
    GOOGLE_APPLICATION_CREDENTIALS: '/secret/service-account-key.json',
  });

/** Every document of Saree with its last update time, read as the owner over the emulator's REST API. */
async function documents(emulator: Emulator): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  let token = '';
  do {
    // The REST API answers a page at a time (at most 300 documents), with a token for the next.
    const response = await fetch(`${emulator.documentsUrl}/Saree?pageSize=300&pageToken=${token}`, {
      headers: { Authorization: 'Bearer owner' },
    });
    const body = (await response.json()) as {
      documents?: Array<{ name: string; updateTime: string }>;
      nextPageToken?: string;
    };
    for (const d of body.documents ?? []) found.set(d.name.split('/').pop()!, d.updateTime);
    token = body.nextPageToken ?? '';
  } while (token);
  return found;
}

it('pushes 1 000 products in batches; a second run writes nothing', async (context) => {
  const started = performance.now();
  const first = push(context);
  // Printed, never asserted: a timing depends on the machine.
  console.log(`\n  1 000-product push to the emulator, whole command: ${Math.round(performance.now() - started)} ms`);
  assert.is(first.status, 0, first.stderr);
  assert.match(first.stdout, 'Saree in Firestore emulator, project demo-showroom: 1000 added, 0 changed');
  assert.match(first.stdout, 'Wrote 1000 changes.');
  const written = await documents(context.emulator);
  assert.is(written.size, 1000);

  const again = push(context);
  assert.is(again.status, 0, again.stderr);
  assert.match(again.stdout, '0 added, 0 changed, 0 only in Firestore, 1000 unchanged');
  assert.match(again.stdout, 'Nothing to write.');
  assert.equal(await documents(context.emulator), written, 'no document was written again');
  for (const output of [first.stdout, first.stderr, again.stdout, again.stderr])
    assert.not.match(output, 'service-account-key', 'credentials are never printed');
});

it('a product gone from the file stays in Firestore until --prune; a changed one is updated', async (context) => {
  const next = PRODUCTS.slice(10).map((p, i) => (i === 0 ? { ...p, des: 'Now with a zari border' } : p));
  writeFileSync(path.join(context.work.catalogue, 'saree.json'), formatCatalogue(next));
  const kept = push(context);
  assert.is(kept.status, 0, kept.stderr);
  assert.match(kept.stdout, '0 added, 1 changed, 10 only in Firestore, 989 unchanged');
  assert.match(
    kept.stdout,
    '10 documents are in Firestore but not in the file; they were kept (--prune removes them).',
  );
  assert.is((await documents(context.emulator)).size, 1000);

  const pruned = push(context, '--prune');
  assert.is(pruned.status, 0, pruned.stderr);
  assert.match(pruned.stdout, '0 added, 0 changed, 10 removed, 990 unchanged');
  assert.match(pruned.stdout, `removed: ${PRODUCTS[1]!.title} (push-0002)`);
  const left = await documents(context.emulator);
  assert.is(left.size, 990);
  assert.not.ok(left.has('push-0001'));
});

/** One document's fields as plain values, read as the owner over the emulator's REST API. */
async function fields(emulator: Emulator, id: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${emulator.documentsUrl}/Saree/${id}`, { headers: { Authorization: 'Bearer owner' } });
  const body = (await response.json()) as { fields: Record<string, Record<string, unknown>> };
  const plain = (v: Record<string, unknown>): unknown =>
    'arrayValue' in v
      ? ((v.arrayValue as { values?: Array<Record<string, unknown>> }).values ?? []).map(plain)
      : 'integerValue' in v
        ? Number(v.integerValue)
        : Object.values(v)[0];
  return Object.fromEntries(Object.entries(body.fields).map(([k, v]) => [k, plain(v)]));
}

it('pushes the price, Bengali name, availability and showrooms; a field taken out of the sheet is deleted, a console note stays', async (context) => {
  const id = 'push-0011';
  // A field the shop added in the Firebase console: not ours, so no push touches it.
  const note = await fetch(`${context.emulator.documentsUrl}/Saree/${id}?updateMask.fieldPaths=note`, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields: { note: { stringValue: 'ask Ranaghat first' } } }),
  });
  assert.ok(note.ok, await note.text());
  const file = path.join(context.work.catalogue, 'saree.json');
  const base = PRODUCTS.slice(10).map((p, i) => (i === 0 ? { ...p, des: 'Now with a zari border' } : p));
  const full: CatalogueRecord = {
    ...base[0]!,
    title_bn: 'লাল তাঁত শাড়ি',
    des_bn: 'জরির পাড়',
    price: 2450,
    availability: 'sold out',
    showrooms: ['ranaghat', 'karimpur'],
  };
  writeFileSync(file, formatCatalogue([full, ...base.slice(1)]));
  const first = push(context);
  assert.is(first.status, 0, first.stderr);
  assert.match(first.stdout, '0 added, 1 changed, 0 only in Firestore, 989 unchanged');
  const { id: _id, ...written } = full;
  assert.equal(await fields(context.emulator, id), { ...written, note: 'ask Ranaghat first' });

  const { price: _price, availability: _availability, ...noPrice } = full;
  writeFileSync(file, formatCatalogue([noPrice, ...base.slice(1)]));
  const second = push(context);
  assert.is(second.status, 0, second.stderr);
  assert.match(second.stdout, '0 added, 1 changed, 0 only in Firestore, 989 unchanged');
  const { id: _same, ...left } = noPrice;
  assert.equal(await fields(context.emulator, id), { ...left, note: 'ask Ranaghat first' }, 'price and sold out gone');

  const third = push(context);
  assert.match(third.stdout, '0 changed, 0 only in Firestore, 990 unchanged');
  assert.match(third.stdout, 'Nothing to write.');
});

it('the rules still refuse a write from outside (a browser), after the push', async ({ emulator }) => {
  const response = await fetch(`${emulator.documentsUrl}/Saree?documentId=intruder`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields: { title: { stringValue: 'x' }, des: { stringValue: 'y' } } }),
  });
  assert.is(response.status, 403);
});

it('in Chromium, the catalogue reading Firestore lists what was pushed', async ({ browser, site, emulator }) => {
  const page = await browser.newPage();
  const { errors } = watch(page);
  try {
    await page.goto(`${site.url}/demo/catalogue.html`);
    const detail = await mountCloud(page, {
      config: JSON.stringify({ apiKey: 'demo-key', projectId: PROJECT }),
      host: emulator.host,
    });
    assert.equal(detail, { collection: 'Saree', count: 990, skipped: 0, source: 'firestore' });
    const titles = await page.locator('#cloud .card__title').allTextContents();
    assert.is(titles.length, 78, 'the first page of the listing');
    assert.ok(titles.includes('Pushed Silk Saree 12'), 'a pushed product is listed');
    assert.equal(errors, []);
  } finally {
    await page.close();
  }
});

test.run();
