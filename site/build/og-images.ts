/**
 * The picture a chat app shows when a product page is shared: WhatsApp, Facebook and most chat apps do not preview
 * SVG, so each product's picture (the sample catalogue's drawing or the shop's photo, both already written into
 * the site) becomes a 1200×630 JPEG, the size Open Graph previews use. Encoded once per source picture and kept in
 * node_modules/.cache/showroom-og/, as the photo pipeline keeps its variants, so an unchanged rebuild only copies.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { COLLECTION_INFO } from '../../src/product.js';
import type { ProductEntry } from './products.js';
import { eachPerCore } from '../../tools/per-core.js';
import { writeCacheFile } from './cache-file.js';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const CACHE_DIR = 'node_modules/.cache/showroom-og';
/** Part of the cache key: changing the layout or quality below must change it, or old pictures are reused. */
const RECIPE = 'v1 contain #f7efe2 q80';
const BACKDROP = { r: 0xf7, g: 0xef, b: 0xe2, alpha: 1 };

/** Where a product's preview is published, or null when its picture is not on the shop's site (nothing to render). */
export function ogImagePath(entry: ProductEntry): string | null {
  const img = entry.product.img;
  if (!img || !img.startsWith('/images/') || !/\.(svg|jpe?g|png|webp|avif)$/i.test(img)) return null;
  return `/images/og/${COLLECTION_INFO[entry.collection].slug}/${path.posix.basename(entry.route)}.jpg`;
}

async function render(source: Buffer): Promise<Buffer> {
  const picture = await sharp(source, { density: 144 })
    .resize({ width: OG_WIDTH, height: OG_HEIGHT, fit: 'inside' })
    .toBuffer();
  return sharp({ create: { width: OG_WIDTH, height: OG_HEIGHT, channels: 4, background: BACKDROP } })
    .composite([{ input: picture, gravity: 'centre' }])
    .flatten({ background: BACKDROP })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

/**
 * Writes the preview of every product whose picture is in `outDir` (written there before the pages). Returns
 * how many were written and how many of those had to be encoded (the rest came from the cache).
 */
export async function writeOgImages(
  entries: readonly ProductEntry[],
  outDir: string,
  cacheDir = CACHE_DIR,
): Promise<{ written: number; encoded: number }> {
  await mkdir(cacheDir, { recursive: true });
  let written = 0;
  let encoded = 0;
  // Two products with the same picture share one encoding, even while it is under way.
  const encoding = new Map<string, Promise<void>>();
  // sharp encodes off the main thread: one picture a core.
  await eachPerCore(entries, async (entry) => {
    const target = ogImagePath(entry);
    if (!target) return;
    const sourceFile = path.join(outDir, entry.product.img!);
    // Absent only when pages are written without the catalogue's pictures (a test's render, npm run dev's page
    // step); the build writes them first.
    const source = await readFile(sourceFile).catch(() => null);
    if (!source) return;
    const key = createHash('sha1').update(RECIPE).update(source).digest('hex').slice(0, 16);
    const cached = path.join(cacheDir, `${key}.jpg`);
    if (!encoding.has(key))
      encoding.set(
        key,
        (async () => {
          if (await stat(cached).catch(() => null)) return;
          await writeCacheFile(cached, await render(source));
          encoded++;
        })(),
      );
    await encoding.get(key);
    const file = path.join(outDir, target);
    await mkdir(path.dirname(file), { recursive: true });
    await copyFile(cached, file);
    written++;
  });
  return { written, encoded };
}
