/** sitemap.xml and robots.txt for the route table. */
import { ROUTES } from './routes.js';
import { escapeHtml } from './html.js';

export function sitemap(siteUrl: string): string {
  const urls = ROUTES.map((route) => `  <url><loc>${escapeHtml(new URL(route, siteUrl).href)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robots(siteUrl: string): string {
  // The demo pages are for partners, not for search results.
  return `User-agent: *\nAllow: /\nDisallow: /demo/\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
}
