import '../../test/_util/dom.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { captureErrors, settle, until } from '../../test/_util/dom.js';
import './define.js';
import { scrollLocked } from './scroll-lock.js';

const PHOTOS = `
  <figure><img src="/images/showroom/counter.jpg" alt="Ranaghat showroom saree counter" width="800" height="600"><figcaption>The saree counter</figcaption></figure>
  <figure><img src="/images/showroom/mens.jpg" alt="Men's wear racks"></figure>
  <figure><img src="https://cdn.example.com/entrance.jpg" alt=""><figcaption>The entrance</figcaption></figure>`;

function mount(attributes: Record<string, string> = {}, children = PHOTOS): HTMLElement {
  const element = document.createElement('shop-zoom-gallery');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.innerHTML = children;
  document.body.append(element);
  return element;
}
const $ = (el: HTMLElement, selector: string) => el.shadowRoot!.querySelector(selector);
const $$ = (el: HTMLElement, selector: string) => [...el.shadowRoot!.querySelectorAll(selector)];
const buttons = (el: HTMLElement) => $$(el, 'button[part="expand"]') as HTMLButtonElement[];
const labels = (el: HTMLElement) => buttons(el).map((b) => b.getAttribute('aria-label'));
const layer = () => document.body.querySelector('dialog[data-shop-zoom]') as HTMLDialogElement | null;
const leftovers = () => [...document.body.children].filter((child) => !child.localName.startsWith('shop-'));
const focused = (el: HTMLElement) => el.shadowRoot!.activeElement;
/** A key press on the focused element, as a browser delivers it. */
const press = (key: string) => {
  const target = document.activeElement ?? document.body;
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true }));
  target.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, composed: true }));
};

/** Opens photo `index` with a click and waits until medium-zoom reports it open (the fallback timer in happy-dom). */
async function openPhoto(el: HTMLElement, index = 0): Promise<void> {
  buttons(el)[index]!.click();
  await until(() => layer()?.getAttribute('data-shop-zoom') === 'loaded');
  await settle();
}
const closed = (el: HTMLElement) => until(() => !layer() && labels(el).every((l) => l!.startsWith('Expand image')));

const reset = async () => {
  // Remove the elements first (their zoom tears down with them), then anything else.
  document.querySelectorAll('shop-zoom-gallery').forEach((el) => el.remove());
  document.body.innerHTML = '';
  await settle();
  document.documentElement.removeAttribute('style');
  document.body.removeAttribute('style');
};

const api = suite('<shop-zoom-gallery> API');
api.before.each(reset);

api(
  'renders one "Expand image" button per <figure>, named with the photo’s alt text, caption or position',
  async () => {
    const el = mount({ label: 'Ranaghat showroom photos' });
    await settle();
    assert.equal(labels(el), [
      'Expand image: Ranaghat showroom saree counter',
      "Expand image: Men's wear racks",
      'Expand image: The entrance',
    ]);
    const images = $$(el, 'img') as HTMLImageElement[];
    assert.equal(
      images.map((img) => img.getAttribute('src')),
      [
        'https://shop.example/images/showroom/counter.jpg',
        'https://shop.example/images/showroom/mens.jpg',
        'https://cdn.example.com/entrance.jpg',
      ],
    );
    assert.is(images[0]!.getAttribute('width'), '800');
    assert.equal(
      $$(el, 'figcaption').map((c) => c.textContent),
      ['The saree counter', 'The entrance'],
    );
  },
);

api('label names the list; changing it updates the name and removing it falls back to "Photos"', async () => {
  const el = mount({ label: 'Ranaghat showroom photos' });
  await settle();
  assert.is($(el, 'ul')!.getAttribute('aria-label'), 'Ranaghat showroom photos');
  el.setAttribute('label', 'Karimpur grand opening');
  await settle();
  assert.is($(el, 'ul')!.getAttribute('aria-label'), 'Karimpur grand opening');
  el.removeAttribute('label');
  await settle();
  assert.is($(el, 'ul')!.getAttribute('aria-label'), 'Photos');
});

api('leaves out a photo whose src is not http(s) or a site path, with one console error naming it', async () => {
  const capture = captureErrors();
  const el = mount(
    {},
    `<figure><img src="javascript:alert(1)" alt="bad"></figure><figure><img src="/ok.jpg" alt="Good photo"></figure>`,
  );
  await settle();
  capture.restore();
  assert.equal(labels(el), ['Expand image: Good photo']);
  assert.is(capture.errors.length, 1);
  assert.match(capture.errors[0]!, '<shop-zoom-gallery>: photo 1 has no <img> with an http(s) or site-relative src');
});

api(
  'keeps the responsive candidates of a <picture>: its sources and the img’s srcset, checked, with the grid’s sizes',
  async () => {
    const el = mount(
      {},
      `<figure><picture>
      <source type="image/avif" srcset="/p/a-320.avif 320w, /p/a-640.avif 640w" sizes="100vw">
      <source type="image/webp" srcset="javascript:alert(1) 320w" sizes="100vw">
      <img src="/p/a-640.jpg" srcset="/p/a-320.jpg 320w, https://cdn.example.com/a-640.jpg 640w" sizes="100vw" alt="Saree counter" width="640" height="480">
    </picture></figure>`,
    );
    await settle();
    const sources = ($$(el, 'picture source') as HTMLSourceElement[]).map((s) => [
      s.getAttribute('type'),
      s.getAttribute('srcset'),
      s.getAttribute('sizes'),
    ]);
    assert.equal(sources, [
      [
        'image/avif',
        'https://shop.example/p/a-320.avif 320w, https://shop.example/p/a-640.avif 640w',
        '(min-width: 40rem) 25vw, 50vw',
      ],
      [
        null,
        'https://shop.example/p/a-320.jpg 320w, https://cdn.example.com/a-640.jpg 640w',
        '(min-width: 40rem) 25vw, 50vw',
      ],
    ]);
    const img = $(el, 'picture img')!;
    assert.is(img.getAttribute('src'), 'https://shop.example/p/a-640.jpg');
    assert.is(img.getAttribute('srcset'), null, 'the zoom uses the candidate on screen, not a new download');
  },
);

api(
  'shows its own children through a slot when there is no figure, and photos added later once they arrive',
  async () => {
    const el = mount({}, '<p>Photos coming soon</p>');
    await settle();
    assert.ok($(el, 'slot'));
    assert.is(buttons(el).length, 0);
    el.insertAdjacentHTML('beforeend', '<figure><img src="/a.jpg" alt="New photo"></figure>');
    await until(() => buttons(el).length === 1);
    assert.equal(labels(el), ['Expand image: New photo']);
    assert.not.ok($(el, 'slot'));
  },
);

api.run();

const zoom = suite('<shop-zoom-gallery> zoom states');
zoom.before.each(reset);

zoom(
  'a click opens the photo: the control reads "Minimize image", a focused close button appears, the page is locked and shop-zoom-open is sent',
  async () => {
    const el = mount();
    await settle();
    const events: unknown[] = [];
    document.addEventListener('shop-zoom-open', (event) => events.push(event.detail), { once: true });
    await openPhoto(el, 0);
    assert.equal(labels(el), [
      'Minimize image: Ranaghat showroom saree counter',
      "Expand image: Men's wear racks",
      'Expand image: The entrance',
    ]);
    const dialog = layer()!;
    assert.ok(dialog.open, 'the layer is shown as a modal dialog');
    const close = dialog.querySelector('button')!;
    assert.is(close.textContent, 'Minimize image');
    assert.is(close.getAttribute('aria-label'), 'Minimize image: Ranaghat showroom saree counter');
    assert.is(document.activeElement, close);
    assert.ok(scrollLocked());
    assert.is(document.documentElement.style.getPropertyValue('overflow-y'), 'hidden');
    assert.is(document.body.style.getPropertyValue('overflow-y'), 'hidden');
    assert.ok(
      document.body.querySelector('img.medium-zoom-image--opened[data-shop-zoom]'),
      'medium-zoom’s copy of the photo',
    );
    assert.equal(events, [{ index: 0, src: 'https://shop.example/images/showroom/counter.jpg' }]);
  },
);

zoom(
  'Escape closes it: labels back to "Expand image", focus back on the opener, scroll restored exactly, shop-zoom-close sent',
  async () => {
    document.documentElement.style.overflowY = 'scroll';
    const el = mount();
    await settle();
    const events: unknown[] = [];
    document.addEventListener('shop-zoom-close', (event) => events.push(event.detail), { once: true });
    await openPhoto(el, 1);
    press('Escape');
    await closed(el);
    assert.equal(labels(el), [
      'Expand image: Ranaghat showroom saree counter',
      "Expand image: Men's wear racks",
      'Expand image: The entrance',
    ]);
    assert.is(focused(el), buttons(el)[1]);
    assert.not.ok(scrollLocked());
    assert.is(document.documentElement.getAttribute('style'), 'overflow-y: scroll;');
    assert.is(document.body.getAttribute('style'), null);
    assert.equal(leftovers(), [], 'nothing left in document.body');
    assert.equal(events, [{ index: 1, src: 'https://shop.example/images/showroom/mens.jpg' }]);
  },
);

zoom('the "Minimize image" button and a click on the layer close it', async () => {
  const el = mount();
  await settle();
  await openPhoto(el, 0);
  layer()!.querySelector('button')!.click();
  await closed(el);
  await openPhoto(el, 2);
  layer()!.click();
  await closed(el);
  assert.equal(leftovers(), []);
});

zoom('a wheel without ctrl closes it; ctrl + wheel (pinch zoom) does not', async () => {
  const el = mount();
  await settle();
  await openPhoto(el, 0);
  const pinch = new WheelEvent('wheel', { deltaY: 40, ctrlKey: true });
  // happy-dom's WheelEvent drops ctrlKey from its init.
  if (!pinch.ctrlKey) Object.defineProperty(pinch, 'ctrlKey', { value: true });
  window.dispatchEvent(pinch);
  await new Promise((resolve) => setTimeout(resolve, 400));
  assert.ok(layer(), 'still open after ctrl + wheel');
  window.dispatchEvent(new WheelEvent('wheel', { deltaY: 40 }));
  await closed(el);
  assert.not.ok(layer());
});

const touch = (type: string, clientY: number) =>
  window.dispatchEvent(Object.assign(new Event(type), { touches: [{ clientY }] }));

zoom('a vertical swipe longer than 10 px closes it; a 10 px one does not', async () => {
  const el = mount();
  await settle();
  await openPhoto(el, 0);
  touch('touchstart', 200);
  touch('touchmove', 210);
  await new Promise((resolve) => setTimeout(resolve, 400));
  assert.ok(layer(), 'still open after 10 px');
  touch('touchmove', 189);
  await closed(el);
  assert.not.ok(layer());
});

zoom('a close asked for while the photo is still opening happens once it has opened', async () => {
  const el = mount();
  await settle();
  buttons(el)[0]!.click();
  await settle(1);
  assert.ok(layer(), 'opening');
  layer()!.querySelector('button')!.click();
  await closed(el);
  assert.not.ok(scrollLocked());
});

zoom('only one photo is open at a time, across galleries', async () => {
  const a = mount();
  const b = mount();
  await settle();
  await openPhoto(a, 0);
  buttons(b)[1]!.click();
  await until(() => labels(b)[1]!.startsWith('Minimize') && labels(a)[0]!.startsWith('Expand'));
  assert.is(labels(a)[0], 'Expand image: Ranaghat showroom saree counter');
  assert.is(labels(b)[1], "Minimize image: Men's wear racks");
  await until(() => document.querySelectorAll('dialog[data-shop-zoom]').length === 1);
  assert.is(document.querySelectorAll('dialog[data-shop-zoom]').length, 1);
  press('Escape');
  await closed(b);
  assert.not.ok(scrollLocked());
});

zoom.run();

const cleanup = suite('<shop-zoom-gallery> cleanup');
cleanup.before.each(reset);

type Counts = Map<string, number>;
/** Counts the listeners added to document and window, minus those removed. */
function trackListeners(): { net(): Counts; restore(): void } {
  const counts: Counts = new Map();
  const undo: Array<() => void> = [];
  for (const [name, target] of [
    ['document', document],
    ['window', window],
  ] as const) {
    const own = ['addEventListener', 'removeEventListener'].map(
      (key) => [key, Object.getOwnPropertyDescriptor(target, key)] as const,
    );
    const add = target.addEventListener;
    const remove = target.removeEventListener;
    target.addEventListener = function (type: string, ...rest: unknown[]) {
      counts.set(`${name}:${type}`, (counts.get(`${name}:${type}`) ?? 0) + 1);
      return (add as (...a: unknown[]) => void).call(target, type, ...rest);
    } as typeof add;
    target.removeEventListener = function (type: string, ...rest: unknown[]) {
      counts.set(`${name}:${type}`, (counts.get(`${name}:${type}`) ?? 0) - 1);
      return (remove as (...a: unknown[]) => void).call(target, type, ...rest);
    } as typeof remove;
    undo.push(() => {
      for (const [key, descriptor] of own) {
        if (descriptor) Object.defineProperty(target, key, descriptor);
        else delete (target as unknown as Partial<Record<string, unknown>>)[key];
      }
    });
  }
  return {
    net: () => new Map([...counts].filter(([, n]) => n !== 0)),
    restore: () => undo.forEach((u) => u()),
  };
}

/** Timers started and not yet run or cleared. */
function trackTimers(): { pending: Set<unknown>; restore(): void } {
  const pending = new Set<unknown>();
  const set = globalThis.setTimeout;
  const clear = globalThis.clearTimeout;
  globalThis.setTimeout = ((fn: () => void, ms?: number) => {
    const id = set(() => {
      pending.delete(id);
      fn();
    }, ms);
    pending.add(id);
    return id;
  }) as typeof setTimeout;
  globalThis.clearTimeout = ((id: ReturnType<typeof setTimeout>) => {
    pending.delete(id);
    clear(id);
  }) as typeof clearTimeout;
  return { pending, restore: () => ((globalThis.setTimeout = set), (globalThis.clearTimeout = clear)) };
}

cleanup(
  'removing the element while a photo opens removes the layer, the scroll lock, its listeners and its timers',
  async () => {
    const listeners = trackListeners();
    const timers = trackTimers();
    try {
      const el = mount();
      await settle();
      buttons(el)[0]!.click();
      await settle(1);
      assert.ok(layer());
      assert.ok(timers.pending.size > 0, 'the fallback timer is running');
      el.remove();
      await settle();
      assert.equal(leftovers(), [], 'overlay, copy and dialog are gone');
      assert.not.ok(scrollLocked());
      assert.is(document.documentElement.getAttribute('style'), null);
      assert.is(document.body.getAttribute('style'), null);
      assert.equal([...listeners.net()], [], 'every listener on document and window was removed');
      await new Promise((resolve) => setTimeout(resolve, 50));
      assert.is(timers.pending.size, 0, 'no timer left');
    } finally {
      listeners.restore();
      timers.restore();
    }
  },
);

cleanup('removing an open gallery and adding it again: it opens and closes as before', async () => {
  const el = mount();
  await settle();
  await openPhoto(el, 0);
  el.remove();
  await settle();
  assert.equal(leftovers(), []);
  document.body.append(el);
  await until(() => buttons(el).length === 3);
  await settle();
  await openPhoto(el, 2);
  assert.ok(layer());
  press('Escape');
  await closed(el);
  assert.is(focused(el), buttons(el)[2]);
});

cleanup.run();
