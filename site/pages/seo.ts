/** What search engines read: sitemap.xml, robots.txt, and the schema.org JSON-LD of product and showroom pages. */
import { ROUTE_TABLE, pathFor } from './routes.js';
import { escapeHtml } from './html.js';
import { LANGS } from '../../src/i18n.js';
import type { Product } from '../../src/product.js';
import type { SiteContext } from './context.js';
import type { ProductEntry } from '../build/products.js';

/** `products`: the product pages' English routes (site/build/products.ts), listed after the route table's pages. */
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

/** The `@id` of a showroom's ClothingStore: its English page with `#store`, the same entity on both languages' pages. */
export const storeId = (siteUrl: string, route: string): string => new URL(`${route}#store`, siteUrl).href;

/** The shop as a schema.org Organization: the seller of every Offer and the owner of every showroom. */
export function organization(shop: { name: string; siteUrl: string }): Record<string, unknown> {
  return {
    '@type': 'Organization',
    '@id': new URL('/#organization', shop.siteUrl).href,
    name: shop.name,
    url: shop.siteUrl,
  };
}

/** schema.org availability of a product; a record without `availability` is in stock. */
export const schemaAvailability = (product: Product): string =>
  product.availability === 'sold out' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock';

/**
 * The Product JSON-LD of a product page: its name and description in the page's language (the Bengali ones on /bn
 * pages when the record has them), with its Offer. Only for a product with a price: Google counts a Product without
 * `offers` (or reviews, which the shop does not collect) as an error, and an Offer without a price is one too, so a
 * product whose price is not written gets no Product markup rather than an invented offer.
 */
export function productJsonLd(
  ctx: SiteContext,
  entry: ProductEntry,
  image: string | null,
): Record<string, unknown> | null {
  const { product } = entry;
  if (product.price === undefined) return null;
  const bn = ctx.lang === 'bn';
  const url = new URL(pathFor(entry.route, ctx.lang), ctx.shop.siteUrl).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: (bn && product.title_bn) || product.title,
    description: (bn && product.des_bn) || product.des,
    sku: product.id,
    ...(image ? { image } : {}),
    brand: { '@type': 'Brand', name: ctx.shop.name },
    url,
    offers: {
      '@type': 'Offer',
      price: product.price.toFixed(2),
      priceCurrency: 'INR',
      availability: schemaAvailability(product),
      itemCondition: 'https://schema.org/NewCondition',
      url,
      seller: organization(ctx.shop),
    },
  };
}
