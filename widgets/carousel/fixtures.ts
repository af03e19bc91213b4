/** Fixtures and helpers shared by the `<shop-carousel>` test files (happy-dom). Not part of any bundle. */
import '../../test/_util/dom.js';
import { mount, $, $$ } from '../../test/_util/dom.js';
import { fakeMatchMedia, type FakeMedia } from '../_glide/testing.js';
import './define.js';

export const FIGURES = [1, 2, 3, 4]
  .map(
    (n) =>
      `<figure><img src="/banner-${n}.svg" alt="Banner ${n}" width="1200" height="500"><figcaption> Offer ${n} </figcaption></figure>`,
  )
  .join('');
export const JSON_SLIDES = JSON.stringify([
  { src: '/k1.svg', alt: 'Front', width: 1200, height: 600 },
  { src: '/k2.svg', alt: 'Shelves', width: 1200, height: 600, caption: 'Sarees' },
  { src: '/k3.svg', alt: 'Counter', width: 1200, height: 600 },
]);

export let media: FakeMedia;

/** A `<shop-carousel>` added to the page, with FIGURES as its children unless others are given. */
export const mountCarousel = (attributes: Record<string, string> = {}, children = FIGURES) =>
  mount('shop-carousel', attributes, children);
export const realSlides = (el: HTMLElement) => $$(el, '.glide__slide:not(.glide__slide--clone)');
export const rotation = (el: HTMLElement) => $<HTMLButtonElement>(el, '[part="rotation"]');
export const live = (el: HTMLElement) => $(el, '[part="slides"]')!.getAttribute('aria-live');
export const shown = (el: HTMLElement) => $(el, '[part="count"]')?.textContent;

export function slideEvents(): Array<{ index: number; count: number }> {
  const details: Array<{ index: number; count: number }> = [];
  document.addEventListener('shop-slide-change', (event) => details.push(event.detail));
  return details;
}

export const reset = () => {
  document.body.innerHTML = '';
  media?.restore();
  media = fakeMatchMedia(() => false);
};

/** After a suite: no carousel left rotating (its timer would keep the test process alive), matchMedia given back. */
export const teardown = () => {
  document.body.innerHTML = '';
  media.restore();
};
