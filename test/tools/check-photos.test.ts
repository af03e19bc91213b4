import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const test = suite<{ dir: string; photos: string; products: string }>('npm run check reads every photo');

/** A small JPEG made here, so no binary is committed. */
const jpeg = () =>
  sharp({ create: { width: 640, height: 800, channels: 3, background: '#8b1a1a' } })
    .jpeg({ quality: 90 })
    .toBuffer();
/** The first bytes of an iPhone photo: an ISO box `ftyp` with the HEIC brand. */
const heic = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
  Buffer.alloc(4000, 7),
]);

test.before.each((context) => {
  context.dir = mkdtempSync(path.join(tmpdir(), 'check-photos-'));
  cpSync('site/data/shop.json', path.join(context.dir, 'shop.json'));
  cpSync('site/data/content', path.join(context.dir, 'content'), { recursive: true, filter: (f) => !/\.ts$/.test(f) });
  cpSync('site/data/catalogue', path.join(context.dir, 'catalogue'), { recursive: true });
  context.photos = path.join(context.dir, 'photos');
  context.products = path.join(context.photos, 'products');
  mkdirSync(context.products, { recursive: true });
});
test.after.each(({ dir }) => rmSync(dir, { recursive: true, force: true }));

function check(dir: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'tools/check.ts'], {
    encoding: 'utf8',
    env: {
      ...process.env,
      SHOP_CONFIG: path.join(dir, 'shop.json'),
      SHOP_CONTENT: path.join(dir, 'content'),
      SHOP_CATALOGUE: path.join(dir, 'catalogue'),
      SHOP_PHOTOS: path.join(dir, 'photos'),
    },
  });
}

/** Makes the first saree show the product photo `file`, as an import of the sheet would. */
function showOnFirstSaree(dir: string, file: string): void {
  const catalogue = path.join(dir, 'catalogue', 'saree.json');
  const records = JSON.parse(readFileSync(catalogue, 'utf8')) as Array<{ img: string }>;
  records[0]!.img = `/images/photos/products/${file.replace(/\.[^.]+$/, '')}.jpg`;
  writeFileSync(catalogue, JSON.stringify(records));
}

test('a cut-off copy, an iPhone HEIC named .jpg and random bytes are each named, with what to do', async ({
  dir,
  photos,
  products,
}) => {
  const good = await jpeg();
  writeFileSync(path.join(products, 'red-silk.jpg'), good.subarray(0, Math.floor(good.length / 2)));
  writeFileSync(path.join(products, 'green-tant.jpg'), heic);
  writeFileSync(path.join(photos, 'ranaghat-1.jpg'), Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251)));
  showOnFirstSaree(dir, 'red-silk.jpg');
  const result = check(dir);
  assert.is(result.status, 1, result.stdout);
  assert.not.match(result.stdout, 'All good');
  assert.match(result.stderr, '3 photos cannot be shown:');
  assert.match(
    result.stderr,
    `  ${path.join(products, 'red-silk.jpg')}: damaged (the copy was cut off or the file is not a photo): copy it again from the phone.\n`,
  );
  assert.match(
    result.stderr,
    `  ${path.join(photos, 'ranaghat-1.jpg')}: damaged (the copy was cut off or the file is not a photo): copy it again from the phone.\n`,
  );
  assert.match(
    result.stderr,
    `  ${path.join(products, 'green-tant.jpg')}: an iPhone HEIC photo with a .jpg name, which the site cannot show: on the iPhone set Settings › Camera › Formats › Most Compatible, or send the photo to yourself on WhatsApp and save that copy. No page or product shows it, so the site is built without it: fix it, or delete it.`,
  );
  assert.not.match(result.stderr, /VipsJpeg|premature|\n\s+at /, 'no encoder words, no stack trace');
});

test('a photo nothing shows is a note, not a failure', async ({ dir, products }) => {
  writeFileSync(path.join(products, 'old-stock.jpg'), await jpeg());
  writeFileSync(path.join(products, 'red-silk.jpg'), await jpeg());
  showOnFirstSaree(dir, 'red-silk.jpg');
  const result = check(dir);
  assert.is(result.status, 0, result.stderr);
  assert.match(result.stdout, 'content files and the photos are valid');
  assert.match(
    result.stdout,
    `Note: This photo is not shown by any page or product (name a product photo in the img column of the sheet you import, or delete what is not needed):\n  ${path.join(products, 'old-stock.jpg')}\n`,
  );
  assert.not.match(result.stdout, 'red-silk.jpg', 'a photo a product shows is not noted');
});

test('a damaged photo nothing shows is a note: the check passes and the build leaves it out', async ({
  dir,
  products,
}) => {
  const good = await jpeg();
  writeFileSync(path.join(products, 'red-silk.jpg'), good);
  writeFileSync(path.join(products, 'karimpur-old.jpg'), good.subarray(0, Math.floor(good.length / 2)));
  showOnFirstSaree(dir, 'red-silk.jpg');
  const result = check(dir);
  assert.is(result.status, 0, result.stderr);
  assert.match(
    result.stdout,
    `Note: A photo cannot be shown:\n  ${path.join(products, 'karimpur-old.jpg')}: damaged (the copy was cut off or the file is not a photo): copy it again from the phone. No page or product shows it, so the site is built without it: fix it, or delete it.`,
  );
});

test.run();
