/**
 * Where each product's own page lives: under its listing, `/saree/<id>` (`/bn/saree/<id>` in Bengali). Shared by
 * the site build, which writes the pages, and the catalogue widget, which links its cards to them and names them
 * in the WhatsApp message, so the two always agree on the address.
 */
import type { Lang } from './i18n.js';
import type { Collection } from './product.js';

/** The listing route of each collection (site/data/content/listings.json names the same pairs; a test keeps them equal). */
export const LISTING_ROUTES: Record<Collection, string> = {
  Saree: '/saree',
  'Men Punjabi': '/MenPunjabi',
  'Men Tshirt': '/T_shirt',
  'Men Blazer': '/MenBlazer',
};

/** The Bengali pages' folder (site/pages/routes.ts BN_PREFIX; not imported, to keep the route table out of the widgets). */
const BN = '/bn';
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

/** FNV-1a: a short, stable tag that keeps two ids apart when their readable parts are alike. */
function tag(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/**
 * The id as it appears in the address. The catalogue's own ids (`saree-001`, `red-silk-saree`) are kept as they
 * are; any other id (a Firestore document id with spaces, Bengali or slashes) becomes its Latin letters and digits
 * plus a tag of the whole id, so every id still has one address of its own.
 */
export function productSlug(id: string): string {
  if (SAFE_ID.test(id)) return id;
  const readable = id
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${readable || 'product'}-${tag(id)}`;
}

/** The site-relative address of a product's page in a language. */
export function productPath(collection: Collection, id: string, lang: Lang = 'en'): string {
  return `${lang === 'en' ? '' : BN}${LISTING_ROUTES[collection]}/${productSlug(id)}`;
}

/** The collection and language of a product page's address (`/bn/saree/saree-001`), or null. */
export function productPageOf(path: string): { lang: Lang; collection: Collection; slug: string } | null {
  const bn = path.startsWith(`${BN}/`);
  const rest = bn ? path.slice(BN.length) : path;
  const match = /^(\/[A-Za-z_]+)\/([A-Za-z0-9][A-Za-z0-9_-]*)$/.exec(rest);
  if (!match) return null;
  const collection = (Object.keys(LISTING_ROUTES) as Collection[]).find((c) => LISTING_ROUTES[c] === match[1]);
  return collection ? { lang: bn ? 'bn' : 'en', collection, slug: match[2]! } : null;
}
