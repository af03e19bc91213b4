import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { settle, until, captureErrors } from '../../test/_util/dom.js';
import { mountButton, button, isShown, scrollPage, recordScrollTo, originals, reset } from './fixtures.js';

const activate = suite('<shop-back-to-top> activation');
activate.before.each(reset);
activate.after.each(reset);

activate('scrolls to the top smoothly and moves focus to #top, which loses its added tabindex on blur', async () => {
  const calls = recordScrollTo();
  const el = mountButton();
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
  const el = mountButton();
  await scrollPage(800);
  button(el).click();
  assert.equal(calls, [{ top: 0, behavior: 'instant' }]);
});

activate('target names the element that receives focus; an element already focusable keeps its tabindex', async () => {
  recordScrollTo();
  document.body.insertAdjacentHTML('afterbegin', '<a id="logo" href="/">Showroom</a>');
  const el = mountButton({ target: 'logo' });
  await scrollPage(800);
  button(el).click();
  assert.is(document.activeElement, document.getElementById('logo'));
  assert.not.ok(document.getElementById('logo')!.hasAttribute('tabindex'));
});

activate('without a target attribute, focus goes to the id in the child link', async () => {
  recordScrollTo();
  document.body.insertAdjacentHTML('afterbegin', '<header id="page-start">Showroom</header>');
  const el = mountButton({}, '<a href="#page-start">Back to top</a>');
  await scrollPage(800);
  button(el).click();
  assert.is(document.activeElement, document.getElementById('page-start'));
});

activate('a target that names no element logs one console error naming it and focuses the page body', async () => {
  recordScrollTo();
  const console = captureErrors();
  const el = mountButton({ target: 'nowhere' });
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

    const el = mountButton();
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
