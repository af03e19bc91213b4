import '../../test/_util/dom.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { elapse, onFakeClock, until } from '../../test/_util/dom.js';
import { createCarousel, type CarouselState } from './glide.lazy.js';
import {
  fakeMatchMedia,
  slidesFixture as fixture,
  slidesInView as inView,
  spyTimers,
  spyWindowListeners,
  type FakeMedia,
} from './testing.js';

let media: FakeMedia;

const test = suite('createCarousel(el, options)');
test.before.each(() => {
  document.body.innerHTML = '';
  media = fakeMatchMedia(() => false);
});
test.after.each(() => media.restore());
onFakeClock(test);

test('builds a looping Glide carousel and reports { index, count, perView, animationDuration } once built', () => {
  const root = fixture(4);
  const states: CarouselState[] = [];
  const carousel = createCarousel(root, { onChange: (state) => states.push(state) });
  assert.equal(states.at(-1), { index: 0, count: 4, perView: 1, animationDuration: 400 });
  assert.ok(root.classList.contains('glide--carousel'));
  assert.is(root.dataset.perView, '1');
  assert.is(root.dataset.animationDuration, '400');
  carousel.destroy();
});

test("perSwipe '|' moves a whole view: with 4 slides and 3 in view, next goes 0 → 3 → 2 and previous back to 3", async () => {
  const root = fixture(4);
  let state: CarouselState | undefined;
  const carousel = createCarousel(root, {
    perView: 3,
    perSwipe: '|',
    animationDuration: 50,
    onChange: (s) => (state = s),
  });
  assert.equal(inView(root), ['1', '2', '3']);
  carousel.next();
  await until(() => state?.index === 3);
  assert.is(state!.index, 3);
  assert.equal(inView(root), ['4', '1', '2'], 'the last slide, then clones of the first two');
  await elapse(60);
  carousel.next();
  await until(() => state?.index === 2);
  assert.is(state!.index, 2);
  await elapse(60);
  carousel.previous();
  await until(() => state?.index === 3);
  assert.is(state!.index, 3);
  carousel.destroy();
});

test('go(index) brings that slide first into view', async () => {
  const root = fixture(4);
  let state: CarouselState | undefined;
  const carousel = createCarousel(root, { perView: 2, animationDuration: 0, onChange: (s) => (state = s) });
  carousel.go(2);
  await until(() => state?.index === 2);
  assert.equal(inView(root), ['3', '4']);
  carousel.destroy();
});

test('breakpoints: 2 in view under 900 px and 1 under 560 px, following the viewport as it changes', () => {
  const root = fixture(4);
  let width = 800;
  const under = (query: string) => {
    const max = /max-width: ([\d.]+)px/.exec(query);
    return max ? width <= Number(max[1]) : false;
  };
  media.set(under);
  const breakpoints = { 900: { perView: 2 }, 560: { perView: 1 } };
  let state: CarouselState | undefined;
  const carousel = createCarousel(root, { perView: 3, breakpoints, onChange: (s) => (state = s) });
  assert.is(state!.perView, 2);
  width = 375;
  media.set(under);
  assert.is(state!.perView, 1);
  assert.equal(inView(root), ['1']);
  width = 1280;
  media.set(under);
  assert.is(state!.perView, 3);
  width = 900;
  media.set(under);
  assert.is(state!.perView, 3, 'exactly 900 px is not under 900 px');
  carousel.destroy();
});

test('never shows more slides than there are', () => {
  const root = fixture(2);
  let state: CarouselState | undefined;
  const carousel = createCarousel(root, { perView: 3, onChange: (s) => (state = s) });
  assert.is(state!.perView, 2);
  carousel.destroy();
});

test('animationDuration is 0 while the reader prefers reduced motion, and follows a change of that setting', () => {
  const root = fixture(3);
  media.set((query) => query.includes('reduce'));
  let state: CarouselState | undefined;
  const carousel = createCarousel(root, { animationDuration: 500, onChange: (s) => (state = s) });
  assert.is(state!.animationDuration, 0);
  media.set(() => false);
  assert.is(state!.animationDuration, 500);
  assert.is(root.dataset.animationDuration, '500');
  carousel.destroy();
});

test('slides out of view, clones included, are inert and aria-hidden; focus in a slide that leaves moves to one in view', async () => {
  const root = fixture(3);
  let state: CarouselState | undefined;
  const carousel = createCarousel(root, { animationDuration: 0, onChange: (s) => (state = s) });
  const slides = [...root.querySelectorAll<HTMLElement>('.glide__slide')];
  assert.ok(slides.some((s) => s.classList.contains('glide__slide--clone')));
  assert.ok(slides.filter((s) => s.hasAttribute('inert')).every((s) => s.getAttribute('aria-hidden') === 'true'));
  assert.equal(inView(root), ['1']);
  root.querySelector<HTMLAnchorElement>('.glide__slide:not([inert]) a')!.focus();
  carousel.next();
  await until(() => state?.index === 1);
  assert.is(document.activeElement?.getAttribute('href'), '/c2');
  carousel.destroy();
});

test('destroy() removes the clones, the attributes it set, its timers and its window and media listeners', async () => {
  const timers = spyTimers();
  const listeners = spyWindowListeners();
  try {
    const root = fixture(4);
    const carousel = createCarousel(root, { perView: 2, breakpoints: { 600: { perView: 1 } } });
    carousel.next();
    assert.ok(timers.pending().includes(400), 'a move is running');
    assert.ok(media.listeners() >= 2);
    carousel.destroy();
    assert.is(root.querySelectorAll('.glide__slide').length, 4);
    assert.is(root.querySelectorAll('[inert], [aria-hidden]').length, 0);
    assert.not.ok(root.dataset.perView);
    await elapse(20); // Glide's 10 ms resize throttle may still fire once
    assert.equal(timers.pending(), []);
    assert.equal(listeners.pending(), []);
    assert.is(media.listeners(), 0);
    carousel.destroy(); // twice is harmless
  } finally {
    timers.restore();
    listeners.restore();
  }
});

test('without slides it builds nothing and does not throw', () => {
  const root = document.createElement('div');
  const carousel = createCarousel(root);
  carousel.next();
  assert.is(carousel.state().count, 0);
  carousel.destroy();
});

test.run();
