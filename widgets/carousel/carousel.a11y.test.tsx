import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { onFakeClock, settle, until, $, $$ } from '../../test/_util/dom.js';
import { needGlide, spyTimers } from '../_glide/testing.js';
import { mountCarousel, realSlides, shown, reset, teardown } from './fixtures.js';

const moves = suite('<shop-carousel> moving by hand');
moves.before.each(reset);
moves.after(teardown);
onFakeClock(moves);

moves(
  'ArrowRight and ArrowLeft with focus inside move one slide; other keys and modified arrows do nothing',
  async () => {
    const el = mountCarousel({ autoplay: 'false' });
    await settle();
    const next = $<HTMLButtonElement>(el, '[part="next"]')!;
    const press = (key: string, init: KeyboardEventInit = {}) =>
      next.dispatchEvent(
        new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true, ...init }),
      );
    press('ArrowRight');
    await until(() => shown(el) === '2 / 4');
    assert.is(shown(el), '2 / 4');
    // The count changes on Glide's run.after, when the move has ended and Glide takes input again.
    press('ArrowLeft');
    await until(() => shown(el) === '1 / 4');
    assert.is(shown(el), '1 / 4');
    const timers = spyTimers();
    try {
      press('ArrowLeft', { altKey: true });
      press('Enter');
      // A move starts at once with a timer for its 400 ms animation.
      assert.not.ok(timers.pending().includes(400), 'no move started');
      await settle();
      assert.is(shown(el), '1 / 4');
    } finally {
      timers.restore();
    }
  },
);

moves('the previous button loops from the first slide to the last', async () => {
  const el = mountCarousel({ autoplay: 'false' });
  await settle();
  $<HTMLButtonElement>(el, '[part="previous"]')!.click();
  await until(() => shown(el) === '4 / 4');
  assert.is(shown(el), '4 / 4');
});

moves.run();

const a11y = suite('<shop-carousel> accessibility');
a11y.before.each(reset);
a11y.after(teardown);
onFakeClock(a11y);

a11y('follows the WAI-ARIA carousel pattern: a labelled region, slides as "n of 4" groups, named buttons', async () => {
  const el = mountCarousel({ label: 'Offers' });
  await settle();
  await needGlide(el);
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
    const el = mountCarousel({ autoplay: 'false' });
    await settle();
    // Before Glide's first need: only the slide in view is drawn, open.
    assert.equal(
      $$(el, '.glide__slide').map((s) => [s.getAttribute('aria-label'), s.hasAttribute('inert')]),
      [['1 of 4', false]],
    );
    await needGlide(el);
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
    const el = mountCarousel({}, '<figure><img src="/one.svg" alt="One" width="4" height="3"></figure>');
    await settle();
    assert.is(realSlides(el).length, 1);
    assert.is($$(el, 'button').length, 0);
    assert.not.ok(timers.pending().includes(5000));
  } finally {
    timers.restore();
  }
});

a11y.run();
