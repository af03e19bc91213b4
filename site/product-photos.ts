/**
 * Where the catalogue's own files live, and the shop's product photos: a photo dropped into
 * site/photos/products/ and named in a spreadsheet's img column becomes the same responsive AVIF, WebP and
 * JPEG variants as a showroom photo (site/images.ts), plus one JPEG under a stable name for the catalogue
 * record, so the record does not change when the photo is replaced by a larger one.
 */
import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import { COLLECTION_INFO, type Collection } from '../src/product.js';
import { PHOTOS_DIR, photoName, preparePhotos, type Photo } from './images.js';

/** The embedded catalogue; SHOP_CATALOGUE lets a test import into and build from its own folder. */
export const CATALOGUE_DIR = process.env.SHOP_CATALOGUE ?? 'site/catalogue';
/** The shop's photos (showrooms at the top, products under products/); SHOP_PHOTOS as above. */
export const SITE_PHOTOS_DIR = process.env.SHOP_PHOTOS ?? PHOTOS_DIR;
export const productPhotosDir = (photosDir = SITE_PHOTOS_DIR): string => path.join(photosDir, 'products');
/** Under images/photos/, away from images/products/, which holds the sample catalogue's drawings. */
export const PRODUCT_PHOTO_URL = 'images/photos/products';

export const catalogueFile = (collection: Collection, dir = CATALOGUE_DIR): string =>
  path.join(dir, `${COLLECTION_INFO[collection].slug}.json`);

/** The `img` a catalogue record holds for the photo file `file` (`Red-Silk.JPG` → `/images/photos/products/red-silk.jpg`). */
export const productPhotoUrl = (file: string): string => `/${PRODUCT_PHOTO_URL}/${photoName(file)}.jpg`;

/** Encodes every product photo into `outDir` and writes each one's stable JPEG; returns what was written. */
export async function prepareProductPhotos(
  outDir: string,
  photosDir = productPhotosDir(),
): Promise<Map<string, Photo>> {
  const photos = await preparePhotos(photosDir, outDir, undefined, PRODUCT_PHOTO_URL);
  for (const [name, photo] of photos) {
    // The middle width, as a page's <img src> uses: sharp enough for a card, light enough for a phone.
    const width = photo.widths[Math.min(1, photo.widths.length - 1)]!;
    const folder = path.join(outDir, PRODUCT_PHOTO_URL);
    await copyFile(path.join(folder, `${name}-${width}.jpg`), path.join(folder, `${name}.jpg`));
  }
  return photos;
}
