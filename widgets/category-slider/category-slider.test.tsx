import '../../test/_util/dom.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { settle, until } from '../../test/_util/dom.js';
import { fakeMatchMedia, spyTimers, spyWindowListeners, type FakeMedia } from '../_glide/testing.js';
import './define.js';

const CATEGORIES = ['Womens', 'Mens', 'Kids', 'Accessories'];
const article = (title: string, level = 2) =>
  `<article><img src="/${title.toLowerCase()}.svg" alt="" width="600" height="450"><h${level}>${title}</h${level}><a href="/${title.toLowerCase()}">Explore</a></article>`;
const ARTICLES = CATEGORIES.map((title) => article(title)).join('');

let media: FakeMedia;
/** Viewport width the fake matchMedia answers max-width queries for. */
let viewport = 1280;
const answer = (query: string) => {
  if (query.includes('reduce')) return false;
  const max = /max-width: ([\d.]+)px/.exec(query);
  return max ? viewport <= Number(max[1]) : false;
};

function mount(attributes: Record<string, string> = {}, children = ARTICLES): HTMLElement {
  const element = document.createElement('shop-category-slider');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.innerHTML = children;
  document.body.append(element);
  return element;
}
const $ = <T extends Element = HTMLElement>(el: HTMLElement, selector: string) =>
  el.shadowRoot!.querySelector<T>(selector);
const $$ = (el: HTMLElement, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
const realCards = (el: HTMLElement) => $$(el, '.glide__slide:not(.glide__slide--clone)');
/** Titles of the cards that can be focused and read, in order. */
const inView = (el: HTMLElement) => $$(el, '.glide__slide:not([inert]) [part="title"]').map((t) => t.textContent);
const current = (el: HTMLElement) =>
  $$(el, '[part="dot"]').findIndex((dot) => dot.getAttribute('aria-current') === 'true');
const glide = (el: HTMLElement) => $(el, '.glide')!;

const reset = () => {
  document.body.innerHTML = '';
  viewport = 1280;
  media?.restore();
  media = fakeMatchMedia(answer);
};

const api = suite('<shop-category-slider> API');
api.before.each(reset);
api.after(() => media.restore());

api(
  "renders one card per <article> child: image, title at the page's heading level, and its Explore link",
  async () => {
    const el = mount({}, article('Womens', 3) + article('Mens', 3));
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
  const el = mount(
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
  const el = mount(
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
  const el = mount();
  await settle();
  assert.is(glide(el).dataset.perView, '3');
  assert.is(glide(el).dataset.animationDuration, '500');
  assert.equal(inView(el), ['Womens', 'Mens', 'Kids']);
});

api('next moves three cards at a time and loops: first card Womens → Accessories → Kids; the dots follow', async () => {
  const details: Array<{ index: number; count: number }> = [];
  document.addEventListener('shop-slide-change', (event) => details.push(event.detail));
  const el = mount();
  await settle();
  assert.is(current(el), 0);
  $<HTMLButtonElement>(el, '[part="next"]')!.click();
  await until(() => current(el) === 3, 1500);
  assert.is(current(el), 3);
  assert.equal(inView(el), ['Accessories', 'Womens', 'Mens']);
  assert.equal(details.at(-1), { index: 3, count: 4 });
  await new Promise((resolve) => setTimeout(resolve, 100));
  $<HTMLButtonElement>(el, '[part="next"]')!.click();
  await until(() => current(el) === 2, 1500);
  assert.equal(inView(el), ['Kids', 'Accessories', 'Womens']);
  await new Promise((resolve) => setTimeout(resolve, 100));
  $<HTMLButtonElement>(el, '[part="previous"]')!.click();
  await until(() => current(el) === 3, 1500);
  assert.is(current(el), 3);
});

api('a dot brings its card first into view', async () => {
  const el = mount();
  await settle();
  $$(el, '[part="dot"]')[1]!.click();
  await until(() => current(el) === 1, 1500);
  assert.equal(inView(el), ['Mens', 'Kids', 'Accessories']);
});

api('shows 2 cards under 900 px and 1 under 560 px, moving as many at a time', async () => {
  viewport = 800;
  const el = mount();
  await settle();
  assert.is(glide(el).dataset.perView, '2');
  assert.equal(inView(el), ['Womens', 'Mens']);
  $<HTMLButtonElement>(el, '[part="next"]')!.click();
  await until(() => current(el) === 2, 1500);
  assert.equal(inView(el), ['Kids', 'Accessories']);
  viewport = 360;
  media.set(answer);
  await settle();
  assert.is(glide(el).dataset.perView, '1');
  assert.is(inView(el).length, 1);
});

api('moves without animation under prefers-reduced-motion: reduce', async () => {
  media.set((query) => query.includes('reduce'));
  const el = mount();
  await settle();
  assert.is(glide(el).dataset.animationDuration, '0');
});

api('label names the carousel group; changing it and removing it (back to "Categories") update the name', async () => {
  const el = mount({ label: 'Shop by category' });
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
  const el = mount(
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
  const el = mount({}, '');
  await settle();
  assert.ok($(el, 'slot'));
  el.innerHTML = ARTICLES;
  await until(() => realCards(el).length === 4);
  assert.is(realCards(el).length, 4);
});

api.run();

const a11y = suite('<shop-category-slider> accessibility');
a11y.before.each(reset);
a11y.after(() => media.restore());

a11y('a labelled carousel group of "n of 4" slide groups, with named previous, next and dot buttons', async () => {
  const el = mount();
  await settle();
  const region = $(el, '[part="slider"]')!;
  assert.is(region.getAttribute('role'), 'group', 'not a landmark: the page labels its own section');
  assert.is(region.getAttribute('aria-roledescription'), 'carousel');
  assert.is(region.getAttribute('aria-label'), 'Categories');
  assert.equal(
    realCards(el).map((c) => [
      c.getAttribute('role'),
      c.getAttribute('aria-roledescription'),
      c.getAttribute('aria-label'),
    ]),
    [1, 2, 3, 4].map((n) => ['group', 'slide', `${n} of 4`]),
  );
  assert.equal(
    $$(el, 'button').map((b) => b.getAttribute('aria-label')),
    ['Previous categories', 'Show Womens', 'Show Mens', 'Show Kids', 'Show Accessories', 'Next categories'],
  );
  assert.equal(
    $$(el, '[part="dot"]').map((d) => d.getAttribute('aria-current')),
    ['true', null, null, null],
  );
});

a11y(
  'only the cards in view are focusable and read: the others and every hidden clone are inert and aria-hidden',
  async () => {
    const el = mount();
    await settle();
    const all = $$(el, '.glide__slide');
    assert.ok(all.length > 4, 'Glide added clones');
    const open = all.filter((s) => !s.hasAttribute('inert'));
    assert.is(open.length, 3);
    assert.ok(open.every((s) => !s.classList.contains('glide__slide--clone')));
    assert.ok(all.filter((s) => s.hasAttribute('inert')).every((s) => s.getAttribute('aria-hidden') === 'true'));
    // The Explore links of the cards in view stay in the tab order.
    assert.equal(
      open.map((s) => s.querySelector('a')!.getAttribute('href')),
      ['/womens', '/mens', '/kids'],
    );
  },
);

a11y.run();

const lifecycle = suite('<shop-category-slider> lifecycle');
lifecycle.before.each(reset);
lifecycle.after(() => media.restore());

lifecycle(
  'removing the element mid-move leaves no timer, window listener or media listener; re-adding works',
  async () => {
    const timers = spyTimers();
    const listeners = spyWindowListeners();
    try {
      const el = mount();
      await settle();
      assert.ok(media.listeners() > 0);
      $<HTMLButtonElement>(el, '[part="next"]')!.click();
      assert.ok(timers.pending().includes(500), 'a 500 ms move is running');
      el.remove();
      await settle();
      await new Promise((resolve) => setTimeout(resolve, 20));
      assert.equal(timers.pending(), []);
      assert.equal(listeners.pending(), []);
      assert.is(media.listeners(), 0);
      document.body.append(el);
      await settle();
      assert.is(realCards(el).length, 4);
      assert.is($$(el, '.glide__slides').length, 1);
      assert.equal(inView(el), ['Womens', 'Mens', 'Kids']);
    } finally {
      timers.restore();
      listeners.restore();
    }
  },
);

lifecycle.run();
