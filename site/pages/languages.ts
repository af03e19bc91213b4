/**
 * The two languages of every page: the links between a page and its counterpart (hreflang, the header's switch)
 * and the rule that every link of a Bengali page stays in Bengali.
 */
import type { Lang } from '../../src/i18n.js';
import { html, withBengali, type Html } from './html.js';
import { NOT_FOUND, ROUTE, isPage, pathFor } from './routes.js';
import type { SiteContext } from './context.js';

const other = (lang: Lang): Lang => (lang === 'en' ? 'bn' : 'en');

/** `<link rel="alternate">` to the page in each language, English also as x-default (no redirect by browser language). */
export function alternates(ctx: SiteContext, route: string, indexable: boolean): Html {
  if (!indexable || !isPage(route)) return html``;
  const url = (lang: Lang) => new URL(pathFor(route, lang), ctx.shop.siteUrl).href;
  return html`<link rel="alternate" hreflang="en" href="${url('en')}">
<link rel="alternate" hreflang="bn" href="${url('bn')}">
<link rel="alternate" hreflang="x-default" href="${url('en')}">`;
}

/**
 * The header's plain link to this page in the other language, named in that language. The 404 page, served at
 * any unknown path, links to the other language's home page. On a listing the catalogue adds the shopper's
 * search (?q=) to it (widgets/catalogue/query.ts).
 */
export function languageSwitch(ctx: SiteContext, route: string): Html {
  const to = other(ctx.lang);
  const target = route === NOT_FOUND ? ROUTE.home : route;
  return html`<a class="lang-switch" hreflang="${to}" href="${pathFor(target, to)}"><span class="visually-hidden">${ctx.t.otherLanguageHint}</span><span lang="${to}">${ctx.t.otherLanguage}</span></a>`;
}

/** Links of a page's markup moved to its language: `href="/saree"` → `href="/bn/saree"` (links with hreflang stay). */
export function inLanguage(lang: Lang, markup: string): string {
  if (lang === 'en') return markup;
  return markup.replace(
    /(<a\b(?![^>]*\bhreflang=)[^>]*?\shref=")(\/[^"#?]*)/g,
    (whole, start: string, path: string) => {
      if (path === NOT_FOUND) return `${start}${pathFor('/', lang)}${NOT_FOUND}`;
      return isPage(path) ? `${start}${pathFor(path, lang)}` : whole;
    },
  );
}

/**
 * Text as the shop wrote it, in either language, with the runs in the other language than the page's marked: Bengali
 * runs `lang="bn"` on an English page, Latin runs `lang="en"` on a Bengali page. (On a Bengali page a Bengali run
 * needs no mark of its own: the page's `lang` is its language. An inline mark is also what axe, and so Lighthouse,
 * checks for contrast inside a section that `content-visibility` has not painted yet, against whatever lies under it.)
 */
export function inPageLanguage(ctx: SiteContext, text: string): Html {
  return ctx.lang === 'en' ? withBengali(text) : withLatin(ctx, text);
}

/** On a Bengali page, runs of Latin letters (the shop's brand name, a studio's name) are marked as English. */
export function withLatin(ctx: SiteContext, text: string): Html {
  if (ctx.lang === 'en') return html`${text}`;
  const parts = text.split(/([A-Za-z][A-Za-z .'&()-]*[A-Za-z)])/);
  return html`${parts.map((part, i) => (i % 2 ? html`<span lang="en">${part}</span>` : part))}`;
}
