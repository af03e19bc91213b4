import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Validator, { type Issue } from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import type { SiteContext } from '../../site/pages/context.js';
import type { ProductEntry } from '../../site/build/products.js';
import { pathFor, routeFile } from '../../site/pages/routes.js';
import { productJsonLd, storeId } from '../../site/pages/seo.js';
import { LANGS, type Lang } from '../../src/i18n.js';
import { localize } from '../../src/localize.js';
import type { Product } from '../../src/product.js';
import { PRODUCT_ENTRIES } from '../_util/products.js';
import { ROOT, built, shop } from './helpers.js';

const test = suite("structured data: Google's rich-result rules on product and showroom pages");
test.before(() => {
  if (!built()) throw new Error(`${ROOT} is not built: run \`npm run build\` first`);
});

// No schema.org vocabulary: its optional check would fetch it; Google's own rules need none.
const validator = new Validator();

/** Google's rich-result errors in the JSON-LD of a page's markup. */
async function errors(markup: string): Promise<string[]> {
  const data = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(markup);
  const issues: Issue[] = await validator.validate(data);
  return issues.filter((i) => i.severity === 'ERROR').map((i) => i.issueMessage);
}

const script = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON read back from the pages
type Json = Record<string, any>;
const jsonLd = (markup: string): Json[] =>
  [...markup.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
const built_ = (route: string) => readFileSync(path.join(ROOT, routeFile(route)), 'utf8');
const ctx = (lang: Lang) => ({ lang, shop: localize(shop, lang) }) as unknown as SiteContext;

const saree = (product: Partial<Product>): ProductEntry => ({
  collection: 'Saree',
  route: '/saree/dhakai-1',
  listing: '/saree',
  related: [],
  product: { id: 'dhakai-1', title: 'Dhakai Jamdani saree', des: 'Soft cotton.', img: null, ...product },
});
const IMAGE = 'https://showroom.example.com/images/og/saree/dhakai-1.jpg';

test('the validator finds a real mistake: an Offer without a price is an error', async () => {
  const product = productJsonLd(ctx('en'), saree({ price: 2450 }), IMAGE)!;
  assert.equal(await errors(script(product)), []);
  const { price: _, ...noPrice } = product.offers as Record<string, unknown>;
  const found = await errors(script({ ...product, offers: noPrice }));
  assert.ok(found.length > 0 && found.some((m) => /price/i.test(m)), found.join('; '));
});

test('a product with a price: an Offer in rupees, new, with availability, sold by the shop; 0 errors', async () => {
  const product = productJsonLd(ctx('en'), saree({ price: 2450 }), IMAGE)!;
  const offer = product.offers as Json;
  assert.is(offer['@type'], 'Offer');
  assert.is(offer.price, '2450.00');
  assert.is(offer.priceCurrency, 'INR');
  assert.is(offer.availability, 'https://schema.org/InStock');
  assert.is(offer.itemCondition, 'https://schema.org/NewCondition');
  assert.is(offer.url, 'https://showroom.example.com/saree/dhakai-1');
  assert.equal(offer.seller, {
    '@type': 'Organization',
    '@id': 'https://showroom.example.com/#organization',
    name: shop.name,
    url: shop.siteUrl,
  });
  const soldOut = productJsonLd(ctx('en'), saree({ price: 850, availability: 'sold out' }), IMAGE)!;
  assert.is((soldOut.offers as Record<string, string>).availability, 'https://schema.org/SoldOut');
  assert.equal(await errors(script(soldOut)), []);
});

test('a product without a price gets no Product markup: Google rejects a Product without an Offer', async () => {
  assert.is(productJsonLd(ctx('en'), saree({}), IMAGE), null);
  // What the pages carried before: a Product with no offers is an error of Google's rules.
  const { offers: _, ...noOffer } = productJsonLd(ctx('en'), saree({ price: 2450 }), IMAGE)!;
  assert.ok((await errors(script(noOffer))).some((m) => /offers/.test(m)));
});

test('Bengali pages name the product in Bengali when the record has it, English otherwise', () => {
  const both = saree({ title_bn: 'ঢাকাই জামদানি শাড়ি', des_bn: 'নরম সুতির শাড়ি।', price: 2450 });
  const bn = productJsonLd(ctx('bn'), both, IMAGE)!;
  assert.is(bn.name, 'ঢাকাই জামদানি শাড়ি');
  assert.is(bn.description, 'নরম সুতির শাড়ি।');
  assert.is(bn.url, 'https://showroom.example.com/bn/saree/dhakai-1');
  assert.is((bn.offers as Record<string, string>).url, 'https://showroom.example.com/bn/saree/dhakai-1');
  const en = productJsonLd(ctx('en'), both, IMAGE)!;
  assert.is(en.name, 'Dhakai Jamdani saree');
  const englishOnly = productJsonLd(ctx('bn'), saree({ price: 2450 }), IMAGE)!;
  assert.is(englishOnly.name, 'Dhakai Jamdani saree');
});

test('built product pages: every saree in both languages, and every priced product, have 0 errors', async () => {
  const priced = PRODUCT_ENTRIES.filter((e) => e.product.price !== undefined);
  const sample = new Set([...PRODUCT_ENTRIES.filter((e) => e.collection === 'Saree'), ...priced.slice(0, 40)]);
  let offers = 0;
  for (const entry of sample) {
    for (const lang of LANGS) {
      const route = pathFor(entry.route, lang);
      const markup = built_(route);
      assert.equal(await errors(markup), [], route);
      const product = jsonLd(markup).find((d) => d['@type'] === 'Product');
      assert.is(Boolean(product), entry.product.price !== undefined, `${route}: Product markup only with a price`);
      if (!product) continue;
      assert.is(product.offers.price, entry.product.price!.toFixed(2), route);
      offers++;
      if (lang === 'bn' && entry.product.title_bn) assert.is(product.name, entry.product.title_bn, route);
    }
  }
  assert.ok(sample.size >= 78, `${sample.size} products`);
  assert.is(offers, [...sample].filter((e) => e.product.price !== undefined).length * 2);
});

test('each showroom page and the home page: a ClothingStore per showroom with its own @id, address, geo, hours', async () => {
  const stores = (markup: string) => jsonLd(markup).filter((d) => d['@type'] === 'ClothingStore');
  for (const lang of LANGS) {
    const home = built_(pathFor('/', lang));
    assert.equal(await errors(home), [], `${lang} home`);
    const all = stores(home);
    assert.equal(
      all.map((s) => s['@id']),
      shop.showrooms.map((s) => storeId(shop.siteUrl, s.route)),
      `${lang} home: all the showrooms`,
    );
    for (const s of shop.showrooms) {
      const markup = built_(pathFor(s.route, lang));
      assert.equal(await errors(markup), [], s.route);
      const [store, ...more] = stores(markup);
      assert.is(more.length, 0, `${s.route}: its own store only`);
      assert.equal(
        store,
        all.find((x) => x['@id'] === store!['@id']),
        `${s.route}: the same store as on home`,
      );
      assert.is(store!['@id'], `https://showroom.example.com${s.route}#store`);
      assert.equal(store!.address, {
        '@type': 'PostalAddress',
        streetAddress: s.street[lang],
        addressLocality: s.locality[lang],
        addressRegion: s.region[lang],
        postalCode: s.postalCode,
        addressCountry: 'IN',
      });
      assert.equal(store!.geo, { '@type': 'GeoCoordinates', latitude: s.geo!.lat, longitude: s.geo!.lng });
      assert.match(store!.telephone, /^\+91\d{10}$/);
      assert.is(store!.openingHoursSpecification[0].opens, shop.hours.opens);
      assert.is(store!.openingHoursSpecification[0].dayOfWeek.length, 7);
      assert.match(store!.image, /^https:\/\/showroom\.example\.com\/images\/.+\.(jpe?g|png|webp|svg)$/);
      assert.is(store!.url, new URL(pathFor(s.route, lang), shop.siteUrl).href);
    }
  }
});

test.run();
