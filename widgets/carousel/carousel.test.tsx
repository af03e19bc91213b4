import '../../test/_util/dom.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { captureErrors, settle, until } from '../../test/_util/dom.js';
import { fakeMatchMedia, spyTimers, spyWindowListeners, type FakeMedia } from '../_glide/testing.js';
import './define.js';

const FIGURES = [1, 2, 3, 4]
  .map(
    (n) =>
      `<figure><img src="/banner-${n}.svg" alt="Banner ${n}" width="1200" height="500"><figcaption> Offer ${n} </figcaption></figure>`,
  )
  .join('');
const JSON_SLIDES = JSON.stringify([
  { src: '/k1.svg', alt: 'Front', width: 1200, height: 600 },
  { src: '/k2.svg', alt: 'Shelves', width: 1200, height: 600, caption: 'Sarees' },
  { src: '/k3.svg', alt: 'Counter', width: 1200, height: 600 },
]);

let media: FakeMedia;

function mount(attributes: Record<string, string> = {}, children = FIGURES): HTMLElement {
  const element = document.createElement('shop-carousel');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.innerHTML = children;
  document.body.append(element);
  return element;
}
const $ = <T extends Element = HTMLElement>(el: HTMLElement, selector: string) =>
  el.shadowRoot!.querySelector<T>(selector);
const $$ = (el: HTMLElement, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
const realSlides = (el: HTMLElement) => $$(el, '.glide__slide:not(.glide__slide--clone)');
const rotation = (el: HTMLElement) => $<HTMLButtonElement>(el, '[part="rotation"]');
const live = (el: HTMLElement) => $(el, '[part="slides"]')!.getAttribute('aria-live');
const shown = (el: HTMLElement) => $(el, '[part="count"]')?.textContent;

function slideEvents(): Array<{ index: number; count: number }> {
  const details: Array<{ index: number; count: number }> = [];
  document.addEventListener('shop-slide-change', (event) => details.push(event.detail));
  return details;
}

const reset = () => {
  document.body.innerHTML = '';
  media?.restore();
  media = fakeMatchMedia(() => false);
};

const api = suite('<shop-carousel> API');
api.before.each(reset);
api.after(() => media.restore());

api('renders one slide per <figure> child: its image with width and height, and its caption', async () => {
  const el = mount();
  await settle();
  const slides = realSlides(el);
  assert.is(slides.length, 4);
  const img = slides[1]!.querySelector('img')!;
  assert.is(img.getAttribute('src'), '/banner-2.svg');
  assert.is(img.getAttribute('alt'), 'Banner 2');
  assert.is(img.getAttribute('width'), '1200');
  assert.is(img.getAttribute('height'), '500');
  assert.is(slides[1]!.querySelector('figcaption')!.textContent, 'Offer 2');
  assert.is(shown(el), '1 / 4');
});

api('reads the slides attribute (JSON) instead of the children', async () => {
  const el = mount({ slides: JSON_SLIDES });
  await settle();
  const slides = realSlides(el);
  assert.equal(
    slides.map((slide) => slide.querySelector('img')!.getAttribute('alt')),
    ['Front', 'Shelves', 'Counter'],
  );
  assert.is(slides[1]!.querySelector('figcaption')!.textContent, 'Sarees');
  assert.not.ok(slides[0]!.querySelector('figcaption'));
  assert.is(slides[2]!.querySelector('img')!.getAttribute('height'), '600');
});

api('a slides attribute that is not JSON logs one console error naming it and shows the children', async () => {
  const console = captureErrors();
  const el = mount({ slides: '[{ "src": "/a.svg", oops' });
  await settle();
  el.setAttribute('label', 'Offers'); // a re-render must not log again
  await settle();
  console.restore();
  const mine = console.errors.filter((e) => e.includes('<shop-carousel>'));
  assert.is(mine.length, 1, mine.join('\n'));
  assert.match(mine[0]!, 'slides is not valid JSON');
  assert.is(realSlides(el).length, 4);
});

api('slides items without a text src and alt are left out, with a console error giving their positions', async () => {
  const console = captureErrors();
  const el = mount(
    { slides: JSON.stringify([{ src: '/a.svg', alt: 'A' }, { src: 5, alt: 'B' }, null, { src: '/c.svg', alt: 'C' }]) },
    '',
  );
  await settle();
  console.restore();
  assert.equal(
    realSlides(el).map((slide) => slide.querySelector('img')!.getAttribute('alt')),
    ['A', 'C'],
  );
  assert.ok(console.errors.some((e) => e.includes('slides item(s) 1, 2 need a text "src" and "alt"')));
});

api('changing the slides attribute rebuilds the carousel; removing it goes back to the children', async () => {
  const el = mount({ slides: JSON_SLIDES });
  await settle();
  assert.is(realSlides(el).length, 3);
  el.setAttribute(
    'slides',
    JSON.stringify([
      { src: '/x.svg', alt: 'X' },
      { src: '/y.svg', alt: 'Y' },
    ]),
  );
  await settle();
  assert.equal(
    realSlides(el).map((s) => s.getAttribute('aria-label')),
    ['1 of 2', '2 of 2'],
  );
  assert.is($$(el, '.glide__slides').length, 1, 'one strip of slides, the old one removed with its clones');
  el.removeAttribute('slides');
  await settle();
  assert.is(realSlides(el).length, 4);
});

api('label names the carousel region; changing it and removing it (back to "Banner") update the name', async () => {
  const el = mount({ label: 'Offers' });
  await settle();
  const region = $(el, 'section')!;
  assert.is(region.getAttribute('aria-roledescription'), 'carousel');
  assert.is(region.getAttribute('aria-label'), 'Offers');
  el.setAttribute('label', 'Karimpur showroom');
  await settle();
  assert.is($(el, 'section')!.getAttribute('aria-label'), 'Karimpur showroom');
  el.removeAttribute('label');
  await settle();
  assert.is($(el, 'section')!.getAttribute('aria-label'), 'Banner');
});

api('rotates every interval milliseconds by default 5000, dispatching shop-slide-change { index, count }', async () => {
  const timers = spyTimers();
  const details = slideEvents();
  try {
    const el = mount({ interval: '1000' });
    await settle();
    assert.ok(timers.pending().includes(1000), `a 1000 ms timer: ${timers.pending()}`);
    await until(() => details.length > 0, 3000);
    assert.equal(details[0], { index: 1, count: 4 });
    await until(() => shown(el) === '2 / 4');
    assert.is(shown(el), '2 / 4');
    el.removeAttribute('interval');
    await settle();
    assert.ok(timers.pending().includes(5000), `back to 5000 ms: ${timers.pending()}`);
  } finally {
    timers.restore();
  }
});

api('a bad interval logs one console error naming the attribute and uses 5000 ms', async () => {
  const timers = spyTimers();
  const console = captureErrors();
  try {
    mount({ interval: 'fast' });
    await settle();
    assert.ok(
      console.errors.some((e) => e.includes('interval "fast" must be a number of milliseconds')),
      console.errors.join('\n'),
    );
    mount({ interval: '20' });
    await settle();
    assert.ok(console.errors.some((e) => e.includes('interval "20"')));
    assert.ok(
      timers.pending().every((delay) => delay === 5000 || delay < 1000),
      `${timers.pending()}`,
    );
    assert.ok(timers.pending().includes(5000));
  } finally {
    console.restore();
    timers.restore();
  }
});

api(
  'autoplay="false" neither rotates nor shows the rotation button; removing the attribute brings both back',
  async () => {
    const timers = spyTimers();
    try {
      const el = mount({ autoplay: 'false' });
      await settle();
      assert.not.ok(rotation(el));
      assert.not.ok(timers.pending().includes(5000));
      assert.is(live(el), 'polite');
      el.removeAttribute('autoplay');
      await settle();
      assert.is(rotation(el)!.getAttribute('aria-label'), 'Stop slides');
      assert.ok(timers.pending().includes(5000));
      assert.is(live(el), 'off');
    } finally {
      timers.restore();
    }
  },
);

api('the rotation button stops and starts rotation, saying which it will do, and the live region follows', async () => {
  const timers = spyTimers();
  try {
    const el = mount();
    await settle();
    assert.is(rotation(el)!.getAttribute('aria-label'), 'Stop slides');
    assert.is(live(el), 'off');
    rotation(el)!.click();
    await settle();
    assert.is(rotation(el)!.getAttribute('aria-label'), 'Start slides');
    assert.is(live(el), 'polite');
    assert.not.ok(timers.pending().includes(5000), 'no rotation timer while stopped');
    rotation(el)!.click();
    await settle();
    assert.is(rotation(el)!.getAttribute('aria-label'), 'Stop slides');
    assert.ok(timers.pending().includes(5000));
  } finally {
    timers.restore();
  }
});

api(
  'keyboard focus inside stops rotation and it stays stopped after focus leaves; the button restarts it',
  async () => {
    const el = mount();
    await settle();
    $<HTMLButtonElement>(el, '[part="next"]')!.focus();
    await settle();
    assert.is(rotation(el)!.getAttribute('aria-label'), 'Start slides');
    $<HTMLButtonElement>(el, '[part="next"]')!.blur();
    await settle();
    assert.is(rotation(el)!.getAttribute('aria-label'), 'Start slides', 'does not restart by itself');
    rotation(el)!.focus();
    rotation(el)!.click();
    await settle();
    assert.is(rotation(el)!.getAttribute('aria-label'), 'Stop slides');
    $<HTMLButtonElement>(el, '[part="next"]')!.focus();
    await settle();
    assert.is(
      rotation(el)!.getAttribute('aria-label'),
      'Stop slides',
      'started by the button: focus no longer stops it',
    );
  },
);

api('focus from a mouse press on a button (not the keyboard) does not stop rotation', async () => {
  const el = mount();
  await settle();
  const next = $<HTMLButtonElement>(el, '[part="next"]')!;
  next.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'mouse', bubbles: true, composed: true }));
  next.focus();
  next.dispatchEvent(new PointerEvent('pointerup', { pointerType: 'mouse', bubbles: true, composed: true }));
  await settle();
  assert.is(rotation(el)!.getAttribute('aria-label'), 'Stop slides');
});

api('a mouse over the carousel pauses rotation; leaving resumes it', async () => {
  const timers = spyTimers();
  try {
    const el = mount();
    await settle();
    const region = $(el, 'section')!;
    region.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    await settle();
    assert.is(region.dataset.rotating, 'false');
    assert.not.ok(timers.pending().includes(5000));
    assert.is(rotation(el)!.getAttribute('aria-label'), 'Stop slides', 'still set to rotate');
    region.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
    await settle();
    assert.is(region.dataset.rotating, 'true');
    assert.ok(timers.pending().includes(5000));
  } finally {
    timers.restore();
  }
});

api('under prefers-reduced-motion: reduce it does not start rotating, and moves without animation', async () => {
  media.set((query) => query.includes('prefers-reduced-motion'));
  const timers = spyTimers();
  try {
    const el = mount();
    await settle();
    assert.is(rotation(el)!.getAttribute('aria-label'), 'Start slides');
    assert.not.ok(timers.pending().includes(5000));
    assert.is($(el, '.glide')!.dataset.animationDuration, '0');
  } finally {
    timers.restore();
  }
});

api(
  'ArrowRight and ArrowLeft with focus inside move one slide; other keys and modified arrows do nothing',
  async () => {
    const el = mount({ autoplay: 'false' });
    await settle();
    const next = $<HTMLButtonElement>(el, '[part="next"]')!;
    const press = (key: string, init: KeyboardEventInit = {}) =>
      next.dispatchEvent(
        new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true, ...init }),
      );
    press('ArrowRight');
    await until(() => shown(el) === '2 / 4');
    assert.is(shown(el), '2 / 4');
    await new Promise((resolve) => setTimeout(resolve, 450)); // Glide ignores input until a move ends
    press('ArrowLeft');
    await until(() => shown(el) === '1 / 4');
    assert.is(shown(el), '1 / 4');
    await new Promise((resolve) => setTimeout(resolve, 450));
    press('ArrowLeft', { altKey: true });
    press('Enter');
    await new Promise((resolve) => setTimeout(resolve, 450));
    assert.is(shown(el), '1 / 4');
  },
);

api('the previous button loops from the first slide to the last', async () => {
  const el = mount({ autoplay: 'false' });
  await settle();
  $<HTMLButtonElement>(el, '[part="previous"]')!.click();
  await until(() => shown(el) === '4 / 4');
  assert.is(shown(el), '4 / 4');
});

api('reads children added after the element is in the page', async () => {
  const el = mount({}, '');
  await settle();
  assert.is(realSlides(el).length, 0);
  assert.ok($(el, 'slot'));
  el.innerHTML = FIGURES;
  await until(() => realSlides(el).length === 4);
  assert.is(realSlides(el).length, 4);
});

api.run();

const a11y = suite('<shop-carousel> accessibility');
a11y.before.each(reset);
a11y.after(() => media.restore());

a11y('follows the WAI-ARIA carousel pattern: a labelled region, slides as "n of 4" groups, named buttons', async () => {
  const el = mount({ label: 'Offers' });
  await settle();
  const slides = realSlides(el);
  assert.equal(
    slides.map((s) => [s.getAttribute('role'), s.getAttribute('aria-roledescription'), s.getAttribute('aria-label')]),
    [1, 2, 3, 4].map((n) => ['group', 'slide', `${n} of 4`]),
  );
  const buttons = $$(el, 'button');
  assert.equal(
    buttons.map((b) => b.getAttribute('aria-label')),
    ['Stop slides', 'Previous slide', 'Next slide'],
    'the rotation button comes first in tab order',
  );
  assert.ok(buttons.every((b) => b.getAttribute('type') === 'button'));
  assert.is($(el, '[part="next"]')!.getAttribute('aria-controls'), $(el, '[part="slides"]')!.id);
});

a11y(
  "only the slide in view can be focused or read: the others and Glide's clones are inert and aria-hidden",
  async () => {
    const el = mount({ autoplay: 'false' });
    await settle();
    const all = $$(el, '.glide__slide');
    assert.ok(all.length > 4, 'Glide added clones');
    const open = all.filter((s) => !s.hasAttribute('inert'));
    assert.is(open.length, 1);
    assert.is(open[0]!.getAttribute('aria-label'), '1 of 4');
    assert.not.ok(open[0]!.classList.contains('glide__slide--clone'));
    assert.ok(all.filter((s) => s !== open[0]).every((s) => s.getAttribute('aria-hidden') === 'true'));
    $<HTMLButtonElement>(el, '[part="next"]')!.click();
    await until(() => shown(el) === '2 / 4');
    await settle();
    const now = $$(el, '.glide__slide').filter((s) => !s.hasAttribute('inert'));
    assert.equal(
      now.map((s) => s.getAttribute('aria-label')),
      ['2 of 4'],
    );
  },
);

a11y('a single slide shows no controls and does not rotate', async () => {
  const timers = spyTimers();
  try {
    const el = mount({}, '<figure><img src="/one.svg" alt="One" width="4" height="3"></figure>');
    await settle();
    assert.is(realSlides(el).length, 1);
    assert.is($$(el, 'button').length, 0);
    assert.not.ok(timers.pending().includes(5000));
  } finally {
    timers.restore();
  }
});

a11y.run();

const lifecycle = suite('<shop-carousel> lifecycle');
lifecycle.before.each(reset);
lifecycle.after(() => media.restore());

lifecycle('removing the element mid-move leaves no timer, window listener or media listener behind', async () => {
  const timers = spyTimers();
  const listeners = spyWindowListeners();
  try {
    const el = mount({ interval: '1000' });
    await settle();
    assert.ok(listeners.pending().includes('resize'), 'Glide listens for resize while mounted');
    assert.ok(media.listeners() > 0, 'reduced-motion listeners while mounted');
    $<HTMLButtonElement>(el, '[part="next"]')!.click(); // a move is running: Glide waits 400 ms for its end
    assert.ok(timers.pending().some((delay) => delay === 400));
    el.remove();
    await settle();
    assert.equal(timers.pending(), [], `timers left: ${timers.pending()}`);
    assert.equal(listeners.pending(), [], `window listeners left: ${listeners.pending()}`);
    assert.is(media.listeners(), 0);
  } finally {
    timers.restore();
    listeners.restore();
  }
});

lifecycle('re-adding a removed element builds the carousel again and rotation works', async () => {
  const details = slideEvents();
  const el = mount({ interval: '1000' });
  await settle();
  el.remove();
  await settle();
  document.body.append(el);
  await settle();
  assert.is(realSlides(el).length, 4);
  assert.is($$(el, '.glide__slides').length, 1);
  assert.is(rotation(el)!.getAttribute('aria-label'), 'Stop slides');
  await until(() => details.some((d) => d.index === 1), 3000);
  assert.ok(details.some((d) => d.index === 1));
});

lifecycle.run();
