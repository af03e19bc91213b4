/** Fixtures and helpers shared by the `<shop-category-slider>` test files (happy-dom). Not part of any bundle. */
import '../../test/_util/dom.js';
import { mount, $, $$ } from '../../test/_util/dom.js';
import { fakeMatchMedia, type FakeMedia } from '../_glide/testing.js';
import './define.js';

export const CATEGORIES = ['Womens', 'Mens', 'Kids', 'Accessories'];
export const article = (title: string, level = 2) =>
  `<article><img src="/${title.toLowerCase()}.svg" alt="" width="600" height="450"><h${level}>${title}</h${level}><a href="/${title.toLowerCase()}">Explore</a></article>`;
export const ARTICLES = CATEGORIES.map((title) => article(title)).join('');

export let media: FakeMedia;
/** Viewport width the fake matchMedia answers max-width queries for. */
let viewport = 1280;
/** Sets the viewport width the fake matchMedia answers for (call `media.set(answer)` to notify). */
export const setViewport = (width: number) => {
  viewport = width;
};
export const answer = (query: string) => {
  if (query.includes('reduce')) return false;
  const max = /max-width: ([\d.]+)px/.exec(query);
  return max ? viewport <= Number(max[1]) : false;
};

/** A `<shop-category-slider>` added to the page, with ARTICLES as its children unless others are given. */
export const mountSlider = (attributes: Record<string, string> = {}, children = ARTICLES) =>
  mount('shop-category-slider', attributes, children);
export const realCards = (el: HTMLElement) => $$(el, '.glide__slide:not(.glide__slide--clone)');
/** Titles of the cards that can be focused and read, in order. */
export const inView = (el: HTMLElement) =>
  $$(el, '.glide__slide:not([inert]) [part="title"]').map((t) => t.textContent);
export const current = (el: HTMLElement) =>
  $$(el, '[part="dot"]').findIndex((dot) => dot.getAttribute('aria-current') === 'true');
export const glide = (el: HTMLElement) => $(el, '.glide')!;

export const reset = () => {
  document.body.innerHTML = '';
  viewport = 1280;
  media?.restore();
  media = fakeMatchMedia(answer);
};
