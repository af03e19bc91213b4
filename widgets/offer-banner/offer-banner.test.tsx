import '../../test/_util/dom.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { captureErrors, settle } from '../../test/_util/dom.js';
import { shop } from '../../src/config/shop.js';
import './define.js';

const OFFERS = ['উৎসবের অফার: প্রতিটি জিনিসে ২৫% পর্যন্ত ছাড়!', '৫০০০ টাকার কেনাকাটায় নিশ্চিত উপহার!'];
const children = (texts: string[]) => texts.map((text) => `<p>${text}</p>`).join('');

function mount(attributes: Record<string, string> = {}, html = ''): HTMLElement {
  const element = document.createElement('shop-offer-banner');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.innerHTML = html;
  document.body.append(element);
  return element;
}
const $ = (el: HTMLElement, selector: string) => el.shadowRoot!.querySelector(selector);
const $$ = (el: HTMLElement, selector: string) => [...el.shadowRoot!.querySelectorAll(selector)];
/** Offers of the list screen readers read (the copy is aria-hidden). */
const shown = (el: HTMLElement) => $$(el, '[part="list"] [part="offer"]').map((li) => li.textContent);
const banner = (el: HTMLElement) => $(el, '[part="banner"]') as HTMLElement;
const toggle = (el: HTMLElement) => $(el, '[part="toggle"]') as HTMLButtonElement | null;
const isPaused = (el: HTMLElement) => banner(el).classList.contains('banner--paused');
const lap = (el: HTMLElement) => ($(el, '.banner__rail') as HTMLElement).style.getPropertyValue('--offer-lap');

/** matchMedia for prefers-reduced-motion, switchable while mounted; counts its listeners. */
function fakeMotion(reduce: boolean) {
  const listeners = new Set<() => void>();
  const state = { reduce };
  const list = {
    media: '(prefers-reduced-motion: reduce)',
    get matches() {
      return state.reduce;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = (() => list) as unknown as typeof window.matchMedia;
  return {
    listeners,
    set(value: boolean) {
      state.reduce = value;
      for (const listener of listeners) listener();
    },
  };
}

const originalMatchMedia = window.matchMedia;
const originalRect = HTMLElement.prototype.getBoundingClientRect;
const reset = () => {
  document.body.innerHTML = '';
  fakeMotion(false);
};
const restore = () => {
  window.matchMedia = originalMatchMedia;
  HTMLElement.prototype.getBoundingClientRect = originalRect;
};

const api = suite('<shop-offer-banner> API');
api.before.each(reset);
api.after.each(restore);

api(
  'shows one offer per <p> child, marks Bengali text lang="bn", and adds an aria-hidden copy for the loop',
  async () => {
    const el = mount({}, `${children(OFFERS)}<p>Open everyday 10 to 10</p><p>   </p>`);
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
  const el = mount({ offers: JSON.stringify(['Buy one, get one', 'Free gift']) });
  await settle();
  assert.equal(shown(el), ['Buy one, get one', 'Free gift']);
  assert.is($$(el, '[part="list"] [lang]').length, 0, 'English offers carry no lang="bn"');
  el.setAttribute('offers', JSON.stringify(['Only this']));
  await settle();
  assert.equal(shown(el), ['Only this']);
  el.removeAttribute('offers');
  await settle();
  assert.equal(shown(el), shop.offers);
});

api('prefers the <p> children to the offers attribute', async () => {
  const el = mount({ offers: JSON.stringify(['From the attribute']) }, children(OFFERS));
  await settle();
  assert.equal(shown(el), OFFERS);
});

api('reads children added after the element connected, as when the page is parsed after the script', async () => {
  const el = mount();
  await settle();
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
  const el = mount({ offers: 'not json' });
  await settle();
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
  const el = mount({ speed: '120' }, children(OFFERS));
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
  const el = mount({ speed: 'fast' }, children(OFFERS));
  await settle();
  console.restore();
  assert.is(lap(el), '10.000s');
  assert.equal(console.errors, [
    '<shop-offer-banner>: speed "fast" is not a number of pixels per second above 0; using 60.',
  ]);
});

api('label names the banner region', async () => {
  const el = mount({ label: 'উৎসবের অফার' }, children(OFFERS));
  await settle();
  assert.is(banner(el).getAttribute('aria-label'), 'উৎসবের অফার');
  el.removeAttribute('label');
  await settle();
  assert.is(banner(el).getAttribute('aria-label'), 'Offers');
});

api.run();

const pause = suite('<shop-offer-banner> pausing');
pause.before.each(reset);
pause.after.each(restore);

pause(
  'the button pauses, relabels itself "Play offers" and dispatches shop-offer-pause; pressed again it plays',
  async () => {
    const el = mount({}, children(OFFERS));
    await settle();
    const details: boolean[] = [];
    document.addEventListener('shop-offer-pause', (event) => details.push(event.detail.paused));
    assert.is(toggle(el)!.textContent, 'Pause offers');
    assert.not.ok(isPaused(el));
    toggle(el)!.click();
    await settle();
    assert.ok(isPaused(el));
    assert.is(toggle(el)!.textContent, 'Play offers');
    toggle(el)!.click();
    await settle();
    assert.not.ok(isPaused(el));
    assert.is(toggle(el)!.textContent, 'Pause offers');
    assert.equal(details, [true, false]);
  },
);

pause('pauses while a mouse points at it and resumes when it leaves, unless the shopper pressed pause', async () => {
  const el = mount({}, children(OFFERS));
  await settle();
  banner(el).dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
  await settle();
  assert.ok(isPaused(el), 'paused on hover');
  banner(el).dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
  await settle();
  assert.not.ok(isPaused(el), 'resumed after hover');

  banner(el).dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
  toggle(el)!.click();
  banner(el).dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
  await settle();
  assert.ok(isPaused(el), 'stays paused after the shopper pressed pause');
});

pause('pressing play while the mouse is still over the banner plays at once', async () => {
  const el = mount({}, children(OFFERS));
  await settle();
  toggle(el)!.click();
  banner(el).dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
  await settle();
  toggle(el)!.click();
  await settle();
  assert.not.ok(isPaused(el));
});

pause('a touch does not count as hovering (a tap must not leave it stuck paused)', async () => {
  const el = mount({}, children(OFFERS));
  await settle();
  banner(el).dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'touch' }));
  await settle();
  assert.not.ok(isPaused(el));
});

pause.run();

const motion = suite('<shop-offer-banner> reduced motion');
motion.before.each(reset);
motion.after.each(restore);

motion(
  'under prefers-reduced-motion: reduce, shows every offer once, wrapped, without the copy or the pause button',
  async () => {
    fakeMotion(true);
    const el = mount({}, children(OFFERS));
    await settle();
    assert.equal(shown(el), OFFERS);
    assert.is($$(el, '.banner__list').length, 1, 'no duplicate track');
    assert.ok($(el, '.banner__list--wrapped'));
    assert.not.ok($(el, '.banner__rail'), 'nothing to animate');
    assert.not.ok(toggle(el), 'no pause button');
  },
);

motion('follows a change of the setting while shown', async () => {
  const media = fakeMotion(false);
  const el = mount({}, children(OFFERS));
  await settle();
  assert.ok($(el, '.banner__rail'));
  media.set(true);
  await settle();
  assert.not.ok($(el, '.banner__rail'));
  assert.not.ok(toggle(el));
  media.set(false);
  await settle();
  assert.ok($(el, '.banner__rail'));
  assert.ok(toggle(el));
});

motion.run();

const life = suite('<shop-offer-banner> connection');
life.before.each(reset);
life.after.each(restore);

life('removes its observers and media listener when removed, and works again when added back', async () => {
  const media = fakeMotion(false);
  let mutationObservers = 0;
  let resizeObservers = 0;
  const OriginalMutation = globalThis.MutationObserver;
  const OriginalResize = globalThis.ResizeObserver;
  globalThis.MutationObserver = class extends OriginalMutation {
    override observe(target: Node, options?: MutationObserverInit) {
      mutationObservers++;
      super.observe(target, options);
    }
    override disconnect() {
      mutationObservers--;
      super.disconnect();
    }
  };
  globalThis.ResizeObserver = class extends OriginalResize {
    override observe(target: Element) {
      resizeObservers++;
      super.observe(target);
    }
    override disconnect() {
      resizeObservers--;
      super.disconnect();
    }
  };
  try {
    const el = mount({}, children(OFFERS));
    await settle();
    assert.is(mutationObservers, 1);
    assert.is(resizeObservers, 1);
    assert.is(media.listeners.size, 1);

    el.remove();
    assert.is(mutationObservers, 0, 'child observer disconnected');
    assert.is(resizeObservers, 0, 'size observer disconnected');
    assert.is(media.listeners.size, 0, 'media listener removed');

    document.body.append(el);
    await settle();
    assert.equal(shown(el), OFFERS);
    assert.ok(toggle(el));
    assert.is(mutationObservers, 1);
    assert.is(media.listeners.size, 1);
  } finally {
    globalThis.MutationObserver = OriginalMutation;
    globalThis.ResizeObserver = OriginalResize;
  }
});

life('works when the page writes it as HTML, and exposes its attributes as properties', async () => {
  document.body.innerHTML = `<shop-offer-banner speed="30">${children(OFFERS)}</shop-offer-banner>`;
  const el = document.querySelector('shop-offer-banner')!;
  await settle();
  assert.equal(shown(el), OFFERS);
  assert.is(el.speed, 30);
});

life.run();
