import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { loadShopConfig } from '../../site/build/build.js';
import { preparePhotos } from '../../site/build/images.js';
import { renderPages } from '../../site/build/render.js';
import { parse } from './helpers.js';

const test = suite('photos dropped into site/data/photos/ become responsive AVIF, WebP and JPEG');

/** A JPEG made here (a maroon-to-gold gradient), so no binary is committed. */
async function jpeg(file: string, width: number, height: number, orientation?: number): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop stop-color="#800000"/><stop offset="1" stop-color="#f2c14e"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  let image = sharp(Buffer.from(svg)).jpeg({ quality: 90 });
  if (orientation) image = image.withMetadata({ orientation });
  await image.toFile(file);
}

const work = mkdtempSync(path.join(tmpdir(), 'photos-'));
const photos = path.join(work, 'photos');
const out = path.join(work, 'site');
const cache = path.join(work, 'cache');
mkdirSync(photos);

test.after(() => rmSync(work, { recursive: true, force: true }));

test('writes each width (never wider than the photo) in the three formats, applying EXIF orientation', async () => {
  await jpeg(path.join(photos, 'ranaghat-1.jpg'), 2000, 1500);
  await jpeg(path.join(photos, 'Banner-Festival.JPG'), 700, 300);
  // Stored 600×800 but turned a quarter: shows 800 wide and 600 high.
  await jpeg(path.join(photos, 'karimpur-opening-1.jpeg'), 600, 800, 6);
  const written = await preparePhotos(photos, out, cache);
  assert.equal(written.get('ranaghat-1'), { width: 1600, height: 1200, widths: [480, 960, 1600] });
  assert.equal(written.get('banner-festival'), { width: 700, height: 300, widths: [480, 700] });
  assert.equal(written.get('karimpur-opening-1'), { width: 800, height: 600, widths: [480, 800] });
  for (const ext of ['avif', 'webp', 'jpg']) {
    for (const w of [480, 960, 1600])
      assert.ok(existsSync(path.join(out, `images/photos/ranaghat-1-${w}.${ext}`)), `ranaghat-1-${w}.${ext}`);
  }
  const meta = await sharp(path.join(out, 'images/photos/ranaghat-1-960.avif')).metadata();
  assert.equal([meta.format, meta.width, meta.height], ['heif', 960, 720]);
  const turned = await sharp(path.join(out, 'images/photos/karimpur-opening-1-800.jpg')).metadata();
  assert.equal([turned.width, turned.height], [800, 600]);
});

test('pages that name a photo use a <picture> with AVIF and WebP sources; its drawing is no longer written', async () => {
  await renderPages({ shop: await loadShopConfig(), outDir: out, widgets: new Set(), photosDir: photos });
  const home = parse(readFileSync(path.join(out, 'index.html'), 'utf8'));
  const picture = home.querySelector('shop-carousel > figure picture')!;
  assert.ok(picture, 'the first slide is a <picture>');
  assert.equal(
    [...picture.querySelectorAll('source')].map((s) => s.getAttribute('type')),
    ['image/avif', 'image/webp'],
  );
  assert.is(
    picture.querySelector('source')!.getAttribute('srcset'),
    '/images/photos/banner-festival-480.avif 480w, /images/photos/banner-festival-700.avif 700w',
  );
  const img = picture.querySelector('img')!;
  assert.equal(
    [img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')],
    ['700', '300', 'eager'],
  );
  assert.match(img.getAttribute('srcset')!, '/images/photos/banner-festival-700.jpg 700w');
  assert.ok(img.getAttribute('alt'));

  const ranaghat = parse(readFileSync(path.join(out, 'Ranaghat_showroom/index.html'), 'utf8'));
  assert.ok(ranaghat.querySelector('shop-zoom-gallery > figure picture img[src="/images/photos/ranaghat-1-960.jpg"]'));
  const ld = JSON.parse(ranaghat.querySelector('script[type="application/ld+json"]')!.textContent!);
  assert.is(ld.image, 'https://showroom.example.com/images/photos/ranaghat-1-1600.jpg');
  assert.not.ok(existsSync(path.join(out, 'images/site/ranaghat-1.svg')), 'the drawing is replaced');
  assert.ok(existsSync(path.join(out, 'images/site/ranaghat-2.svg')), 'other drawings stay');
});

test("a file that is not an image fails naming the file and what to do, never in the encoder's words", async () => {
  const bad = path.join(work, 'bad');
  mkdirSync(bad);
  writeFileSync(path.join(bad, 'broken.jpg'), 'not a photo');
  try {
    await preparePhotos(bad, path.join(work, 'bad-out'), cache);
    assert.unreachable('expected a failure');
  } catch (error) {
    assert.is(
      (error as Error).message,
      `${path.join(bad, 'broken.jpg')}: damaged (the copy was cut off or the file is not a photo): copy it again from the phone.`,
    );
  }
});

test.run();
