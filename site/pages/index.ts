/** Which page module renders each route of the route table (site/pages/routes.ts). */
import { LANGS } from '../../src/i18n.js';
import { localize } from '../../src/localize.js';
import { NOT_FOUND, ROUTE_TABLE, pathFor, routeFile, type Route } from './routes.js';
import type { Page, SiteContext, SiteData } from './context.js';
import { collectionPage } from './collection.js';
import { contactPage } from './contact.js';
import { embedBuilderPage } from './embed-builder.js';
import { embedFramePages } from './embed-frames.js';
import { homePage } from './home.js';
import { karimpurPage } from './karimpur.js';
import { landingPage } from './landing.js';
import { renderPage } from './layout.js';
import { listingPage } from './listing.js';
import { notFoundPage } from './not-found.js';
import { productPages } from './product.js';
import { productEntries } from '../build/products.js';
import { OFFLINE_ROUTE, offlinePage } from './offline.js';
import { showroomPage } from './showroom.js';
import { pageStrings } from './strings.js';

export type { SiteContext, SiteData } from './context.js';

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
  '/embed': embedBuilderPage,
};

/** Every page of the site in both languages as [file relative to the site root, HTML]: English first, then /bn/. */
export function renderSite(data: SiteData): Array<[string, string]> {
  const pages: Array<[string, string]> = [];
  const products = productEntries(data.products);
  for (const lang of LANGS) {
    const ctx: SiteContext = {
      ...data,
      lang,
      t: pageStrings[lang],
      shop: localize(data.shop, lang),
      content: localize(data.content, lang),
    };
    for (const route of ROUTE_TABLE) {
      pages.push([routeFile(pathFor(route, lang)), renderPage(ctx, route, PAGES[route](ctx, route))]);
    }
    for (const [route, page] of productPages(ctx, products)) {
      pages.push([routeFile(pathFor(route, lang)), renderPage(ctx, route, page)]);
    }
    const notFound = lang === 'en' ? '404.html' : `${pathFor('/', lang)}${NOT_FOUND}`.slice(1);
    pages.push([notFound, renderPage(ctx, NOT_FOUND, notFoundPage(ctx))]);
    pages.push([routeFile(pathFor(OFFLINE_ROUTE, lang)), renderPage(ctx, OFFLINE_ROUTE, offlinePage(ctx))]);
  }
  pages.push(...embedFramePages(data));
  return pages;
}
