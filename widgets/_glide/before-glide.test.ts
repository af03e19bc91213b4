import '../../test/_util/dom.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { captureErrors, until } from '../../test/_util/dom.js';
import type { CarouselState } from './glide.lazy.js';
import { createLazyCarousel, setGlideSource } from './before-glide.js';
import {
  fakeMatchMedia,
  slidesFixture as fixture,
  slidesInView as inView,
  slidesMarkup,
  spyWindowListeners,
  type FakeMedia,
} from './testing.js';

let media: FakeMedia;

/** Glide's chunk as the network would bring it: counted, and failing while `failing` is set. */
function network() {
  const calls: number[] = [];
  const net = { calls, failing: false };
  setGlideSource((failures) => {
    calls.push(failures);
    return net.failing ? Promise.reject(new Error('offline')) : import('./glide.lazy.js');
  });
  return net;
}

const test = suite('createLazyCarousel(el, options): Glide on the first need');
test.before.each(() => {
  document.body.innerHTML = '';
  media = fakeMatchMedia((query) => query === '(max-width: 899.98px)');
});
test.after.each(() => {
  media.restore();
  setGlideSource();
});

test('lays out and announces the first view without fetching Glide', () => {
  const net = network();
  const root = fixture(5);
  const states: CarouselState[] = [];
  const carousel = createLazyCarousel(root, {
    perView: 3,
    breakpoints: { 900: { perView: 2 } },
    onChange: (s) => states.push(s),
  });
  assert.equal(net.calls, [], 'nothing fetched');
  assert.equal(states.at(-1), { index: 0, count: 5, perView: 2, animationDuration: 400 });
  assert.is(root.dataset.perView, '2', 'the CSS lays out two slides side by side');
  assert.equal(inView(root), ['1', '2']);
  assert.ok([...root.querySelectorAll('[inert]')].every((s) => s.getAttribute('aria-hidden') === 'true'));
  assert.not.ok(root.classList.contains('glide--carousel'));
  carousel.destroy();
});

test('Next fetches Glide once, mounts it and moves; a press on the slides fetches it before a swipe', async () => {
  const net = network();
  const root = fixture(4);
  let state: CarouselState | undefined;
  const carousel = createLazyCarousel(root, { onChange: (s) => (state = s), animationDuration: 0 });
  carousel.next();
  assert.ok(await until(() => state?.index === 1), 'the press moves, once Glide is there');
  carousel.next();
  assert.ok(await until(() => state?.index === 2));
  assert.equal(net.calls, [0], 'fetched once');
  assert.ok(root.classList.contains('glide--carousel'));
  assert.equal(inView(root), ['3']);
  carousel.destroy();

  const again = fixture(4);
  const other = createLazyCarousel(again, {});
  again.querySelector('[data-glide-el="track"]')!.dispatchEvent(new Event('pointerdown'));
  assert.ok(await until(() => again.classList.contains('glide--carousel')), 'mounted on the press');
  other.destroy();
});

test('drawn in view only (count, fill): the first need fills the strip, then mounts Glide on every slide', async () => {
  const net = network();
  const root = fixture(1);
  const wrapper = root.querySelector('.glide__slides')!;
  let state: CarouselState | undefined;
  let fills = 0;
  const carousel = createLazyCarousel(root, {
    count: 3,
    animationDuration: 0,
    onChange: (s) => (state = s),
    // As a widget would: the missing slides come a render later.
    fill: () =>
      new Promise<void>((resolve) => {
        fills++;
        setTimeout(() => {
          wrapper.insertAdjacentHTML('beforeend', slidesMarkup(2, 3));
          resolve();
        });
      }),
  });
  assert.equal(state, { index: 0, count: 3, perView: 1, animationDuration: 0 }, 'the count is of every slide');
  assert.equal(net.calls, []);
  assert.is(fills, 0, 'nothing drawn before the first need');
  carousel.previous();
  assert.ok(await until(() => state?.index === 2), 'moves to the last slide, which was not drawn before');
  assert.is(fills, 1);
  assert.equal(inView(root), ['3']);
  assert.ok([...root.querySelectorAll('[inert]')].every((s) => s.getAttribute('aria-hidden') === 'true'));
  carousel.destroy();
});

test('a failed fetch leaves the first slide in place, says so once, and the next need asks again', async () => {
  const net = network();
  net.failing = true;
  const { errors, restore } = captureErrors();
  try {
    const root = fixture(3);
    let state: CarouselState | undefined;
    const carousel = createLazyCarousel(root, { onChange: (s) => (state = s), animationDuration: 0 });
    carousel.next();
    assert.ok(await until(() => errors.length === 1));
    assert.equal(inView(root), ['1']);
    assert.is(state?.index, 0);
    net.failing = false;
    carousel.next();
    assert.ok(await until(() => state?.index === 1), 'the second press moves');
    assert.equal(net.calls, [0, 1], 'the retry asks under a fresh address');
    carousel.destroy();
  } finally {
    restore();
  }
});

test('removed before Glide arrives: Glide is never mounted and nothing is left listening', async () => {
  network();
  const listeners = spyWindowListeners();
  try {
    const root = fixture(4);
    const carousel = createLazyCarousel(root, { perView: 2, breakpoints: { 900: { perView: 1 } } });
    carousel.next();
    carousel.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.not.ok(root.classList.contains('glide--carousel'));
    assert.is(root.querySelectorAll('.glide__slide').length, 4, 'no clones');
    assert.is(root.querySelectorAll('[inert]').length, 0);
    assert.equal(listeners.pending(), []);
    assert.is(media.listeners(), 0);
  } finally {
    listeners.restore();
  }
});

test.run();
