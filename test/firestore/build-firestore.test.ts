/**
 * The site build with `firebase` in the shop config: the product pages and the listings' first cards come from
 * what Firestore holds at build time (the real emulator), not from the catalogue files.
 */
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadShopConfig } from '../../site/build/build.js';
import { productSvg } from '../../site/sample/artwork/products.js';
import { readFirestoreShop } from '../../site/build/firestore-shop.js';
import { loadProducts, renderPages } from '../../site/build/render.js';
import { routeFile } from '../../site/pages/routes.js';
import { productPath } from '../../src/product-pages.js';
import { missing } from '../_util/env.js';
import { emulatorBinary, freePort, PROJECT, withEmulators, type Emulator } from '../_util/emulator.js';
import { parse, text } from '../site/helpers.js';

const skip = emulatorBinary()
  ? ''
  : missing(
      'Cloud Firestore emulator',
      'install the Debian package google-cloud-cli-firestore-emulator or set FIRESTORE_EMULATOR_BIN',
    );

const SAREES = [
  { id: 'fs-red-garad', title: 'Red Garad Silk Saree', des: 'Puja special, red border on white silk' },
  { id: 'fs-blue-garad', title: 'Blue Garad Silk Saree', des: 'নীল গরদ, লাল পাড়' },
];
const PUNJABI = { id: 'fs-cream-punjabi', title: 'Cream Cotton Punjabi', des: 'Soft cotton for the summer' };
const BROKEN = { id: 'fs-broken', title: 42, des: 'a number where the title goes' };
const LATER = { id: 'fs-green-tant', title: 'Green Tant Saree', des: 'Cotton, daily wear' };

const picture = (slug: string, id: string) => `/images/products/${slug}/${id}.svg`;

type Context = { emulator: Emulator; out: string };
const test = suite<Context>('npm run build with Firestore configured (real emulator)');
withEmulators(test, skip, { emulator: 'firestore.rules' });
test.before(async (context) => {
  if (skip) return;
  context.out = await mkdtemp(path.join(tmpdir(), 'firestore-site-'));
  const { emulator } = context;
  for (const { id, ...fields } of SAREES) await emulator.seed('Saree', id, { ...fields, img: picture('saree', id) });
  const { id, ...fields } = PUNJABI;
  await emulator.seed('Men Punjabi', id, { ...fields, img: picture('men-punjabi', id) });
  await emulator.seed('Saree', BROKEN.id, { title: BROKEN.title, des: BROKEN.des });
});
test.after(async ({ out }) => {
  if (out) await rm(out, { recursive: true, force: true });
});

/** Renders the pages as `npm run build` does, with the product pictures it would have written; returns its output. */
async function build(context: Context, emulator = context.emulator.host): Promise<string> {
  const { out } = context;
  await rm(out, { recursive: true, force: true });
  for (const [slug, { id, title }] of [...SAREES, LATER].map((p) => ['saree', p] as const)) {
    await mkdir(path.join(out, 'images/products', slug), { recursive: true });
    await writeFile(path.join(out, picture(slug, id)), productSvg(slug, id, title));
  }
  const shop = await loadShopConfig();
  const lines: string[] = [];
  const log = console.log;
  console.log = (...args: unknown[]) => lines.push(args.join(' '));
  try {
    await renderPages({
      shop: { ...shop, firebase: { apiKey: 'demo-key', projectId: PROJECT } },
      outDir: out,
      widgets: new Set(),
      photosDir: path.join(out, 'no-photos'),
      firestoreEmulator: emulator,
    });
  } finally {
    console.log = log;
  }
  return lines.join('\n');
}

const page = async (out: string, route: string) => parse(await readFile(path.join(out, routeFile(route)), 'utf8'));

/** The product pages the listing's prerendered cards link to, in order. */
async function cards(out: string, route: string): Promise<string[]> {
  const listing = await page(out, route);
  return [...listing.querySelectorAll('shop-catalogue .card a.card__link')].map((a) => a.getAttribute('href')!);
}

const it = skip ? test.skip : test;

it('writes a page for each published product, with its title, description and a raster og:image', async (context) => {
  const output = await build(context);
  for (const product of [...SAREES, PUNJABI]) {
    const collection = product === PUNJABI ? 'Men Punjabi' : 'Saree';
    const route = productPath(collection, product.id);
    for (const address of [route, `/bn${route}`]) {
      const doc = await page(context.out, address);
      assert.is(text(doc.querySelector('h1')), product.title, address);
      assert.is(text(doc.querySelector('.product__des')), product.des, address);
    }
    const og = (await page(context.out, route)).querySelector('meta[property="og:image"]')?.getAttribute('content');
    assert.ok(og, `${route} has og:image`);
    if (collection === 'Saree') {
      assert.match(og!, /\.jpg$/);
      const size = (await stat(path.join(context.out, new URL(og!).pathname))).size;
      assert.ok(size > 0 && size <= 300 * 1024, `${og} is ${size} bytes`);
    }
  }
  assert.not.ok(existsSync(path.join(context.out, routeFile('/saree/saree-001'))), 'no page from the catalogue files');
  const sitemap = await readFile(path.join(context.out, 'sitemap.xml'), 'utf8');
  assert.match(sitemap, `/saree/${SAREES[0]!.id}</loc>`);
  assert.not.match(sitemap, '/saree/saree-001<');
  assert.match(output, 'Firestore Saree: 2 products, 1 skipped (title or des not text): fs-broken');
  assert.match(output, 'Firestore Men Punjabi: 1 products');
  // The home's cards open catalogue products Firestore lacks: each is named once, however many pages show it.
  const cards = output.split('\n').filter((line) => line.includes('which Firestore does not have'));
  assert.ok(cards.length > 0, output);
  assert.match(cards[0]!, /^ {2}collections\.json: ".+" opens product "saree-\d+", which Firestore does not have: /);
  assert.equal(cards, [...new Set(cards)], 'each card once');
});

it('skips the broken document: no page, no card', async (context) => {
  assert.not.ok(existsSync(path.join(context.out, routeFile(productPath('Saree', BROKEN.id)))));
  // In Firestore's order, which is by document id.
  const ids = SAREES.map((p) => p.id).sort();
  assert.equal(
    await cards(context.out, '/saree'),
    ids.map((id) => productPath('Saree', id)),
  );
  assert.equal(await cards(context.out, '/MenPunjabi'), [productPath('Men Punjabi', PUNJABI.id)]);
  assert.equal(await cards(context.out, '/MenBlazer'), [], 'an empty collection has no cards');
});

it('a product added in Firestore gets its page and its card at the next build', async (context) => {
  const { id, ...fields } = LATER;
  await context.emulator.seed('Saree', id, { ...fields, img: picture('saree', id) });
  const route = productPath('Saree', id);
  assert.not.ok(existsSync(path.join(context.out, routeFile(route))), 'not there before the build');
  const output = await build(context);
  assert.is(text((await page(context.out, route)).querySelector('h1')), LATER.title);
  assert.ok((await cards(context.out, '/saree')).includes(route));
  assert.match(output, 'Firestore Saree: 3 products, 1 skipped');
});

it('when Firestore cannot be reached, the build stops at once, naming the project and where it looked', async (context) => {
  const nowhere = `127.0.0.1:${await freePort()}`;
  let message = '';
  await build(context, nowhere).catch((error: unknown) => (message = String(error)));
  assert.match(message, `Cannot build the site: Firestore project "${PROJECT}" (emulator at ${nowhere})`);
  assert.match(message, `nothing answers at ${nowhere}`);
  assert.not.ok(existsSync(path.join(context.out, 'index.html')), 'no page is written');
});

it('old three-field documents still show; the new fields reach the products; unusable ones are named, not fatal', async (context) => {
  const { emulator } = context;
  const full = {
    title: 'Kantha Silk Saree',
    title_bn: 'কাঁথা স্টিচ সিল্ক শাড়ি',
    des: 'Hand kantha on tussar',
    des_bn: 'তসরের উপর হাতের কাঁথা',
    img: picture('saree', 'fs-kantha'),
    price: 4850,
    availability: 'sold out',
    showrooms: ['ranaghat', 'karimpur'],
  };
  await emulator.seed('Saree', 'fs-kantha', full);
  await emulator.seed('Saree', 'fs-odd-fields', {
    title: 'Tant Saree',
    des: 'Cotton',
    price: '2,450',
    availability: 'maybe',
    showrooms: ['ranaghat', 'kolkata'],
  });
  const shop = await loadShopConfig();
  const lines: string[] = [];
  const log = console.log;
  console.log = (...args: unknown[]) => lines.push(args.join(' '));
  let products;
  try {
    const { collections: read } = await readFirestoreShop(PROJECT, emulator.host);
    products = await loadProducts(shop, 'site/data/catalogue', read);
  } finally {
    console.log = log;
  }
  const byId = new Map(products.Saree.map((p) => [p.id, p]));
  const red = SAREES[0]!;
  assert.equal(byId.get(red.id), { id: red.id, title: red.title, des: red.des, img: picture('saree', red.id) });
  assert.equal(byId.get('fs-kantha'), { id: 'fs-kantha', ...full });
  assert.equal(byId.get('fs-odd-fields'), {
    id: 'fs-odd-fields',
    title: 'Tant Saree',
    des: 'Cotton',
    img: null,
    showrooms: ['ranaghat'],
  });
  const output = lines.join('\n');
  assert.match(output, 'Firestore Saree: 5 products, 1 skipped');
  assert.match(output, 'Firestore Saree: 3 fields the site leaves out (the products show without them):');
  assert.match(
    output,
    'Firestore Saree, product fs-odd-fields, price: "2,450" should be whole rupees from 0 to 1000000 (for example 2450).',
  );
  assert.match(
    output,
    'Firestore Saree, product fs-odd-fields, availability: "maybe" should be "in stock" or "sold out".',
  );
  assert.match(
    output,
    'Firestore Saree, product fs-odd-fields, showrooms: "kolkata" is not a showroom of the shop (ranaghat, bethuadahari, karimpur).',
  );
});

test.run();
