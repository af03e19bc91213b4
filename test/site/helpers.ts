/** Reading the built site (npm run build) in the site tests. */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Window } from 'happy-dom';
import { ROUTES, routeFile } from '../../site/pages/routes.js';
import { parseShopConfig } from '../../src/config/schema.js';
import type { COLLECTION_INFO } from '../../src/product.js';

/** The built site; SHOP_DIST selects another build folder. */
export const ROOT = process.env.SHOP_DIST ?? 'dist/site';

export function built(): boolean {
  return existsSync(path.join(ROOT, 'index.html'));
}

// One window parses every page; scripts and stylesheets are never run or fetched.
const window = new Window({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
});

export function parse(markup: string): Document {
  return new window.DOMParser().parseFromString(markup, 'text/html') as unknown as Document;
}

const cache = new Map<string, Document>();

/** The parsed page of a route, or of a file under the site root ('404.html'). */
export function page(routeOrFile: string): Document {
  const file = routeOrFile.startsWith('/') ? routeFile(routeOrFile) : routeOrFile;
  let doc = cache.get(file);
  if (!doc) {
    doc = parse(readFileSync(path.join(ROOT, file), 'utf8'));
    cache.set(file, doc);
  }
  return doc;
}

/** Every page the site serves: the routes and the 404 page. */
export const PAGES = [...ROUTES, '404.html', 'bn/404.html'] as const;

/** All files under a folder, as paths relative to it with forward slashes. */
export function walk(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full, base) : [path.relative(base, full).split(path.sep).join('/')];
  });
}

export const text = (el: Element | null | undefined): string => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The validated shop config the build read. */
export const shop = parseShopConfig(JSON.parse(readFileSync('site/data/shop.json', 'utf8')));

/** The listing pages' content: the collection each shows, its heading and its way back. */
export const listings = JSON.parse(readFileSync('site/data/content/listings.json', 'utf8')) as Record<
  string,
  { collection: keyof typeof COLLECTION_INFO; heading: string; back: string }
>;
