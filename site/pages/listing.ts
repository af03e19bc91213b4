/**
 * `/saree`, `/MenPunjabi`, `/T_shirt`, `/MenBlazer`: the searchable
 * <shop-catalogue>, with its first page of products prerendered inside it so
 * the listing reads (and is crawled) without JavaScript.
 */
import { COLLECTION_INFO, type Product } from '../../src/product.js';
import { html, withBengali } from '../html.js';
import { need } from '../content/load.js';
import type { Page, SiteContext } from './context.js';
import { bookLinks, FIRST_ROW } from './parts.js';

function productItem(ctx: SiteContext, product: Product, message: string, route: string, eager: boolean) {
  const image = product.img
    ? html`<img class="product__image" src="${product.img}" width="400" height="500" alt="${product.title}" loading="${eager ? 'eager' : 'lazy'}" decoding="async">`
    : '';
  return html`<li class="product">${image}<h2 class="product__title">${withBengali(product.title)}</h2><p class="product__des">${withBengali(product.des)}</p>${bookLinks(ctx, message, product.title, route)}</li>`;
}

export function listingPage(ctx: SiteContext, route: string): Page {
  const listing = need(
    ctx.content.listings[route],
    ctx.contentDir,
    'listings',
    route,
    'missing: every listing page needs its collection',
  );
  const info = COLLECTION_INFO[listing.collection];
  const back = ctx.content.landing[listing.back]?.heading ?? 'Back';
  const firstPage = ctx.products[listing.collection].slice(0, info.limit);
  const firebase = ctx.shop.firebase ? JSON.stringify(ctx.shop.firebase) : undefined;
  const body = html`<h1>${listing.heading}</h1>
<shop-catalogue collection="${listing.collection}" limit="${info.limit}"${firebase ? html` firebase-config="${firebase}"` : ''}>
<ul class="products">${firstPage.map((p, i) => productItem(ctx, p, info.message, route, i < FIRST_ROW))}</ul>
</shop-catalogue>`;
  return {
    title: listing.title,
    description: listing.description,
    crumbs: [
      { label: 'Back', href: listing.back, hint: `to ${back}` },
      { label: listing.heading, href: route },
    ],
    body,
  };
}
