import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { elapse, onFakeClock, settle, until } from '../../test/_util/dom.js';
import { scrollLocked } from './scroll-lock.js';
import {
  mountGallery,
  buttons,
  labels,
  layer,
  leftovers,
  focused,
  press,
  openPhoto,
  closed,
  reset,
  touch,
} from './fixtures.js';

const zoom = suite('<shop-zoom-gallery> zoom states');
zoom.before.each(reset);
onFakeClock(zoom);

zoom(
  'a click opens the photo: the control reads "Minimize image", a focused close button appears, the page is locked and shop-zoom-open is sent',
  async () => {
    const el = mountGallery();
    await settle();
    const events: unknown[] = [];
    document.addEventListener('shop-zoom-open', (event) => events.push(event.detail), { once: true });
    await openPhoto(el, 0);
    assert.equal(labels(el), [
      'Minimize image: Ranaghat showroom saree counter',
      "Expand image: Men's wear racks",
      'Expand image: The entrance',
    ]);
    const dialog = layer()!;
    assert.ok(dialog.open, 'the layer is shown as a modal dialog');
    const close = dialog.querySelector('button')!;
    assert.is(close.textContent, 'Minimize image');
    assert.is(close.getAttribute('aria-label'), 'Minimize image: Ranaghat showroom saree counter');
    assert.is(document.activeElement, close);
    assert.ok(scrollLocked());
    assert.is(document.documentElement.style.getPropertyValue('overflow-y'), 'hidden');
    assert.is(document.body.style.getPropertyValue('overflow-y'), 'hidden');
    assert.ok(
      document.body.querySelector('img.medium-zoom-image--opened[data-shop-zoom]'),
      'medium-zoom’s copy of the photo',
    );
    assert.equal(events, [{ index: 0, src: 'https://shop.example/images/showroom/counter.jpg' }]);
  },
);

zoom(
  'Escape closes it: labels back to "Expand image", focus back on the opener, scroll restored exactly, shop-zoom-close sent',
  async () => {
    document.documentElement.style.overflowY = 'scroll';
    const el = mountGallery();
    await settle();
    const events: unknown[] = [];
    document.addEventListener('shop-zoom-close', (event) => events.push(event.detail), { once: true });
    await openPhoto(el, 1);
    press('Escape');
    await closed(el);
    assert.equal(labels(el), [
      'Expand image: Ranaghat showroom saree counter',
      "Expand image: Men's wear racks",
      'Expand image: The entrance',
    ]);
    assert.is(focused(el), buttons(el)[1]);
    assert.not.ok(scrollLocked());
    assert.is(document.documentElement.getAttribute('style'), 'overflow-y: scroll;');
    assert.is(document.body.getAttribute('style'), null);
    assert.equal(leftovers(), [], 'nothing left in document.body');
    assert.equal(events, [{ index: 1, src: 'https://shop.example/images/showroom/mens.jpg' }]);
  },
);

zoom('the "Minimize image" button and a click on the layer close it', async () => {
  const el = mountGallery();
  await settle();
  await openPhoto(el, 0);
  layer()!.querySelector('button')!.click();
  await closed(el);
  await openPhoto(el, 2);
  layer()!.click();
  await closed(el);
  assert.equal(leftovers(), []);
});

zoom('a wheel without ctrl closes it; ctrl + wheel (pinch zoom) does not', async () => {
  const el = mountGallery();
  await settle();
  await openPhoto(el, 0);
  const pinch = new WheelEvent('wheel', { deltaY: 40, ctrlKey: true });
  // happy-dom's WheelEvent drops ctrlKey from its init.
  if (!pinch.ctrlKey) Object.defineProperty(pinch, 'ctrlKey', { value: true });
  window.dispatchEvent(pinch);
  await elapse(400);
  assert.ok(layer(), 'still open after ctrl + wheel');
  window.dispatchEvent(new WheelEvent('wheel', { deltaY: 40 }));
  await closed(el);
  assert.not.ok(layer());
});

zoom('a vertical swipe longer than 10 px closes it; a 10 px one does not', async () => {
  const el = mountGallery();
  await settle();
  await openPhoto(el, 0);
  touch('touchstart', 200);
  touch('touchmove', 210);
  await elapse(400);
  assert.ok(layer(), 'still open after 10 px');
  touch('touchmove', 189);
  await closed(el);
  assert.not.ok(layer());
});

zoom('a close asked for while the photo is still opening happens once it has opened', async () => {
  const el = mountGallery();
  await settle();
  buttons(el)[0]!.click();
  assert.ok(await until(() => layer() !== null), 'opening');
  layer()!.querySelector('button')!.click();
  await closed(el);
  assert.not.ok(scrollLocked());
});

zoom('only one photo is open at a time, across galleries', async () => {
  const a = mountGallery();
  const b = mountGallery();
  await settle();
  await openPhoto(a, 0);
  buttons(b)[1]!.click();
  await until(() => labels(b)[1]!.startsWith('Minimize') && labels(a)[0]!.startsWith('Expand'));
  assert.is(labels(a)[0], 'Expand image: Ranaghat showroom saree counter');
  assert.is(labels(b)[1], "Minimize image: Men's wear racks");
  await until(() => document.querySelectorAll('dialog[data-shop-zoom]').length === 1);
  assert.is(document.querySelectorAll('dialog[data-shop-zoom]').length, 1);
  press('Escape');
  await closed(b);
  assert.not.ok(scrollLocked());
});

zoom.run();
