/**
 * The product pages the build writes: one per product of each collection, under its listing route, kept out of
 * ROUTES (hundreds of pages would multiply every per-route check), each with "More like this".
 */
import { COLLECTIONS, type Collection, type Product } from '../../src/product.js';
import { LISTING_ROUTES, productPath } from '../../src/product-pages.js';

export interface ProductEntry {
  collection: Collection;
  product: Product;
  /** The English address (`/saree/saree-001`); the Bengali one is the same under /bn/ (routes.ts pathFor). */
  route: string;
  listing: string;
  related: Product[];
}

/** How many products "More like this" shows. */
export const RELATED = 4;

/**
 * Words that say nothing about a product's look: the collection's own nouns and linking words. What is left is
 * the fabric, weave, colour or pattern a shopper would ask for more of.
 */
const PLAIN = new Set([
  'saree',
  'sarees',
  'men',
  'mens',
  'punjabi',
  'tshirt',
  't-shirt',
  'shirt',
  'blazer',
  'and',
  'with',
  'for',
  'of',
  'the',
  'a',
]);

const words = (title: string): Set<string> =>
  new Set(
    title
      .normalize('NFC')
      .toLowerCase()
      .split(/[^\p{L}\p{M}\p{N}-]+/u)
      .filter((w) => w.length > 1 && !PLAIN.has(w)),
  );

/** Products of the same collection sharing the most title words with `product`, then in catalogue order. */
export function relatedProducts(product: Product, all: readonly Product[], count = RELATED): Product[] {
  const own = words(product.title);
  return all
    .filter((other) => other.id !== product.id)
    .map((other, order) => ({ other, order, shared: [...words(other.title)].filter((w) => own.has(w)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || a.order - b.order)
    .slice(0, count)
    .map(({ other }) => other);
}

/**
 * Every product page, collection by collection. Two products whose ids make the same address would overwrite one
 * another's page: the build stops and names both.
 */
export function productEntries(products: Record<Collection, Product[]>): ProductEntry[] {
  const entries: ProductEntry[] = [];
  const seen = new Map<string, string>();
  for (const collection of COLLECTIONS) {
    for (const product of products[collection]) {
      const route = productPath(collection, product.id);
      const earlier = seen.get(route.toLowerCase());
      if (earlier !== undefined) {
        throw new Error(
          `Invalid catalogue ${collection}: products "${earlier}" and "${product.id}" would share the page ${route}; give one another id`,
        );
      }
      seen.set(route.toLowerCase(), product.id);
      const related = relatedProducts(product, products[collection]);
      entries.push({ collection, product, route, listing: LISTING_ROUTES[collection], related });
    }
  }
  return entries;
}
