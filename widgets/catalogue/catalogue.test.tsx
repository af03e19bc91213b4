import '../../test/_util/dom.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { $, $$, captureErrors, fakeFetch, json, mount as mountTag, settle, until } from '../../test/_util/dom.js';
import './define.js';

const sarees = Array.from({ length: 100 }, (_, i) => ({
  id: `s${i + 1}`,
  title: i % 2 ? `Red Tant Saree ${i + 1}` : `Blue Jamdani ${i + 1}`,
  des: i % 3 ? 'Cotton handloom' : 'Silk with zari',
  img: `/images/products/saree/s${i + 1}.svg`,
}));

const mount = (attributes: Record<string, string> = {}, children = '') =>
  mountTag('shop-catalogue', attributes, children);
const statusText = (el: HTMLElement) => $(el, '[role="status"]')?.textContent ?? '';
const type = (el: HTMLElement, text: string) => {
  const input = $(el, 'input[type="search"]') as HTMLInputElement;
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};
const loaded = (el: HTMLElement) =>
  until(() => $$(el, '.card:not(.card--skeleton):not([hidden])').length > 0 || $(el, '[role="alert"]'));

const reset = () => {
  document.body.innerHTML = '';
  localStorage.clear();
  history.replaceState(null, '', '/saree');
};

const api = suite('<shop-catalogue> API');
api.before.each(reset);

api('shows a skeleton while loading, then the first 78 sarees of 100 with a live count', async () => {
  fakeFetch({ '/catalogue/saree.json': () => json(sarees) });
  const el = mount();
  await settle(1);
  assert.ok($(el, '.card--skeleton'), 'skeleton while loading');
  await loaded(el);
  assert.is($$(el, '.card:not([hidden])').length, 78);
  assert.is(statusText(el), 'Showing 78 of 100 sarees');
  assert.is(($(el, 'input[type="search"]') as HTMLInputElement).placeholder, 'Search');
  assert.equal(
    $$(el, '.card__image')
      .slice(0, 4)
      .map((img) => img.getAttribute('loading')),
    ['eager', 'eager', 'lazy', 'lazy'],
    'the first row loads at once, the rest when scrolled near',
  );
});

api('"Show more" reveals the rest past the limit', async () => {
  fakeFetch({ '/catalogue/saree.json': () => json(sarees) });
  const el = mount();
  await loaded(el);
  ($(el, '[part="more"]') as HTMLButtonElement).click();
  await settle();
  assert.is($$(el, '.card:not([hidden])').length, 100);
  assert.not.ok($(el, '[part="more"]'));
});

api('when the query is "red cotton", shows the cards containing both words and keeps it in ?q=', async () => {
  fakeFetch({ '/catalogue/saree.json': () => json(sarees) });
  const el = mount();
  await loaded(el);
  type(el, 'red cotton');
  await settle();
  const titles = $$(el, '.card:not([hidden]) .card__title').map((t) => t.textContent);
  const expected = sarees.filter((s) => /Red/.test(s.title) && /Cotton/.test(s.des)).length;
  assert.is(titles.length, expected);
  assert.ok(titles.every((t) => t!.startsWith('Red Tant')));
  // Written once the typing pauses, not on every keystroke.
  await until(() => new URL(location.href).searchParams.get('q') === 'red cotton');
  assert.match(statusText(el), `Showing ${expected} of ${expected} sarees matching “red cotton”`);
});

api('starts with the search from the URL', async () => {
  history.replaceState(null, '', '/saree?q=jamdani');
  fakeFetch({ '/catalogue/saree.json': () => json(sarees) });
  const el = mount();
  await loaded(el);
  assert.is(($(el, 'input[type="search"]') as HTMLInputElement).value, 'jamdani');
  assert.is($$(el, '.card:not([hidden])').length, 50);
});

api('says when nothing matches and clears the search on request', async () => {
  fakeFetch({ '/catalogue/saree.json': () => json(sarees) });
  const el = mount();
  await loaded(el);
  type(el, 'velvet');
  await settle();
  assert.match($(el, '.catalogue__message')!.textContent!, 'No sarees match “velvet”.');
  ($(el, '.catalogue__message button') as HTMLButtonElement).click();
  await settle();
  assert.is($$(el, '.card:not([hidden])').length, 78);
});

api('skips invalid records, reporting the count in the load event and once in the console', async () => {
  fakeFetch({ '/catalogue/saree.json': () => json([...sarees.slice(0, 3), { title: 5, des: 'x' }, null]) });
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (message: string) => warnings.push(message);
  const details: unknown[] = [];
  document.addEventListener('shop-catalogue-load', (event) => details.push(event.detail), { once: true });
  const el = mount();
  await loaded(el);
  console.warn = warn;
  assert.is($$(el, '.card:not([hidden])').length, 3);
  assert.equal(details, [{ collection: 'Saree', count: 3, skipped: 2, source: 'embedded' }]);
  assert.is(warnings.length, 1);
  assert.match(warnings[0]!, 'skipped 2 record(s) of Saree');
});

api(
  'builds Call Book and Whatsapp Book links from the shop config; the message names the product page’s public address',
  async () => {
    fakeFetch({ '/catalogue/saree.json': () => json(sarees.slice(0, 1)) });
    const el = mount();
    await loaded(el);
    const call = $(el, '[part="call"]') as HTMLAnchorElement;
    const chat = $(el, '[part="whatsapp"]') as HTMLAnchorElement;
    assert.is(call.getAttribute('href'), 'tel:+919999900001');
    assert.is(
      chat.getAttribute('href'),
      `https://wa.me/919999900002?text=${encodeURIComponent('I want to buy this saree, contact me — Blue Jamdani 1 — https://showroom.example.com/saree/s1')}`,
    );
    assert.is(chat.target, '_blank');
    assert.is(chat.rel, 'noopener noreferrer');
    // The picture and the title open the product page on the site that served the script.
    assert.is(($(el, '.card__link') as HTMLAnchorElement).href, `${location.origin}/saree/s1`);
    assert.is(($(el, '.card__picture') as HTMLAnchorElement).href, `${location.origin}/saree/s1`);
  },
);

api('call-number, chat-number and message attributes override the config; bad numbers fall back', async () => {
  fakeFetch({ '/catalogue/men-punjabi.json': () => json(sarees.slice(0, 1)) });
  const capture = captureErrors();
  const el = mount({ collection: 'Men Punjabi', 'call-number': '98300 12345', 'chat-number': 'abc', message: 'Hello' });
  await loaded(el);
  capture.restore();
  assert.is(($(el, '[part="call"]') as HTMLAnchorElement).getAttribute('href'), 'tel:+919830012345');
  assert.match(
    ($(el, '[part="whatsapp"]') as HTMLAnchorElement).href,
    /^https:\/\/wa\.me\/919999900002\?text=Hello%20%E2%80%94%20/,
  );
  assert.ok(capture.errors.some((e) => e.includes('chat-number "abc" is not a phone number')));
});

api('a click on a contact link dispatches a composed shop-contact event', async () => {
  fakeFetch({ '/catalogue/saree.json': () => json(sarees.slice(0, 1)) });
  const el = mount();
  await loaded(el);
  let detail: unknown;
  document.addEventListener('shop-contact', (event) => (detail = event.detail), { once: true });
  const call = $(el, '[part="call"]') as HTMLAnchorElement;
  call.addEventListener('click', (event) => event.preventDefault());
  call.click();
  assert.equal(detail, { id: 's1', title: 'Blue Jamdani 1', collection: 'Saree', channel: 'call' });
});

api('shows an error with a Retry that loads the collection again', async () => {
  let fail = true;
  fakeFetch({ '/catalogue/saree.json': () => (fail ? new Response('oops', { status: 500 }) : json(sarees)) });
  const capture = captureErrors();
  const el = mount();
  await loaded(el);
  capture.restore();
  assert.match($(el, '[role="alert"]')!.textContent!, 'could not be read just now');
  fail = false;
  ($(el, '[role="alert"] button') as HTMLButtonElement).click();
  await until(() => $$(el, '.card:not([hidden])').length === 78);
  assert.is($$(el, '.card:not([hidden])').length, 78);
  assert.not.ok($(el, '[role="alert"]'));
});

api('loads the new collection when the collection attribute changes, and the default when it is removed', async () => {
  const calls = fakeFetch({
    '/catalogue/saree.json': () => json(sarees),
    '/catalogue/men-blazer.json': () => json(sarees.slice(0, 5)),
  });
  const el = mount({ collection: 'Men Blazer' });
  await loaded(el);
  assert.is($$(el, '.card:not([hidden])').length, 5);
  el.removeAttribute('collection');
  await until(() => $$(el, '.card:not([hidden])').length === 78);
  assert.is($$(el, '.card:not([hidden])').length, 78);
  assert.equal(
    calls.map((c) => new URL(c).pathname),
    ['/catalogue/men-blazer.json', '/catalogue/saree.json'],
  );
});

api('a bad limit falls back to the collection default with a console error naming it', async () => {
  fakeFetch({ '/catalogue/saree.json': () => json(sarees) });
  const capture = captureErrors();
  const el = mount({ limit: 'lots' });
  await loaded(el);
  capture.restore();
  assert.is($$(el, '.card:not([hidden])').length, 78);
  assert.ok(capture.errors.some((e) => e.includes('limit must be a whole number')));
});

api('limit sets the page size', async () => {
  fakeFetch({ '/catalogue/saree.json': () => json(sarees) });
  const el = mount({ limit: '10' });
  await loaded(el);
  assert.is($$(el, '.card:not([hidden])').length, 10);
  assert.is(statusText(el), 'Showing 10 of 100 sarees');
});

api('keeps the prerendered light-DOM products visible (slotted) while loading', async () => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  fakeFetch({ '/catalogue/saree.json': async () => (await gate, json(sarees)) });
  const el = mount({}, '<ul><li>Prerendered saree</li></ul>');
  await settle();
  assert.ok($(el, 'slot'), 'light DOM shown through a slot while loading');
  assert.not.ok($(el, '.card--skeleton'));
  release();
  await loaded(el);
  assert.not.ok($(el, 'slot'));
});

api('after a success, a failed load shows the saved copy with a notice and Refresh', async () => {
  let fail = false;
  fakeFetch({
    '/catalogue/saree.json': () => (fail ? new Response('down', { status: 503 }) : json(sarees.slice(0, 4))),
  });
  const first = mount();
  await loaded(first);
  first.remove();
  fail = true;
  const capture = captureErrors();
  const el = mount();
  await until(() => $(el, '[part="notice"]'));
  capture.restore();
  assert.match(
    $(el, '[part="notice"]')!.textContent!,
    'The catalogue could not be refreshed. Showing the copy saved on',
  );
  assert.is($$(el, '.card:not([hidden])').length, 4);
  fail = false;
  ($(el, '[part="notice"] button') as HTMLButtonElement).click();
  await until(() => !$(el, '[part="notice"]'));
  assert.not.ok($(el, '[part="notice"]'));
});

api.run();
