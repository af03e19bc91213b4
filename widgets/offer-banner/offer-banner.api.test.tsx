import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { settle, until, captureErrors, $$ } from '../../test/_util/dom.js';
import { shop } from '../../src/config/shop.js';
import { OFFERS, children, mountBanner, shown, banner, lap, reset, restore } from './fixtures.js';

const api = suite('<shop-offer-banner> API');
api.before.each(reset);
api.after.each(restore);

api(
  'shows one offer per <p> child, marks Bengali text lang="bn", and adds an aria-hidden copy for the loop',
  async () => {
    const el = mountBanner({}, `${children(OFFERS)}<p>Open everyday 10 to 10</p><p>   </p>`);
    await settle();
    assert.equal(shown(el), [...OFFERS, 'Open everyday 10 to 10']);
    const items = $$(el, '[part="list"] [part="offer"]');
    assert.equal(
      items.map((li) => li.getAttribute('lang')),
      ['bn', 'bn', null],
    );
    const lists = $$(el, '.banner__list');
    assert.is(lists.length, 2);
    assert.is(lists[1]!.getAttribute('aria-hidden'), 'true');
    assert.is(lists[1]!.textContent, lists[0]!.textContent);
    assert.is(banner(el).getAttribute('aria-label'), 'Offers');
  },
);

api('reads the offers attribute when there are no <p> children, and the shop config once it is removed', async () => {
  const el = mountBanner({ offers: JSON.stringify(['Buy one, get one', 'Free gift']) });
  await settle();
  assert.equal(shown(el), ['Buy one, get one', 'Free gift']);
  assert.is($$(el, '[part="list"] [lang]').length, 0, 'English offers carry no lang="bn"');
  el.setAttribute('offers', JSON.stringify(['Only this']));
  await settle();
  assert.equal(shown(el), ['Only this']);
  el.removeAttribute('offers');
  // The shop's offers come by a dynamic import: wait until they show.
  await until(() => shown(el).length > 0 && shown(el)[0] !== 'Only this');
  assert.equal(shown(el), shop.offers);
});

api('prefers the <p> children to the offers attribute', async () => {
  const el = mountBanner({ offers: JSON.stringify(['From the attribute']) }, children(OFFERS));
  await settle();
  assert.equal(shown(el), OFFERS);
});

api('reads children added after the element connected, as when the page is parsed after the script', async () => {
  const el = mountBanner();
  await until(() => shown(el).length > 0);
  assert.equal(shown(el), shop.offers);
  el.innerHTML = children(['Late offer']);
  await settle();
  assert.equal(shown(el), ['Late offer']);
  el.querySelector('p')!.textContent = 'Changed offer';
  await settle();
  assert.equal(shown(el), ['Changed offer']);
});

api('a bad offers attribute logs one console error naming it and shows the shop config offers', async () => {
  const console = captureErrors();
  const el = mountBanner({ offers: 'not json' });
  await until(() => shown(el).length > 0);
  assert.equal(shown(el), shop.offers);
  el.setAttribute('offers', '[1, 2]');
  await settle();
  assert.equal(shown(el), shop.offers);
  el.setAttribute('offers', '[]');
  await settle();
  console.restore();
  assert.equal(shown(el), shop.offers);
  assert.is(console.errors.length, 1);
  assert.match(console.errors[0]!, '<shop-offer-banner>: offers must be a JSON list of texts');
});

api('speed sets the lap time from the width of one copy; changing and removing it updates the lap', async () => {
  HTMLElement.prototype.getBoundingClientRect = function () {
    return { width: this.localName === 'ul' ? 600 : 0, height: 40 } as DOMRect;
  };
  const el = mountBanner({ speed: '120' }, children(OFFERS));
  await settle();
  assert.is(lap(el), '5.000s');
  el.setAttribute('speed', '30');
  await settle();
  assert.is(lap(el), '20.000s');
  el.removeAttribute('speed');
  await settle();
  assert.is(lap(el), '10.000s', '600 px at the default 60 px/s');
});

api('a bad speed logs one console error naming the attribute and scrolls at 60 px/s', async () => {
  HTMLElement.prototype.getBoundingClientRect = function () {
    return { width: this.localName === 'ul' ? 600 : 0, height: 40 } as DOMRect;
  };
  const console = captureErrors();
  const el = mountBanner({ speed: 'fast' }, children(OFFERS));
  await settle();
  console.restore();
  assert.is(lap(el), '10.000s');
  assert.equal(console.errors, [
    '<shop-offer-banner>: speed "fast" is not a number of pixels per second above 0; using 60.',
  ]);
});

api('label names the banner region', async () => {
  const el = mountBanner({ label: 'উৎসবের অফার' }, children(OFFERS));
  await settle();
  assert.is(banner(el).getAttribute('aria-label'), 'উৎসবের অফার');
  el.removeAttribute('label');
  await settle();
  assert.is(banner(el).getAttribute('aria-label'), 'Offers');
});

api.run();
