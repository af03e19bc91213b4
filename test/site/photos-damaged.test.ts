import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { loadShopConfig } from '../../site/build/build.js';
import { prepareProductPhotos } from '../../site/build/product-photos.js';
import { renderPages } from '../../site/build/render.js';

const test = suite('npm run build meets a damaged photo');

const jpeg = () =>
  sharp({ create: { width: 640, height: 800, channels: 3, background: '#8b1a1a' } })
    .jpeg({ quality: 90 })
    .toBuffer();
const cutOff = async () => {
  const good = await jpeg();
  return good.subarray(0, Math.floor(good.length / 2));
};

const work = mkdtempSync(path.join(tmpdir(), 'photos-damaged-'));
test.after(() => rmSync(work, { recursive: true, force: true }));

/** A folder of its own per test: photos, catalogue, output, each photo checked afresh. */
function folders(name: string) {
  const dir = path.join(work, name);
  const f = {
    photos: path.join(dir, 'photos'),
    products: path.join(dir, 'photos', 'products'),
    catalogue: path.join(dir, 'catalogue'),
    out: path.join(dir, 'site'),
  };
  mkdirSync(f.products, { recursive: true });
  cpSync('site/data/catalogue', f.catalogue, { recursive: true });
  return f;
}

/** The console lines `run` prints. */
async function logged<T>(run: () => Promise<T>): Promise<{ lines: string[]; result: T }> {
  const lines: string[] = [];
  const log = console.log;
  console.log = (...args: unknown[]) => lines.push(args.join(' '));
  try {
    return { lines, result: await run() };
  } finally {
    console.log = log;
  }
}

test('a damaged product photo a product shows stops the build, naming the file and what to do', async () => {
  const f = folders('used-product');
  writeFileSync(path.join(f.products, 'red-silk.jpg'), await cutOff());
  const file = path.join(f.catalogue, 'saree.json');
  const records = JSON.parse(readFileSync(file, 'utf8')) as Array<{ img: string }>;
  records[0]!.img = '/images/photos/products/red-silk.jpg';
  writeFileSync(file, JSON.stringify(records));
  try {
    await prepareProductPhotos(f.out, f.products, f.catalogue);
    assert.unreachable('expected a failure');
  } catch (error) {
    assert.is(
      (error as Error).message,
      `${path.join(f.products, 'red-silk.jpg')}: damaged (the copy was cut off or the file is not a photo): copy it again from the phone.`,
    );
  }
});

test('a damaged product photo no product shows is left out with a one-line note; the rest are written', async () => {
  const f = folders('unused-product');
  writeFileSync(path.join(f.products, 'old-stock.jpg'), await cutOff());
  writeFileSync(path.join(f.products, 'red-silk.jpg'), await jpeg());
  const { lines, result } = await logged(() => prepareProductPhotos(f.out, f.products, f.catalogue));
  assert.equal([...result.keys()], ['red-silk']);
  assert.equal(lines, [
    `  ${path.join(f.products, 'old-stock.jpg')}: left out (no page or product shows it): damaged (the copy was cut off or the file is not a photo): copy it again from the phone.`,
  ]);
  assert.ok(existsSync(path.join(f.out, 'images/photos/products/red-silk.jpg')));
  assert.not.ok(existsSync(path.join(f.out, 'images/photos/products/old-stock.jpg')));
});

test('a damaged showroom photo a page shows stops the build; one no page shows is only noted', async () => {
  const shop = await loadShopConfig();
  const used = folders('used-showroom');
  // ranaghat-1 is the Ranaghat showroom's photo in the content files.
  writeFileSync(path.join(used.photos, 'ranaghat-1.jpg'), Buffer.from('not a photo at all'));
  try {
    await logged(() => renderPages({ shop, outDir: used.out, widgets: new Set(), photosDir: used.photos }));
    assert.unreachable('expected a failure');
  } catch (error) {
    assert.is(
      (error as Error).message,
      `${path.join(used.photos, 'ranaghat-1.jpg')}: damaged (the copy was cut off or the file is not a photo): copy it again from the phone.`,
    );
  }

  const unused = folders('unused-showroom');
  writeFileSync(path.join(unused.photos, 'karimpur-old.jpg'), await cutOff());
  const { lines } = await logged(() =>
    renderPages({ shop, outDir: unused.out, widgets: new Set(), photosDir: unused.photos }),
  );
  assert.ok(
    lines.includes(
      `  ${path.join(unused.photos, 'karimpur-old.jpg')}: left out (no page or product shows it): damaged (the copy was cut off or the file is not a photo): copy it again from the phone.`,
    ),
    lines.join('\n'),
  );
  assert.ok(existsSync(path.join(unused.out, 'Ranaghat_showroom/index.html')), 'the pages are written');
});

test.run();
