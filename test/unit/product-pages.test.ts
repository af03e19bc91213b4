import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { pathFor } from '../../site/pages/routes.js';
import { relatedProducts } from '../../site/build/products.js';
import { COLLECTIONS } from '../../src/product.js';
import { LISTING_ROUTES, productPageOf, productPath, productSlug } from '../../src/product-pages.js';

const test = suite('product page addresses');

test('the catalogue’s own ids are kept as they are', () => {
  assert.is(productPath('Saree', 'saree-001'), '/saree/saree-001');
  assert.is(productPath('Men Tshirt', 'red-polo_2', 'bn'), '/bn/T_shirt/red-polo_2');
});

test('any other id becomes URL-safe, readable and still its own', () => {
  const ids = ['Red Silk / Zari', 'red silk zari', 'লাল শাড়ি', 'Café Crème?', '../../etc', ''];
  const slugs = ids.map(productSlug);
  for (const slug of slugs) assert.match(slug, /^[a-z0-9][a-z0-9-]*$/);
  assert.is(new Set(slugs).size, ids.length, slugs.join(' '));
  assert.match(productSlug('Café Crème?'), /^cafe-creme-/);
  assert.is(productSlug('লাল শাড়ি'), productSlug('লাল শাড়ি'), 'the same id, the same address');
});

test('productPageOf reads back the collection and language; other paths are not product pages', () => {
  for (const collection of COLLECTIONS) {
    for (const lang of ['en', 'bn'] as const) {
      assert.equal(productPageOf(productPath(collection, 'x-1', lang)), { lang, collection, slug: 'x-1' });
    }
  }
  for (const path of ['/saree', '/images/og', '/catalogue/saree', '/saree/a/b', '/bn/bn/saree/x', '/Saree/x']) {
    assert.is(productPageOf(path), null, path);
  }
});

test('the listing routes are the ones the listing pages show each collection on, in both languages', () => {
  const listings = JSON.parse(readFileSync('site/data/content/listings.json', 'utf8')) as Record<
    string,
    { collection: string }
  >;
  assert.equal(Object.fromEntries(Object.entries(listings).map(([route, l]) => [l.collection, route])), LISTING_ROUTES);
  assert.is(productPath('Saree', 'a', 'bn'), pathFor(productPath('Saree', 'a'), 'bn'));
});

test('"More like this": same collection, a shared title word (not "saree"), most words first', () => {
  const p = (id: string, title: string) => ({ id, title, des: '', img: null });
  const all = [
    p('1', 'Red Tant Saree'),
    p('2', 'Blue Silk Saree'),
    p('3', 'Red Tant Saree with Zari'),
    p('4', 'Green Tant Saree'),
    p('5', 'Yellow Cotton Saree'),
  ];
  assert.equal(
    relatedProducts(all[0]!, all).map((x) => x.id),
    ['3', '4'],
  );
  assert.equal(relatedProducts(all[4]!, all), []);
});

test.run();
