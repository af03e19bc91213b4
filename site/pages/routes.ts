import type { Lang } from '../../src/i18n.js';
import { productPageOf } from '../../src/product-pages.js';

/**
 * The shop's route table, plus /accessories and the snippet builder /embed: the English pages, at the table's exact paths and letter case.
 * Each is written to `<path>/index.html`; the Bengali page of each is under /bn/ (`ROUTES` lists both).
 */
export const ROUTE_TABLE = [
  '/',
  '/womens-wear',
  '/mens-wear',
  '/Kidsware',
  '/Contactus',
  '/Ranaghat_showroom',
  '/Bethuadahari_showroom',
  '/KarimpurShowroom',
  '/saree',
  '/MenPunjabi',
  '/T_shirt',
  '/MenBlazer',
  '/saree_trending',
  '/wedding_page',
  '/accessories',
  '/embed',
] as const;
export type Route = (typeof ROUTE_TABLE)[number];

/** Where the Bengali pages live: `/bn` for the home page (the folder's index; URLs have no trailing slash), `/bn/saree` for `/saree`. */
export const BN_PREFIX = '/bn';

/** The path of a route's page in a language. */
export const pathFor = (route: string, lang: Lang): string =>
  lang === 'en' ? route : route === '/' ? BN_PREFIX : `${BN_PREFIX}${route}`;

/**
 * The one list of every page of the site, English then Bengali, used by the build, the tests, the server and
 * the benchmark, so every check that walks the pages walks both languages.
 */
export const ROUTES: readonly string[] = [...ROUTE_TABLE, ...ROUTE_TABLE.map((route) => pathFor(route, 'bn'))];

/** The language and route table entry of a page path (`/bn/saree` → bn, `/saree`); null for other paths. */
export function pageOf(path: string): { lang: Lang; route: Route } | null {
  const bn = path === BN_PREFIX || path.startsWith(`${BN_PREFIX}/`);
  const route = bn ? path.slice(BN_PREFIX.length) || '/' : path;
  return (ROUTE_TABLE as readonly string[]).includes(route) ? { lang: bn ? 'bn' : 'en', route: route as Route } : null;
}

/** Whether a path is a page of the site: a route of the table or a product page (site/build/products.ts), in either language. */
export const isPage = (path: string): boolean => pageOf(path) !== null || productPageOf(path) !== null;

/** Routes the templates link to by name, so a mistyped path fails the typecheck instead of shipping a dead link. */
export const ROUTE = {
  home: '/',
  womensWear: '/womens-wear',
  mensWear: '/mens-wear',
  kidsWear: '/Kidsware',
  contact: '/Contactus',
  accessories: '/accessories',
  embed: '/embed',
} as const satisfies Record<string, Route>;

/** The not-found page, written beside the routes (static hosts serve it for any unknown path); the Bengali one is /bn/404.html. */
export const NOT_FOUND = '/404.html';
/** An address with no page, where Firebase Hosting sends /404 (see firebase.ts). */
export const NOT_FOUND_ADDRESS = '/page-not-found';

/** Spellings seen in the spec's links, redirected (301) to the route table's spelling. */
export const REDIRECTS: Record<string, Route> = {
  '/kids-wear': '/Kidsware',
  '/Kids-wear': '/Kidsware',
  '/kidsware': '/Kidsware',
  '/Mens-wear': '/mens-wear',
  '/mens-Wear': '/mens-wear',
  '/Mens-Wear': '/mens-wear',
  '/Womens-wear': '/womens-wear',
  '/womens-Wear': '/womens-wear',
  '/Womens-Wear': '/womens-wear',
  '/contactus': '/Contactus',
  '/ContactUs': '/Contactus',
};

/** The file a route is written to, relative to the site root. */
export function routeFile(route: string): string {
  const folder = route.replace(/^\/|\/$/g, '');
  return folder === '' ? 'index.html' : `${folder}/index.html`;
}
