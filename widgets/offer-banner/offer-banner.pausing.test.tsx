import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { settle, $, $$ } from '../../test/_util/dom.js';
import {
  OFFERS,
  children,
  mountBanner,
  shown,
  banner,
  toggle,
  isPaused,
  fakeMotion,
  reset,
  restore,
} from './fixtures.js';

const pause = suite('<shop-offer-banner> pausing');
pause.before.each(reset);
pause.after.each(restore);

pause(
  'the button pauses, relabels itself "Play offers" and dispatches shop-offer-pause; pressed again it plays',
  async () => {
    const el = mountBanner({}, children(OFFERS));
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
  const el = mountBanner({}, children(OFFERS));
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
  const el = mountBanner({}, children(OFFERS));
  await settle();
  toggle(el)!.click();
  banner(el).dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
  await settle();
  toggle(el)!.click();
  await settle();
  assert.not.ok(isPaused(el));
});

pause('a touch does not count as hovering (a tap must not leave it stuck paused)', async () => {
  const el = mountBanner({}, children(OFFERS));
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
    const el = mountBanner({}, children(OFFERS));
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
  const el = mountBanner({}, children(OFFERS));
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
