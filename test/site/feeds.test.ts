import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import Papa from 'papaparse';
import {
  BENGALI_OVERRIDE,
  FEED_FILES,
  FEED_LIMITS,
  GOOGLE_CATEGORY,
  feedItems,
  feedSummary,
  googleMerchant,
  metaCatalog,
  metaCatalogBengali,
} from '../../site/build/feeds.js';
import { headersFor } from '../../site/server/headers.js';
import type { ProductEntry } from '../../site/build/products.js';
import type { Collection, Product } from '../../src/product.js';
import { PRODUCT_ENTRIES } from '../_util/products.js';
import { ROOT, built, shop } from './helpers.js';

const test = suite('product feeds: Meta catalogue CSV, its Bengali override, Google Merchant XML');

const entry = (collection: Collection, route: string, product: Product): ProductEntry => ({
  collection,
  product,
  route,
  listing: '/saree',
  related: [],
});

/** Records as the shop writes them: prices, Bengali names, a sold-out saree, one without a price. */
const FIXTURE: ProductEntry[] = [
  entry('Saree', '/saree/dhakai-1', {
    id: 'dhakai-1',
    title: 'Dhakai Jamdani & "Zari" <new> saree',
    des: "Soft cotton, 6.3 m with blouse piece; it's hand-woven.",
    img: '/images/catalogue/dhakai-1.jpg',
    title_bn: 'ঢাকাই জামদানি শাড়ি',
    des_bn: 'নরম সুতির শাড়ি, ব্লাউজ পিস সহ।',
    price: 2450,
  }),
  entry('Saree', '/saree/tant-2', {
    id: 'tant-2',
    title: 'Tant saree',
    des: 'Shantipur tant.',
    img: '/images/catalogue/tant-2.svg',
    price: 850,
    availability: 'sold out',
  }),
  entry('Saree', '/saree/baluchari-3', {
    id: 'baluchari-3',
    title: 'Baluchari silk saree',
    des: 'Ask us for the price.',
    img: '/images/catalogue/baluchari-3.jpg',
  }),
  entry('Men Blazer', '/MenBlazer/blazer-4', {
    id: 'blazer-4',
    title: `Wedding blazer ${'with fine embroidery '.repeat(9)}`.trim(),
    des: '',
    img: 'https://photos.example.net/blazer-4.jpeg',
    price: 5999,
  }),
];

const report = feedItems(FIXTURE, shop);
const csv = (text: string) => Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
const xml = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => name === 'item' });

const META_FIELDS = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
  'brand',
] as const;
const PRICE = /^\d+\.\d{2} INR$/;
const len = (text: string) => [...text].length;

/** Every required field of Meta's catalogue feed, within Meta's published limits. */
function checkMeta(rows: Record<string, string>[], where: string) {
  for (const row of rows) {
    for (const field of META_FIELDS) assert.ok(row[field]?.trim(), `${where} ${row.id}: ${field} is required`);
    assert.ok(len(row.id!) <= FEED_LIMITS.meta.id, `${where} ${row.id}: id ≤ 100`);
    assert.ok(len(row.title!) <= FEED_LIMITS.meta.title, `${where} ${row.id}: title ≤ 200`);
    assert.ok(len(row.description!) <= FEED_LIMITS.meta.description, `${where} ${row.id}: description ≤ 9999`);
    assert.ok(['in stock', 'out of stock'].includes(row.availability!), `${where} ${row.id}: ${row.availability}`);
    assert.is(row.condition, 'new');
    assert.match(row.price!, PRICE);
    assert.ok(row.link!.startsWith(new URL('/', shop.siteUrl).href), `${where} ${row.id}: link on the shop's site`);
    assert.match(row.image_link!, /^https:\/\/.+\.(jpe?g|png)$/);
    assert.is(row.brand, shop.name);
  }
}

interface GoogleItem {
  [field: string]: string;
}

/** Every field Google Merchant Center requires of a product (and those it requires of apparel in India). */
function checkGoogle(items: GoogleItem[], where: string) {
  for (const item of items) {
    for (const field of [
      'g:id',
      'title',
      'description',
      'link',
      'g:image_link',
      'g:availability',
      'g:price',
      'g:condition',
      'g:brand',
    ]) {
      assert.ok(item[field]?.trim(), `${where} ${item['g:id']}: ${field} is required`);
    }
    const id = item['g:id']!;
    assert.ok(len(id) <= FEED_LIMITS.google.id, `${where} ${id}: id ≤ 50`);
    assert.ok(len(item.title!) <= FEED_LIMITS.google.title, `${where} ${id}: title ≤ 150`);
    assert.ok(len(item.description!) <= FEED_LIMITS.google.description, `${where} ${id}: description ≤ 5000`);
    assert.ok(len(item.link!) <= FEED_LIMITS.google.link && len(item['g:image_link']!) <= 2000, id);
    assert.ok(['in_stock', 'out_of_stock'].includes(item['g:availability']!), `${where} ${id}`);
    assert.match(item['g:price']!, PRICE);
    assert.is(item['g:condition'], 'new');
    assert.is(item['g:brand'], shop.name);
    assert.ok(Object.values(GOOGLE_CATEGORY).includes(item['g:google_product_category']!), id);
  }
}

function parseGoogle(text: string): GoogleItem[] {
  assert.is(XMLValidator.validate(text), true, 'well-formed XML');
  const { rss } = xml.parse(text);
  assert.is(rss['@_version'], '2.0');
  assert.is(rss['@_xmlns:g'], 'http://base.google.com/ns/1.0');
  assert.ok(rss.channel.title && rss.channel.link && rss.channel.description, 'RSS channel title, link, description');
  return rss.channel.item ?? [];
}

test('Meta CSV: every required field within its limit; prices as "2450.00 INR"; sold out is "out of stock"', () => {
  const { data, meta, errors } = csv(metaCatalog(report.items, shop));
  assert.equal(errors, []);
  for (const field of META_FIELDS) assert.ok(meta.fields!.includes(field), field);
  checkMeta(data, 'fixture');
  const byId = Object.fromEntries(data.map((row) => [row.id, row]));
  assert.is(byId['dhakai-1']!.price, '2450.00 INR');
  assert.is(byId['dhakai-1']!.title, FIXTURE[0]!.product.title, 'quotes and commas survive the CSV');
  assert.is(byId['dhakai-1']!.link, new URL('/saree/dhakai-1', shop.siteUrl).href);
  assert.is(byId['dhakai-1']!.image_link, new URL('/images/catalogue/dhakai-1.jpg', shop.siteUrl).href);
  assert.is(byId['tant-2']!.availability, 'out of stock');
  assert.is(byId['tant-2']!.image_link, new URL('/images/og/saree/tant-2.jpg', shop.siteUrl).href, 'SVG → its JPEG');
  assert.is(byId['blazer-4']!.description, FIXTURE[3]!.product.title, 'an empty description takes the title');
  assert.is(len(byId['blazer-4']!.title!), 200, 'a title over 200 is cut to 200');
  assert.is(byId['blazer-4']!.image_link, 'https://photos.example.net/blazer-4.jpeg');
});

test('a product without a price is in neither feed, and the build line counts it', () => {
  assert.is(report.items.length, 3);
  assert.is(report.withoutPrice, 1);
  assert.not.ok(metaCatalog(report.items, shop).includes('baluchari-3'));
  assert.not.ok(googleMerchant(report.items, shop).includes('baluchari-3'));
  assert.is(feedSummary(report), '  feeds: 3 products (1 with Bengali names), 1 without a price left out');
});

test('Bengali override feed: id, override bn_IN, the Bengali title and description, only where they exist', () => {
  const { data, meta, errors } = csv(metaCatalogBengali(report.items));
  assert.equal(errors, []);
  assert.equal(meta.fields, ['id', 'override', 'title', 'description', 'link']);
  assert.equal(
    data.map((row) => row.id),
    ['dhakai-1'],
  );
  assert.is(data[0]!.override, BENGALI_OVERRIDE);
  assert.is(data[0]!.title, 'ঢাকাই জামদানি শাড়ি');
  assert.is(data[0]!.description, 'নরম সুতির শাড়ি, ব্লাউজ পিস সহ।');
  assert.is(data[0]!.link, new URL('/bn/saree/dhakai-1', shop.siteUrl).href);
});

test('Google XML: well-formed RSS 2.0, required g: fields within limits, special characters escaped', () => {
  const text = googleMerchant(report.items, shop);
  const items = parseGoogle(text);
  checkGoogle(items, 'fixture');
  const dhakai = items.find((item) => item['g:id'] === 'dhakai-1')!;
  assert.is(dhakai.title, FIXTURE[0]!.product.title, '& " < > read back as written');
  assert.ok(text.includes('Dhakai Jamdani &amp; &quot;Zari&quot; &lt;new&gt; saree'), 'escaped in the file');
  assert.is(dhakai['g:price'], '2450.00 INR');
  assert.is(dhakai['g:google_product_category'], GOOGLE_CATEGORY.Saree);
  const tant = items.find((item) => item['g:id'] === 'tant-2')!;
  assert.is(tant['g:availability'], 'out_of_stock');
  const blazer = items.find((item) => item['g:id'] === 'blazer-4')!;
  assert.ok(len(FIXTURE[3]!.product.title) > 150 && len(blazer.title!) === 150, 'a long title is cut to 150');
  assert.ok(blazer.title!.endsWith('…'));
});

test('feeds are sent as UTF-8 CSV and XML', () => {
  assert.is(headersFor(`/feeds/${FEED_FILES.meta}`)['Content-Type'], 'text/csv; charset=utf-8');
  assert.is(headersFor(`/feeds/${FEED_FILES.metaBengali}`)['Content-Type'], 'text/csv; charset=utf-8');
  assert.is(headersFor(`/feeds/${FEED_FILES.google}`)['Content-Type'], 'application/xml; charset=utf-8');
});

test('npm run build writes the three feeds: every priced product of the catalogue, each field valid', () => {
  if (!built()) throw new Error(`${ROOT} is not built: run \`npm run build\` first`);
  const read = (file: string) => readFileSync(path.join(ROOT, 'feeds', file), 'utf8');
  for (const file of Object.values(FEED_FILES)) assert.ok(existsSync(path.join(ROOT, 'feeds', file)), file);
  const priced = PRODUCT_ENTRIES.filter((e) => e.product.price !== undefined && e.product.price > 0);
  const meta = csv(read(FEED_FILES.meta));
  assert.equal(meta.errors, []);
  assert.is(meta.data.length, priced.length);
  checkMeta(meta.data, FEED_FILES.meta);
  const google = parseGoogle(read(FEED_FILES.google));
  assert.is(google.length, priced.length);
  checkGoogle(google, FEED_FILES.google);
  // Every picture a feed names is a file of the build.
  for (const row of meta.data) {
    const url = new URL(row.image_link!);
    if (url.origin === new URL(shop.siteUrl).origin) assert.ok(existsSync(path.join(ROOT, url.pathname)), url.href);
  }
  const bengali = csv(read(FEED_FILES.metaBengali));
  assert.equal(bengali.errors, []);
  assert.is(bengali.data.length, priced.filter((e) => e.product.title_bn || e.product.des_bn).length);
});

test.run();
