import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { settle } from '../../test/_util/dom.js';
import { OFFERS, children, mountBanner, shown, toggle, fakeMotion, reset, restore } from './fixtures.js';

const life = suite('<shop-offer-banner> connection');
life.before.each(reset);
life.after.each(restore);

life('removes its observers and media listener when removed, and works again when added back', async () => {
  const media = fakeMotion(false);
  let mutationObservers = 0;
  let resizeObservers = 0;
  const OriginalMutation = globalThis.MutationObserver;
  const OriginalResize = globalThis.ResizeObserver;
  globalThis.MutationObserver = class extends OriginalMutation {
    override observe(target: Node, options?: MutationObserverInit) {
      mutationObservers++;
      super.observe(target, options);
    }
    override disconnect() {
      mutationObservers--;
      super.disconnect();
    }
  };
  globalThis.ResizeObserver = class extends OriginalResize {
    override observe(target: Element) {
      resizeObservers++;
      super.observe(target);
    }
    override disconnect() {
      resizeObservers--;
      super.disconnect();
    }
  };
  try {
    const el = mountBanner({}, children(OFFERS));
    await settle();
    assert.is(mutationObservers, 1);
    assert.is(resizeObservers, 1);
    assert.is(media.listeners.size, 1);

    el.remove();
    assert.is(mutationObservers, 0, 'child observer disconnected');
    assert.is(resizeObservers, 0, 'size observer disconnected');
    assert.is(media.listeners.size, 0, 'media listener removed');

    document.body.append(el);
    await settle();
    assert.equal(shown(el), OFFERS);
    assert.ok(toggle(el));
    assert.is(mutationObservers, 1);
    assert.is(media.listeners.size, 1);
  } finally {
    globalThis.MutationObserver = OriginalMutation;
    globalThis.ResizeObserver = OriginalResize;
  }
});

life('works when the page writes it as HTML, and exposes its attributes as properties', async () => {
  document.body.innerHTML = `<shop-offer-banner speed="30">${children(OFFERS)}</shop-offer-banner>`;
  const el = document.querySelector('shop-offer-banner')!;
  await settle();
  assert.equal(shown(el), OFFERS);
  assert.is(el.speed, 30);
});

life.run();
