/**
 * `npm run build`: validates the shop's data, bundles the widgets, and writes
 * the static site to dist/site: pages, widgets/, catalogue/, images/, demo/.
 */
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { publishDeclarations } from '../widgets/declarations.js';
import { WIDGETS } from '../widgets/entries.mjs';
import { LANGS } from '../src/i18n.js';
import { decodeJsonFile, parseJsonText } from '../src/config/json-text.js';
import { parseShopConfig, type ShopConfig } from '../src/config/schema.js';
import { COLLECTION_INFO, COLLECTIONS } from '../src/product.js';
import { validateRecords } from '../src/validate.js';
import { writeProductArtwork } from './artwork/products.js';
import { FIREBASE_JSON, firebaseJson } from './firebase.js';
import { hashAssets } from './hash-assets.js';
import { compressed } from './compress-cache.js';
import { explain } from './problems.js';
import { CATALOGUE_DIR, prepareProductPhotos } from './product-photos.js';
import { renderPages } from './render.js';
import { writeServiceWorker } from './service-worker.js';
import { siteStylesheet } from './stylesheet.js';
import { transform } from 'esbuild';
import { isEntry } from '../tools/entry.js';

/** Where the site is written; SHOP_DIST lets parallel runs use their own folder. */
export const OUT = process.env.SHOP_DIST ?? 'dist/site';
const COMPRESSIBLE = /\.(html|js|json|svg|css|xml|txt)$/;

/** The shop config: site/shop.json, or another that SHOP_CONFIG names (the tests' broken copies). */
export const shopConfigFile = (): string => process.env.SHOP_CONFIG ?? 'site/shop.json';

export async function loadShopConfig(file = shopConfigFile()): Promise<ShopConfig> {
  // A slip in the JSON, or a file saved as "Unicode", throws its own message: the line and what to type.
  const data = parseJsonText(decodeJsonFile(await readFile(file), file), file);
  return parseShopConfig(data, `shop config ${file}`);
}

async function bundleWidgets(): Promise<void> {
  // Loaded here, not at the top: rollup and TypeScript take seconds to load, and `npm run dev` imports this
  // module for its page steps, which never bundle.
  const [{ rollup }, { widgetBuild }] = await Promise.all([import('rollup'), import('../rollup.config.mjs')]);
  // The stable entries partners paste (both languages), then one bundle per language for the site's own pages.
  for (const lang of [undefined, ...LANGS]) {
    const options = widgetBuild({ outDir: OUT, lang });
    const bundle = await rollup({
      ...options,
      onwarn: (warning) => {
        throw new Error(`rollup: ${warning.message}`);
      },
    });
    await bundle.write(options.output);
    await bundle.close();
  }
}

/** Copies the catalogue JSON, reporting what the widgets would skip so the staff see it at build time. */
export async function publishCatalogue(): Promise<void> {
  await mkdir(path.join(OUT, 'catalogue'), { recursive: true });
  for (const collection of COLLECTIONS) {
    const file = `${COLLECTION_INFO[collection].slug}.json`;
    const text = await readFile(path.join(CATALOGUE_DIR, file), 'utf8');
    const { products, skipped } = validateRecords(JSON.parse(text), 'https://example.invalid/catalogue/');
    console.log(
      `  catalogue/${file}: ${products.length} products${skipped ? `, ${skipped} skipped (title or des not text)` : ''}`,
    );
    await writeFile(path.join(OUT, 'catalogue', file), JSON.stringify(JSON.parse(text)));
  }
  const images = await writeProductArtwork(CATALOGUE_DIR, OUT);
  console.log(`  images/products: ${images} images`);
  const photos = await prepareProductPhotos(OUT);
  console.log(`  images/photos/products: ${photos.size} photos`);
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** Writes .br and .gz beside each text file (the server sends them as is) and prints the JS sizes. */
async function precompress(): Promise<void> {
  const rows: string[] = [];
  for await (const file of walk(OUT)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const data = await readFile(file);
    const { gz, br } = await compressed(data);
    await writeFile(`${file}.gz`, gz);
    await writeFile(`${file}.br`, br);
    if (file.endsWith('.js')) {
      rows.push(`  ${path.relative(OUT, file).padEnd(44)} ${kb(data.length)} ${kb(gz.length)} ${kb(br.length)}`);
    }
  }
  console.log(`  ${'file'.padEnd(44)} ${'raw'.padStart(9)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)}`);
  console.log(rows.sort().join('\n'));
}

/** The files published as they are (the page assets' scripts minified) and the demo pages. */
export async function copyStatic(shop: ShopConfig): Promise<void> {
  await cp('site/assets', path.join(OUT, 'assets'), { recursive: true });
  // The sources keep their comments; a phone gets none of them (worker-client.js: 1.5 → 0.9 KB gzip).
  for (const name of await readdir(path.join(OUT, 'assets'))) {
    if (!name.endsWith('.js')) continue;
    const file = path.join(OUT, 'assets', name);
    const { code } = await transform(await readFile(file, 'utf8'), { loader: 'js', minify: true });
    await writeFile(file, code);
  }
  // Minified (the sources keep their comments): it blocks the first paint of every page.
  const { code: css } = await transform(await siteStylesheet(shop.offers), { loader: 'css', minify: true });
  await writeFile(path.join(OUT, 'assets/site.css'), css);
  await cp('demo', path.join(OUT, 'demo'), { recursive: true });
  // The hostile-partner demo runs a second, separate copy of Preact, as a partner's own app would.
  await cp('node_modules/preact/dist/preact.mjs', path.join(OUT, 'demo/vendor/preact.mjs'));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);

export async function build(): Promise<void> {
  const started = performance.now();
  const shop = await loadShopConfig();
  await rm(OUT, { recursive: true, force: true });
  await bundleWidgets();
  await publishDeclarations(OUT);
  await publishCatalogue();
  await copyStatic(shop);
  await renderPages({ shop, outDir: OUT, widgets: new Set(WIDGETS), languageBundles: true });
  console.log(`  assets: ${await hashAssets(OUT)} stylesheets and pictures named by their content`);
  console.log(`  ${await writeServiceWorker(OUT, shop)}`);
  await writeFile(FIREBASE_JSON, firebaseJson());
  await precompress();
  console.log(`Built ${OUT} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (isEntry(import.meta.url)) {
  build().catch((error: unknown) => {
    // The same plain words as npm run check.
    console.error(explain(error));
    process.exit(1);
  });
}
