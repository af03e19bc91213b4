/**
 * `/saree/<id>` and the other product pages (`/bn/saree/<id>` in Bengali): the photo large and zoomable, the
 * title and description, Call Book and Whatsapp Book naming this page, a Share button, and "More like this".
 * Readable without JavaScript; the zoom and the Share button are enhancements.
 */
import { ENQUIRIES } from '../../src/links.js';
import { COLLECTION_INFO, type Product } from '../../src/product.js';
import { productPath } from '../../src/product-pages.js';
import { strings as catalogueStrings } from '../../widgets/catalogue/strings.js';
import { need } from '../content/load.js';
import { pathFor } from '../routes.js';
import { productJsonLd } from '../seo.js';
import { html, type Html } from '../html.js';
import { OG_HEIGHT, OG_WIDTH, ogImagePath } from '../og-images.js';
import type { ProductEntry } from '../products.js';
import type { Page, SiteContext } from './context.js';
import { inPageLanguage } from './languages.js';
import { bookLinks, pageUrl } from './parts.js';
import { productStrings } from './product-strings.js';

/** The sample drawings are 400×500; a photo's stable JPEG is shown in the same frame. */
const PHOTO = { width: 800, height: 1000 };
/** How wide the photo shows (product.css): the column, at most 30rem; beside the text from 48rem. */
const PHOTO_SIZES = '(min-width: 48rem) min(40vw, 30rem), min(100vw - 2rem, 30rem)';
/**
 * The widest file a product page offers: 960 px covers the 30rem column at 2x, and a 360 px phone at 3x (about 980
 * device pixels) takes it too instead of the 1600 px file, more than half again the bytes for a sharpness its
 * screen hardly shows.
 */
const WIDEST = 960;
/** "More like this": two or more to a row (at least 9rem each). */
const RELATED_SIZES = '(min-width: 48rem) 12rem, 50vw';

function relatedList(ctx: SiteContext, entry: ProductEntry, related: Product[]): Html {
  const s = productStrings[ctx.lang];
  if (related.length === 0) return html``;
  return html`<section class="related" aria-labelledby="related-heading">
<h2 id="related-heading">${s.moreLikeThis}</h2>
<ul class="related__list">${related.map(
    (p) =>
      html`<li><a class="related__link" href="${productPath(entry.collection, p.id)}">${p.img ? ctx.images.productImg(p.img, { alt: '', sizes: RELATED_SIZES, width: 200, height: 250, className: 'related__image' }) : ''}<span class="related__title">${inPageLanguage(ctx, p.title)}</span></a></li>`,
  )}</ul>
</section>`;
}

export function productPage(ctx: SiteContext, entry: ProductEntry): Page {
  const s = productStrings[ctx.lang];
  const { product } = entry;
  const listing = need(ctx.content.listings[entry.listing], ctx.contentDir, 'listings', entry.listing, 'missing');
  const message = ENQUIRIES[ctx.lang][COLLECTION_INFO[entry.collection].enquiry];
  const og = ogImagePath(entry);
  const image = og ? pageUrl(ctx, og) : product.img ? new URL(product.img, ctx.shop.siteUrl).href : null;
  const photo = product.img
    ? html`<shop-zoom-gallery class="product__photo" label="${s.photoLabel(product.title)}"><figure>${ctx.images.productImg(product.img, { alt: product.title, sizes: PHOTO_SIZES, ...PHOTO, eager: true, widest: WIDEST })}</figure></shop-zoom-gallery>`
    : '';
  const body = html`<article class="product">
<h1 class="product__title">${inPageLanguage(ctx, product.title)}</h1>
${photo}
<div class="product__text">
<p class="product__des">${inPageLanguage(ctx, product.des)}</p>
${bookLinks(ctx, message, product.title, entry.route)}
<p class="product__share"><button type="button" class="button share-button" data-share-title="${product.title}" hidden>${s.share}<span class="visually-hidden">${s.shareHint(product.title)}</span></button></p>
<p class="product__status" role="status" data-copied="${s.copied}" data-copy-failed="${s.copyFailed}"></p>
</div>
</article>
${relatedList(ctx, entry, entry.related)}`;
  return {
    title: product.title,
    description: product.des,
    crumbs: [
      { label: listing.heading, href: entry.listing },
      { label: product.title, href: entry.route },
    ],
    body,
    ...(image
      ? { image: { url: image, alt: product.title, ...(og ? { width: OG_WIDTH, height: OG_HEIGHT } : {}) } }
      : {}),
    type: 'product',
    scripts: ['/assets/share.js'],
    jsonLd: [productJsonLd(ctx, entry, image)].filter(Boolean),
  };
}

/** Every product page in the language of `ctx`, as [English route, page]. */
export const productPages = (ctx: SiteContext, entries: readonly ProductEntry[]): Array<[string, Page]> =>
  entries.map((entry) => [entry.route, productPage(ctx, entry)]);

/**
 * For the 404 page: one hidden line per listing, shown by assets/not-found.js when the address is a product page of
 * that listing (a product taken out of the catalogue), with the listing and a search for the words of its address.
 * Static hosts serve one 404 page for every path, so only the page itself can tell which listing was meant.
 */
export function goneProduct(ctx: SiteContext): Html {
  const s = productStrings[ctx.lang];
  return html`${Object.entries(ctx.content.listings).map(
    ([route, listing]) =>
      html`<p class="gone-product" data-listing="${pathFor(route, ctx.lang)}" hidden>${s.gone} <a href="${route}">${s.seeAll(catalogueStrings[ctx.lang].nouns[listing.collection])}</a> · <a class="gone-product__search" href="${route}">${s.searchFor}</a></p>`,
  )}`;
}
