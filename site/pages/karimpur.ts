/**
 * `/KarimpurShowroom`: a carousel of the showroom, WhatsApp, directions and the
 * click-to-load map (<shop-showroom>, as on the other showroom pages, loaded
 * as it nears the screen: its card is the page's own HTML), an
 * accordion with the address and the contact details (both closed at first, as
 * the spec says), and the Grand Opening gallery.
 */
import { html } from './html.js';
import { need } from './content.js';
import type { Page, SiteContext } from './context.js';
import { inPageLanguage } from './languages.js';
import { address, chatLink, clothingStore, directionLinks, figure, phoneList, showroomOf } from './parts.js';

export function karimpurPage(ctx: SiteContext, route: string): Page {
  const { t } = ctx;
  const s = showroomOf(ctx, route);
  const c = need(ctx.content.showrooms[s.id], ctx.contentDir, 'showrooms', s.id, 'missing');
  const carousel = need(
    c.carousel,
    ctx.contentDir,
    'showrooms',
    `${s.id}.carousel`,
    'expected the carousel photos of this page',
  );
  const gallery = need(
    c.gallery,
    ctx.contentDir,
    'showrooms',
    `${s.id}.gallery`,
    'expected the Grand Opening gallery of this page',
  );
  const heading = t.showroomHeading(s.name);
  const body = html`<h1>${heading}</h1>
<shop-carousel label="${heading}" class="banner">${carousel.map((p, i) => figure(ctx, p, '100vw', i === 0))}</shop-carousel>
<p class="lead">${c.description}</p>
<shop-showroom loading="lazy" showroom="${s.id}">
<div class="showroom-card" slot="card">
<h2>${t.visitUs}</h2>
<p>${chatLink(ctx, t.showroomChat(s.name))}</p>
${directionLinks(ctx, s)}
<p class="showroom-card__map-note">${inPageLanguage(ctx, t.mapNote)}</p>
</div>
</shop-showroom>
<div class="section accordion">
<details class="accordion__item"><summary>${t.address}</summary><div class="accordion__panel">
${address(ctx, s)}
${s.tagline ? html`<p>${s.tagline}</p>` : ''}
<p>${t.hours(ctx.shop.hours.text)}</p>
</div></details>
<details class="accordion__item"><summary>${t.contactDetails}</summary><div class="accordion__panel">
${phoneList(s)}
</div></details>
</div>
<section class="section" aria-labelledby="gallery-heading">
<h2 id="gallery-heading">${gallery.heading}</h2>
<shop-zoom-gallery loading="lazy" label="${gallery.label}">${gallery.items.map((p) => figure(ctx, p, '(min-width: 48rem) 30vw, 50vw'))}</shop-zoom-gallery>
</section>`;
  return {
    title: `${heading}, ${s.street}`,
    description: `${c.description} ${s.street}, ${s.locality} ${s.postalCode}. ${t.hours(ctx.shop.hours.text)}.`.slice(
      0,
      170,
    ),
    crumbs: [{ label: s.name, href: route }],
    body,
    jsonLd: [clothingStore(ctx, s, route, ctx.images.url(carousel[0]!.image))],
  };
}
