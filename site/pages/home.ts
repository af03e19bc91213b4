/** `/`: banners, categories, showrooms, welcome, social frames and the three collections. */
import { html, type Html } from './html.js';
import type { Collection } from './content-schema.js';
import type { Page, SiteContext } from './context.js';
import { inPageLanguage } from './languages.js';
import { cardGrid, clothingStore, figure, productCard } from './parts.js';
import { ENQUIRIES } from '../../src/links.js';

function collectionSection(ctx: SiteContext, id: string, c: Collection): Html {
  const { t } = ctx;
  return html`<section class="section" aria-labelledby="${id}">
<div class="section__head"><h2 id="${id}">${c.section}</h2><a class="section__more" href="${c.explore}">${t.explore}<span class="visually-hidden"> ${c.title}</span></a></div>
${cardGrid(c.cards.map((card) => productCard(ctx, card, ENQUIRIES[ctx.lang][c.enquiry])))}
</section>`;
}

function facebookFrame(page: string): string {
  return `https://www.facebook.com/plugins/page.php?href=${encodeURIComponent(page)}&tabs=timeline&width=340&height=429&small_header=true&adapt_container_width=true`;
}

export function homePage(ctx: SiteContext): Page {
  const { shop, content, t } = ctx;
  const home = content.home;
  const wide = '100vw';
  const banner = home.showroomBanner;
  const bannerShowrooms = banner.showrooms.map((id) => shop.showrooms.find((s) => s.id === id)!);
  const showroomPhotos = shop.showrooms.map((s) => {
    const c = content.showrooms[s.id]!;
    const picture = c.front ?? c.photos?.items[0] ?? c.carousel?.[0];
    return html`<a class="showroom-tile" href="${s.route}">${picture ? figure(ctx, { ...picture, caption: t.showroom(s.name) }, '(min-width: 40rem) 30vw, 90vw') : html`<span>${t.showroom(s.name)}</span>`}</a>`;
  });
  const video = shop.social.youtubeEmbed;
  const body = html`<h1 class="home__title">${home.heading}</h1>
<shop-carousel label="${t.home.carousel}" class="banner">${home.slides.map((slide, i) => figure(ctx, slide, wide, i === 0))}</shop-carousel>
<section class="section" id="categories" aria-labelledby="categories-heading">
<h2 id="categories-heading">${home.categories.heading}</h2>
<shop-category-slider>${home.categories.cards.map(
    // The first card is in the first screen on a phone (one card per view there): its picture loads at once.
    (card, i) =>
      html`<article class="category">${ctx.images.img(card.image, { alt: card.alt, sizes: '(min-width: 40rem) 30vw, 80vw', className: 'category__image', eager: i === 0 })}<h3 class="category__title">${card.title}</h3><a class="button button--solid" href="${card.href}">${t.explore}<span class="visually-hidden"> ${card.title}</span></a></article>`,
  )}</shop-category-slider>
</section>
<section class="section" aria-labelledby="showrooms-heading">
<h2 id="showrooms-heading">${home.showrooms.heading}</h2>
<div class="showroom-tiles">${showroomPhotos}</div>
${figure(ctx, home.showrooms.advertisement, '(min-width: 75rem) 72rem, 100vw')}
</section>
<p class="welcome">${inPageLanguage(ctx, home.welcome)}</p>
<section class="showroom-banner" aria-labelledby="banner-heading">
<h2 id="banner-heading">${inPageLanguage(ctx, banner.headline)}</h2>
<p>${banner.line}</p>
<p class="showroom-banner__links">${bannerShowrooms.map((s) => html`<a class="button" href="${s.route}">${t.showroom(s.name)}</a> `)}</p>
</section>
<section class="section" aria-labelledby="social-heading">
<h2 id="social-heading">${home.social.heading}</h2>
<div class="embeds">
<shop-embed loading="lazy" src="${facebookFrame(shop.social.facebook)}" title="${t.home.onFacebook(shop.name)}" height="429"><a href="${shop.social.facebook}" rel="noopener noreferrer">${home.social.facebook}</a></shop-embed>
<shop-embed loading="lazy" src="${video ?? shop.social.youtube}" title="${t.home.onYouTube(shop.name)}" height="315"><a href="${shop.social.youtube}" rel="noopener noreferrer">${home.social.youtube}</a></shop-embed>
</div>
</section>
${collectionSection(ctx, 'trending-heading', content.collections.trending)}
${collectionSection(ctx, 'wedding-heading', content.collections.wedding)}
${collectionSection(ctx, 'family-heading', content.collections.family)}`;
  const stores = shop.showrooms.map((s) => {
    const c = content.showrooms[s.id]!;
    const picture = c.front ?? c.photos?.items[0] ?? c.carousel?.[0];
    return clothingStore(ctx, s, s.route, picture && ctx.images.url(picture.image));
  });
  return { title: home.title, description: home.description, crumbs: [], body, jsonLd: stores };
}
