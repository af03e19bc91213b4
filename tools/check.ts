/**
 * `npm run check`: the checks `npm run build` makes of the shop's own files, without building: the shop
 * config (site/data/shop.json), every content file and photo (site/data/content/, site/data/photos/), and that each product
 * photo a catalogue names is still in site/data/photos/products/. Problems print in plain words (site/build/problems.ts);
 * the exit code is 1 when there is one.
 */
import { readFile } from 'node:fs/promises';
import { COLLECTIONS } from '../src/product.js';
import { catalogueDrift } from '../site/build/catalogue-drift.js';
import { readFirestoreShop } from '../site/build/firestore-shop.js';
import { loadShopConfig, shopConfigFile, shopSettings, SETTINGS_SOURCE } from '../site/build/shop-config.js';
import type { ShopConfig } from '../src/config/schema.js';
import { describeSampleValues, sampleValues } from '../src/config/sample.js';
import { CONTENT_DIR, loadContent } from '../site/pages/content.js';
import { CONTENT_FILES } from '../site/pages/content-schema.js';
import { photoName } from '../site/build/images.js';
import { checkPhotos, contentNames, photoReportProblem, unusedPhotosNote } from '../site/build/photo-check.js';
import { explain } from '../site/build/problems.js';
import { problemLines, recordProblems } from '../site/build/record-problems.js';
import {
  catalogueFile,
  PRODUCT_PHOTO_URL,
  productPhotoOf,
  productPhotosDir,
  SITE_PHOTOS_DIR,
} from '../site/build/product-photos.js';
import { readCatalogue } from './catalogue-file.js';
import { ToolError } from './errors.js';
import { photoFiles } from './rows.js';
import { isEntry } from './entry.js';

export async function check(): Promise<string> {
  const shop = await loadShopConfig();
  // Content files may name any drawing or photo; the names they ask about are the photos pages show.
  const names = await contentNames(SITE_PHOTOS_DIR);
  await loadContent(shop, names, process.env.SHOP_CONTENT ?? CONTENT_DIR);
  const shownProducts = new Set<string>();
  for (const collection of COLLECTIONS)
    for (const r of await readCatalogue(collection)) shownProducts.add(productPhotoOf(r.img) ?? r.img);
  // Every photo is read to its last pixel and each bad one named, as the build would meet them.
  const photoReport = await checkPhotos(SITE_PHOTOS_DIR, names.asked, shownProducts);
  const badPhotos = photoReportProblem(photoReport);
  if (badPhotos) throw new ToolError(badPhotos);
  const photoNote = unusedPhotosNote(photoReport);
  const productPhotos = new Set(photoFiles(productPhotosDir()).map(photoName));
  const counts: string[] = [];
  const showroomIds = shop.showrooms.map((s) => s.id);
  const fieldLines: string[] = [];
  for (const collection of COLLECTIONS) {
    const records = await readCatalogue(collection);
    const lost = records.find((r) => {
      const name = r.img.match(new RegExp(`^/${PRODUCT_PHOTO_URL}/([a-z0-9-]+)\\.jpg$`))?.[1];
      return name !== undefined && !productPhotos.has(name);
    });
    if (lost) {
      throw new ToolError(
        `${catalogueFile(collection)}: the photo of "${lost.title}" (${lost.id}) is no longer in ` +
          `${productPhotosDir()}. Put it back, or import the sheet again with another photo.`,
      );
    }
    counts.push(`${collection} ${records.length}`);
    const file = catalogueFile(collection);
    fieldLines.push(...problemLines(file, recordProblems(await readRecords(file), showroomIds)));
  }
  const files = `site/data/shop.json, ${CONTENT_FILES.length} content files and the photos`;
  const products = `Products: ${counts.join(', ')}.`;
  const firestore = shop.firebase ? await firestoreSide(shop, fieldLines) : [];
  // Valid is not ready: the sample details build and run (npm start on a fresh clone), but must not go online.
  const samples = sampleValues(shop);
  const notes = [...firestore, ...(photoNote ? [photoNote] : []), ...fieldWarning(fieldLines)];
  if (samples.length === 0) return [`All good: ${files} are valid. ${products}`, ...notes].join('\n');
  return [
    `${describeSampleValues(shopConfigFile(), samples)}\n\nNot ready to publish: ${files} are valid, but ` +
      `${samples.length === 1 ? 'the sample value above is' : 'the sample values above are'} still in. ${products} ` +
      `npm run deploy refuses until ${samples.length === 1 ? 'it is' : 'they are'} replaced.`,
    ...notes,
  ].join('\n');
}

/** The records of a catalogue file as they are, for naming its fields (readCatalogue has checked it is JSON). */
async function readRecords(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return [];
  }
}

/** The catalogue fields the site leaves out, as a warning: the build goes on without them, so the check passes. */
function fieldWarning(lines: readonly string[]): string[] {
  if (lines.length === 0) return [];
  const count = lines.filter((line) => line.startsWith('    ')).length;
  return [
    `Warning: ${count} ${count === 1 ? 'field' : 'fields'} of the catalogue cannot be shown; the site shows ` +
      `those products without ${count === 1 ? 'it' : 'them'}. Fix the cells in the spreadsheet and import it again.`,
    ...lines,
  ];
}

/**
 * With `firebase` in the config, the site is built from Firestore: its counts, and what differs from the files
 * (site/data/catalogue-drift.ts), and the documents' fields the site leaves out (added to `fieldLines`); the shop's
 * settings there are checked as shop.json is. Firestore that cannot be read is a problem here, as it stops the build.
 */
async function firestoreSide(local: ShopConfig, fieldLines: string[]): Promise<string[]> {
  const { projectId } = local.firebase!;
  let shop;
  try {
    shop = await readFirestoreShop(projectId, process.env.FIRESTORE_EMULATOR_HOST || undefined);
  } catch (error) {
    throw new ToolError(`${(error as Error).message} Check the internet connection and run the check again.`);
  }
  let settings;
  try {
    settings = shopSettings(shop, local);
  } catch (error) {
    throw new ToolError((error as Error).message);
  }
  const read = shop.collections;
  const showroomIds = settings.showrooms.map((s) => s.id);
  const counts = COLLECTIONS.map((c) => `${c} ${read[c].records.length - read[c].skippedIds.length}`);
  const lines = [
    `The site is built from Firestore project "${projectId}": ${counts.join(', ')}. ` +
      (shop.settings ? `The shop's settings are valid: ${SETTINGS_SOURCE}.` : `Its settings: ${shopConfigFile()}.`),
  ];
  for (const collection of COLLECTIONS) {
    const file = await readCatalogue(collection);
    lines.push(...catalogueDrift(collection, catalogueFile(collection), file, read[collection].records));
    // The site is built from these documents: their unusable fields are named like the files' (the build's words).
    fieldLines.push(...problemLines(`Firestore ${collection}`, recordProblems(read[collection].records, showroomIds)));
  }
  return lines;
}

if (isEntry(import.meta.url)) {
  check().then(
    (message) => console.log(message),
    (error: unknown) => {
      console.error(error instanceof ToolError ? error.message : explain(error));
      process.exitCode = 1;
    },
  );
}
