import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { onFakeClock, settle, until, $, $$ } from '../../test/_util/dom.js';
import { needGlide, spyTimers, spyWindowListeners } from '../_glide/testing.js';
import { media, mountCarousel, realSlides, rotation, slideEvents, reset, teardown } from './fixtures.js';

const lifecycle = suite('<shop-carousel> lifecycle');
lifecycle.before.each(reset);
lifecycle.after(teardown);
onFakeClock(lifecycle);

lifecycle('removing the element mid-move leaves no timer, window listener or media listener behind', async () => {
  const timers = spyTimers();
  const listeners = spyWindowListeners();
  try {
    const el = mountCarousel({ interval: '1000' });
    await settle();
    await needGlide(el);
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

lifecycle(
  're-adding a removed element builds the carousel again; rotation works and stops when removed again',
  async () => {
    const timers = spyTimers();
    const details = slideEvents();
    try {
      const el = mountCarousel({ interval: '1000' });
      await settle();
      el.remove();
      await settle();
      document.body.append(el);
      await settle();
      assert.is($$(el, '.glide__slides').length, 1);
      assert.is(rotation(el)!.getAttribute('aria-label'), 'Stop slides');
      await until(() => details.some((d) => d.index === 1));
      assert.ok(details.some((d) => d.index === 1));
      assert.is(realSlides(el).length, 4);
      el.remove();
      await settle();
      assert.equal(timers.pending(), [], `timers left: ${timers.pending()}`);
    } finally {
      timers.restore();
    }
  },
);

lifecycle.run();
