import '../../test/_util/dom.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { $, $$, fakeFetch, json, mount, until } from '../../test/_util/dom.js';
import './define.js';

const products = (prefix: string, title: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `${prefix}${i + 1}`,
    title: `${title} ${i + 1}`,
    des: 'Cotton',
    img: `/images/products/${prefix}${i + 1}.svg`,
  }));
const sarees = products('s', 'Saree', 90);
const punjabis = products('p', 'Punjabi', 40);

const switching = suite('<shop-catalogue> when its collection changes');
switching.before.each(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  history.replaceState(null, '', '/saree');
});

switching('its status region never counts the new collection over the old cards', async () => {
  const punjabiRequest: { release?: () => void } = {};
  fakeFetch({
    '/catalogue/saree.json': () => json(sarees),
    '/catalogue/men-punjabi.json': () =>
      new Promise((resolve) => (punjabiRequest.release = () => resolve(json(punjabis)))),
  });
  const el = mount('shop-catalogue');
  await until(() => $$(el, '.card').length === 78);

  // What a screen reader could read out: the status text beside the cards on screen, at every change.
  const seen: Array<{ status: string; cards: string }> = [];
  const record = () =>
    seen.push({
      status: $(el, '[role="status"]')?.textContent ?? '',
      cards: $$(el, '.card__title').length ? $$(el, '.card__title')[0]!.textContent!.split(' ')[0]! : 'none',
    });
  const observer = new MutationObserver(record);
  observer.observe(el.shadowRoot!, { subtree: true, childList: true, characterData: true, attributes: true });
  el.setAttribute('collection', 'Men Punjabi');
  record();
  await until(() => seen.some((s) => s.status === 'Loading punjabis…'));
  // The punjabis arrive only once asked for: the loading status can show before the request goes out.
  assert.ok(await until(() => punjabiRequest.release), 'the punjabis asked for');
  punjabiRequest.release!();
  assert.ok(await until(() => $(el, '[role="status"]')?.textContent === 'Showing 40 of 40 punjabis'));
  record();
  observer.disconnect();

  for (const { status, cards } of seen) {
    if (/punjabis/.test(status) && status.startsWith('Showing')) assert.is(cards, 'Punjabi', status);
    if (cards === 'Saree') assert.is(status, 'Showing 78 of 90 sarees', 'saree cards keep the saree count');
  }
  assert.ok(seen.some((s) => s.status === 'Loading punjabis…'));
});

switching.run();
