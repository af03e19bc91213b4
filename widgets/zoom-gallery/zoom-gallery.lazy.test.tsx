import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { captureErrors, onFakeClock, settle, until } from '../../test/_util/dom.js';
import { buttons, layer, leftovers, mountGallery, reset } from './fixtures.js';
import { setZoomSource } from './before-zoom.js';

/** The zoom's chunk as the network would bring it: counted, held back while `hold` is set, failing while `failing` is. */
function network() {
  let release = () => {};
  let delivered = () => {};
  const net = {
    calls: 0,
    failing: false,
    hold: false,
    release: () => release(),
    /** Settles once the last fetch has brought the code (or failed), before the gallery has acted on it. */
    delivered: new Promise<void>((resolve) => (delivered = resolve)),
  };
  setZoomSource(async () => {
    net.calls++;
    try {
      if (net.hold) await new Promise<void>((resolve) => (release = resolve));
      if (net.failing) throw new Error('offline');
      return await import('./zoom.lazy.js');
    } finally {
      delivered();
    }
  });
  return net;
}

const test = suite('<shop-zoom-gallery>: the zoom is fetched on its first need');
onFakeClock(test);
test.after.each(async () => {
  setZoomSource();
  await reset();
});

test('the gallery shows its photos without fetching the zoom; a pointer coming to them fetches it once', async () => {
  const net = network();
  const el = await mountGallery();
  assert.is(buttons(el).length, 3);
  assert.is(net.calls, 0, 'nothing fetched with the first view');
  el.shadowRoot!.querySelector('[part="grid"]')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
  el.shadowRoot!.querySelector('[part="grid"]')!.dispatchEvent(new Event('focusin', { bubbles: true }));
  await settle();
  assert.is(net.calls, 1, 'fetched once, before any press');
  buttons(el)[1]!.click();
  assert.ok(await until(() => layer()?.getAttribute('data-shop-zoom') === 'loaded'), 'the press opens at once');
  assert.is(net.calls, 1);
});

test('a press before the zoom has arrived opens that photo when it arrives', async () => {
  const net = network();
  net.hold = true;
  const el = await mountGallery();
  buttons(el)[2]!.click();
  await settle();
  assert.is(layer(), null, 'nothing open while the code is on its way');
  net.release();
  assert.ok(await until(() => layer()?.getAttribute('data-shop-zoom') === 'loaded'));
  assert.match(buttons(el)[2]!.getAttribute('aria-label')!, /^Minimize image/, 'the pressed photo is the one open');
});

test('a failed fetch says so once and opens nothing; the next press asks again and opens', async () => {
  const net = network();
  net.failing = true;
  const { errors, restore } = captureErrors();
  try {
    const el = await mountGallery();
    buttons(el)[0]!.click();
    assert.ok(await until(() => errors.length === 1));
    assert.match(errors[0]!, /could not load the photo zoom/);
    assert.is(layer(), null);
    net.failing = false;
    buttons(el)[0]!.click();
    assert.ok(await until(() => layer()?.getAttribute('data-shop-zoom') === 'loaded'), 'the second press opens');
    assert.is(net.calls, 2);
  } finally {
    restore();
  }
});

test('removed before the zoom arrives: it never opens and leaves nothing in the page', async () => {
  const net = network();
  net.hold = true;
  const el = await mountGallery();
  buttons(el)[0]!.click();
  el.remove();
  net.release();
  await net.delivered;
  await settle();
  assert.is(layer(), null);
  assert.equal(leftovers(), []);
  assert.is(document.body.style.overflow, '', 'no scroll lock');
});

test.run();
