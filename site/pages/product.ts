/**
 * `/saree/<id>` and the other product pages (`/bn/saree/<id>` in Bengali): the photo large and zoomable, the
 * title and description, Call Book and Whatsapp Book naming this page, a Share button, and "More like this".
 * Readable without JavaScript; the zoom and the Share button are enhancements.
 */
import { ENQUIRIES, whatsappHref } from '../../src/links.js';
import { COLLECTION_INFO, type Product } from '../../src/product.js';
import { desIn, formatPrice, isSoldOut, productMessage, titleIn } from '../../src/selling.js';
import { productPath } from '../../src/product-pages.js';
import { strings as catalogueStrings } from '../../widgets/catalogue/strings.js';
import { need } from './content.js';
import { pathFor } from './routes.js';
import { productJsonLd } from './seo.js';
import { html, type Html } from './html.js';
import { OG_HEIGHT, OG_WIDTH, ogImagePath } from '../build/og-images.js';
import type { ProductEntry } from '../build/products.js';
import type { Page, SiteContext } from './context.js';
import { inPageLanguage } from './languages.js';
import { newTab, pageUrl, tel } from './parts.js';
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
      html`<li><a class="related__link" href="${productPath(entry.collection, p.id)}">${p.img ? ctx.images.productImg(p.img, { alt: '', sizes: RELATED_SIZES, width: 200, height: 250, className: 'related__image' }) : ''}<span class="related__title">${inPageLanguage(ctx, titleIn(p, ctx.lang).text)}</span></a></li>`,
  )}</ul>
</section>`;
}

/** The price, or "Ask for price" calling the shop; "Sold out" beside it when the product has sold. */
function priceLine(ctx: SiteContext, product: Product): Html {
  const s = productStrings[ctx.lang];
  const price =
    product.price === undefined
      ? html`<a class="button" href="${tel(ctx.shop.callNumber)}">${s.askPrice}</a>`
      : formatPrice(product.price, ctx.lang);
  const sold = isSoldOut(product) ? html` <span class="product__badge">${s.soldOut}</span>` : '';
  return html`<p class="product__price">${price}${sold}</p>`;
}

/** "At Ranaghat, Karimpur": the showrooms that have it, each a link to its page (the layout moves it to /bn/). */
function showroomLine(ctx: SiteContext, product: Product): Html {
  const s = productStrings[ctx.lang];
  const places = (product.showrooms ?? []).flatMap((id) => ctx.shop.showrooms.filter((room) => room.id === id));
  if (places.length === 0) return html``;
  return html`<p class="product__places">${s.atBefore}${places.map((room, i) => html`${i ? ', ' : ''}<a href="${room.route}">${room.name}</a>`)}${s.atAfter}</p>`;
}

/** Call Book, and Whatsapp Book with the product's name, price and page; for a sold product, asking for one like it. */
function buyLinks(ctx: SiteContext, entry: ProductEntry, message: string, title: string): Html {
  const s = productStrings[ctx.lang];
  const { t } = ctx;
  const chat = whatsappHref(
    ctx.shop.chatNumber,
    productMessage(message, entry.product, ctx.lang, pageUrl(ctx, entry.route)),
  );
  if (!chat) throw new Error(`Not a phone number: ${ctx.shop.chatNumber}`);
  const label = isSoldOut(entry.product) ? s.likeThis : t.whatsapp;
  return html`<p class="card__actions"><a class="button" href="${tel(ctx.shop.callNumber)}">${t.call}<span class="visually-hidden">: ${title}</span></a>
<a class="button button--solid" href="${chat}" target="_blank" rel="noopener noreferrer">${label}<span class="visually-hidden">: ${title}</span>${newTab(ctx)}</a></p>`;
}

export function productPage(ctx: SiteContext, entry: ProductEntry): Page {
  const s = productStrings[ctx.lang];
  const { product } = entry;
  const listing = need(ctx.content.listings[entry.listing], ctx.contentDir, 'listings', entry.listing, 'missing');
  const message = ENQUIRIES[ctx.lang][COLLECTION_INFO[entry.collection].enquiry];
  // The page's language: a Bengali page shows the Bengali name and description where the record has them.
  const title = titleIn(product, ctx.lang).text;
  const des = desIn(product, ctx.lang).text;
  const og = ogImagePath(entry);
  const image = og ? pageUrl(ctx, og) : product.img ? new URL(product.img, ctx.shop.siteUrl).href : null;
  const photo = product.img
    ? html`<shop-zoom-gallery class="product__photo" label="${s.photoLabel(title)}"><figure>${ctx.images.productImg(product.img, { alt: title, sizes: PHOTO_SIZES, ...PHOTO, eager: true, widest: WIDEST })}</figure></shop-zoom-gallery>`
    : '';
  const body = html`<article class="product">
<h1 class="product__title">${inPageLanguage(ctx, title)}</h1>
${photo}
<div class="product__text">
${priceLine(ctx, product)}
<p class="product__des">${inPageLanguage(ctx, des)}</p>
${showroomLine(ctx, product)}
${buyLinks(ctx, entry, message, title)}
<p class="product__share"><button type="button" class="button share-button" data-share-title="${title}" hidden>${s.share}<span class="visually-hidden">${s.shareHint(title)}</span></button></p>
<p class="product__status" role="status" data-copied="${s.copied}" data-copy-failed="${s.copyFailed}"></p>
</div>
</article>
${relatedList(ctx, entry, entry.related)}`;
  return {
    title,
    description: des,
    crumbs: [
      { label: listing.heading, href: entry.listing },
      { label: title, href: entry.route },
    ],
    body,
    ...(image ? { image: { url: image, alt: title, ...(og ? { width: OG_WIDTH, height: OG_HEIGHT } : {}) } } : {}),
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
