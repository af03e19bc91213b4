import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { loadShopConfig } from '../../site/build/build.js';
import { preparePhotos } from '../../site/build/images.js';
import { prepareProductPhotos } from '../../site/build/product-photos.js';
import { renderPages } from '../../site/build/render.js';
import { parse } from './helpers.js';

const test = suite('product photos: transparent PNGs and the sizes a phone downloads');

/** A maroon shape cut out of its background (a transparent PNG, as a photo-editing app saves it), 640×800. */
const cutOut = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="800"><path d="M200 100 L440 100 L560 760 L80 760 Z" fill="#8b1a1a"/></svg>',
    ),
  )
    .png()
    .toBuffer();

/** [r, g, b, a] of the pixel at (x, y). */
async function pixel(file: string, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return [...data.subarray(at, at + 4)];
}

const work = mkdtempSync(path.join(tmpdir(), 'photos-product-'));
test.after(() => rmSync(work, { recursive: true, force: true }));

test('a transparent photo is white around it in the JPEG, and stays transparent in AVIF and WebP', async () => {
  const photos = path.join(work, 'cutout');
  mkdirSync(photos);
  writeFileSync(path.join(photos, 'lehenga.png'), await cutOut());
  const out = path.join(work, 'cutout-site');
  await preparePhotos(photos, out, path.join(work, 'cache'));
  const [r, g, b] = await pixel(path.join(out, 'images/photos/lehenga-480.jpg'), 5, 5);
  assert.ok(r! > 245 && g! > 245 && b! > 245, `the corner of the JPEG is white, not black: ${[r, g, b]}`);
  for (const ext of ['webp', 'avif']) {
    const [, , , alpha] = await pixel(path.join(out, `images/photos/lehenga-480.${ext}`), 5, 5);
    assert.is(alpha, 0, `the corner of the ${ext} is see-through`);
  }
});

test('a product page offers the photo in AVIF, WebP and JPEG at each width; its link preview is not black', async () => {
  const f = {
    photos: path.join(work, 'shop-photos'),
    catalogue: path.join(work, 'catalogue'),
    out: path.join(work, 'site'),
  };
  mkdirSync(path.join(f.photos, 'products'), { recursive: true });
  cpSync('site/data/catalogue', f.catalogue, { recursive: true });
  // 1200 px wide: written at 480, 960 and 1200; the page offers up to 960 (a 360 px phone at 3x takes 960).
  writeFileSync(
    path.join(f.photos, 'products', 'lehenga.png'),
    await sharp(await cutOut())
      .resize({ width: 1200 })
      .png()
      .toBuffer(),
  );
  const file = path.join(f.catalogue, 'saree.json');
  const records = JSON.parse(readFileSync(file, 'utf8')) as Array<{ id: string; img: string }>;
  records[0]!.img = '/images/photos/products/lehenga.jpg';
  writeFileSync(file, JSON.stringify(records));
  await prepareProductPhotos(f.out, path.join(f.photos, 'products'), f.catalogue);
  await renderPages({
    shop: await loadShopConfig(),
    outDir: f.out,
    widgets: new Set(),
    photosDir: f.photos,
    catalogueDir: f.catalogue,
    productSource: 'files',
  });
  const page = parse(readFileSync(path.join(f.out, `saree/${records[0]!.id}/index.html`), 'utf8'));
  const picture = page.querySelector('.product__photo figure picture')!;
  assert.ok(picture, 'the photo is a <picture>');
  const sources = [...picture.querySelectorAll('source')].map((s) => [
    s.getAttribute('type'),
    s.getAttribute('srcset'),
  ]);
  assert.equal(sources, [
    ['image/avif', '/images/photos/products/lehenga-480.avif 480w, /images/photos/products/lehenga-960.avif 960w'],
    ['image/webp', '/images/photos/products/lehenga-480.webp 480w, /images/photos/products/lehenga-960.webp 960w'],
  ]);
  const img = picture.querySelector('img')!;
  assert.is(
    img.getAttribute('src'),
    '/images/photos/products/lehenga.jpg',
    "the record's own address stays the fallback",
  );
  assert.match(img.getAttribute('srcset')!, '/images/photos/products/lehenga-480.jpg 480w');
  assert.ok(img.getAttribute('sizes'));
  assert.is(img.getAttribute('alt'), page.querySelector('h1')!.textContent!.trim());

  // The preview puts the photo (630 high, 504 wide) in the middle of 1200×630: its corner was black.
  const og = page.querySelector('meta[property="og:image"]')!.getAttribute('content')!;
  const [r, g, b] = await pixel(path.join(f.out, new URL(og).pathname), 360, 8);
  assert.ok(r! > 240 && g! > 240 && b! > 240, `the preview around the cut-out is light, not black: ${[r, g, b]}`);

  // A product whose picture is a drawing keeps its plain <img>.
  const other = parse(readFileSync(path.join(f.out, `saree/${records[1]!.id}/index.html`), 'utf8'));
  assert.not.ok(other.querySelector('.product__photo picture'));
  assert.is(other.querySelector('.product__photo img')!.getAttribute('src'), records[1]!.img);
});

test.run();
