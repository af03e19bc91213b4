/** `/saree_trending` and `/wedding_page`: one collection of cards. */
import { html } from './html.js';
import type { Collection } from './content-schema.js';
import type { Page, SiteContext } from './context.js';
import { cardGrid, cardLoading, productCard } from './parts.js';
import { ENQUIRIES } from '../../src/links.js';

export function collectionPage(ctx: SiteContext, route: string, c: Collection): Page {
  const body = html`<h1>${c.heading}</h1>
<p class="lead">${c.description}</p>
${cardGrid(c.cards.map((card, i) => productCard(ctx, card, ENQUIRIES[ctx.lang][c.enquiry], 'h2', cardLoading(i))))}`;
  return { title: c.title, description: c.description, crumbs: [{ label: c.heading, href: route }], body };
}
