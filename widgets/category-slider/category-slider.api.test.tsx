import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { elapse, onFakeClock, settle, until, $, $$ } from '../../test/_util/dom.js';
import { needGlide } from '../_glide/testing.js';
import {
  CATEGORIES,
  article,
  ARTICLES,
  media,
  setViewport,
  answer,
  mountSlider,
  realCards,
  inView,
  current,
  glide,
  reset,
} from './fixtures.js';

const api = suite('<shop-category-slider> API');
api.before.each(reset);
api.after(() => media.restore());
onFakeClock(api);

api(
  "renders one card per <article> child: image, title at the page's heading level, and its Explore link",
  async () => {
    const el = mountSlider({}, article('Womens', 3) + article('Mens', 3));
    await settle();
    const cards = realCards(el);
    assert.is(cards.length, 2);
    const card = cards[0]!;
    assert.is(card.querySelector('img')!.getAttribute('src'), '/womens.svg');
    assert.is(card.querySelector('img')!.getAttribute('width'), '600');
    assert.is(card.querySelector('h3')!.textContent, 'Womens');
    const link = card.querySelector<HTMLAnchorElement>('[part="link"]')!;
    assert.is(link.getAttribute('href'), '/womens');
    assert.is(link.textContent, 'Explore Womens', 'the link names its category (the category in hidden text)');
    assert.is(link.querySelector('.visually-hidden')!.textContent, ' Womens');
  },
);

api('keeps the text the page hid in a link hidden: "Explore" shows, " Womens wear" is for screen readers', async () => {
  const el = mountSlider(
    {},
    '<article><h3>Womens</h3><a href="/womens-wear">Explore<span class="visually-hidden"> Womens wear</span></a></article>',
  );
  await settle();
  const link = realCards(el)[0]!.querySelector('[part="link"]')!;
  assert.is(link.firstChild!.textContent, 'Explore', 'visible text');
  assert.equal(
    [...link.querySelectorAll('.visually-hidden')].map((s) => s.textContent),
    [' Womens wear'],
  );
});

api('skips articles without a heading; a card without a link has none', async () => {
  const el = mountSlider(
    {},
    `<article><img src="/x.svg" alt=""><p>No heading</p></article><article><h2>Sale</h2></article>${article('Kids')}`,
  );
  await settle();
  assert.equal(
    realCards(el).map((c) => c.querySelector('[part="title"]')!.textContent),
    ['Sale', 'Kids'],
  );
  assert.not.ok(realCards(el)[0]!.querySelector('a'));
});

api('configures Glide for 3 cards in view, a whole view per move and 500 ms moves', async () => {
  const el = mountSlider();
  await settle();
  assert.is(glide(el).dataset.perView, '3');
  assert.is(glide(el).dataset.animationDuration, '500');
  assert.equal(inView(el), ['Womens', 'Mens', 'Kids']);
});

api('next moves three cards at a time and loops: first card Womens → Accessories → Kids; the dots follow', async () => {
  const details: Array<{ index: number; count: number }> = [];
  document.addEventListener('shop-slide-change', (event) => details.push(event.detail));
  const el = mountSlider();
  await settle();
  assert.is(current(el), 0);
  $<HTMLButtonElement>(el, '[part="next"]')!.click();
  await until(() => current(el) === 3);
  assert.is(current(el), 3);
  assert.equal(inView(el), ['Accessories', 'Womens', 'Mens']);
  assert.equal(details.at(-1), { index: 3, count: 4 });
  await elapse(100);
  $<HTMLButtonElement>(el, '[part="next"]')!.click();
  await until(() => current(el) === 2);
  assert.equal(inView(el), ['Kids', 'Accessories', 'Womens']);
  await elapse(100);
  $<HTMLButtonElement>(el, '[part="previous"]')!.click();
  await until(() => current(el) === 3);
  assert.is(current(el), 3);
});

api('a dot brings its card first into view', async () => {
  const el = mountSlider();
  await settle();
  $$(el, '[part="dot"]')[1]!.click();
  await until(() => current(el) === 1);
  assert.equal(inView(el), ['Mens', 'Kids', 'Accessories']);
});

api('shows 2 cards under 900 px and 1 under 560 px, moving as many at a time', async () => {
  setViewport(800);
  const el = mountSlider();
  await settle();
  assert.is(glide(el).dataset.perView, '2');
  assert.equal(inView(el), ['Womens', 'Mens']);
  $<HTMLButtonElement>(el, '[part="next"]')!.click();
  await until(() => current(el) === 2);
  assert.equal(inView(el), ['Kids', 'Accessories']);
  setViewport(360);
  media.set(answer);
  await settle();
  assert.is(glide(el).dataset.perView, '1');
  assert.is(inView(el).length, 1);
});

api('before its first need it draws only the cards in view, as many as the viewport shows', async () => {
  setViewport(360);
  const el = mountSlider();
  await settle();
  assert.is(realCards(el).length, 1);
  assert.equal(inView(el), ['Womens']);
  setViewport(800);
  media.set(answer);
  await settle();
  assert.is(glide(el).dataset.perView, '2');
  assert.equal(inView(el), ['Womens', 'Mens']);
  assert.is(realCards(el).length, 2);
  assert.equal(
    $$(el, '[part="dot"]').map((dot) => dot.getAttribute('aria-label')),
    CATEGORIES.map((title) => `Show ${title}`),
    'a dot for every card all the same',
  );
});

api('moves without animation under prefers-reduced-motion: reduce', async () => {
  media.set((query) => query.includes('reduce'));
  const el = mountSlider();
  await settle();
  assert.is(glide(el).dataset.animationDuration, '0');
});

api('label names the carousel group; changing it and removing it (back to "Categories") update the name', async () => {
  const el = mountSlider({ label: 'Shop by category' });
  await settle();
  assert.is($(el, '[part="slider"]')!.getAttribute('aria-label'), 'Shop by category');
  el.setAttribute('label', 'Our range');
  await settle();
  assert.is($(el, '[part="slider"]')!.getAttribute('aria-label'), 'Our range');
  el.removeAttribute('label');
  await settle();
  assert.is($(el, '[part="slider"]')!.getAttribute('aria-label'), 'Categories');
});

api('with no more cards than fit in view there is nothing to move: no buttons or dots', async () => {
  const el = mountSlider(
    {},
    CATEGORIES.slice(0, 3)
      .map((title) => article(title))
      .join(''),
  );
  await settle();
  assert.is($$(el, 'button').length, 0);
  assert.equal(inView(el), ['Womens', 'Mens', 'Kids']);
});

api('reads cards added after the element is in the page', async () => {
  const el = mountSlider({}, '');
  await settle();
  assert.ok($(el, 'slot'));
  el.innerHTML = ARTICLES;
  await until(() => realCards(el).length === 3);
  assert.equal(inView(el), ['Womens', 'Mens', 'Kids']);
  await needGlide(el);
  assert.is(realCards(el).length, 4);
});

api.run();
