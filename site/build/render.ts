/**
 * The site's pages, written by `npm run build` after the widgets: validated
 * shop config and content → page modules → HTML files, plus the pictures the
 * pages name, sitemap.xml and robots.txt.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ShopConfig } from '../../src/config/schema.js';
import { COLLECTION_INFO, COLLECTIONS, type Collection, type Product } from '../../src/product.js';
import { validateRecords } from '../../src/validate.js';
import { SITE_ARTWORK, writeSiteArtwork } from '../sample/artwork/site.js';
import { CONTENT_DIR, loadContent } from '../pages/content.js';
import { SiteImages, preparePhotos, rasterise, type BadPhoto } from './images.js';
import { CATALOGUE_DIR, SITE_PHOTOS_DIR, readProductPhotos } from './product-photos.js';
import { renderSite, type SiteData } from '../pages/index.js';
import { cardsWithoutProduct } from '../pages/parts.js';
import { localize } from '../../src/localize.js';
import { catalogueDrift } from './catalogue-drift.js';
import { firestoreReport, readFirestoreShop, type FirestoreCollection } from './firestore-shop.js';
import { writeFeeds } from './feeds.js';
import { writeOgImages } from './og-images.js';
import { knownShowrooms, problemLines, recordProblems } from './record-problems.js';
import { productEntries } from './products.js';
import { robots, sitemap } from '../pages/seo.js';

export interface RenderOptions {
  shop: ShopConfig;
  outDir: string;
  widgets: ReadonlySet<string>;
  contentDir?: string;
  photosDir?: string;
  catalogueDir?: string;
  /** Pages load the widget bundle of their language (`widgets/<lang>/`), built beside the partners' entries. */
  languageBundles?: boolean;
  /**
   * Where the products come from: `firestore` (the default when shop.json has `firebase`) reads each collection
   * at build time; `files` reads `catalogueDir` (a page-only render that needs no database).
   */
  productSource?: 'firestore' | 'files';
  /** host:port of a Firestore emulator; defaults to FIRESTORE_EMULATOR_HOST, as with Google's tools. */
  firestoreEmulator?: string;
  /**
   * The Firestore products already read (their photos already made the records' `img`: site/build/build.ts), or
   * null for the catalogue files; when given, productSource is not read.
   */
  firestore?: Record<Collection, FirestoreCollection> | null;
  /**
   * Whether to name the products that differ between the catalogue files and Firestore (the push's workflow). Not
   * for `npm run publish`, where Firestore is the shop's data and the files are not.
   */
  compareWithFiles?: boolean;
}

/** The records of a catalogue file, or none when there is no file (a site kept only in Firestore). */
async function readRecords(file: string): Promise<unknown[]> {
  try {
    const data: unknown = JSON.parse(await readFile(file, 'utf8'));
    return Array.isArray(data) ? data : [];
  } catch {
    return [];
  }
}

/**
 * Products as the widgets will see them; image URLs on the shop's own site become site-relative, showroom ids the
 * shop does not have are left out. Prints each Firestore collection's count and the fields it leaves out.
 */
export async function loadProducts(
  shop: ShopConfig,
  catalogueDir: string,
  firestore: Record<Collection, FirestoreCollection> | null,
  compareWithFiles = true,
): Promise<Record<Collection, Product[]>> {
  const base = new URL('/catalogue/', shop.siteUrl);
  const showroomIds = shop.showrooms.map((s) => s.id);
  const out = {} as Record<Collection, Product[]>;
  for (const collection of COLLECTIONS) {
    const file = path.join(catalogueDir, `${COLLECTION_INFO[collection].slug}.json`);
    const read = firestore?.[collection];
    const result = validateRecords(read ? read.records : JSON.parse(await readFile(file, 'utf8')), base);
    if (read) {
      console.log(firestoreReport(collection, result, read.skippedIds));
      // The files' own problems are named when publishCatalogue copies them; Firestore's are named here.
      for (const line of problemLines(`Firestore ${collection}`, recordProblems(read.records, showroomIds)))
        console.log(line);
      const drift = compareWithFiles ? catalogueDrift(collection, file, await readRecords(file), read.records) : [];
      if (drift.length) console.log(drift.join('\n'));
    }
    out[collection] = result.products.map((product) => {
      const p = knownShowrooms(product, showroomIds);
      if (!p.img) return p;
      const url = new URL(p.img);
      return { ...p, img: url.origin === base.origin ? url.pathname + url.search : url.href };
    });
  }
  return out;
}

/** Loads and checks the data (throws naming the file and field), then writes the pages. Returns the page count. */
export async function renderPages(options: RenderOptions): Promise<number> {
  const {
    shop,
    outDir,
    widgets,
    contentDir = CONTENT_DIR,
    photosDir = SITE_PHOTOS_DIR,
    catalogueDir = CATALOGUE_DIR,
    languageBundles = false,
    compareWithFiles = true,
    productSource = shop.firebase ? 'firestore' : 'files',
    firestoreEmulator = process.env.FIRESTORE_EMULATOR_HOST || undefined,
  } = options;
  if (productSource === 'firestore' && !shop.firebase) {
    throw new Error('Invalid render options: productSource "firestore" needs `firebase` in the shop config');
  }
  // Read before any page or picture is written, so a database that cannot be read leaves no half-made pages.
  const reading = performance.now();
  const firestore =
    options.firestore !== undefined
      ? options.firestore
      : productSource === 'firestore'
        ? (await readFirestoreShop(shop.firebase!.projectId, firestoreEmulator)).collections
        : null;
  if (firestore && options.firestore === undefined) {
    const read = Math.round(performance.now() - reading);
    console.log(
      `  Products from Firestore project "${shop.firebase!.projectId}" (the site is built from them, not from ` +
        `${catalogueDir}): ${COLLECTIONS.length} collections read in ${read} ms`,
    );
  }
  const started = performance.now();
  const broken: BadPhoto[] = [];
  const photos = await preparePhotos(photosDir, outDir, undefined, undefined, broken);
  const images = new SiteImages(photos, { broken, products: await readProductPhotos(outDir) });
  const content = await loadContent(shop, images.names(), contentDir);
  const data: SiteData = {
    shop,
    content,
    images,
    products: await loadProducts(shop, catalogueDir, firestore, compareWithFiles),
    contentDir,
    widgets,
    languageBundles,
    productsFromFirestore: firestore !== null,
  };
  const pages = renderSite(data);
  if (firestore) for (const line of cardsWithoutProduct(localize(content, 'en'), data.products)) console.log(line);
  for (const note of images.failOnBrokenPhotos()) console.log(note);
  for (const [file, markup] of pages) {
    await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
    await writeFile(path.join(outDir, file), markup);
  }
  const drawings = [...images.used].filter((name) => !photos.has(name));
  await writeSiteArtwork(outDir, drawings);
  await rasterise(SITE_ARTWORK.share!.svg(), path.join(outDir, 'images', 'share.jpg'));
  const products = productEntries(data.products);
  const og = await writeOgImages(products, outDir);
  console.log(await writeFeeds(products, shop, outDir));
  await writeFile(
    path.join(outDir, 'sitemap.xml'),
    sitemap(
      shop.siteUrl,
      products.map((p) => p.route),
    ),
  );
  await writeFile(path.join(outDir, 'robots.txt'), robots(shop.siteUrl));
  const ms = Math.round(performance.now() - started);
  console.log(
    `  pages: ${pages.length}, ${products.length * 2} of them product pages (${drawings.length} drawings, ${photos.size} photos, ${og.written} link previews, ${og.encoded} encoded) in ${ms} ms`,
  );
  return pages.length;
}
