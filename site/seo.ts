/** sitemap.xml and robots.txt for every page of both languages. */
import { ROUTE_TABLE, pathFor } from './routes.js';
import { escapeHtml } from './html.js';
import { LANGS } from '../src/i18n.js';

/** `products`: the product pages' English routes (site/products.ts), listed after the route table's pages. */
export function sitemap(siteUrl: string, products: readonly string[] = []): string {
  const url = (path: string) => escapeHtml(new URL(path, siteUrl).href);
  // Each page names its counterpart, as its <link rel="alternate" hreflang> does.
  const alternates = (route: string) =>
    LANGS.map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${url(pathFor(route, lang))}"/>`).join(
      '',
    );
  const urls = LANGS.flatMap((lang) =>
    [...ROUTE_TABLE, ...products].map(
      (route) => `  <url><loc>${url(pathFor(route, lang))}</loc>${alternates(route)}</url>`,
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robots(siteUrl: string): string {
  // The demo pages are for partners, not for search results.
  return `User-agent: *\nAllow: /\nDisallow: /demo/\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
}
