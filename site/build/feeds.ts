/**
 * The catalogue as shopping platforms read it, written by the build into `feeds/`:
 *
 * - `meta-catalog.csv`: Meta's catalogue data feed (WhatsApp Business catalogue, Facebook and Instagram shops);
 * - `meta-catalog-bn.csv`: Meta's language override feed, the Bengali names and descriptions (`override` bn_IN);
 * - `google-merchant.xml`: Google Merchant Center's RSS 2.0 product feed.
 *
 * Both platforms require a price, so a product without one is left out (and counted); the pages still show it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Papa from 'papaparse';
import type { ShopConfig } from '../../src/config/schema.js';
import { COLLECTION_INFO, type Collection, type Product } from '../../src/product.js';
import { ogImagePath } from './og-images.js';
import type { ProductEntry } from './products.js';
import { pathFor } from '../pages/routes.js';

export const FEED_DIR = 'feeds';
export const FEED_FILES = {
  meta: 'meta-catalog.csv',
  metaBengali: 'meta-catalog-bn.csv',
  google: 'google-merchant.xml',
} as const;

/** The platforms' published limits, in characters. */
export const FEED_LIMITS = {
  meta: { id: 100, title: 200, description: 9999 },
  google: { id: 50, title: 150, description: 5000, link: 2000, imageLink: 2000 },
} as const;

/** Meta's locale code for Bengali in a language override feed. */
export const BENGALI_OVERRIDE = 'bn_IN';

/** Google's product taxonomy, by collection (the text form; Merchant Center takes it as well as the number). */
export const GOOGLE_CATEGORY: Record<Collection, string> = {
  Saree: 'Apparel & Accessories > Clothing > Traditional & Ceremonial Clothing > Saris & Lehengas',
  'Men Punjabi': 'Apparel & Accessories > Clothing > Traditional & Ceremonial Clothing',
  'Men Tshirt': 'Apparel & Accessories > Clothing > Shirts & Tops',
  'Men Blazer': 'Apparel & Accessories > Clothing > Outerwear > Coats & Jackets',
};

/** One product as both feeds list it. */
export interface FeedItem {
  id: string;
  collection: Collection;
  product: Product & { price: number };
  /** The English product page, absolute. */
  link: string;
  /** The Bengali product page, absolute. */
  linkBn: string;
  /** A JPEG or PNG of the product, absolute. */
  imageLink: string;
}

export interface FeedReport {
  items: FeedItem[];
  /** Products left out because their record has no price. */
  withoutPrice: number;
  /** Products left out because the site has no raster picture of them (both platforms require one). */
  withoutPicture: number;
  /** Products of the Bengali override feed. */
  bengali: number;
}

const RASTER = /\.(jpe?g|png)$/i;

/** A raster picture of the product: its own JPEG/PNG photo, else the Open Graph JPEG the build writes of it. */
function imageLink(entry: ProductEntry, siteUrl: string): string | null {
  const img = entry.product.img;
  if (img && RASTER.test(new URL(img, siteUrl).pathname)) return new URL(img, siteUrl).href;
  const og = ogImagePath(entry);
  return og ? new URL(og, siteUrl).href : null;
}

/** Text cut to `max` characters (whole code points, ending with "…"), one line of single spaces. */
export function clip(text: string, max: number): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  const chars = [...plain];
  return chars.length <= max
    ? plain
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** The products the feeds list, and how many were left out and why. */
export function feedItems(entries: readonly ProductEntry[], shop: ShopConfig): FeedReport {
  // A product id is unique within its collection; one shared by two collections gets the collection's slug.
  const seen = new Map<string, number>();
  for (const { product } of entries) seen.set(product.id, (seen.get(product.id) ?? 0) + 1);
  const items: FeedItem[] = [];
  let withoutPrice = 0;
  let withoutPicture = 0;
  for (const entry of entries) {
    const { product, collection } = entry;
    if (product.price === undefined || product.price <= 0) {
      withoutPrice++;
      continue;
    }
    const image = imageLink(entry, shop.siteUrl);
    if (!image) {
      withoutPicture++;
      continue;
    }
    const id = seen.get(product.id)! > 1 ? `${COLLECTION_INFO[collection].slug}-${product.id}` : product.id;
    items.push({
      id,
      collection,
      product: { ...product, price: product.price },
      link: new URL(pathFor(entry.route, 'en'), shop.siteUrl).href,
      linkBn: new URL(pathFor(entry.route, 'bn'), shop.siteUrl).href,
      imageLink: image,
    });
  }
  const bengali = items.filter((item) => item.product.title_bn || item.product.des_bn).length;
  return { items, withoutPrice, withoutPicture, bengali };
}

/** "2450.00 INR", as both platforms write a price. */
export const feedPrice = (rupees: number): string => `${rupees.toFixed(2)} INR`;

// A description may be empty in the record; both platforms require one, so the title stands in.
const description = (des: string, title: string): string => des.trim() || title;

export const META_COLUMNS = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
  'brand',
  'google_product_category',
] as const;

/** Meta's catalogue data feed (CSV). */
export function metaCatalog(items: readonly FeedItem[], shop: ShopConfig): string {
  const limits = FEED_LIMITS.meta;
  const rows = items.map(({ id, collection, product, link, imageLink }) => ({
    id: clip(id, limits.id),
    title: clip(product.title, limits.title),
    description: clip(description(product.des, product.title), limits.description),
    availability: product.availability === 'sold out' ? 'out of stock' : 'in stock',
    condition: 'new',
    price: feedPrice(product.price),
    link,
    image_link: imageLink,
    brand: shop.name,
    google_product_category: GOOGLE_CATEGORY[collection],
  }));
  // The header row is written even when no product has a price yet: the platforms read an empty feed, not a broken one.
  return Papa.unparse({ fields: [...META_COLUMNS], data: rows }, { newline: '\n' });
}

/** Meta's language override feed: the Bengali title and description (and page) of each product that has them. */
export function metaCatalogBengali(items: readonly FeedItem[]): string {
  const limits = FEED_LIMITS.meta;
  const rows = items
    .filter(({ product }) => product.title_bn || product.des_bn)
    .map(({ id, product, linkBn }) => ({
      id: clip(id, limits.id),
      override: BENGALI_OVERRIDE,
      // An empty cell overrides nothing: the English text stays where the record has no Bengali.
      title: product.title_bn ? clip(product.title_bn, limits.title) : '',
      description: product.des_bn ? clip(product.des_bn, limits.description) : '',
      link: linkBn,
    }));
  return Papa.unparse({ fields: ['id', 'override', 'title', 'description', 'link'], data: rows }, { newline: '\n' });
}

/** Text for XML: the five special characters escaped, and characters XML 1.0 cannot hold dropped. */
export function xmlText(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Google Merchant Center's product feed (RSS 2.0 with the g: namespace). */
export function googleMerchant(items: readonly FeedItem[], shop: ShopConfig): string {
  const limits = FEED_LIMITS.google;
  const el = (name: string, value: string) => `      <${name}>${xmlText(value)}</${name}>`;
  const entries = items.map(({ id, collection, product, link, imageLink }) =>
    [
      '    <item>',
      el('g:id', clip(id, limits.id)),
      el('title', clip(product.title, limits.title)),
      el('description', clip(description(product.des, product.title), limits.description)),
      el('link', link),
      el('g:image_link', imageLink),
      el('g:availability', product.availability === 'sold out' ? 'out_of_stock' : 'in_stock'),
      el('g:price', feedPrice(product.price)),
      el('g:condition', 'new'),
      el('g:brand', shop.name),
      // The shop's own clothes carry no GTIN or maker's part number.
      el('g:identifier_exists', 'no'),
      el('g:google_product_category', GOOGLE_CATEGORY[collection]),
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    '  <channel>',
    `    <title>${xmlText(shop.name)}</title>`,
    `    <link>${xmlText(shop.siteUrl)}</link>`,
    `    <description>${xmlText(shop.tagline.en)}</description>`,
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Writes the three feeds into `outDir/feeds/` and returns the build's line about them. */
export async function writeFeeds(entries: readonly ProductEntry[], shop: ShopConfig, outDir: string): Promise<string> {
  const report = feedItems(entries, shop);
  const dir = path.join(outDir, FEED_DIR);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, FEED_FILES.meta), `${metaCatalog(report.items, shop)}\n`);
  await writeFile(path.join(dir, FEED_FILES.metaBengali), `${metaCatalogBengali(report.items)}\n`);
  await writeFile(path.join(dir, FEED_FILES.google), googleMerchant(report.items, shop));
  return feedSummary(report);
}

export function feedSummary({ items, withoutPrice, withoutPicture, bengali }: FeedReport): string {
  const left = [
    withoutPrice ? `${withoutPrice} without a price left out` : '',
    withoutPicture ? `${withoutPicture} without a picture left out` : '',
  ].filter(Boolean);
  return `  feeds: ${items.length} products (${bengali} with Bengali names)${left.length ? `, ${left.join(', ')}` : ''}`;
}
