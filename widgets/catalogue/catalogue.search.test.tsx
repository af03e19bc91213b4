import '../../test/_util/dom.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { $, $$, fakeFetch, json, mount as mountTag, settle, until } from '../../test/_util/dom.js';
import { setWordSource } from '../../src/search.js';
import type { WordList } from '../../src/search/lexicon.js';
import { WORDS } from '../../src/vocabulary/words.js';
import './define.js';

const sarees = Array.from({ length: 12 }, (_, i) => ({
  id: `s${i + 1}`,
  title: i % 3 === 0 ? `Banarasi Silk Saree ${i + 1}` : i % 3 === 1 ? `Chiffon Saree ${i + 1}` : `Tant Saree ${i + 1}`,
  des: 'Handloom, with blouse piece',
  img: null,
}));
const banarasi = sarees.filter((s) => s.title.startsWith('Banarasi')).length;

const mount = () => mountTag('shop-catalogue');
const statusText = (el: HTMLElement) => $(el, '[role="status"]')?.textContent ?? '';
const cards = (el: HTMLElement) => $$(el, '.card:not(.card--skeleton):not([hidden])');
const type = (el: HTMLElement, text: string) => {
  const input = $(el, 'input[type="search"]') as HTMLInputElement;
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};
const shown = (el: HTMLElement) => until(() => cards(el).length > 0 || $(el, '.catalogue__message'));

/** A word list that arrives when the test says so. */
function heldWords(): { release: () => void } {
  let release!: () => void;
  const arrived = new Promise<WordList>((resolve) => (release = () => resolve(WORDS)));
  setWordSource(() => arrived);
  return { release };
}

const reset = () => {
  document.body.innerHTML = '';
  localStorage.clear();
  history.replaceState(null, '', '/saree');
  setWordSource();
};

const words = suite('<shop-catalogue> and the word list');
words.before.each(reset);
words.after(() => setWordSource());

words(
  'a shared ?q= link opened before the word list arrived shows its matches when it lands, with no keystroke',
  async () => {
    const held = heldWords();
    history.replaceState(null, '', '/saree?q=বেনারসি');
    fakeFetch({ '/catalogue/saree.json': () => json(sarees) });
    const el = mount();
    await shown(el);
    assert.is(cards(el).length, 0, 'the catalogue writes "Banarasi": nothing before the list');
    held.release();
    await until(() => cards(el).length > 0);
    assert.is(cards(el).length, banarasi);
    assert.ok(cards(el).every((card) => card.textContent!.includes('Banarasi')));
    assert.is(statusText(el), `Showing ${banarasi} of ${banarasi} sarees matching “বেনারসি”`);
  },
);

words('the word list is fetched when the shopper is about to search, not with the page', async () => {
  let attempts = 0;
  setWordSource(() => (++attempts, Promise.resolve(WORDS)));
  fakeFetch({ '/catalogue/saree.json': () => json(sarees) });
  const el = mount();
  await shown(el);
  await settle();
  assert.is(attempts, 0, 'a shopper who only browses never downloads it');
  $(el, 'input[type="search"]')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  await until(() => attempts === 1);
  type(el, 'বেনারসি');
  await until(() => cards(el).length === banarasi);
  assert.is(attempts, 1, 'once');
});

words('after a failed download of the word list, the next search tries again and uses it', async () => {
  let attempts = 0;
  let failed: Promise<WordList> | undefined;
  setWordSource(() => (++attempts === 1 ? (failed = Promise.reject(new Error('offline'))) : Promise.resolve(WORDS)));
  fakeFetch({ '/catalogue/saree.json': () => json(sarees) });
  const el = mount();
  await shown(el);
  $(el, 'input[type="search"]')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  await until(() => failed !== undefined);
  // Past the failure and every reaction to it (promise reactions all run before the next task).
  await failed!.catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve));
  type(el, 'বেনারসি');
  await until(() => cards(el).length === banarasi);
  assert.is(attempts, 2);
  assert.is(cards(el).length, banarasi);
});

const noMatch = suite('<shop-catalogue> with no match');
noMatch.before.each(reset);

noMatch(
  'offers the nearest catalogue words; pressing one searches for it and keeps the focus in the search box',
  async () => {
    fakeFetch({ '/catalogue/saree.json': () => json(sarees) });
    const el = mount();
    await shown(el);
    type(el, 'chifn');
    await until(() => $(el, '[part="suggestion"]'));
    assert.match($(el, '.catalogue__message')!.textContent!, 'No sarees match “chifn”.');
    assert.match($(el, '.catalogue__message')!.textContent!, 'Did you mean chiffon');
    assert.match(statusText(el), 'Did you mean chiffon', 'announced in the status line');
    const suggestion = $(el, '[part="suggestion"]') as HTMLButtonElement;
    assert.is(suggestion.tagName, 'BUTTON', 'a button, reached by Tab and pressed with Enter or Space');
    suggestion.click();
    await settle();
    const input = $(el, 'input[type="search"]') as HTMLInputElement;
    assert.is(input.value, 'chiffon');
    assert.is(el.shadowRoot!.activeElement, input);
    assert.is(cards(el).length, sarees.filter((s) => s.title.startsWith('Chiffon')).length);
    assert.is(new URL(location.href).searchParams.get('q'), 'chiffon');
  },
);

noMatch('nonsense shows no suggestions, and a WhatsApp link asking the shop for what was typed', async () => {
  fakeFetch({ '/catalogue/saree.json': () => json(sarees) });
  let contacts = 0;
  const count = () => contacts++;
  document.addEventListener('shop-contact', count);
  const el = mount();
  await shown(el);
  type(el, 'xqzv');
  await until(() => $(el, '.catalogue__message'));
  assert.match($(el, '.catalogue__message')!.textContent!, 'No sarees match “xqzv”.');
  assert.not.ok($(el, '[part="suggestion"]'));
  const ask = $(el, '[part="ask"]') as HTMLAnchorElement;
  assert.match(ask.textContent!, 'Do you have “xqzv”?');
  assert.match(ask.textContent!, '(opens in a new tab)');
  assert.is(ask.target, '_blank');
  assert.is(ask.rel, 'noopener noreferrer');
  const href = new URL(ask.getAttribute('href')!);
  assert.is(`${href.origin}${href.pathname}`, 'https://wa.me/919999900002');
  assert.is(
    href.searchParams.get('text'),
    'Hello, I am looking for “xqzv” and could not find it on https://shop.example/saree. Do you have it?',
  );
  ask.addEventListener('click', (event) => event.preventDefault());
  ask.click();
  document.removeEventListener('shop-contact', count);
  assert.is(contacts, 0, 'shop-contact names a product, and there is none here');
});

noMatch('the status line says that nothing matches, not "Showing 0 of 0"', async () => {
  fakeFetch({ '/catalogue/saree.json': () => json(sarees) });
  const el = mount();
  await shown(el);
  type(el, 'xqzv');
  await until(() => $(el, '.catalogue__message'));
  assert.is(statusText(el), 'No sarees match “xqzv”.');
});

noMatch("a men's collection names its own clothes, and a Bengali page says it as a shop would", async () => {
  fakeFetch({ '/catalogue/men-punjabi.json': () => json(sarees) });
  const men = mountTag('shop-catalogue', { collection: 'Men Punjabi' });
  await shown(men);
  type(men, 'xqzv');
  await until(() => $(men, '.catalogue__message'));
  assert.match($(men, '.catalogue__message')!.textContent!, 'No punjabis match “xqzv”.');
  men.remove();

  fakeFetch({ '/catalogue/saree.json': () => json(sarees) });
  const bn = mountTag('shop-catalogue', { lang: 'bn' });
  await shown(bn);
  type(bn, 'xqzv');
  await until(() => $(bn, '.catalogue__message'));
  assert.match($(bn, '.catalogue__message')!.textContent!, '“xqzv”-এর সঙ্গে মেলে এমন কোনো শাড়ি নেই।');
  assert.is(statusText(bn), '“xqzv”-এর সঙ্গে মেলে এমন কোনো শাড়ি নেই।');
});

noMatch('an empty collection says so, with nothing to ask or clear', async () => {
  fakeFetch({ '/catalogue/saree.json': () => json([]) });
  const el = mount();
  await shown(el);
  assert.is($(el, '.catalogue__message')!.textContent, 'No sarees to show yet.');
  assert.not.ok($(el, '[part="ask"]'));
  assert.not.ok($(el, '.catalogue__message button'));
});

const kept = suite('<shop-catalogue> cards across searches');
kept.before.each(reset);

kept('a card the search left out comes back as it was, photo and all, in catalogue order', async () => {
  fakeFetch({ '/catalogue/saree.json': () => json(sarees) });
  const el = mount();
  await shown(el);
  const before = cards(el);
  type(el, 'chiffon');
  await until(() => cards(el).length === sarees.length / 3);
  assert.ok(cards(el).every((card) => card.textContent!.includes('Chiffon')));
  type(el, 'xqzv');
  await until(() => $(el, '.catalogue__message') !== null);
  assert.is(cards(el).length, 0);
  assert.ok(($(el, '[part="grid"]') as HTMLElement).hidden, 'no empty grid beside the no-match message');
  type(el, '');
  await until(() => cards(el).length === sarees.length);
  // The same elements: a Backspace to the whole listing neither rebuilds the cards nor reloads their pictures.
  assert.ok(
    cards(el).every((card, i) => card === before[i]),
    'the same card elements as before the search',
  );
  assert.equal(
    cards(el).map((card) => card.querySelector('.card__title')!.textContent),
    sarees.map((s) => s.title),
  );
});

words.run();
noMatch.run();
kept.run();
