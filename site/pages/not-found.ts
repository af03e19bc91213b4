/** `404.html`: served for any path the site does not have. */
import { html } from './html.js';
import { NOT_FOUND, ROUTE } from './routes.js';
import type { Page, SiteContext } from './context.js';
import { goneProduct } from './product.js';

export function notFoundPage(ctx: SiteContext): Page {
  const { t } = ctx;
  const { notFound } = ctx.content.site;
  const { listings, collections } = ctx.content;
  const body = html`<h1>${notFound.heading}</h1>
<p class="lead">${notFound.text}</p>
${goneProduct(ctx)}
<ul class="link-list">
<li><a href="${ROUTE.home}">${t.nav.home}</a></li>
${Object.entries(listings).map(([href, l]) => html`<li><a href="${href}">${l.heading}</a></li>`)}
<li><a href="${collections.trending.explore}">${collections.trending.title}</a></li>
<li><a href="${collections.wedding.explore}">${collections.wedding.title}</a></li>
${ctx.shop.showrooms.map((s) => html`<li><a href="${s.route}">${t.showroom(s.name)}</a></li>`)}
<li><a href="${ROUTE.contact}">${t.nav.contact}</a></li>
</ul>`;
  return {
    title: notFound.title,
    description: notFound.text,
    crumbs: [{ label: notFound.title, href: NOT_FOUND }],
    body,
    noindex: true,
    scripts: ['/assets/not-found.js'],
  };
}
