/**
 * `/saree`, `/MenPunjabi`, `/T_shirt`, `/MenBlazer`: the searchable
 * <shop-catalogue>, with its first page of products prerendered inside it so
 * the listing reads (and is crawled) without JavaScript, and its search bar,
 * so the widget can wait for the shopper's first touch or focus in it
 * (`loading="interaction"`, widgets/auto.ts) instead of loading with the page.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { ENQUIRIES, whatsappHref } from '../../src/links.js';
import { COLLECTION_INFO, type Collection, type Product } from '../../src/product.js';
import { productPath } from '../../src/product-pages.js';
import { productMessage, soldOutLast } from '../../src/selling.js';
import { ProductCard } from '../../widgets/catalogue/card.js';
import { strings as catalogueStrings } from '../../widgets/catalogue/strings.js';
import { html, raw, type Html } from './html.js';
import { need } from './content.js';
import type { Page, SiteContext } from './context.js';
import { FIRST_ROW, pageUrl, tel } from './parts.js';

/** HTML of a component; void elements written as HTML does (`<img …>`), not as XML's `<img …/>`. */
const asHtml = (markup: string): Html =>
  raw(markup.replace(/<(img|br|hr|input|source|wbr)((?:\s+[\w-]+(?:="[^"]*")?)*)\s*\/>/g, '<$1$2>'));

/** The widget's own card, rendered to HTML: the listing reads without JavaScript and looks as the widget will. */
function productItem(ctx: SiteContext, product: Product, message: string, collection: Collection, eager: boolean) {
  // The English address: the layout moves every link of a Bengali page to /bn/ (pages/languages.ts).
  const page = productPath(collection, product.id);
  const chat = whatsappHref(ctx.shop.chatNumber, productMessage(message, product, ctx.lang, pageUrl(ctx, page)));
  if (!chat) throw new Error(`Not a phone number: ${ctx.shop.chatNumber}`);
  const card = h(ProductCard, {
    product,
    eager,
    tel: tel(ctx.shop.callNumber),
    chat,
    href: page,
    lang: ctx.lang,
  });
  return asHtml(renderToString(card));
}

/**
 * The catalogue's search bar, written in the page (`slot="bar"`) so it shows before the widget loads: label, box and
 * the first count, which the widget takes over (widgets/catalogue/page-bar.ts). Hidden without JavaScript.
 */
export function searchBar(ctx: SiteContext, collection: Collection, shown: number): Html {
  const s = catalogueStrings[ctx.lang];
  const noun = s.nouns[collection];
  return html`<div class="catalogue__bar" slot="bar">
<label class="catalogue__label" for="shop-catalogue-search">${s.searchLabel(noun)}</label>
<input id="shop-catalogue-search" class="catalogue__search" type="search" placeholder="${s.searchPlaceholder}" autocomplete="off" enterkeyhint="search">
<p class="catalogue__status" role="status">${s.showing(shown, ctx.products[collection].length, noun)}</p>
</div>`;
}

export function listingPage(ctx: SiteContext, route: string): Page {
  const { t } = ctx;
  const listing = need(
    ctx.content.listings[route],
    ctx.contentDir,
    'listings',
    route,
    'missing: every listing page needs its collection',
  );
  const info = COLLECTION_INFO[listing.collection];
  const back = ctx.content.landing[listing.back]?.heading ?? t.nav.home;
  // Sold products after the rest, as the widget orders them (src/search.ts), so its first page is this one.
  const firstPage = soldOutLast(ctx.products[listing.collection]).slice(0, info.limit);
  // The cards are the catalogue JSON built with the page, whether the shop keeps its products in files or in
  // Firestore (the site is Firestore's published snapshot): the widget waits for the shopper's first touch, and no
  // phone reads the database. What the service worker keeps for it meanwhile, so the page searches offline too
  // (widgets/auto-first-use.ts).
  const body = html`<h1>${listing.heading}</h1>
<shop-catalogue collection="${listing.collection}" limit="${info.limit}" loading="interaction" data-keep="/catalogue/${info.slug}.json">
${searchBar(ctx, listing.collection, firstPage.length)}
<ul class="products">${firstPage.map((p, i) => productItem(ctx, p, ENQUIRIES[ctx.lang][info.enquiry], listing.collection, i < FIRST_ROW))}</ul>
</shop-catalogue>`;
  return {
    title: listing.title,
    description: listing.description,
    crumbs: [
      // The spec's Back link, named after where it goes: "← Womens Wear".
      { label: back, href: listing.back, back: true },
      { label: listing.heading, href: route },
    ],
    body,
  };
}
