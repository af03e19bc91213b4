import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { settle, until, captureErrors } from '../../test/_util/dom.js';
import { mountButton, button, isShown, scrollPage, originals, reset } from './fixtures.js';

const api = suite('<shop-back-to-top> API');
api.before.each(reset);
api.after.each(reset);

api('is hidden at the top and appears once the page is scrolled past 100 px', async () => {
  const el = mountButton();
  await settle();
  assert.not.ok(isShown(el));
  await scrollPage(100);
  assert.not.ok(isShown(el), 'not at exactly 100 px');
  await scrollPage(101);
  assert.ok(isShown(el));
  await scrollPage(0);
  assert.not.ok(isShown(el));
});

api('shows at once when the page is already scrolled as it connects (a reload halfway down)', async () => {
  document.documentElement.scrollTop = 900;
  const el = mountButton();
  await settle();
  assert.ok(isShown(el));
});

api('offset sets the distance; changing it re-checks at once, removing it goes back to 100', async () => {
  const el = mountButton({ offset: '500' });
  await settle();
  await scrollPage(300);
  assert.not.ok(isShown(el));
  el.setAttribute('offset', '200');
  await settle();
  assert.ok(isShown(el));
  el.setAttribute('offset', '400');
  await settle();
  assert.not.ok(isShown(el));
  el.removeAttribute('offset');
  await settle();
  assert.ok(isShown(el));
});

api('a bad offset logs one console error naming the attribute and uses 100', async () => {
  const console = captureErrors();
  const el = mountButton({ offset: '-20' });
  await settle();
  await scrollPage(150);
  console.restore();
  assert.ok(isShown(el));
  assert.equal(console.errors, ['<shop-back-to-top>: offset "-20" is not a number of pixels, 0 or more; using 100.']);
});

api('is labelled by its child link’s text, or "Back to top" without one', async () => {
  const bengali = mountButton({}, '<a href="#top">উপরে যান</a>');
  const plain = mountButton({}, '');
  await settle();
  assert.is(button(bengali).textContent, 'উপরে যান');
  assert.is(button(plain).textContent, 'Back to top');
  assert.is(button(plain).type, 'button');
});

api('checks the scroll position at most once per animation frame', async () => {
  const el = mountButton();
  await settle();
  let frames = 0;
  window.requestAnimationFrame = ((callback: FrameRequestCallback) => {
    frames++;
    return originals.requestAnimationFrame.call(window, callback);
  }) as typeof window.requestAnimationFrame;
  document.documentElement.scrollTop = 500;
  for (let i = 0; i < 25; i++) window.dispatchEvent(new Event('scroll'));
  window.requestAnimationFrame = originals.requestAnimationFrame;
  assert.is(frames, 1, '25 scroll events, one frame requested');
  assert.ok(await until(() => isShown(el)));
});

api.run();
