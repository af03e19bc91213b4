/** The product pages of the embedded catalogue, and the sample the per-page gates walk (not all of them). */
import { readFileSync } from 'node:fs';
import { pathFor } from '../../site/pages/routes.js';
import { productEntries, type ProductEntry } from '../../site/build/products.js';
import { COLLECTIONS, COLLECTION_INFO, type Collection, type Product } from '../../src/product.js';
import { validateRecords } from '../../src/validate.js';

const products = Object.fromEntries(
  COLLECTIONS.map((c) => [
    c,
    validateRecords(
      JSON.parse(readFileSync(`site/data/catalogue/${COLLECTION_INFO[c].slug}.json`, 'utf8')),
      'https://showroom.example.com/catalogue/',
    ).products.map((p) => ({ ...p, img: p.img && new URL(p.img).pathname })),
  ]),
) as Record<Collection, Product[]>;

/** Every product page's entry, collection by collection (English routes). */
export const PRODUCT_ENTRIES: readonly ProductEntry[] = productEntries(products);

/**
 * Two products a collection (its first and its last), in both languages: 16 pages that the gates of every route
 * (axe, CSP, tap targets, layout shift, HTML validity) run on, while cheap checks walk every product page.
 */
export const PRODUCT_SAMPLE: readonly string[] = COLLECTIONS.flatMap((c) => {
  const own = PRODUCT_ENTRIES.filter((e) => e.collection === c);
  return [own[0]!, own.at(-1)!].flatMap((e) => [e.route, pathFor(e.route, 'bn')]);
});
