/**
 * `/offline` (and `/bn/offline`): what the service worker shows for a page the shopper has not opened before
 * when there is no signal. Everything a shopper needs to reach the shop is written into the page itself, since
 * nothing else can be fetched: the numbers, a WhatsApp chat, the showroom addresses. The list of pages is
 * every page of the site in both languages; site/assets/offline-pages.js keeps only those saved on this phone.
 */
import { tables } from '../../src/i18n.js';
import { whatsappHref } from '../../src/links.js';
import { html } from './html.js';
import { ROUTE, pathFor } from './routes.js';
import type { Page, SiteContext } from './context.js';
import { address, phoneList, phoneText, tel } from './parts.js';

/** Where the offline page is, in the route table's spelling (written to `offline/index.html`). */
export const OFFLINE_ROUTE = '/offline';

const STRINGS = tables(
  {
    title: 'No connection',
    heading: 'You are offline',
    lead: 'This page has not been saved on your phone yet. The pages below open without signal, and you can still call us or send a WhatsApp message.',
    reach: 'Call or WhatsApp the shop',
    callShop: 'Call',
    chatShop: 'WhatsApp us',
    chatMessage: 'Hello, I would like to know about your clothes.',
    saved: 'Pages you can open offline',
    /** The group of the other language's saved pages, named in this page's language. */
    inOther: 'Pages in Bengali',
    noneSaved: 'No page is saved yet: open a few pages while you have signal and they will open here next time.',
    showrooms: 'Our showrooms',
  },
  {
    title: 'সংযোগ নেই',
    heading: 'ইন্টারনেট সংযোগ নেই',
    lead: 'এই পেজটি এখনও আপনার ফোনে রাখা হয়নি। নিচের পেজগুলি নেট ছাড়াই খুলবে, আর আপনি আমাদের কল বা হোয়াটসঅ্যাপ করতে পারেন।',
    reach: 'দোকানে কল বা হোয়াটসঅ্যাপ করুন',
    callShop: 'কল করুন',
    chatShop: 'হোয়াটসঅ্যাপ করুন',
    chatMessage: 'নমস্কার, আপনাদের জামাকাপড় সম্পর্কে জানতে চাই।',
    saved: 'নেট ছাড়া যে পেজগুলি খুলবে',
    inOther: 'ইংরেজি পেজ',
    noneSaved: 'এখনও কোনো পেজ রাখা হয়নি: নেট থাকার সময় কয়েকটি পেজ খুলুন, পরের বার সেগুলি এখানে খুলবে।',
    showrooms: 'আমাদের শোরুম',
  },
);

export function offlinePage(ctx: SiteContext): Page {
  const { t, shop } = ctx;
  const s = STRINGS[ctx.lang];
  const { listings, collections } = ctx.content;
  const chat = whatsappHref(shop.chatNumber, s.chatMessage);
  if (!chat) throw new Error(`Not a phone number: ${shop.chatNumber}`);
  const pages: Array<[string, string]> = [
    [ROUTE.home, t.nav.home],
    ...Object.entries(listings).map(([href, l]): [string, string] => [href, l.heading]),
    [collections.trending.explore, collections.trending.title],
    [collections.wedding.explore, collections.wedding.title],
    ...shop.showrooms.map((r): [string, string] => [r.route, t.showroom(r.name)]),
    [ROUTE.contact, t.nav.contact],
  ];
  // A shopper may have saved pages in either language: both are listed, the other language's under its own
  // heading (named in this page's language; `hreflang` keeps the layout from moving those links to this language).
  const other = ctx.lang === 'en' ? 'bn' : 'en';
  const list = (lang: typeof other | typeof ctx.lang) =>
    html`<ul class="link-list" data-offline-pages aria-busy="true">${pages.map(([route, label]) =>
      lang === ctx.lang
        ? html`<li><a href="${route}">${label}</a></li>`
        : html`<li><a href="${pathFor(route.split('#')[0]!, lang)}" hreflang="${lang}">${label}</a></li>`,
    )}</ul>`;
  const body = html`<h1>${s.heading}</h1>
<p class="lead">${s.lead}</p>
<section aria-labelledby="offline-reach"><h2 id="offline-reach">${s.reach}</h2>
<p class="card__actions"><a class="button" href="${tel(shop.callNumber)}">${s.callShop} ${phoneText(shop.callNumber)}</a>
<a class="button button--solid" href="${chat}" rel="noopener noreferrer">${s.chatShop}</a></p></section>
<section aria-labelledby="offline-pages"><h2 id="offline-pages">${s.saved}</h2>
${list(ctx.lang)}
<div data-offline-group><h3 id="offline-other">${s.inOther}</h3>
${list(other)}</div>
<p data-offline-none hidden>${s.noneSaved}</p></section>
<section aria-labelledby="offline-showrooms"><h2 id="offline-showrooms">${s.showrooms}</h2>
${shop.showrooms.map((r) => html`<div class="site-footer__showroom"><h3>${r.name}</h3>${address(ctx, r)}${phoneList(r)}</div>`)}
</section>`;
  return {
    title: s.title,
    description: s.lead,
    crumbs: [],
    body,
    noindex: true,
    scripts: ['/assets/offline-pages.js'],
  };
}
