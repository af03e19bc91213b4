/**
 * The catalogue files and Firestore, side by side: with `firebase` in the shop config the site is built from
 * Firestore, so a product imported into the file but never pushed has no page. `npm run check` and the build
 * say so, naming the products and the command that brings the two together (real emulator).
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { renderPages } from '../../site/build/render.js';
import { loadShopConfig } from '../../site/build/build.js';
import { missing } from '../_util/env.js';
import { emulatorBinary, PROJECT, withEmulators, type Emulator } from '../_util/emulator.js';

const skip = emulatorBinary()
  ? ''
  : missing(
      'Cloud Firestore emulator',
      'install the Debian package google-cloud-cli-firestore-emulator or set FIRESTORE_EMULATOR_BIN',
    );

const img = '/images/products/saree/x.svg';
const PUSHED = { id: 'red-garad', title: 'Red Garad Silk Saree', des: 'Puja special', img };
const EDITED = { id: 'blue-tant', title: 'Blue Tant Saree', des: 'Cotton, daily wear', img };
const NOT_PUSHED = { id: 'green-jamdani', title: 'Green Jamdani Saree', des: 'Dhakai jamdani, new this week', img };

type Context = { emulator: Emulator; dir: string; env: Record<string, string> };
const test = suite<Context>('the catalogue files and Firestore differ (real emulator)');
withEmulators(test, skip, { emulator: 'firestore.rules' });
const it = skip ? test.skip : test;

test.before(async (context) => {
  if (skip) return;
  context.dir = await mkdtemp(path.join(tmpdir(), 'drift-'));
  const { emulator, dir } = context;
  for (const { id, ...fields } of [PUSHED, EDITED]) await emulator.seed('Saree', id, fields);
  // The file: the pushed saree, the edited one with a new description, and one imported but never pushed.
  await writeFile(
    path.join(dir, 'saree.json'),
    JSON.stringify([PUSHED, { ...EDITED, des: 'Cotton, with a red border' }, NOT_PUSHED]),
  );
  const shop = JSON.parse(await readFile('site/data/shop.json', 'utf8')) as Record<string, unknown>;
  await writeFile(
    path.join(dir, 'shop.json'),
    JSON.stringify({ ...shop, firebase: { apiKey: 'demo-key', projectId: PROJECT } }),
  );
  context.env = {
    SHOP_CONFIG: path.join(dir, 'shop.json'),
    SHOP_CATALOGUE: dir,
    FIRESTORE_EMULATOR_HOST: emulator.host,
  };
});
test.after(async ({ dir }) => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

it('npm run check says the site is built from Firestore and names the products that differ', ({ env }) => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'tools/check.ts'], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  assert.is(run.status, 0, run.stdout + run.stderr);
  const out = run.stdout;
  assert.match(out, `The site is built from Firestore project "${PROJECT}": Saree 2, Men Punjabi 0`);
  assert.match(out, `1 in the file only, so not on the site: Green Jamdani Saree (green-jamdani)`);
  assert.match(out, `1 differ between the file and Firestore, the site shows Firestore's: Blue Tant Saree (blue-tant)`);
  assert.match(out, "To put the file's products on the site: npm run catalogue -- push --collection Saree");
  assert.not.match(out, 'Red Garad', 'a product that is the same in both is not listed');
});

it('the build says the same, and builds from Firestore', async ({ emulator, dir }) => {
  const lines: string[] = [];
  const log = console.log;
  console.log = (...args: unknown[]) => lines.push(args.join(' '));
  try {
    await renderPages({
      shop: { ...(await loadShopConfig()), firebase: { apiKey: 'demo-key', projectId: PROJECT } },
      outDir: path.join(dir, 'site'),
      widgets: new Set(),
      catalogueDir: dir,
      photosDir: path.join(dir, 'no-photos'),
      firestoreEmulator: emulator.host,
    });
  } finally {
    console.log = log;
  }
  const output = lines.join('\n');
  assert.match(output, `Products from Firestore project "${PROJECT}" (the site is built from them`);
  assert.match(output, 'in the file only, so not on the site: Green Jamdani Saree (green-jamdani)');
});

test.run();
