/**
 * `/embed/<widget>` and `/bn/embed/<widget>`: one widget alone on a page, for partners whose pages take an
 * `<iframe>` but no script (Google Sites, Blogger, hosted builders). Each is prerendered in its language with the
 * snippet's defaults, so it reads without JavaScript (and the catalogue waits for the shopper's first touch in
 * either language); site/assets/embed-frame.js applies the address's options and reports the height. Not in ROUTES: they
 * are parts of other people's pages, not pages of the site (no sitemap entry, `noindex`).
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { LANGS, type Lang } from '../../src/i18n.js';
import { ENQUIRIES } from '../../src/links.js';
import { localize } from '../../src/localize.js';
import { COLLECTION_INFO, COLLECTIONS } from '../../src/product.js';
import { ProductCard } from '../../widgets/catalogue/card.js';
import { DEFAULTS, EMBED_WIDGETS } from '../assets/embed-snippets.js';
import { html, jsonForScript, raw, type Html } from './html.js';
import type { SiteContext, SiteData } from './context.js';
import { embedStrings } from './embed-strings.js';
import { searchBar } from './listing.js';
import { address, chat, directionLinks, figure, phoneList, tel } from './parts.js';
import { pageStrings } from './strings.js';
import { pathFor } from './routes.js';

export type EmbedWidget = keyof typeof EMBED_WIDGETS;
export const EMBED_NAMES = Object.keys(EMBED_WIDGETS) as EmbedWidget[];

/** The site's data in one language, as the page modules get it. */
export const contextFor = (data: SiteData, lang: Lang): SiteContext => ({
  ...data,
  lang,
  t: pageStrings[lang],
  shop: localize(data.shop, lang),
  content: localize(data.content, lang),
});

/** A showroom's carousel: its own slides, else its photos, else its front photo. */
function slidesOf(ctx: SiteContext, id: string) {
  const c = ctx.content.showrooms[id];
  const pictures = c?.carousel ?? c?.photos?.items ?? (c?.front ? [c.front] : []);
  return pictures.map((p) => ({
    src: ctx.images.url(p.image),
    alt: p.alt,
    ...ctx.images.size(p.image),
    ...(p.caption ? { caption: p.caption } : {}),
  }));
}

/** The contact page's tabs as `<section>`s, which `<shop-contact-tabs>` turns into tabs. */
const tabSections = (ctx: SiteContext): Html => {
  const { tabs } = ctx.content.contact;
  const call = html`<a href="${tel(ctx.shop.callNumber)}">${ctx.shop.callNumber}</a>`;
  return html`<section><h2>${tabs.online.heading}</h2><p>${tabs.online.text}</p></section>
<section><h2>${tabs.inStore.heading}</h2><p>${tabs.inStore.text}</p></section>
<section><h2>${tabs.helpLine.heading}</h2><p>${tabs.helpLine.text}</p><p>${ctx.t.contact.phone} ${call}</p></section>`;
};

/**
 * What both the frames and the builder need to know in both languages: the choices, the carousel's slides and the
 * tabs' sections (written to /embed/options.json for the builder's script snippets).
 */
export function embedOptions(data: SiteData) {
  const ctx = { en: contextFor(data, 'en'), bn: contextFor(data, 'bn') };
  const ids = data.shop.showrooms.map((s) => s.id);
  const byShowroom = <T>(of: (c: SiteContext, id: string) => T) =>
    Object.fromEntries(ids.map((id) => [id, { en: of(ctx.en, id), bn: of(ctx.bn, id) }]));
  return {
    collections: [...COLLECTIONS],
    showrooms: ids,
    showroom: DEFAULTS.showroom,
    labels: byShowroom((c, id) => c.t.showroomHeading(c.shop.showrooms.find((s) => s.id === id)!.name)),
    slides: byShowroom(slidesOf),
    tabs: { en: tabSections(ctx.en).value, bn: tabSections(ctx.bn).value },
  };
}
type EmbedOptions = ReturnType<typeof embedOptions>;

/** The widget element with its prerendered children, and the options its frame reads from its address. */
function widgetMarkup(ctx: SiteContext, widget: EmbedWidget, options: EmbedOptions): Html {
  const names = ['lang', ...EMBED_WIDGETS[widget].options.filter((o) => o !== 'lang')].join(' ');
  const attrs = html`data-embed-widget data-embed-options="${names}"`;
  const showroom = ctx.shop.showrooms.find((s) => s.id === DEFAULTS.showroom)!;
  switch (widget) {
    case 'catalogue': {
      const collection = DEFAULTS.collection as (typeof COLLECTIONS)[number];
      const info = COLLECTION_INFO[collection];
      const listing = Object.entries(ctx.content.listings).find(([, l]) => l.collection === collection)![0];
      const message = ENQUIRIES[ctx.lang][info.enquiry];
      const cards = ctx.products[collection].slice(0, DEFAULTS.limit).map((product, i) =>
        renderToString(
          h(ProductCard, {
            product,
            eager: i < 2,
            tel: tel(ctx.shop.callNumber),
            chat: chat(ctx, message, product.title, listing),
            lang: ctx.lang,
          }),
        ),
      );
      // HTML's void elements, as the listing pages write them (`<img …>`, not `<img …/>`).
      const markup = cards.join('').replace(/<(img|source)((?:\s+[\w-]+(?:="[^"]*")?)*)\s*\/>/g, '<$1$2>');
      // As on the site's listings, the widget waits for the shopper's first touch or focus in it
      // (widgets/auto-first-use.ts) while the prerendered cards and search bar are what it would show:
      // embed-frame.js makes it load at once when the frame's address asks for anything else.
      return html`<shop-catalogue ${attrs} collection="${collection}" limit="${DEFAULTS.limit}" query-param="none" loading="interaction" data-keep="/catalogue/${info.slug}.json">
${searchBar(ctx, collection, cards.length)}
<ul class="products">${raw(markup)}</ul></shop-catalogue>`;
    }
    case 'carousel':
      return html`<shop-carousel ${attrs} class="banner" label="${options.labels[showroom.id]![ctx.lang]}">${(
        ctx.content.showrooms[showroom.id]?.carousel ?? []
      ).map((p, i) => figure(ctx, p, '100vw', i === 0))}</shop-carousel>`;
    case 'showroom':
      return html`<shop-showroom ${attrs} showroom="${showroom.id}"><div class="showroom-card">
<h2>${ctx.t.showroomHeading(showroom.name)}</h2>${address(ctx, showroom)}
<p>${ctx.t.hours(ctx.shop.hours.text)}</p><h3>${ctx.t.callUs}</h3>${phoneList(showroom)}${directionLinks(ctx, showroom)}
</div></shop-showroom>`;
    case 'contact-tabs':
      return html`<shop-contact-tabs ${attrs} label="${ctx.t.contact.tabs}">${tabSections(ctx)}</shop-contact-tabs>`;
    case 'offer-banner':
      return html`<shop-offer-banner ${attrs} class="offers">${ctx.shop.offers.map((o) => html`<p><span lang="bn">${o}</span></p>`)}</shop-offer-banner>`;
  }
}

/** Only what this frame's script reads. */
function frameOptions(widget: EmbedWidget, o: EmbedOptions): object {
  if (widget === 'catalogue') return { collections: o.collections };
  if (widget === 'carousel')
    return { showrooms: o.showrooms, showroom: o.showroom, slides: o.slides, labels: o.labels };
  if (widget === 'showroom') return { showrooms: o.showrooms };
  if (widget === 'contact-tabs') return { tabs: o.tabs };
  return {};
}

/**
 * The message for an option the frame does not know, in one language; embed-frame.js writes the option, in English,
 * into its field. Both languages are on every frame, the page's first.
 */
function problemLine(ctx: SiteContext, lang: Lang): Html {
  const s = embedStrings[lang];
  const home = new URL(pathFor('/', lang), ctx.shop.siteUrl).href;
  return html`<p${lang === ctx.lang ? '' : html` lang="${lang}"`}>${s.problem} <span${lang === 'en' ? '' : html` lang="en"`} data-embed-field></span>${lang === 'bn' ? '।' : '.'} <a href="${home}">${s.visit(ctx.shop.name)}</a></p>`;
}

function framePage(ctx: SiteContext, widget: EmbedWidget, options: EmbedOptions): string {
  const s = embedStrings[ctx.lang];
  return `<!DOCTYPE html>\n${
    html`<html lang="${ctx.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${s.widgets[widget]} | ${ctx.shop.name}</title>
<meta name="robots" content="noindex">
<base target="_top">
<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/assets/site.css">
<script type="application/json" id="embed-options">${jsonForScript(frameOptions(widget, options))}</script>
<script type="module" src="/assets/embed-frame.js"></script>
<script type="module" src="/widgets/${widget === 'catalogue' ? 'auto' : widget}.js"></script>
</head>
<body class="embed-frame">
<main>
<h1 class="visually-hidden">${s.widgets[widget]}, ${ctx.shop.name}</h1>
${widgetMarkup(ctx, widget, options)}
<div class="embed-problem" data-embed-problem role="alert" hidden>
${problemLine(ctx, ctx.lang)}
${problemLine(ctx, ctx.lang === 'en' ? 'bn' : 'en')}
</div>
</main>
</body>
</html>`.value
  }\n`;
}

/** Every frame page, and the options the builder reads, as [file relative to the site root, text]. */
export function embedFramePages(data: SiteData): Array<[string, string]> {
  const options = embedOptions(data);
  return [
    ...LANGS.flatMap((lang) => {
      const ctx = contextFor(data, lang);
      return EMBED_NAMES.map((widget): [string, string] => [
        `${pathFor(`/embed/${widget}`, lang).slice(1)}/index.html`,
        framePage(ctx, widget, options),
      ]);
    }),
    ['embed/options.json', JSON.stringify(options)],
  ];
}
