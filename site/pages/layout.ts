/**
 * The shared frame of every page: head (title, description, canonical, Open
 * Graph), the fixed header (offers, logo, navigation without JavaScript, help
 * line), the breadcrumb, the footer and the widget scripts the page uses.
 */
import { ROUTE, isPage } from './routes.js';
import { html, jsonForScript, raw, type Html } from './html.js';
import type { Crumb, Page, SiteContext } from './context.js';
import { embedStrings } from './embed-strings.js';
import { alternates, inLanguage, languageSwitch, withLatin } from './languages.js';
import { address, pageUrl, phoneText, tel } from './parts.js';
import { PAUSE_ICON, PLAY_ICON } from '../../widgets/offer-banner/icons.js';
import { strings as offerStrings } from '../../widgets/offer-banner/strings.js';

function navLink(href: string, label: string, current: string): Html {
  return html`<li><a href="${href}"${href === current ? html` aria-current="page"` : ''}>${label}</a></li>`;
}

const icon = (name: string, path: string) =>
  html`<svg class="banner__icon banner__icon--${name}" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="${path}"/></svg>`;

/**
 * The offers at the top of every page, in HTML and CSS alone: no script to fetch or run before a shopper sees the
 * page. The markup is `<shop-offer-banner>`'s, dressed by its own stylesheet (site/build/stylesheet.ts), so it looks the
 * same: a line scrolling right to left (a second, aria-hidden copy closes the loop), the round pause button, still
 * and wrapped under reduced motion. The button is a switch (a checkbox), which works without JavaScript; a mouse
 * resting on the offers also holds them. The lap time comes from the offers' length (site/build/stylesheet.ts).
 */
function offerBanner(offers: readonly string[], t: (typeof offerStrings)['en']): Html {
  const list = (hidden: boolean) =>
    html`<ul class="banner__list"${hidden ? html` aria-hidden="true"` : ''}>${offers.map((offer) => html`<li class="banner__offer" lang="bn">${offer}</li>`)}</ul>`;
  return html`<div class="offers"><section class="banner" aria-label="${t.label}">
<div class="banner__viewport"><div class="banner__rail">${list(false)}${list(true)}</div></div>
<label class="banner__toggle"><input class="banner__switch" type="checkbox" role="switch">${icon('pause', PAUSE_ICON)}${icon('play', PLAY_ICON)}<span class="visually-hidden">${t.pause}</span></label>
</section></div>`;
}

function header(ctx: SiteContext, route: string): Html {
  const { shop, t } = ctx;
  const inGroup = shop.showrooms.some((s) => s.route === route);
  return html`<header class="site-header" id="top">
${offerBanner(shop.offers, offerStrings[ctx.lang])}
<div class="site-header__bar">
<a class="logo" href="${ROUTE.home}">${ctx.images.img('logo', { alt: '', eager: true, priority: false, className: 'logo__image' })}<span class="logo__name"${ctx.lang === 'en' ? '' : html` lang="en"`}>${shop.name}</span><span class="visually-hidden">${t.logoHint}</span></a>
<details class="site-nav">
<summary class="site-nav__toggle"><span class="site-nav__icon" aria-hidden="true"></span>${t.menu}</summary>
<nav class="site-nav__panel" aria-label="${t.mainNavigation}">
<ul class="site-nav__list">
${navLink(ROUTE.home, t.nav.home, route)}
<li class="site-nav__group"><details${inGroup ? html` open` : ''}><summary>${t.nav.showrooms}</summary>
<ul>${shop.showrooms.map((s) => navLink(s.route, s.name, route))}</ul></details></li>
${navLink(ROUTE.womensWear, t.nav.womensWear, route)}
${navLink(ROUTE.mensWear, t.nav.mensWear, route)}
${navLink(ROUTE.kidsWear, t.nav.kidsWear, route)}
${navLink(ROUTE.contact, t.nav.contact, route)}
</ul>
</nav>
</details>
${languageSwitch(ctx, route)}
<a class="helpline" href="${tel(shop.callNumber)}"><span class="helpline__label">${phoneText(t.helpLine)}</span><span class="helpline__number">${phoneText(` ${shop.callNumber}`)}</span></a>
</div>
</header>`;
}

function breadcrumb(ctx: SiteContext, crumbs: Crumb[]): Html {
  const { t } = ctx;
  if (crumbs.length === 0) return html``;
  const last = crumbs.length - 1;
  return html`<nav class="breadcrumb" aria-label="${t.breadcrumb}"><ol>
<li><a href="${ROUTE.home}">${t.nav.home}</a></li>
${crumbs.map((c, i) => html`<li><a href="${c.href}"${i === last ? html` aria-current="page"` : ''}>${c.back ? html`<span aria-hidden="true">←&nbsp;</span><span class="visually-hidden">${t.back}: </span>` : ''}${c.label}${c.hint ? html`<span class="visually-hidden"> ${c.hint}</span>` : ''}</a></li>`)}
</ol></nav>`;
}

function footer(ctx: SiteContext): Html {
  const { shop, content, t } = ctx;
  const listings = Object.entries(content.listings);
  const year = new Date().getFullYear();
  return html`<footer class="site-footer">
<div class="site-footer__grid">
<section aria-labelledby="footer-showrooms"><h2 id="footer-showrooms">${t.footer.showrooms}</h2>
${shop.showrooms.map((s) => html`<div class="site-footer__showroom"><h3><a href="${s.route}">${s.name}</a></h3>${address(ctx, s)}</div>`)}
</section>
<section aria-labelledby="footer-products"><h2 id="footer-products">${t.footer.products}</h2><ul>
${listings.map(([href, l]) => html`<li><a href="${href}">${l.heading}</a></li>`)}
<li><a href="${ROUTE.kidsWear}">${t.nav.kidsWear}</a></li><li><a href="${ROUTE.accessories}">${t.nav.accessories}</a></li>
</ul></section>
<section aria-labelledby="footer-links"><h2 id="footer-links">${t.footer.quickLinks}</h2><ul>
<li><a href="${ROUTE.home}">${t.nav.home}</a></li>
<li><a href="${content.collections.trending.explore}">${content.collections.trending.title}</a></li>
<li><a href="${content.collections.wedding.explore}">${content.collections.wedding.title}</a></li>
<li><a href="${ROUTE.contact}">${t.nav.contact}</a></li>
<li><a href="${ROUTE.embed}">${embedStrings[ctx.lang].footerLink}</a></li>
</ul></section>
<section aria-labelledby="footer-social"><h2 id="footer-social">${t.footer.social}</h2><ul>
<li><a href="${shop.social.facebook}" rel="noopener noreferrer">${t.footer.facebook}</a></li>
<li><a href="${shop.social.youtube}" rel="noopener noreferrer">${t.footer.youtube}</a></li>
<li><a href="mailto:${shop.email}">${shop.email}</a></li>
<li><a href="${tel(shop.callNumber)}">${phoneText(shop.callNumber)}</a></li>
</ul></section>
</div>
<p class="site-footer__legal">${withLatin(ctx, t.footer.rights(year, shop.name))}</p>
<p class="site-footer__credit">${content.site.credit.text} <a href="${content.site.credit.href}" rel="noopener noreferrer">${withLatin(ctx, content.site.credit.name)}</a></p>
<shop-back-to-top loading="lazy"><a href="#top">${t.footer.backToTop}</a></shop-back-to-top>
</footer>`;
}

/**
 * The page's widget loader: /widgets/en/auto.js (the page's language's bundle) loads the entry of each widget the
 * markup uses once the page has painted its own content, those marked `loading="lazy"` (below the fold) or
 * `loading="interaction"` (a listing, whose page copy reads as it is) only when the shopper comes near them or first
 * uses them. Asked for at low priority: the stylesheet and the first pictures come first.
 */
function widgetScripts(ctx: SiteContext, markup: string): Html[] {
  const used = [...markup.matchAll(/<shop-([a-z][a-z0-9-]*)[\s>]/g)].some(([, name]) => ctx.widgets.has(name!));
  const folder = ctx.languageBundles ? `/widgets/${ctx.lang}` : '/widgets';
  return used ? [html`<script type="module" fetchpriority="low" src="${folder}/auto.js"></script>`] : [];
}

export function renderPage(ctx: SiteContext, route: string, page: Page): string {
  const { shop, t } = ctx;
  const title = route === ROUTE.home ? `${shop.name} | ${page.title}` : `${page.title} | ${shop.name}`;
  const canonical = pageUrl(ctx, route);
  const main = html`${breadcrumb(ctx, page.crumbs)}${page.body}`;
  // Every link to a page of the site goes to the page in this language (the language switch excepted).
  const chrome = raw(
    inLanguage(ctx.lang, html`${header(ctx, route)}<main id="main" tabindex="-1">${main}</main>${footer(ctx)}`.value),
  );
  const known = isPage(route);
  // The shop's share picture is 1200×630 (render.ts rasterises it).
  const image = page.image ?? { url: pageUrl(ctx, '/images/share.jpg'), alt: shop.name, width: 1200, height: 630 };
  // /assets/offline.js (its why lives here: every page downloads it, comments included) imports the service
  // worker's client only after `load` and the page's first paint, so a first visit loads as it would without one. Partners' pages never
  // load it: the widget entries do not register a worker.
  return `<!DOCTYPE html>\n${
    html`<html lang="${ctx.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${page.description}">
${page.noindex ? html`<meta name="robots" content="noindex">` : html`<link rel="canonical" href="${canonical}">`}
<meta name="theme-color" content="#800000">
<meta property="og:type" content="${page.type ?? 'website'}">
<meta property="og:site_name" content="${shop.name}">
<meta property="og:locale" content="${ctx.lang === 'bn' ? 'bn_IN' : 'en_IN'}">
${alternates(ctx, route, !page.noindex)}
<meta property="og:title" content="${title}">
<meta property="og:description" content="${page.description}">
${known ? html`<meta property="og:url" content="${canonical}">` : ''}
<meta property="og:image" content="${image.url}">
${
  image.width
    ? html`<meta property="og:image:width" content="${image.width}">
<meta property="og:image:height" content="${image.height}">`
    : ''
}
<meta property="og:image:alt" content="${image.alt}">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${title}">
<meta name="twitter:description" content="${page.description}">
<meta name="twitter:image" content="${image.url}">
<meta name="twitter:image:alt" content="${image.alt}">
<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/assets/site.css">
<link rel="manifest" href="${ctx.lang === 'en' ? '' : '/bn'}/manifest.webmanifest">
${widgetScripts(ctx, chrome.value)}
<script type="module" fetchpriority="low" src="/assets/offline.js"></script>
${(page.scripts ?? []).map((src) => html`<script type="module" src="${src}"></script>`)}
${(page.jsonLd ?? []).map((data) => html`<script type="application/ld+json">${jsonForScript(data)}</script>`)}
</head>
<body>
<a class="skip-link" href="#main">${t.skipLink}</a>
${chrome}
</body>
</html>`.value
  }\n`;
}
