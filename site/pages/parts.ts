/**
 * Pieces shared by several pages: contact links, cards, figures, showroom
 * addresses and their schema.org description. All built with html``.
 */
import { mapSearchUrl } from '../../src/config/maps.js';
import { enquiryMessage, telHref, whatsappHref } from '../../src/links.js';
import type { Content, LandingCard, Picture, ProductCard } from './content-schema.js';
import { html, type Html } from './html.js';
import { isPage, pathFor } from './routes.js';
import type { LocalShowroom as Showroom, SiteContext } from './context.js';
import { inPageLanguage } from './languages.js';
import { FIRST_ROW } from '../../widgets/catalogue/card.js';
import { COLLECTIONS, type Collection, type Product } from '../../src/product.js';
import { productPath } from '../../src/product-pages.js';
import { need } from './content.js';
import { organization, storeId } from './seo.js';

/** The public address of a page (in the language being built) or of a file of the site. */
export const pageUrl = (ctx: SiteContext, route: string): string =>
  new URL(isPage(route) ? pathFor(route, ctx.lang) : route, ctx.shop.siteUrl).href;

/** `tel:` of a number the schema has already checked. */
export function tel(phone: string): string {
  const href = telHref(phone);
  if (!href) throw new Error(`Not a phone number: ${phone}`);
  return href;
}

/** A WhatsApp chat with the enquiry sentence, the item and the page, so the staff know what the shopper means. */
export function chat(ctx: SiteContext, message: string, item: string, route: string): string {
  const href = whatsappHref(ctx.shop.chatNumber, enquiryMessage(message, item, pageUrl(ctx, route)));
  if (!href) throw new Error(`Not a phone number: ${ctx.shop.chatNumber}`);
  return href;
}

/** A WhatsApp chat with the shop's chat number, opening with `message`. */
export function shopChat(ctx: SiteContext, message: string): string {
  const href = whatsappHref(ctx.shop.chatNumber, message);
  if (!href) throw new Error(`Not a phone number: ${ctx.shop.chatNumber}`);
  return href;
}

/** A link to chat with the shop on WhatsApp (its chat number), the chat opening with `message`. */
export function chatLink(ctx: SiteContext, message: string): Html {
  return html`<a class="button button--solid" href="${shopChat(ctx, message)}" target="_blank" rel="noopener noreferrer">${ctx.t.chatUs(phoneText(ctx.shop.chatNumber))}${newTab(ctx)}</a>`;
}

/** A phone number that never wraps across lines (non-breaking spaces and hyphens). */
export const phoneText = (phone: string): string => phone.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');

export const newTab = (ctx: SiteContext): Html => html`<span class="visually-hidden">${ctx.t.newTab}</span>`;

/** Call Book and Whatsapp Book, each naming the item for screen readers. */
export function bookLinks(ctx: SiteContext, message: string, item: string, route: string): Html {
  const { t } = ctx;
  return html`<p class="card__actions"><a class="button" href="${tel(ctx.shop.callNumber)}">${t.call}<span class="visually-hidden">: ${item}</span></a>
<a class="button button--solid" href="${chat(ctx, message, item, route)}" target="_blank" rel="noopener noreferrer">${t.whatsapp}<span class="visually-hidden">: ${item}</span>${newTab(ctx)}</a></p>`;
}

const CARD_SIZES = '(min-width: 64rem) 22vw, (min-width: 40rem) 30vw, 46vw';
/**
 * The catalogue's first row, two cards on a phone: a listing loads these pictures at once, as the widget does; the
 * other card grids load two rows (`cardLoading`).
 */
export { FIRST_ROW };

/**
 * How a card's picture loads: the first row's first of all (`high`, the page's largest picture as a rule), the rest
 * of a phone's first screen, the second row, with the page (`eager`: a lazy picture waits for the layout, and one of
 * them a fraction of a pixel larger than the first row's then became the largest paint, late), the others when
 * the shopper scrolls near them (`lazy`).
 */
export type CardLoading = 'high' | 'eager' | 'lazy';
export const cardLoading = (index: number): CardLoading =>
  index < FIRST_ROW ? 'high' : index < 2 * FIRST_ROW ? 'eager' : 'lazy';
const picture = (loading: CardLoading) => ({ eager: loading !== 'lazy', priority: loading === 'high' });

/**
 * Where a trending, wedding or family card leads: the product's page, or its listing searched for the card's words
 * (English address: the layout moves links of a Bengali page to /bn/). A product the catalogue files lack stops the
 * build; one Firestore lacks (removed by the staff) makes the card open the saree listing searched for its title,
 * and the build names it once (`cardsWithoutProduct`).
 */
function cardTarget(ctx: SiteContext, card: ProductCard): { href: string; page: string; label: string } {
  const { opens } = card;
  if ('listing' in opens) {
    const query = `?q=${encodeURIComponent(opens.search)}`;
    return { href: `${opens.listing}${query}`, page: `${pageUrl(ctx, opens.listing)}${query}`, label: opens.label };
  }
  const collection = COLLECTIONS.find((c) => ctx.products[c].some((p) => p.id === opens.product));
  if (!collection && ctx.productsFromFirestore) {
    const query = `?q=${encodeURIComponent(card.title)}`;
    return { href: `/saree${query}`, page: `${pageUrl(ctx, '/saree')}${query}`, label: ctx.t.seeProduct };
  }
  const route = collection
    ? productPath(collection, opens.product)
    : need<string>(
        undefined,
        ctx.contentDir,
        'collections',
        `"${card.title}" opens.product "${opens.product}"`,
        'no product of the catalogue has this id: write the id of a product (e.g. "saree-026"), or a search ({ "listing": "/saree", "search": …, "label": … })',
      );
  return { href: route, page: pageUrl(ctx, route), label: ctx.t.seeProduct };
}

/**
 * What the build says of each trending, wedding or family card that opens a product Firestore does not have: one
 * line a card, however many pages show it.
 */
export function cardsWithoutProduct(content: Content, products: Record<Collection, readonly Product[]>): string[] {
  const ids = new Set(COLLECTIONS.flatMap((collection) => products[collection].map((product) => product.id)));
  const lines = new Set<string>();
  for (const { cards } of Object.values(content.collections)) {
    for (const { title, opens } of cards) {
      if (!('product' in opens) || ids.has(opens.product)) continue;
      lines.add(
        `  collections.json: "${title}" opens product "${opens.product}", which Firestore does not have: ` +
          'the card opens the saree listing searched for its title instead. Give the card another product.',
      );
    }
  }
  return [...lines];
}

/** A trending, wedding or family card: opens its product (or a search), and offers Call and WhatsApp about it. */
export function productCard(
  ctx: SiteContext,
  card: ProductCard,
  message: string,
  level: 'h2' | 'h3' = 'h3',
  loading: CardLoading = 'lazy',
): Html {
  const { t } = ctx;
  const title =
    level === 'h2'
      ? html`<h2 class="card__title">${card.title}</h2>`
      : html`<h3 class="card__title">${card.title}</h3>`;
  const item = `${card.title} (${card.des})`;
  const target = cardTarget(ctx, card);
  const chatHref = whatsappHref(ctx.shop.chatNumber, enquiryMessage(message, item, target.page));
  if (!chatHref) throw new Error(`Not a phone number: ${ctx.shop.chatNumber}`);
  return html`<article class="card">${ctx.images.img(card.image, { alt: card.alt, sizes: CARD_SIZES, className: 'card__image', ...picture(loading) })}
${title}<p class="card__des">${inPageLanguage(ctx, card.des)}</p>
<p class="card__actions"><a class="button button--solid" href="${target.href}">${target.label}<span class="visually-hidden">: ${card.title}</span></a>
<a class="button" href="${tel(ctx.shop.callNumber)}">${t.call}<span class="visually-hidden">: ${item}</span></a>
<a class="button" href="${chatHref}" target="_blank" rel="noopener noreferrer">${t.whatsapp}<span class="visually-hidden">: ${item}</span>${newTab(ctx)}</a></p></article>`;
}

/** A landing-page card: opens its page, or asks the shop what it has of a kind the catalogue lacks, on WhatsApp. */
export function landingCard(ctx: SiteContext, card: LandingCard, route: string, loading: CardLoading = 'lazy'): Html {
  const { t } = ctx;
  const link =
    'href' in card.link
      ? html`<a class="button button--solid" href="${card.link.href}">${card.link.label}<span class="visually-hidden">: ${card.title}</span></a>`
      : html`<a class="button button--solid" href="${chat(ctx, t.askAbout(card.link.enquiry), '', route)}" target="_blank" rel="noopener noreferrer">${card.link.label}<span class="visually-hidden">: ${card.title} ${t.onWhatsApp}</span>${newTab(ctx)}</a>`;
  return html`<article class="card">${ctx.images.img(card.image, { alt: card.alt, sizes: CARD_SIZES, className: 'card__image', ...picture(loading) })}
<h2 class="card__title">${card.title}</h2><p class="card__des">${inPageLanguage(ctx, card.des)}</p><p class="card__actions">${link}</p></article>`;
}

export const cardGrid = (cards: Html[]): Html => html`<div class="cards">${cards}</div>`;

/** A photo with its caption; `sizes` says how wide it shows. */
export function figure(ctx: SiteContext, picture: Picture, sizes: string, eager = false): Html {
  return html`<figure>${ctx.images.img(picture.image, { alt: picture.alt, sizes, eager })}${picture.caption ? html`<figcaption>${picture.caption}</figcaption>` : ''}</figure>`;
}

export function addressLines(ctx: SiteContext, s: Showroom): string[] {
  return [s.street, `${s.locality}, ${s.district}`, `${s.region} ${s.postalCode}`, ctx.t.country];
}

export const address = (ctx: SiteContext, s: Showroom): Html =>
  html`<address>${addressLines(ctx, s).map((line, i) => html`${i ? html`<br>` : ''}${line}`)}</address>`;

export function phoneList(s: Showroom): Html {
  return html`<ul class="phones">${s.phones.map((p) => html`<li><a href="${tel(p)}">${phoneText(p)}</a></li>`)}</ul>`;
}

export function directionLinks(ctx: SiteContext, s: Showroom): Html {
  const { t } = ctx;
  return html`<p class="showroom-links"><a href="${s.directions}" target="_blank" rel="noopener noreferrer">${t.directions}${newTab(ctx)}</a>
<a href="${mapSearchUrl(s)}" target="_blank" rel="noopener noreferrer">${t.viewOnMap}${newTab(ctx)}</a></p>`;
}

/** schema.org ClothingStore of a showroom: on its own page, and all of them on the home page. */
export function clothingStore(ctx: SiteContext, s: Showroom, route: string, image: string | undefined): unknown {
  const { shop } = ctx;
  return {
    '@context': 'https://schema.org',
    '@type': 'ClothingStore',
    '@id': storeId(shop.siteUrl, s.route),
    name: `${shop.name} ${s.name}`,
    url: pageUrl(ctx, route),
    ...(image ? { image: pageUrl(ctx, image) } : {}),
    telephone: tel(s.phones[0]!).slice('tel:'.length),
    email: shop.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: s.street,
      addressLocality: s.locality,
      addressRegion: s.region,
      postalCode: s.postalCode,
      addressCountry: 'IN',
    },
    ...(s.geo ? { geo: { '@type': 'GeoCoordinates', latitude: s.geo.lat, longitude: s.geo.lng } } : {}),
    parentOrganization: organization(shop),
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: shop.hours.opens,
        closes: shop.hours.closes,
      },
    ],
  };
}

/** The showroom of a route, from the shop config. */
export function showroomOf(ctx: SiteContext, route: string): Showroom {
  const showroom = ctx.shop.showrooms.find((s) => s.route === route);
  if (!showroom) throw new Error(`Invalid shop config: no showroom has route "${route}" (showrooms[].route)`);
  return showroom;
}
