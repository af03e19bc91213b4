import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { headersFor } from '../../site/server/headers.js';
import { PAGES, ROOT, built, page } from './helpers.js';

/*
 * Pages revalidate on every visit; what they name must never be an old copy under the same name. Every
 * stylesheet and picture a page names carries its content's hash, and only such names are cached for a year.
 */
const test = suite('assets named by their content');
test.before(() => {
  if (!built()) throw new Error(`${ROOT} is not built: run \`npm run build\` first`);
});

const HASHED = /^(.*)\.([0-9a-f]{10})(\.[a-z0-9]+)$/;

/** Every site path of an asset a page names: links, images, sources, srcset lists, Open Graph, JSON-LD. */
function named(doc: Document): string[] {
  const urls = [
    ...[...doc.querySelectorAll('link[href]')].map((el) => el.getAttribute('href')!),
    ...[...doc.querySelectorAll('img[src]')].map((el) => el.getAttribute('src')!),
    ...[...doc.querySelectorAll('[srcset]')].flatMap((el) =>
      el
        .getAttribute('srcset')!
        .split(',')
        .map((part) => part.trim().split(/\s+/)[0]!),
    ),
    ...[...doc.querySelectorAll('meta[property="og:image"]')].map((el) => el.getAttribute('content')!),
  ];
  return urls
    .map((url) => new URL(url, 'https://shop.example/').pathname)
    .filter((pathname) => /^\/(assets|images)\//.test(pathname));
}

test('every stylesheet and picture a page names is a hashed copy whose hash is its content’s', () => {
  let checked = 0;
  for (const route of PAGES) {
    for (const pathname of named(page(route))) {
      const match = HASHED.exec(pathname);
      assert.ok(match, `${route}: ${pathname} has no content hash`);
      const data = readFileSync(path.join(ROOT, pathname));
      assert.is(createHash('sha256').update(data).digest('hex').slice(0, 10), match![2], pathname);
      assert.ok(existsSync(path.join(ROOT, `${match![1]}${match![3]}`)), `${pathname}: the unhashed copy stays`);
      checked++;
    }
  }
  assert.ok(checked > 100, `${checked} references`);
});

test('the catalogue data names the same hashed pictures, so the widget reuses what the page loaded', () => {
  const products = JSON.parse(readFileSync(path.join(ROOT, 'catalogue/saree.json'), 'utf8')) as Array<{ img: string }>;
  assert.ok(products.every((p) => HASHED.test(p.img)));
  const listing = named(page('/saree'));
  assert.ok(
    products.slice(0, 4).every((p) => listing.includes(p.img)),
    'the first cards of /saree name the same files as the data',
  );
});

test('hashed files are cached for a year as immutable; the unhashed ones revalidate', () => {
  const css = named(page('/')).find((p) => p.startsWith('/assets/site.'))!;
  assert.is(headersFor(css)['Cache-Control'], 'public, max-age=31536000, immutable');
  assert.is(headersFor('/assets/site.css')['Cache-Control'], 'no-cache');
  assert.is(headersFor('/images/share.jpg')['Cache-Control'], 'no-cache');
  assert.is(headersFor('/images/site/logo.0123456789.svg')['Cache-Control'], 'public, max-age=31536000, immutable');
});

test.run();
