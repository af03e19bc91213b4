import '../../test/_util/dom.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { $, $$, fakeFetch, json, mount, settle, until } from '../../test/_util/dom.js';
import type { Product } from '../../src/product.js';
import { placeCards } from './kept-cards.js';
import './define.js';

const sarees = Array.from({ length: 100 }, (_, i) => ({
  id: `s${i + 1}`,
  title: i % 2 ? `Red Tant Saree ${i + 1}` : `Blue Jamdani ${i + 1}`,
  des: 'Cotton handloom',
  img: `/images/products/saree/s${i + 1}.svg`,
}));

/** A listing page's markup inside the element, as site/pages/listing.ts writes it (trimmed to what is read). */
const prerendered = (products: readonly { title: string }[]) =>
  `<ul class="products">${products
    .map(
      (p) =>
        `<li class="card" part="card"><h2 class="card__title" part="title">${p.title}</h2>` +
        `<a class="button" part="whatsapp" href="https://wa.me/919999900002">Whatsapp Book</a></li>`,
    )
    .join('')}</ul>`;

const ownCards = (el: HTMLElement) => $$(el, '.card:not(.card--skeleton):not([hidden])');
const type = (el: HTMLElement, text: string) => {
  const input = $(el, 'input[type="search"]') as HTMLInputElement;
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};
const ready = (el: HTMLElement) => until(() => /^Showing \d+ of/.test($(el, '[role="status"]')?.textContent ?? ''));

const upgrade = suite('<shop-catalogue> over prerendered cards');
upgrade.before.each(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  history.replaceState(null, '', '/saree');
});

upgrade('keeps the page’s cards on screen when they are the first page, and builds none of its own', async () => {
  fakeFetch({ '/catalogue/saree.json': () => json(sarees) });
  const el = mount('shop-catalogue', {}, prerendered(sarees.slice(0, 78)));
  await ready(el);
  assert.ok($(el, 'slot'), 'the light-DOM cards are slotted');
  assert.is(ownCards(el).length, 0);
  assert.is($(el, '[role="status"]')!.textContent, 'Showing 78 of 100 sarees');
  assert.ok($(el, '[part="more"]'), 'Show more is offered');
});

upgrade(
  'the page’s cards stay in the one slot they had while loading: the data’s arrival does not re-slot them',
  async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    fakeFetch({ '/catalogue/saree.json': () => held.then(() => json(sarees)) });
    const el = mount('shop-catalogue', {}, prerendered(sarees.slice(0, 78)));
    assert.ok(await until(() => $(el, 'slot:not([name])') !== null), 'slotted while the data loads');
    const loading = $(el, 'slot:not([name])')!;
    release();
    await ready(el);
    // A new <slot> would have the browser style and lay out every card again (measured: a 90-150 ms task at 4x CPU).
    assert.is($(el, 'slot:not([name])'), loading, 'the same slot element');
    assert.ok(loading.isConnected);
    assert.is(ownCards(el).length, 0);
  },
);

upgrade(
  'a search draws the matches in the shadow root; clearing it shows every card again, the widget’s own',
  async () => {
    fakeFetch({ '/catalogue/saree.json': () => json(sarees) });
    const el = mount('shop-catalogue', {}, prerendered(sarees.slice(0, 78)));
    await ready(el);
    type(el, 'jamdani');
    assert.ok(await until(() => ownCards(el).length === 50));
    assert.not.ok($(el, 'slot'), 'the page’s cards give way');
    const first = $(el, '.card')!;
    type(el, '');
    assert.ok(await until(() => ownCards(el).length === 78), 'the first page shown again');
    // Showing kept cards costs a phone less than swapping the page's back in.
    assert.not.ok($(el, 'slot'), 'the widget’s own cards, not the page’s');
    assert.ok(first.isConnected, 'the cards the search showed were not built again');
    assert.is($(el, '[role="status"]')!.textContent, 'Showing 78 of 100 sarees');
  },
);

upgrade('a first letter that keeps every page card, in order, leaves the page’s cards on screen', async () => {
  fakeFetch({ '/catalogue/saree.json': () => json(sarees) });
  const el = mount('shop-catalogue', {}, prerendered(sarees.slice(0, 78)));
  await ready(el);
  // Every title has an "e", so the first page is the same 78 cards.
  type(el, 'e');
  assert.ok(await until(() => /matching/.test($(el, '[role="status"]')!.textContent ?? '')));
  assert.ok($(el, 'slot'), 'still slotted');
  assert.is(ownCards(el).length, 0);
  type(el, 'ja');
  assert.ok(await until(() => ownCards(el).length === 50), 'a narrower search shows the widget’s cards');
});

upgrade('a focus in the search box builds the cards behind the page’s own, hidden, a batch at a time', async () => {
  fakeFetch({ '/catalogue/saree.json': () => json(sarees) });
  const el = mount('shop-catalogue', {}, prerendered(sarees.slice(0, 78)));
  await ready(el);
  // preact/compat listens for onFocus as focusin.
  ($(el, 'input[type="search"]') as HTMLInputElement).dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  assert.ok(await until(() => $$(el, '.card[hidden]').length === 78), 'the first page built, hidden');
  assert.ok($(el, 'slot'), 'the page’s cards still show');
  assert.is(ownCards(el).length, 0);
  const first = $(el, '.card')!;
  type(el, 'jamdani');
  assert.ok(await until(() => ownCards(el).length === 50));
  assert.ok(first.isConnected, 'the search built the first page’s cards no second time');
  // 78 built before, and the 11 matches past the first page.
  assert.is($$(el, '.card').length, 89);
});

upgrade('cards that differ from the data (an older build) are replaced by the widget’s own', async () => {
  fakeFetch({ '/catalogue/saree.json': () => json(sarees) });
  const el = mount('shop-catalogue', {}, prerendered(sarees.slice(1, 79)));
  await ready(el);
  assert.not.ok($(el, 'slot'));
  assert.is(ownCards(el).length, 78);
});

upgrade('a click on a prerendered card’s WhatsApp link dispatches shop-contact naming its product', async () => {
  fakeFetch({ '/catalogue/saree.json': () => json(sarees) });
  const el = mount('shop-catalogue', {}, prerendered(sarees.slice(0, 78)));
  await ready(el);
  let detail: unknown;
  document.addEventListener('shop-contact', (event) => (detail = event.detail), { once: true });
  const link = el.querySelectorAll<HTMLAnchorElement>(':scope > .products [part="whatsapp"]')[2]!;
  link.addEventListener('click', (event) => event.preventDefault());
  link.click();
  await settle(1);
  assert.equal(detail, { id: 's3', title: 'Blue Jamdani 3', collection: 'Saree', channel: 'whatsapp' });
});

/** A listing's own search bar, as site/pages/listing.ts writes it before the cards. */
const pageBar = (status: string) =>
  `<div class="catalogue__bar" slot="bar"><label for="shop-catalogue-search">Search sarees</label>` +
  `<input id="shop-catalogue-search" type="search"><p class="catalogue__status" role="status">${status}</p></div>`;
const barInput = (el: HTMLElement) => el.querySelector<HTMLInputElement>(':scope > [slot="bar"] input')!;
const barStatus = (el: HTMLElement) => el.querySelector(':scope > [slot="bar"] [role="status"]')!.textContent;
const typeInBar = (el: HTMLElement, text: string) => {
  barInput(el).value = text;
  barInput(el).dispatchEvent(new Event('input', { bubbles: true }));
};

upgrade(
  'over the page’s own search bar: slots it, draws none, and writes the counts into its status line',
  async () => {
    fakeFetch({ '/catalogue/saree.json': () => json(sarees) });
    const el = mount('shop-catalogue', {}, pageBar('Showing 78 of 100 sarees') + prerendered(sarees.slice(0, 78)));
    await until(() => $(el, 'slot[name="bar"]'));
    assert.not.ok($(el, 'input'), 'no search box of its own');
    assert.not.ok($(el, '[role="status"]'), 'no status line of its own');
    assert.ok(await until(() => $(el, '[part="more"]')), 'loaded');
    assert.is(barStatus(el), 'Showing 78 of 100 sarees');
    typeInBar(el, 'jamdani');
    assert.ok(await until(() => ownCards(el).length === 50));
    assert.is(barStatus(el), 'Showing 50 of 50 sarees matching “jamdani”');
    assert.ok(await until(() => location.search === '?q=jamdani'), 'the search is kept in the URL');
  },
);

upgrade('what was typed in the page’s box before the widget came is searched, in that box', async () => {
  fakeFetch({ '/catalogue/saree.json': () => json(sarees) });
  // Built apart and typed into, then connected: the widget mounts over a box that already holds a search.
  const el = document.createElement('shop-catalogue');
  el.innerHTML = pageBar('Showing 78 of 100 sarees') + prerendered(sarees.slice(0, 78));
  const box = barInput(el);
  box.value = 'jamdani';
  document.body.append(el);
  assert.ok(await until(() => ownCards(el).length === 50), 'the typed search shown');
  assert.is(barInput(el), box, 'the same box, not a copy');
  assert.is(box.value, 'jamdani');
  assert.match(barStatus(el), 'matching “jamdani”');
  assert.ok(await until(() => location.search === '?q=jamdani'), 'the search is kept in the URL');
});

upgrade('Clear search empties the page’s box and gives it the focus', async () => {
  fakeFetch({ '/catalogue/saree.json': () => json(sarees) });
  const el = mount('shop-catalogue', {}, pageBar('Showing 78 of 100 sarees') + prerendered(sarees.slice(0, 78)));
  assert.ok(await until(() => $(el, '[part="more"]')));
  typeInBar(el, 'xqzv');
  const clear = await until(() => [...$$(el, 'button')].find((b) => b.textContent === 'Clear search'));
  assert.ok(clear, 'Clear search offered');
  clear!.click();
  assert.ok(await until(() => barInput(el).value === ''));
  assert.is(document.activeElement, barInput(el));
  assert.ok(await until(() => barStatus(el) === 'Showing 78 of 100 sarees'));
});

const placing = suite('placeCards: where each mounted card goes');

const p = (id: string): Product => ({ id, title: id, des: '', img: null });
const [a, b, c, d] = [p('a'), p('b'), p('c'), p('d')];
const ids = (placed: ReturnType<typeof placeCards>) =>
  placed.map((card) => (card.hidden ? `(${card.product.id})` : card.product.id)).join(' ');

placing('a narrower search hides cards where they are: no card moves', () => {
  assert.is(ids(placeCards([a, b, c, d], [b, d])), '(a) b (c) d');
});

placing('the whole list again comes back in its own order', () => {
  assert.is(ids(placeCards([a, b, c, d], [a, b, c, d])), 'a b c d');
});

placing('cards shown for the first time go after the mounted ones; a new order fills the shown places', () => {
  assert.is(ids(placeCards([a, b], [b, a, c])), 'b a c');
  assert.is(ids(placeCards([a, b, c], [c, d])), '(a) (b) c d');
});

upgrade.run();
placing.run();
