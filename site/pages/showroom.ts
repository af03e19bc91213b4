/**
 * `/Ranaghat_showroom`, `/Bethuadahari_showroom`: the showroom card (address,
 * phones, directions, map link) inside <shop-showroom>, and the zoomable photos.
 */
import { html } from './html.js';
import { need } from './content.js';
import type { Page, SiteContext } from './context.js';
import { inPageLanguage } from './languages.js';
import { address, chatLink, clothingStore, directionLinks, figure, phoneList, showroomOf } from './parts.js';

export function showroomPage(ctx: SiteContext, route: string): Page {
  const { t } = ctx;
  const s = showroomOf(ctx, route);
  const c = need(ctx.content.showrooms[s.id], ctx.contentDir, 'showrooms', s.id, 'missing');
  const heading = t.showroomHeading(s.name);
  const first = c.front ?? c.photos?.items[0];
  const body = html`<h1>${heading}</h1>
<p class="lead">${c.description}</p>
<shop-showroom showroom="${s.id}">
<div class="showroom-card" slot="card">
<h2>${t.visitUs}</h2>
${address(ctx, s)}
<p>${s.tagline ?? ''}${s.tagline ? html`<br>` : ''}${t.hours(ctx.shop.hours.text)}</p>
<h3>${t.callUs}</h3>
${phoneList(s)}
<p>${chatLink(ctx, t.showroomChat(s.name))}</p>
${directionLinks(ctx, s)}
<p class="showroom-card__map-note">${inPageLanguage(ctx, t.mapNote)}</p>
</div>
${c.front ? figure(ctx, c.front, '(min-width: 48rem) 45vw, 100vw', true) : ''}
</shop-showroom>
${
  c.photos
    ? html`<section class="section" aria-labelledby="photos-heading"><h2 id="photos-heading">${t.photos}</h2>
<shop-zoom-gallery loading="lazy" label="${c.photos.label}">${c.photos.items.map((p) => figure(ctx, p, '(min-width: 48rem) 45vw, 100vw'))}</shop-zoom-gallery></section>`
    : ''
}`;
  return {
    title: `${heading}, ${s.locality}`,
    description: `${c.description} ${s.street}, ${s.locality} ${s.postalCode}. ${t.hours(ctx.shop.hours.text)}.`.slice(
      0,
      170,
    ),
    crumbs: [{ label: heading, href: route }],
    body,
    jsonLd: [clothingStore(ctx, s, route, first && ctx.images.url(first.image))],
  };
}
