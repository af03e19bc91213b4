/**
 * Where the catalogue's own files live, and the shop's product photos: a photo dropped into
 * site/data/photos/products/ and named in a spreadsheet's img column becomes the same responsive AVIF, WebP and
 * JPEG variants as a showroom photo (site/build/images.ts), plus one JPEG under a stable name for the catalogue
 * record, so the record does not change when the photo is replaced by a larger one.
 */
import { copyFile, readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { COLLECTION_INFO, COLLECTIONS, type Collection } from '../../src/product.js';
import {
  PHOTOS_DIR,
  PRODUCT_PHOTO_URL,
  badPhotosMessage,
  photoName,
  preparePhotos,
  skippedNote,
  type BadPhoto,
  type Photo,
} from './images.js';

export { PRODUCT_PHOTO_URL };

/** The embedded catalogue; SHOP_CATALOGUE lets a test import into and build from its own folder. */
export const CATALOGUE_DIR = process.env.SHOP_CATALOGUE ?? 'site/data/catalogue';
/** The shop's photos (showrooms at the top, products under products/); SHOP_PHOTOS as above. */
export const SITE_PHOTOS_DIR = process.env.SHOP_PHOTOS ?? PHOTOS_DIR;
export const productPhotosDir = (photosDir = SITE_PHOTOS_DIR): string => path.join(photosDir, 'products');

export const catalogueFile = (collection: Collection, dir = CATALOGUE_DIR): string =>
  path.join(dir, `${COLLECTION_INFO[collection].slug}.json`);

/** The `img` a catalogue record holds for the photo file `file` (`Red-Silk.JPG` → `/images/photos/products/red-silk.jpg`). */
export const productPhotoUrl = (file: string): string => `/${PRODUCT_PHOTO_URL}/${photoName(file)}.jpg`;

/** The photo name a record's `img` names (`/images/photos/products/red-silk.jpg` → `red-silk`), if it names one. */
export const productPhotoOf = (img: unknown): string | undefined =>
  typeof img === 'string' ? img.match(new RegExp(`^/${PRODUCT_PHOTO_URL}/([a-z0-9-]+)\\.jpg$`))?.[1] : undefined;

/** The names of the product photos the embedded catalogue's records show (unreadable files name none). */
export async function usedProductPhotos(catalogueDir = CATALOGUE_DIR): Promise<Set<string>> {
  const used = new Set<string>();
  for (const collection of COLLECTIONS) {
    const records: unknown = await readFile(catalogueFile(collection, catalogueDir), 'utf8')
      .then((text) => JSON.parse(text) as unknown)
      .catch(() => []);
    if (!Array.isArray(records)) continue;
    for (const record of records as unknown[]) {
      const name = productPhotoOf((record as { img?: unknown } | null)?.img);
      if (name) used.add(name);
    }
  }
  return used;
}

/**
 * Encodes every product photo into `outDir` and writes each one's stable JPEG; returns what was written.
 * A damaged photo (site/build/photo-problem.ts) that a product shows fails the build naming every such file and
 * what to do; one no product shows is left out with a one-line note.
 */
export async function prepareProductPhotos(
  outDir: string,
  photosDir = productPhotosDir(),
  catalogueDir = CATALOGUE_DIR,
): Promise<Map<string, Photo>> {
  const bad: BadPhoto[] = [];
  const photos = await preparePhotos(photosDir, outDir, undefined, PRODUCT_PHOTO_URL, bad);
  if (bad.length) {
    const used = await usedProductPhotos(catalogueDir);
    const shown = bad.filter((b) => used.has(b.name));
    if (shown.length) throw new Error(badPhotosMessage(shown));
    for (const b of bad) console.log(skippedNote(b));
  }
  for (const [name, photo] of photos) {
    // The middle width, as a page's <img src> uses: sharp enough for a card, light enough for a phone.
    const width = photo.widths[Math.min(1, photo.widths.length - 1)]!;
    const folder = path.join(outDir, PRODUCT_PHOTO_URL);
    await copyFile(path.join(folder, `${name}-${width}.jpg`), path.join(folder, `${name}.jpg`));
  }
  return photos;
}

/**
 * The product photos written into `outDir` by prepareProductPhotos (their widths, read from the file names,
 * the size from the widest JPEG), for the pages' <picture>: none when the pages are rendered without them.
 */
export async function readProductPhotos(outDir: string): Promise<Map<string, Photo>> {
  const folder = path.join(outDir, PRODUCT_PHOTO_URL);
  const files = new Set(await readdir(folder).catch(() => [] as string[]));
  const widths = new Map<string, number[]>();
  for (const file of files) {
    const m = file.match(/^([a-z0-9-]+)-(\d+)\.jpg$/);
    // `red-silk-1.jpg` is the stable JPEG of the photo red-silk-1, not red-silk at 1 px: variants have an AVIF.
    if (m && files.has(file.replace(/\.jpg$/, '.avif')))
      widths.set(
        m[1]!,
        [...(widths.get(m[1]!) ?? []), Number(m[2])].sort((a, b) => a - b),
      );
  }
  const photos = new Map<string, Photo>();
  for (const [name, list] of widths) {
    const meta = await sharp(path.join(folder, `${name}-${list.at(-1)!}.jpg`)).metadata();
    photos.set(name, { width: meta.width!, height: meta.height!, widths: list });
  }
  return photos;
}
