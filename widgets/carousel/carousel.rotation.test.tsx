import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { settle, until, captureErrors, onFakeClock, $ } from '../../test/_util/dom.js';
import { spyTimers } from '../_glide/testing.js';
import { media, mountCarousel, realSlides, rotation, live, shown, slideEvents, reset, teardown } from './fixtures.js';

const rotating = suite('<shop-carousel> rotation');
rotating.before.each(reset);
rotating.after(teardown);
onFakeClock(rotating);

rotating(
  'rotates every interval milliseconds by default 5000, dispatching shop-slide-change { index, count }',
  async () => {
    const timers = spyTimers();
    const details = slideEvents();
    try {
      const el = mountCarousel({ interval: '1000' });
      await settle();
      assert.ok(timers.pending().includes(1000), `a 1000 ms timer: ${timers.pending()}`);
      await until(() => details.length > 0);
      assert.equal(details[0], { index: 1, count: 4 });
      await until(() => shown(el) === '2 / 4');
      assert.is(shown(el), '2 / 4');
      el.removeAttribute('interval');
      await settle();
      assert.ok(timers.pending().includes(5000), `back to 5000 ms: ${timers.pending()}`);
    } finally {
      timers.restore();
    }
  },
);

rotating('a second before its first move by itself it draws every slide, so their pictures load in time', async () => {
  let movedAt = 0;
  document.addEventListener('shop-slide-change', () => (movedAt ||= performance.now()));
  const el = mountCarousel({ interval: '2500' });
  await settle();
  assert.is(realSlides(el).length, 1, 'the slide in view only');
  assert.ok(await until(() => realSlides(el).length === 4), 'every slide drawn');
  const drawnAt = performance.now();
  assert.is(shown(el), '1 / 4', 'not moved yet');
  // The event comes when the move has ended (400 ms): drawn only when the move starts would be 400 ms before it.
  assert.ok(await until(() => movedAt > 0), 'then the move');
  assert.ok(movedAt - drawnAt > 900, `drawn ${Math.round(movedAt - drawnAt)} ms before the move`);
});

rotating('a bad interval logs one console error naming the attribute and uses 5000 ms', async () => {
  const timers = spyTimers();
  const console = captureErrors();
  try {
    mountCarousel({ interval: 'fast' });
    await settle();
    assert.ok(
      console.errors.some((e) => e.includes('interval "fast" must be a number of milliseconds')),
      console.errors.join('\n'),
    );
    mountCarousel({ interval: '20' });
    await settle();
    assert.ok(console.errors.some((e) => e.includes('interval "20"')));
    assert.ok(
      // 4000: getting ready for the first move, a second ahead.
      timers.pending().every((delay) => delay === 5000 || delay === 4000 || delay < 1000),
      `${timers.pending()}`,
    );
    assert.ok(timers.pending().includes(5000));
  } finally {
    console.restore();
    timers.restore();
  }
});

rotating(
  'autoplay="false" neither rotates nor shows the rotation button; removing the attribute brings both back',
  async () => {
    const timers = spyTimers();
    try {
      const el = mountCarousel({ autoplay: 'false' });
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

rotating(
  'the rotation button stops and starts rotation, saying which it will do, and the live region follows',
  async () => {
    const timers = spyTimers();
    try {
      const el = mountCarousel();
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
  },
);

rotating(
  'keyboard focus inside stops rotation and it stays stopped after focus leaves; the button restarts it',
  async () => {
    const el = mountCarousel();
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

rotating('focus from a mouse press on a button (not the keyboard) does not stop rotation', async () => {
  const el = mountCarousel();
  await settle();
  const next = $<HTMLButtonElement>(el, '[part="next"]')!;
  next.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'mouse', bubbles: true, composed: true }));
  next.focus();
  next.dispatchEvent(new PointerEvent('pointerup', { pointerType: 'mouse', bubbles: true, composed: true }));
  await settle();
  assert.is(rotation(el)!.getAttribute('aria-label'), 'Stop slides');
});

rotating('a mouse over the carousel pauses rotation; leaving resumes it', async () => {
  const timers = spyTimers();
  try {
    const el = mountCarousel();
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

rotating('under prefers-reduced-motion: reduce it does not start rotating, and moves without animation', async () => {
  media.set((query) => query.includes('prefers-reduced-motion'));
  const timers = spyTimers();
  try {
    const el = mountCarousel();
    await settle();
    assert.is(rotation(el)!.getAttribute('aria-label'), 'Start slides');
    assert.not.ok(timers.pending().includes(5000));
    assert.is($(el, '.glide')!.dataset.animationDuration, '0');
  } finally {
    timers.restore();
  }
});

rotating.run();
