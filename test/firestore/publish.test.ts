/**
 * `npm run publish`, run as the scheduled workflow runs it, against the real Firestore emulator and Firebase's own
 * Hosting emulator. The deploy cannot reach Firebase from a test: PUBLISH_TO_FOLDER puts the site into the folder the
 * Hosting emulator serves, and every check reads it back from that emulator, as a shopper's phone reads Hosting.
 * Two publishes build the site (the first, and one with every kind of change); the others stop before building.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Timestamp } from 'firebase-admin/firestore';
import { firestorePhotoStore } from '../../site/build/photo-store.js';
import { storedPhotoName } from '../../site/build/product-photos.js';
import { ROUTES } from '../../site/pages/routes.js';
import { productPath } from '../../src/product-pages.js';
import { launch } from '../_util/browser.js';
import { withEmulators } from '../_util/emulator.js';
import {
  phonePhoto,
  publishes,
  publishMissing,
  publishState as state,
  realSettings,
  runPublish as publish,
  served,
  withPublishing,
  type PublishContext as Context,
} from '../_util/publish.js';
import { parse, text } from '../site/helpers.js';

const skip = publishMissing();

const RED = {
  id: 'fs-red-garad',
  title: 'Red Garad Silk Saree',
  title_bn: 'লাল গরদ সিল্ক শাড়ি',
  des: 'Puja special, red border on white silk',
  price: 2450,
  photo: 'RedGarad01',
};
const OLD = { id: 'fs-old-tant', title: 'Old Tant Saree', des: 'Cotton, daily wear', price: 900 };
const PUNJABI = {
  id: 'fs-cream-punjabi',
  title: 'Cream Cotton Punjabi',
  des: 'Soft cotton for the summer',
  price: 1200,
};
const BROKEN = { id: 'fs-broken', title: 42, des: 'a number where the title goes' };
const NEW = {
  id: 'fs-new-jamdani',
  title: 'Blue Dhakai Jamdani Saree',
  des: 'Hand-woven jamdani, new this week',
  price: 5200,
  photo: 'NewJamdani7',
};
const NEW_OFFER = 'জামদানির নতুন অফার: এই সপ্তাহে ১০% ছাড়!';
const STAFF = 'rina.staff@gmail.com';

const test = suite<Context>('npm run publish (real Firestore emulator, Firebase Hosting emulator)');
withEmulators(test, skip, { emulator: 'firestore.rules' });
withPublishing(test, skip);
const it = skip ? test.skip : test;

test.before(async (context) => {
  if (skip) return;
  const { emulator, db } = context;
  await emulator.seed('settings', 'shop', { ...(await realSettings()), updatedBy: 'owner@gmail.com' });
  for (const { id, ...fields } of [RED, OLD, BROKEN]) await emulator.seed('Saree', id, fields);
  await emulator.seed('Men Punjabi', PUNJABI.id, PUNJABI);
  const photo = await phonePhoto('#800000', '#f2c14e');
  await firestorePhotoStore(db).write(
    RED.photo,
    { bytes: photo, type: 'image/jpeg', width: 1200, height: 1600 },
    STAFF,
  );
});

it('the first publish puts the shop online from Firestore, naming the document it leaves out', async (context) => {
  const run = await publish(context);
  assert.is(run.status, 0, run.stderr + run.stdout.slice(-3000));
  assert.match(
    run.stdout,
    /Published in [\d.]+ s: 3 added \(Men Punjabi\/fs-cream-punjabi, Saree\/fs-old-tant, Saree\/fs-red-garad\), the shop's settings\./,
  );
  assert.match(
    run.stdout,
    '1 document is left out of the site:\n  Saree/fs-broken: its title or description is not text, so the product cannot be shown; fix it in the shop manager.',
  );
  const red = await served(context, productPath('Saree', RED.id));
  assert.is(red.status, 200);
  assert.is(text(parse(red.body).querySelector('h1')), RED.title);
  assert.is((await served(context, productPath('Saree', BROKEN.id))).status, 404, 'no page for the broken document');
  const [record] = await publishes(context);
  assert.is(record?.ok, true);
  assert.is(record?.message, 'Published');
  assert.equal(record?.changes, {
    added: ['Men Punjabi/fs-cream-punjabi', 'Saree/fs-old-tant', 'Saree/fs-red-garad'],
    changed: [],
    removed: [],
    soldOut: [],
    settings: true,
  });
  assert.equal(record?.skipped, [
    'Saree/fs-broken: its title or description is not text, so the product cannot be shown; fix it in the shop manager.',
  ]);
  assert.ok((record?.seconds as number) > 0);
  const after = await state(context);
  assert.is(after?.hash, record?.hash);
  assert.equal(Object.keys(after?.products as object).sort(), record?.changes.added);
});

it("the shop's pages read only static files: the listing is the built catalogue, with no Firestore config", async (context) => {
  const listing = await served(context, '/saree');
  assert.not.match(listing.body, 'firebase-config');
  assert.match(listing.body, 'loading="interaction"');
  const catalogue = JSON.parse((await served(context, '/catalogue/saree.json')).body) as Array<{
    id: string;
    img?: string;
  }>;
  assert.equal(catalogue.map((p) => p.id).sort(), [BROKEN.id, OLD.id, RED.id]);
  // The photo's address on the site, never Firestore's document.
  assert.match(
    catalogue.find((p) => p.id === RED.id)!.img!,
    new RegExp(`^/images/photos/products/${storedPhotoName(RED.photo)}(\\.\\w+)?\\.jpg$`),
  );
});

it('a second publish with nothing changed does nothing and says so', async (context) => {
  const before = (await publishes(context)).length;
  const run = await publish(context);
  assert.is(run.status, 0, run.stderr);
  assert.match(
    run.stdout,
    /Nothing changed since the last publish at \d{1,2} \w{3} 20\d\d, \d{1,2}:\d\d [ap]m \(India time\); the site stays as it is\./,
  );
  assert.not.match(run.stdout, 'Building the site');
  assert.not.ok(existsSync(path.join(context.dir, 'site.next')), 'no build started');
  assert.is((await publishes(context)).length, before, 'nothing recorded');
});

it('every run empties the trash of products deleted more than 30 days ago, also when nothing else changed', async (context) => {
  const { db } = context;
  const daysAgo = (days: number) => Timestamp.fromMillis(Date.now() - days * 86_400_000);
  const trashed = (productId: string, title: string, days: number) => ({
    collection: 'Saree',
    productId,
    record: { title, des: 'Deleted in the shop manager' },
    deletedBy: STAFF,
    deletedAt: daysAgo(days),
  });
  await db
    .collection('trash')
    .doc('old')
    .set(trashed('fs-faded-tangail', 'Faded Tangail Saree', 31));
  await db
    .collection('trash')
    .doc('recent')
    .set(trashed('fs-rust-handloom', 'Rust Handloom Saree', 1));
  const before = (await publishes(context)).length;

  const run = await publish(context);
  assert.is(run.status, 0, run.stderr);
  assert.match(
    run.stdout,
    'Trash: 1 product deleted more than 30 days ago is now gone for good: Saree/fs-faded-tangail ("Faded Tangail Saree").',
  );
  assert.match(run.stdout, 'Nothing changed since the last publish');
  const left = (await db.collection('trash').get()).docs.map((d) => d.id);
  assert.equal(left, ['recent'], 'the one deleted yesterday can still be brought back');
  assert.is((await publishes(context)).length, before, 'nothing else recorded');

  const again = await publish(context);
  assert.is(again.status, 0, again.stderr);
  assert.match(again.stdout, 'Trash: nothing deleted more than 30 days ago.');
  assert.equal(
    (await db.collection('trash').get()).docs.map((d) => d.id),
    ['recent'],
  );
});

it('a new saree, a changed offer and a removed product go online together; a second run meanwhile does not start', async (context) => {
  const { emulator, db } = context;
  const { id, ...fields } = NEW;
  await emulator.seed('Saree', id, fields);
  await firestorePhotoStore(db).write(
    NEW.photo,
    { bytes: await phonePhoto('#1a3d7c', '#e8e0c8'), type: 'image/jpeg', width: 1200, height: 1600 },
    STAFF,
  );
  await db
    .collection('settings')
    .doc('shop')
    .update({ offers: [NEW_OFFER] });
  await db.collection('Saree').doc(OLD.id).delete();
  await db.collection('publishing').doc('request').set({ requestedAt: Timestamp.now(), requestedBy: STAFF });

  const first = publish(context);
  // Meanwhile the schedule starts another run: it finds the lease taken and stops at once.
  const lease = db.collection('publishing').doc('lease');
  while (!(await lease.get()).exists) await new Promise((resolve) => setTimeout(resolve, 100));
  const second = await publish(context);
  assert.is(second.status, 0, second.stderr);
  assert.match(
    second.stdout,
    /A publish is already running \(.+; its turn ends by .+ at the latest\)\. This run does not start another/,
  );
  assert.not.match(second.stdout, 'Reading the shop');

  const run = await first;
  assert.is(run.status, 0, run.stderr + run.stdout.slice(-3000));
  assert.match(run.stdout, `(asked for by ${STAFF} in the shop manager)`);
  assert.match(
    run.stdout,
    /Published in [\d.]+ s: 1 added \(Saree\/fs-new-jamdani\), 1 removed \(Saree\/fs-old-tant\), the shop's settings\./,
  );
  assert.not.ok((await lease.get()).exists, 'the lease is given back');

  // The new saree: its page, its photo in every size and format (EXIF removed), its feed rows.
  const page = parse((await served(context, productPath('Saree', NEW.id))).body);
  assert.is(text(page.querySelector('h1')), NEW.title);
  const name = storedPhotoName(NEW.photo);
  const sources = [...page.querySelectorAll('picture source, picture img')].map(
    (el) => el.getAttribute('srcset') ?? '',
  );
  // The page offers the widths its frame needs (site/pages/product.ts); every width is published.
  for (const format of ['avif', 'webp', 'jpg'])
    for (const width of [480, 960])
      assert.ok(
        sources.some((set) =>
          new RegExp(`/images/photos/products/${name}-${width}(\\.\\w+)?\\.${format} ${width}w`).test(set),
        ),
        `${format} ${width}w in ${sources.join(' | ')}`,
      );
  for (const [file, width] of [
    [`${name}.jpg`, 960],
    [`${name}-1200.avif`, 1200],
    [`${name}-480.webp`, 480],
  ] as const) {
    const photo = await fetch(new URL(`/images/photos/products/${file}`, context.hosting.url));
    assert.is(photo.status, 200, file);
    const meta = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
    assert.is(meta.exif, undefined, `no EXIF in ${file}`);
    assert.is(meta.width, width, file);
  }
  const meta1 = Papa.parse<Record<string, string>>((await served(context, '/feeds/meta-catalog.csv')).body, {
    header: true,
  }).data;
  const row = meta1.find((r) => r.id === NEW.id);
  assert.ok(row, 'a row in the Meta catalogue feed');
  assert.is(row!.price, '5200.00 INR');
  assert.match(row!.image_link ?? '', `/images/photos/products/${name}.jpg`);
  assert.match((await served(context, '/feeds/google-merchant.xml')).body, `<g:id>${NEW.id}</g:id>`);

  // The changed offer, on every page in both languages.
  for (const route of ROUTES) {
    const { status, body } = await served(context, route);
    assert.is(status, 200, route);
    assert.ok(body.includes(NEW_OFFER), `${route} shows the new offer`);
  }

  // The removed product: no page; the 404 page offers its listing (assets/not-found.js shows that line there).
  const gone = await served(context, productPath('Saree', OLD.id));
  assert.is(gone.status, 404);
  const line = parse(gone.body).querySelector('.gone-product[data-listing="/saree"]');
  assert.ok(line, 'the 404 page has the saree listing line');
  assert.is(line!.querySelector('a')!.getAttribute('href'), '/saree');
  assert.not.match((await served(context, '/catalogue/saree.json')).body, OLD.id);

  const record = (await publishes(context)).at(-1)!;
  assert.is(record.ok, true);
  assert.is(record.requestedBy, STAFF);
  assert.equal(record.changes, {
    added: ['Saree/fs-new-jamdani'],
    changed: [],
    removed: ['Saree/fs-old-tant'],
    soldOut: [],
    settings: true,
  });
  assert.not.ok((await db.collection('publishing').doc('request').get()).exists, 'the request is cleared');
  // What the shop manager shows as online: the products now published, the removed one no longer.
  assert.equal(Object.keys((await state(context))?.products as object).sort(), [
    'Men Punjabi/fs-cream-punjabi',
    'Saree/fs-new-jamdani',
    'Saree/fs-red-garad',
  ]);
});

it('on a phone, the listing searches the published catalogue and never asks Firestore', async (context) => {
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await page.goto(new URL('/saree', context.hosting.url).href);
    // The shopper's first touch: the catalogue loads and searches the JSON built with the page.
    await page.locator('#shop-catalogue-search').first().fill('jamdani');
    // The prerendered cards show the new saree too: wait for the search to have hidden the others. The cards shown
    // are in the element's shadow root (the prerendered ones stay behind, unrendered): a locator pierces it.
    await page.locator('shop-catalogue .card__title:visible', { hasText: RED.title }).waitFor({ state: 'detached' });
    assert.equal(await page.locator('shop-catalogue .card__title:visible').allTextContents(), [NEW.title]);
    assert.ok(
      asked.some((url) => url.endsWith('/catalogue/saree.json')),
      'the built catalogue is read',
    );
    assert.equal(
      asked.filter((url) => /googleapis|firestore/i.test(url)),
      [],
      'no Firestore code or request',
    );
  } finally {
    await browser.close();
  }
});

it('a publish whose build fails leaves the site online as it was and records the failure in plain words', async (context) => {
  const { emulator } = context;
  const before = await state(context);
  // Firestore tells these ids apart; a web address does not: the two would share one page.
  await emulator.seed('Saree', 'FS-RED-GARAD', { title: 'Red Garad Saree (copy)', des: 'typed twice', price: 2450 });
  const run = await publish(context);
  assert.is(run.status, 1);
  assert.match(
    run.stderr,
    'Building the site failed: Invalid catalogue Saree: products "FS-RED-GARAD" and "fs-red-garad" would share the page',
  );
  assert.match(run.stderr, 'The site online is as it was.');
  const record = (await publishes(context)).at(-1)!;
  assert.is(record.ok, false);
  assert.match(record.message as string, 'Building the site failed: Invalid catalogue Saree');
  assert.equal(record.changes.added, ['Saree/FS-RED-GARAD']);
  assert.equal((await state(context))?.hash, before?.hash, 'the last good publish stays the state');
  // Still served: the last good site, with the saree published before.
  const page = await served(context, productPath('Saree', NEW.id));
  assert.is(page.status, 200);
  assert.ok((await served(context, '/')).body.includes(NEW_OFFER));

  // The next scheduled run does not build the same failing changes again.
  const again = await publish(context);
  assert.is(again.status, 0, again.stderr);
  assert.match(again.stdout, 'The last publish of these same changes failed at');
  assert.match(again.stdout, 'It is not tried again until something changes, or someone asks to publish now');
  assert.not.match(again.stdout, 'Building the site …');
  assert.not.ok(existsSync(path.join(context.dir, 'site.next')), 'no build started');
});

test.run();
