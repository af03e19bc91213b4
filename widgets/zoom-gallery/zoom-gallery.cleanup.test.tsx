import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { elapse, onFakeClock, settle, until } from '../../test/_util/dom.js';
import { scrollLocked } from './scroll-lock.js';
import {
  mountGallery,
  buttons,
  layer,
  leftovers,
  focused,
  press,
  openPhoto,
  closed,
  reset,
  trackListeners,
  trackTimers,
} from './fixtures.js';

const cleanup = suite('<shop-zoom-gallery> cleanup');
cleanup.before.each(reset);
onFakeClock(cleanup);

cleanup(
  'removing the element while a photo opens removes the layer, the scroll lock, its listeners and its timers',
  async () => {
    const listeners = trackListeners();
    const timers = trackTimers();
    try {
      const el = mountGallery();
      await settle();
      buttons(el)[0]!.click();
      // Opening: the zoom's code has arrived (before-zoom.ts) and its layer is in the page, its fallback timer running.
      assert.ok(await until(() => layer() !== null));
      assert.ok(timers.pending.size > 0, 'the fallback timer is running');
      el.remove();
      await settle();
      assert.equal(leftovers(), [], 'overlay, copy and dialog are gone');
      assert.not.ok(scrollLocked());
      assert.is(document.documentElement.getAttribute('style'), null);
      assert.is(document.body.getAttribute('style'), null);
      assert.equal([...listeners.net()], [], 'every listener on document and window was removed');
      await elapse(50);
      assert.is(timers.pending.size, 0, 'no timer left');
    } finally {
      listeners.restore();
      timers.restore();
    }
  },
);

cleanup('removing an open gallery and adding it again: it opens and closes as before', async () => {
  const el = mountGallery();
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
