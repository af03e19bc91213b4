/** `/womens-wear`, `/mens-wear`, `/Kidsware`, `/accessories`: cards that open a listing or ask on WhatsApp. */
import { html } from './html.js';
import { need } from './content.js';
import type { Page, SiteContext } from './context.js';
import { cardGrid, cardLoading, landingCard } from './parts.js';

export function landingPage(ctx: SiteContext, route: string): Page {
  const page = need(
    ctx.content.landing[route],
    ctx.contentDir,
    'landing',
    route,
    'missing: every landing page needs its cards',
  );
  const body = html`<h1>${page.heading}</h1>
${page.intro ? html`<p class="lead">${page.intro}</p>` : ''}
${cardGrid(page.cards.map((card, i) => landingCard(ctx, card, route, cardLoading(i))))}`;
  return { title: page.title, description: page.description, crumbs: [{ label: page.heading, href: route }], body };
}
