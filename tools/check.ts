/**
 * `npm run check`: the checks `npm run build` makes of the shop's own files, without building: the shop
 * config (site/shop.json), every content file and photo (site/content/, site/photos/), and that each product
 * photo a catalogue names is still in site/photos/products/. Problems print in plain words (site/problems.ts);
 * the exit code is 1 when there is one.
 */
import { COLLECTIONS } from '../src/product.js';
import { loadShopConfig } from '../site/build.js';
import { CONTENT_DIR, loadContent } from '../site/content/load.js';
import { CONTENT_FILES } from '../site/content/schema.js';
import { photoName } from '../site/images.js';
import { checkPhotos, contentNames, photoReportProblem, unusedPhotosNote } from '../site/photo-check.js';
import { explain } from '../site/problems.js';
import {
  catalogueFile,
  PRODUCT_PHOTO_URL,
  productPhotoOf,
  productPhotosDir,
  SITE_PHOTOS_DIR,
} from '../site/product-photos.js';
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
  }
  return `All good: site/shop.json, ${CONTENT_FILES.length} content files and the photos are valid. Products: ${counts.join(', ')}.${photoNote ? `\n${photoNote}` : ''}`;
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
