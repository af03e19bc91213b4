/**
 * `npm run build`: validates the shop's data, bundles the widgets, and writes
 * the static site to dist/site: pages, widgets/, catalogue/, images/, demo/.
 */
import { cp, mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { publishDeclarations } from '../../widgets/declarations.js';
import { WIDGETS } from '../../widgets/entries.mjs';
import { LANGS } from '../../src/i18n.js';
import type { ShopConfig } from '../../src/config/schema.js';
import { COLLECTION_INFO, COLLECTIONS, type Collection } from '../../src/product.js';
import { validateRecords } from '../../src/validate.js';
import { writeProductArtwork } from '../sample/artwork/products.js';
import { FIREBASE_JSON, firebaseJson } from '../server/firebase.js';
import { hashAssets } from './hash-assets.js';
import { compressed } from './compress-cache.js';
import { explain } from './problems.js';
import { SETTINGS_DOC, readFirestoreShop, type FirestoreCollection, type FirestoreShop } from './firestore-shop.js';
import { CATALOGUE_DIR, photoProblemLines, prepareProductPhotos, prepareStoredPhotos } from './product-photos.js';
import { productEntries } from './products.js';
import { problemLines, recordProblems } from './record-problems.js';
import { loadProducts, renderPages } from './render.js';
import { writeServiceWorker } from './service-worker.js';
import { buildManager } from './manage.js';
import { SETTINGS_SOURCE, loadShopConfig, shopConfigFile, shopSettings } from './shop-config.js';
import { widgetCache } from './bundle-cache.js';
import { siteStylesheet } from './stylesheet.js';
import { transform } from 'esbuild';
import { isEntry } from '../../tools/entry.js';
import { eachPerCore } from '../../tools/per-core.js';

/** Where the site is written; SHOP_DIST lets parallel runs use their own folder. */
export const OUT = process.env.SHOP_DIST ?? 'dist/site';
const COMPRESSIBLE = /\.(html|js|json|svg|css|xml|txt)$/;

export { SETTINGS_SOURCE, loadShopConfig, shopConfigFile, shopSettings };

async function bundleWidgets(out: string, shopJson?: string): Promise<void> {
  const key = await widgetCache.key(shopJson === undefined ? '' : `\0shop:${shopJson}`);
  if (await widgetCache.restore(key, out)) {
    console.log('  widgets: their code and the shop config are as at an earlier build: its bundles are used');
    return;
  }
  // Loaded here, not at the top: rollup and TypeScript take seconds to load, and `npm run dev` imports this
  // module for its page steps, which never bundle.
  const [{ rollup }, { widgetBuild }] = await Promise.all([import('rollup'), import('../../rollup.config.mjs')]);
  // The stable entries partners paste (both languages), then one bundle per language for the site's own pages.
  for (const lang of [undefined, ...LANGS]) {
    const options = widgetBuild({ outDir: out, lang, shopJson });
    const bundle = await rollup({
      ...options,
      onwarn: (warning) => {
        throw new Error(`rollup: ${warning.message}`);
      },
    });
    await bundle.write(options.output);
    await bundle.close();
  }
  await widgetCache.keep(key, out);
}

/**
 * Copies the catalogue JSON, reporting what the widgets would skip so the staff see it at build time: records
 * skipped whole, and each optional field left out (a price that is not whole rupees, an unknown showroom), named
 * by file, product and field. Neither stops the build.
 */
export async function publishCatalogue(
  out = OUT,
  showroomIds?: readonly string[],
  firestore?: Record<Collection, FirestoreCollection>,
): Promise<void> {
  const showrooms = showroomIds ?? (await loadShopConfig()).showrooms.map((s) => s.id);
  await mkdir(path.join(out, 'catalogue'), { recursive: true });
  for (const collection of COLLECTIONS) {
    const file = `${COLLECTION_INFO[collection].slug}.json`;
    if (firestore) {
      // What the pages show, so the listing's search finds what its cards show (the build names their problems).
      await writeFile(path.join(out, 'catalogue', file), JSON.stringify(firestore[collection].records));
      continue;
    }
    const source = path.join(CATALOGUE_DIR, file);
    const text = await readFile(source, 'utf8');
    let records: unknown;
    try {
      records = JSON.parse(text);
    } catch (error) {
      throw new Error(
        `${source} is damaged (${(error as Error).message}): import the spreadsheet again, or put back the ` +
          'copy from before the last change.',
        { cause: error },
      );
    }
    const { products, skipped } = validateRecords(records, 'https://example.invalid/catalogue/');
    const problems = recordProblems(records, showrooms);
    console.log(
      `  catalogue/${file}: ${products.length} products${skipped ? `, ${skipped} skipped (title or des not text)` : ''}`,
    );
    for (const line of problemLines(`catalogue/${file}`, problems)) console.log(line);
    await writeFile(path.join(out, 'catalogue', file), JSON.stringify(records));
  }
  const images = await writeProductArtwork(CATALOGUE_DIR, out);
  console.log(`  images/products: ${images} images`);
  if (!firestore) {
    const photos = await prepareProductPhotos(out);
    console.log(`  images/photos/products: ${photos.size} photos`);
  }
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** Writes .br and .gz beside each text file (the server sends them as is) and prints the JS sizes. */
async function precompress(out: string): Promise<void> {
  const rows: string[] = [];
  const files: string[] = [];
  for await (const file of walk(out)) if (COMPRESSIBLE.test(file)) files.push(file);
  // Brotli at its best takes tens of milliseconds a page: a file a core.
  await eachPerCore(files, async (file) => {
    const data = await readFile(file);
    const { gz, br } = await compressed(data);
    await writeFile(`${file}.gz`, gz);
    await writeFile(`${file}.br`, br);
    if (file.endsWith('.js')) {
      rows.push(`  ${path.relative(out, file).padEnd(44)} ${kb(data.length)} ${kb(gz.length)} ${kb(br.length)}`);
    }
  });
  console.log(`  ${'file'.padEnd(44)} ${'raw'.padStart(9)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)}`);
  console.log(rows.sort().join('\n'));
}

/** The files published as they are (the page assets' scripts minified) and the demo pages. */
export async function copyStatic(shop: ShopConfig, out = OUT): Promise<void> {
  await cp('site/assets', path.join(out, 'assets'), { recursive: true });
  // The sources keep their comments; a phone gets none of them (worker-client.js: 1.5 → 0.9 KB gzip).
  for (const name of await readdir(path.join(out, 'assets'))) {
    if (!name.endsWith('.js')) continue;
    const file = path.join(out, 'assets', name);
    const { code } = await transform(await readFile(file, 'utf8'), { loader: 'js', minify: true });
    await writeFile(file, code);
  }
  // Minified (the sources keep their comments): it blocks the first paint of every page.
  const { code: css } = await transform(await siteStylesheet(shop.offers), { loader: 'css', minify: true });
  await writeFile(path.join(out, 'assets/site.css'), css);
  await cp('demo', path.join(out, 'demo'), { recursive: true });
  // The hostile-partner demo runs a second, separate copy of Preact, as a partner's own app would.
  await cp('node_modules/preact/dist/preact.mjs', path.join(out, 'demo/vendor/preact.mjs'));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);

export interface BuildOptions {
  /**
   * The shop as read from Firestore (`npm run publish` passes what it has read and hashed). Without it, a shop
   * config with `firebase` reads it here (FIRESTORE_EMULATOR_HOST names an emulator, as for Google's own tools).
   */
  firestore?: FirestoreShop;
}

/**
 * The product photos of a site built from Firestore: the files' (site/data/photos/products/, which pushed records
 * may name) and those kept in Firestore; returns the Firestore records with each photo as their `img`.
 */
async function prepareFirestorePhotos(
  out: string,
  firestore: FirestoreShop,
): Promise<Record<Collection, FirestoreCollection>> {
  const files = await prepareProductPhotos(out);
  const { collections, problems } = await prepareStoredPhotos(out, firestore, new Set(files.keys()));
  const stored = firestore.photos.size - problems.filter((p) => firestore.photos.has(p.photo)).length;
  console.log(`  images/photos/products: ${files.size} photos from the files, ${stored} from Firestore`);
  for (const line of photoProblemLines(problems)) console.log(line);
  return collections;
}

/**
 * Builds the site into a fresh folder beside OUT and puts it in OUT's place only when every step succeeded, so a
 * failed build (a bad photo, a broken config) leaves the last good site for the preview and the next deploy.
 * The shop's data is read and checked first, so a mistake in it stops the build before the minutes of bundling.
 */
export async function build(options: BuildOptions = {}): Promise<void> {
  const started = performance.now();
  const local = await loadShopConfig();
  const emulator = process.env.FIRESTORE_EMULATOR_HOST || undefined;
  const firestore =
    options.firestore ?? (local.firebase ? await readFirestoreShop(local.firebase.projectId, emulator) : undefined);
  const shop = firestore ? shopSettings(firestore, local) : local;
  if (firestore)
    console.log(
      `  From Firestore project "${firestore.projectId}": the products, their photos and ` +
        (firestore.settings
          ? `the shop's settings (${SETTINGS_DOC.join('/')})`
          : `no settings yet (no ${SETTINGS_DOC.join('/')}): the settings are ${shopConfigFile()}'s`),
    );
  const showroomIds = shop.showrooms.map((s) => s.id);
  const next = `${OUT}.next`;
  await rm(next, { recursive: true, force: true });
  try {
    const collections = firestore ? await prepareFirestorePhotos(next, firestore) : undefined;
    // Two products on one page stop the build: here, before the bundling, rather than after it.
    if (collections) productEntries(await quietly(() => loadProducts(shop, CATALOGUE_DIR, collections, false)));
    // The widgets compile in the shop's numbers and showrooms: Firestore's settings when the site is built from them.
    await bundleWidgets(next, firestore?.settings ? JSON.stringify(firestore.settings) : undefined);
    await publishDeclarations(next);
    await publishCatalogue(next, showroomIds, collections);
    await copyStatic(shop, next);
    await renderPages({
      shop,
      outDir: next,
      widgets: new Set(WIDGETS),
      languageBundles: true,
      firestore: collections ?? null,
      compareWithFiles: !options.firestore,
    });
    console.log(`  ${await buildManager(next, shop)}`);
    console.log(`  assets: ${await hashAssets(next)} stylesheets and pictures named by their content`);
    console.log(`  ${await writeServiceWorker(next, shop)}`);
    await precompress(next);
  } catch (error) {
    await rm(next, { recursive: true, force: true });
    throw error;
  }
  await writeFile(FIREBASE_JSON, firebaseJson());
  await replace(OUT, next);
  console.log(`Built ${OUT} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Runs `work` with the console's log lines held back (the same lines come again when the pages are written). */
async function quietly<T>(work: () => Promise<T>): Promise<T> {
  const log = console.log;
  console.log = () => {};
  try {
    return await work();
  } finally {
    console.log = log;
  }
}

/** Puts the folder `next` in the place of `out`: two renames, so `out` is never half-written. */
async function replace(out: string, next: string): Promise<void> {
  const old = `${out}.old`;
  await rm(old, { recursive: true, force: true });
  await rename(out, old).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(next, out);
  await rm(old, { recursive: true, force: true });
}

if (isEntry(import.meta.url)) {
  build().catch((error: unknown) => {
    // The same plain words as npm run check.
    console.error(explain(error));
    process.exit(1);
  });
}
