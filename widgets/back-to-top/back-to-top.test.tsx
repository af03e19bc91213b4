import '../../test/_util/dom.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { captureErrors, settle, until } from '../../test/_util/dom.js';
import './define.js';

const LINK = '<a href="#top">Back to top</a>';

function mount(attributes: Record<string, string> = {}, html = LINK): HTMLElement {
  const element = document.createElement('shop-back-to-top');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.innerHTML = html;
  document.body.append(element);
  return element;
}
const button = (el: HTMLElement) => el.shadowRoot!.querySelector('[part="button"]') as HTMLButtonElement;
const isShown = (el: HTMLElement) => button(el).classList.contains('back-to-top--visible');
const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Scrolls the page (happy-dom keeps window.scrollY on the root element and fires nothing itself). */
async function scrollPage(y: number, events = 1): Promise<void> {
  document.documentElement.scrollTop = y;
  for (let i = 0; i < events; i++) window.dispatchEvent(new Event('scroll'));
  await frame();
  await settle();
}

function recordScrollTo(): Array<ScrollToOptions> {
  const calls: ScrollToOptions[] = [];
  window.scrollTo = ((options: ScrollToOptions) => {
    calls.push(options);
    document.documentElement.scrollTop = options.top ?? 0;
  }) as typeof window.scrollTo;
  return calls;
}

const originals = {
  scrollTo: window.scrollTo,
  matchMedia: window.matchMedia,
  addEventListener: window.addEventListener,
  removeEventListener: window.removeEventListener,
  requestAnimationFrame: window.requestAnimationFrame,
  cancelAnimationFrame: window.cancelAnimationFrame,
};
const reset = () => {
  Object.assign(window, originals);
  document.body.innerHTML = '<h1 id="top">Sarees</h1><p>Long page</p>';
  document.body.removeAttribute('tabindex');
  document.documentElement.scrollTop = 0;
};

const api = suite('<shop-back-to-top> API');
api.before.each(reset);
api.after.each(reset);

api('is hidden at the top and appears once the page is scrolled past 100 px', async () => {
  const el = mount();
  await settle();
  assert.not.ok(isShown(el));
  await scrollPage(100);
  assert.not.ok(isShown(el), 'not at exactly 100 px');
  await scrollPage(101);
  assert.ok(isShown(el));
  await scrollPage(0);
  assert.not.ok(isShown(el));
});

api('shows at once when the page is already scrolled as it connects (a reload halfway down)', async () => {
  document.documentElement.scrollTop = 900;
  const el = mount();
  await settle();
  assert.ok(isShown(el));
});

api('offset sets the distance; changing it re-checks at once, removing it goes back to 100', async () => {
  const el = mount({ offset: '500' });
  await settle();
  await scrollPage(300);
  assert.not.ok(isShown(el));
  el.setAttribute('offset', '200');
  await settle();
  assert.ok(isShown(el));
  el.setAttribute('offset', '400');
  await settle();
  assert.not.ok(isShown(el));
  el.removeAttribute('offset');
  await settle();
  assert.ok(isShown(el));
});

api('a bad offset logs one console error naming the attribute and uses 100', async () => {
  const console = captureErrors();
  const el = mount({ offset: '-20' });
  await settle();
  await scrollPage(150);
  console.restore();
  assert.ok(isShown(el));
  assert.equal(console.errors, ['<shop-back-to-top>: offset "-20" is not a number of pixels, 0 or more; using 100.']);
});

api('is labelled by its child link’s text, or "Back to top" without one', async () => {
  const bengali = mount({}, '<a href="#top">উপরে যান</a>');
  const plain = mount({}, '');
  await settle();
  assert.is(button(bengali).textContent, 'উপরে যান');
  assert.is(button(plain).textContent, 'Back to top');
  assert.is(button(plain).type, 'button');
});

api('checks the scroll position at most once per animation frame', async () => {
  const el = mount();
  await settle();
  let frames = 0;
  window.requestAnimationFrame = ((callback: FrameRequestCallback) => {
    frames++;
    return originals.requestAnimationFrame.call(window, callback);
  }) as typeof window.requestAnimationFrame;
  document.documentElement.scrollTop = 500;
  for (let i = 0; i < 25; i++) window.dispatchEvent(new Event('scroll'));
  window.requestAnimationFrame = originals.requestAnimationFrame;
  assert.is(frames, 1, '25 scroll events, one frame requested');
  assert.ok(await until(() => isShown(el)));
});

api.run();

const activate = suite('<shop-back-to-top> activation');
activate.before.each(reset);
activate.after.each(reset);

activate('scrolls to the top smoothly and moves focus to #top, which loses its added tabindex on blur', async () => {
  const calls = recordScrollTo();
  const el = mount();
  await scrollPage(800);
  button(el).click();
  await settle();
  assert.equal(calls, [{ top: 0, behavior: 'smooth' }]);
  const top = document.getElementById('top')!;
  assert.is(document.activeElement, top);
  assert.is(top.getAttribute('tabindex'), '-1');
  top.blur();
  assert.not.ok(top.hasAttribute('tabindex'), 'the heading does not stay in the focus order');
});

activate('scrolls instantly under prefers-reduced-motion: reduce', async () => {
  const calls = recordScrollTo();
  window.matchMedia = ((media: string) => ({ media, matches: true })) as unknown as typeof window.matchMedia;
  const el = mount();
  await scrollPage(800);
  button(el).click();
  assert.equal(calls, [{ top: 0, behavior: 'instant' }]);
});

activate('target names the element that receives focus; an element already focusable keeps its tabindex', async () => {
  recordScrollTo();
  document.body.insertAdjacentHTML('afterbegin', '<a id="logo" href="/">Showroom</a>');
  const el = mount({ target: 'logo' });
  await scrollPage(800);
  button(el).click();
  assert.is(document.activeElement, document.getElementById('logo'));
  assert.not.ok(document.getElementById('logo')!.hasAttribute('tabindex'));
});

activate('without a target attribute, focus goes to the id in the child link', async () => {
  recordScrollTo();
  document.body.insertAdjacentHTML('afterbegin', '<header id="page-start">Showroom</header>');
  const el = mount({}, '<a href="#page-start">Back to top</a>');
  await scrollPage(800);
  button(el).click();
  assert.is(document.activeElement, document.getElementById('page-start'));
});

activate('a target that names no element logs one console error naming it and focuses the page body', async () => {
  recordScrollTo();
  const console = captureErrors();
  const el = mount({ target: 'nowhere' });
  await scrollPage(800);
  button(el).click();
  console.restore();
  assert.is(document.activeElement, document.body);
  assert.equal(console.errors, [
    '<shop-back-to-top>: target "nowhere" is not the id of an element on the page; focusing the page instead.',
  ]);
});

activate.run();

const life = suite('<shop-back-to-top> connection');
life.before.each(reset);
life.after.each(reset);

life(
  'removes its passive scroll listener and any pending frame when removed, and works again when added back',
  async () => {
    const live = new Set<EventListenerOrEventListenerObject>();
    const passive: boolean[] = [];
    window.addEventListener = function (
      this: Window,
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | AddEventListenerOptions,
    ) {
      if (type === 'scroll') {
        live.add(listener);
        passive.push(typeof options === 'object' && options.passive === true);
      }
      return originals.addEventListener.call(this, type, listener, options);
    } as typeof window.addEventListener;
    window.removeEventListener = function (
      this: Window,
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | EventListenerOptions,
    ) {
      if (type === 'scroll') live.delete(listener);
      return originals.removeEventListener.call(this, type, listener, options);
    } as typeof window.removeEventListener;
    const pending = new Set<unknown>();
    window.requestAnimationFrame = ((callback: FrameRequestCallback) => {
      const id = originals.requestAnimationFrame.call(window, (time) => {
        pending.delete(id);
        callback(time);
      });
      pending.add(id);
      return id;
    }) as typeof window.requestAnimationFrame;
    window.cancelAnimationFrame = ((id: number) => {
      pending.delete(id);
      originals.cancelAnimationFrame.call(window, id);
    }) as typeof window.cancelAnimationFrame;

    const el = mount();
    await settle();
    assert.is(live.size, 1);
    assert.equal(passive, [true]);

    document.documentElement.scrollTop = 500;
    window.dispatchEvent(new Event('scroll'));
    assert.is(pending.size, 1, 'a frame is waiting');
    el.remove();
    assert.is(live.size, 0, 'scroll listener removed');
    assert.is(pending.size, 0, 'pending frame cancelled');

    document.body.append(el);
    await settle();
    assert.is(live.size, 1);
    assert.ok(await until(() => isShown(el)), 'shows again after reconnecting, scrolled down');
  },
);

life.run();
