/**
 * The one list of the site's routes (the shop's route table, plus /accessories), used by the
 * build, the tests, the server and the benchmark. Paths keep the route table's
 * letter case; each is written to `<path>/index.html`.
 */
export const ROUTES = [
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
] as const;
export type Route = (typeof ROUTES)[number];

/** Routes the templates link to by name, so a mistyped path fails the typecheck instead of shipping a dead link. */
export const ROUTE = {
  home: '/',
  womensWear: '/womens-wear',
  mensWear: '/mens-wear',
  kidsWear: '/Kidsware',
  contact: '/Contactus',
  accessories: '/accessories',
} as const satisfies Record<string, Route>;

/** The not-found page, written beside the routes (static hosts serve it for any unknown path). */
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
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
}
