/**
 * Where the catalogue's own files live, and the shop's product photos: a photo dropped into
 * site/data/photos/products/ and named in a spreadsheet's img column becomes the same responsive AVIF, WebP and
 * JPEG variants as a showroom photo (site/build/images.ts), plus one JPEG under a stable name for the catalogue
 * record, so the record does not change when the photo is replaced by a larger one.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { COLLECTION_INFO, COLLECTIONS, type Collection } from '../../src/product.js';
import type { FirestoreCollection, FirestoreShop, PhotoProblem } from './firestore-shop.js';
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
  await writeStableJpegs(outDir, photos);
  return photos;
}

/** Each photo's stable JPEG: the middle width, as a page's <img src> uses (sharp enough for a card, light enough). */
async function writeStableJpegs(outDir: string, photos: ReadonlyMap<string, Photo>): Promise<void> {
  const folder = path.join(outDir, PRODUCT_PHOTO_URL);
  for (const [name, photo] of photos) {
    const width = photo.widths[Math.min(1, photo.widths.length - 1)]!;
    await copyFile(path.join(folder, `${name}-${width}.jpg`), path.join(folder, `${name}.jpg`));
  }
}

/**
 * The file name of a photo kept in Firestore: its id in lower case, plus a tag made from the id itself, so two ids
 * that differ only in letter case (Firestore tells them apart) never share a name, and one id always gets the same.
 */
export const storedPhotoName = (id: string): string =>
  `${
    id
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'photo'
  }-fs${createHash('sha1').update(id).digest('hex').slice(0, 6)}`;

/**
 * The photos the products keep in Firestore (`photo` fields), through the same pipeline as the photos of
 * site/data/photos/products/ (EXIF removed, AVIF, WebP and JPEG at each width) into `outDir`, and the records with
 * each such photo as their `img`. A photo that does not decode is left out and joins `problems`: its products
 * show as they would without it. `taken`: the names the files' photos already have.
 */
export async function prepareStoredPhotos(
  outDir: string,
  shop: Pick<FirestoreShop, 'collections' | 'photos' | 'photoProblems'>,
  taken: ReadonlySet<string>,
): Promise<{ collections: Record<Collection, FirestoreCollection>; problems: PhotoProblem[] }> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'showroom-stored-photos-'));
  const names = new Map<string, string>();
  const problems = [...shop.photoProblems];
  try {
    for (const [id, photo] of shop.photos) {
      const name = storedPhotoName(id);
      if (taken.has(name))
        throw new Error(`Photo photos/${id}: a photo in the project's files is also named "${name}"`);
      names.set(name, id);
      await writeFile(path.join(scratch, `${name}.${photo.type === 'image/webp' ? 'webp' : 'jpg'}`), photo.bytes);
    }
    const bad: BadPhoto[] = [];
    const photos = await preparePhotos(scratch, outDir, undefined, PRODUCT_PHOTO_URL, bad);
    await writeStableJpegs(outDir, photos);
    for (const b of bad) {
      const id = names.get(b.name)!;
      const products = COLLECTIONS.flatMap((c) =>
        (shop.collections[c].records as Array<Record<string, unknown>>)
          .filter((r) => r.photo === id)
          .map((r) => `${c}/${String(r.id)}`),
      );
      problems.push({ photo: id, products, problem: b.problem });
    }
    const urls = new Map([...photos.keys()].map((name) => [names.get(name)!, `/${PRODUCT_PHOTO_URL}/${name}.jpg`]));
    const collections = {} as Record<Collection, FirestoreCollection>;
    for (const c of COLLECTIONS) {
      const { records, skippedIds } = shop.collections[c];
      collections[c] = {
        skippedIds,
        records: (records as Array<Record<string, unknown>>).map(({ photo, ...record }) => {
          const url = typeof photo === 'string' ? urls.get(photo) : undefined;
          return url ? { ...record, img: url } : record;
        }),
      };
    }
    return { collections, problems };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The build's lines for the photos the site leaves out: which photo, which products, what is wrong. */
export const photoProblemLines = (problems: readonly PhotoProblem[]): string[] =>
  problems.map(
    (p) =>
      `  Firestore photos/${p.photo} (the photo of ${p.products.join(', ')}): ${p.problem} The product shows without it.`,
  );

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
