/** Which page module renders each route of the route table (site/routes.ts). */
import { NOT_FOUND, ROUTES, routeFile, type Route } from '../routes.js';
import type { Page, SiteContext } from './context.js';
import { collectionPage } from './collection.js';
import { contactPage } from './contact.js';
import { homePage } from './home.js';
import { karimpurPage } from './karimpur.js';
import { landingPage } from './landing.js';
import { renderPage } from './layout.js';
import { listingPage } from './listing.js';
import { notFoundPage } from './not-found.js';
import { showroomPage } from './showroom.js';

export type { SiteContext } from './context.js';

const PAGES: Record<Route, (ctx: SiteContext, route: Route) => Page> = {
  '/': homePage,
  '/womens-wear': landingPage,
  '/mens-wear': landingPage,
  '/Kidsware': landingPage,
  '/accessories': landingPage,
  '/Contactus': contactPage,
  '/Ranaghat_showroom': showroomPage,
  '/Bethuadahari_showroom': showroomPage,
  '/KarimpurShowroom': karimpurPage,
  '/saree': listingPage,
  '/MenPunjabi': listingPage,
  '/T_shirt': listingPage,
  '/MenBlazer': listingPage,
  '/saree_trending': (ctx, route) => collectionPage(ctx, route, ctx.content.collections.trending),
  '/wedding_page': (ctx, route) => collectionPage(ctx, route, ctx.content.collections.wedding),
};

/** Every page of the site as [file relative to the site root, HTML]. */
export function renderSite(ctx: SiteContext): Array<[string, string]> {
  const pages: Array<[string, string]> = ROUTES.map((route) => [
    routeFile(route),
    renderPage(ctx, route, PAGES[route](ctx, route)),
  ]);
  pages.push(['404.html', renderPage(ctx, NOT_FOUND, notFoundPage(ctx))]);
  return pages;
}
