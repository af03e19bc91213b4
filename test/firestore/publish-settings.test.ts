/**
 * What `npm run publish` refuses before it builds anything (real Firestore emulator): the shop's settings in
 * Firestore with a mistake or still the sample details, a photo the site cannot show, and a computer with no key.
 * Each says what is wrong and what to do, in the words `npm run check` uses, and records it for the shop manager.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Firestore } from 'firebase-admin/firestore';
import { openFirestore, readFirestoreShop } from '../../site/build/firestore-shop.js';
import { firestorePhotoStore } from '../../site/build/photo-store.js';
import { missing } from '../_util/env.js';
import { emulatorBinary, PROJECT, withEmulators, type Emulator } from '../_util/emulator.js';
import { REAL_DETAILS } from '../_util/real-details.js';

const skip = emulatorBinary()
  ? ''
  : missing(
      'Cloud Firestore emulator',
      'install the Debian package google-cloud-cli-firestore-emulator or set FIRESTORE_EMULATOR_BIN',
    );

type Context = { emulator: Emulator; dir: string; db: Firestore; close(): Promise<void> };
const test = suite<Context>('npm run publish refuses before building (real Firestore emulator)');
withEmulators(test, skip, { emulator: 'firestore.rules' });
const it = skip ? test.skip : test;

const SAMPLE = JSON.parse(await readFile('site/data/shop.json', 'utf8')) as Record<string, unknown>;
let text = JSON.stringify(SAMPLE);
for (const [sample, real] of REAL_DETAILS) text = text.replaceAll(sample, real);
const REAL = JSON.parse(text) as Record<string, unknown>;

function run(script: string, context: Context | null, env: Record<string, string | undefined> = {}) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script], {
    encoding: 'utf8',
    env: {
      ...process.env,
      FIREBASE_PROJECT: PROJECT,
      FIRESTORE_EMULATOR_HOST: context?.emulator.host,
      SHOP_DIST: context ? path.join(context.dir, 'site') : undefined,
      PUBLISH_TO_FOLDER: context ? path.join(context.dir, 'online') : undefined,
      ...env,
    },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const lastRecord = async ({ db }: Context) =>
  (await db.collection('publishes').orderBy('at', 'desc').limit(1).get()).docs[0]?.data();

test.before(async (context) => {
  if (skip) return;
  context.dir = await mkdtemp(path.join(tmpdir(), 'publish-settings-'));
  const { db, close } = await openFirestore(PROJECT, context.emulator.host);
  Object.assign(context, { db, close });
  await context.emulator.seed('Saree', 'red-silk', { title: 'Red Silk Saree', des: 'Puja special', price: 2450 });
});
test.after(async ({ dir, close }) => {
  await close?.();
  if (dir) await rm(dir, { recursive: true, force: true });
});

it('settings with a mistake: named as npm run check names it, recorded, nothing built', async (context) => {
  await context.emulator.seed('settings', 'shop', { ...REAL, chatNumber: 'call us' });
  const publish = run('tools/publish.ts', context);
  assert.is(publish.status, 1);
  const words =
    "Checking the shop's settings failed: settings/shop (the shop's settings in Firestore): a problem to fix:\n" +
    '  the WhatsApp number ("chatNumber"): expected an Indian phone number';
  assert.match(publish.stderr, words);
  assert.match(publish.stderr, 'The site online is as it was.');
  assert.not.ok(existsSync(path.join(context.dir, 'site.next')), 'no build started');
  const record = await lastRecord(context);
  assert.is(record?.ok, false);
  assert.match(record?.message as string, words);

  // npm run check, on a computer whose shop.json says the site is built from Firestore, says the same.
  await writeFile(
    path.join(context.dir, 'shop.json'),
    JSON.stringify({ ...SAMPLE, firebase: { apiKey: 'k', projectId: PROJECT } }),
  );
  const check = run('tools/check.ts', context, { SHOP_CONFIG: path.join(context.dir, 'shop.json') });
  assert.is(check.status, 1);
  assert.match(
    check.stderr,
    'settings/shop (the shop\'s settings in Firestore): a problem to fix:\n  the WhatsApp number ("chatNumber")',
  );
});

it('settings that are still the sample details: listed, and refused unless it is a test project', async (context) => {
  await context.db.collection('settings').doc('shop').set(SAMPLE);
  const publish = run('tools/publish.ts', context);
  assert.is(publish.status, 1);
  assert.match(publish.stderr, "settings/shop (the shop's settings in Firestore) still has 11 sample values");
  assert.match(publish.stderr, `the site's public address ("siteUrl"): "https://showroom.example.com"`);
  assert.match(publish.stderr, 'for a test project only, run npm run publish -- --allow-sample.');
  assert.not.ok(existsSync(path.join(context.dir, 'site.next')), 'no build started');
  assert.is((await lastRecord(context))?.ok, false);
});

it('a photo the site cannot show is named with its products; the products are still read', async (context) => {
  const { emulator, db } = context;
  await emulator.seed('Saree', 'blue-tant', { title: 'Blue Tant Saree', des: 'Cotton', photo: 'gone123' });
  await emulator.seed('Saree', 'green-tant', { title: 'Green Tant Saree', des: 'Cotton', photo: 'Png9' });
  await emulator.seed('Men Punjabi', 'green-punjabi', { title: 'Green Punjabi', des: 'Cotton', photo: 'Png9' });
  await db
    .collection('photos')
    .doc('Png9')
    .set({ data: Buffer.from('not a photo'), type: 'image/png' });
  const shop = await readFirestoreShop(PROJECT, emulator.host);
  assert.equal(shop.photoProblems, [
    {
      photo: 'gone123',
      products: ['Saree/blue-tant'],
      problem: 'not in Firestore (removed, or its upload never finished): choose the photo again.',
    },
    {
      photo: 'Png9',
      products: ['Saree/green-tant', 'Men Punjabi/green-punjabi'],
      problem: 'its type "image/png" is not a JPEG or WebP photo: upload the photo again.',
    },
  ]);
  assert.is(shop.collections.Saree.records.length, 3);
  // A photo too big for the rules never gets in; one written past them is refused by the store all the same.
  await firestorePhotoStore(db).write(
    'Big1',
    { bytes: new Uint8Array(901 * 1024), type: 'image/jpeg', width: 1, height: 1 },
    'x@y.in',
  );
  assert.match(String(await firestorePhotoStore(db).read('Big1')), /^901 KB, more than 900 KB/);
});

test('FIREBASE_SERVICE_ACCOUNT that is not a key: says what to paste into the secret', () => {
  const publish = run('tools/publish.ts', null, { FIREBASE_SERVICE_ACCOUNT: '{"type":"service_account"}' });
  assert.is(publish.status, 1);
  assert.match(publish.stderr, 'FIREBASE_SERVICE_ACCOUNT is not a service-account key: paste the whole key file');
  assert.match(publish.stderr, 'Nothing was published.');
});

test('no key on this computer: says where to get one and where to put it', async () => {
  const home = await mkdtemp(path.join(tmpdir(), 'no-key-'));
  try {
    const publish = run('tools/publish.ts', null, { HOME: home, GOOGLE_APPLICATION_CREDENTIALS: undefined });
    assert.is(publish.status, 1);
    assert.match(
      publish.stderr,
      `Cannot reach Firestore project "${PROJECT}": No Firestore key on this computer: set GOOGLE_APPLICATION_CREDENTIALS`,
    );
    assert.match(publish.stderr, 'Nothing was published.');
  } finally {
    await rm(home, { recursive: true, force: true });
  }
});

test.run();
