import '../../test/_util/dom.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { settle, until, captureErrors, mount, $ } from '../../test/_util/dom.js';
import './define.js';

const MAP = 'https://www.google.com/maps?q=Aistala%2C%20Ranaghat&output=embed';

/** A `<shop-embed>` added to the page. */
const mountEmbed = (attributes: Record<string, string> = {}, children = '') =>
  mount('shop-embed', attributes, children);
const box = (el: HTMLElement) => $(el, '.embed__box') as HTMLElement | null;
const loadButton = (el: HTMLElement) => $(el, '[part="load"]') as HTMLButtonElement | null;
const frame = (el: HTMLElement) => $(el, 'iframe') as HTMLIFrameElement | null;

const reset = async () => {
  document.body.innerHTML = '';
  await settle();
};

const api = suite('<shop-embed> API');
api.before.each(reset);

api(
  'shows a placeholder as tall as the frame with a "Load the map from Google Maps" button, and no iframe',
  async () => {
    const el = mountEmbed({ src: MAP, title: 'Map of the Ranaghat showroom', height: '250' });
    await settle();
    assert.not.ok(frame(el));
    assert.is(loadButton(el)!.textContent, 'Load the map from Google Maps');
    assert.is(box(el)!.style.height, '250px');
    const text = $(el, '[part="text"]')!;
    assert.match(text.textContent!, 'Map of the Ranaghat showroom, from Google Maps. Nothing loads until you ask');
    assert.is(loadButton(el)!.getAttribute('aria-describedby'), text.id);
  },
);

api(
  'a click replaces the placeholder with a titled, lazy, sandboxed iframe, focuses it and sends shop-embed-load',
  async () => {
    const el = mountEmbed({ src: MAP, title: 'Map of the Ranaghat showroom' });
    await settle();
    const events: unknown[] = [];
    document.addEventListener('shop-embed-load', (event) => events.push(event.detail), { once: true });
    loadButton(el)!.click();
    await until(() => frame(el));
    await settle();
    const iframe = frame(el)!;
    assert.is(iframe.getAttribute('src'), MAP);
    assert.is(iframe.getAttribute('title'), 'Map of the Ranaghat showroom');
    assert.is(iframe.getAttribute('loading'), 'lazy');
    assert.is(iframe.getAttribute('referrerpolicy'), 'strict-origin-when-cross-origin');
    assert.is(iframe.getAttribute('sandbox'), 'allow-scripts allow-same-origin allow-popups');
    assert.is(iframe.getAttribute('height'), '300');
    assert.not.ok(loadButton(el), 'the placeholder is gone');
    assert.is(box(el)!.style.height, '300px', 'the box keeps its height');
    assert.is(el.shadowRoot!.activeElement, iframe);
    assert.equal(events, [{ src: MAP }]);
  },
);

api('names the service from the host, and the provider attribute overrides the name', async () => {
  const facebook = mountEmbed({
    src: 'https://www.facebook.com/plugins/page.php?href=x',
    title: 'Our Facebook page',
    height: '429',
  });
  const youtube = mountEmbed({ src: 'https://www.youtube-nocookie.com/embed/abc', title: 'Shop video' });
  const other = mountEmbed({ src: 'https://tours.example.org/frame', title: 'Showroom tour' });
  const named = mountEmbed({ src: 'https://tours.example.org/frame', title: 'Showroom tour', provider: 'Tour360' });
  await settle();
  assert.is(loadButton(facebook)!.textContent, 'Show the Facebook page');
  assert.is(box(facebook)!.style.height, '429px');
  assert.is(loadButton(youtube)!.textContent, 'Load the video from YouTube');
  assert.is(loadButton(other)!.textContent, 'Load the content from tours.example.org');
  assert.is(loadButton(named)!.textContent, 'Load the content from Tour360');
});

api('the first child link becomes an "open in a new tab" link; one that is not http(s) is not rendered', async () => {
  const el = mountEmbed(
    { src: MAP, title: 'Map' },
    '<p><a href="https://maps.google.com/?q=Aistala">Open the map in Google Maps</a></p>',
  );
  const bad = mountEmbed({ src: MAP, title: 'Map' }, '<a href="javascript:alert(1)">Open</a>');
  await settle();
  const link = $(el, '[part="link"]') as HTMLAnchorElement;
  assert.is(link.getAttribute('href'), 'https://maps.google.com/?q=Aistala');
  assert.is(link.target, '_blank');
  assert.is(link.rel, 'noopener noreferrer');
  assert.is(link.textContent, 'Open the map in Google Maps (opens in a new tab)');
  assert.not.ok($(bad, '[part="link"]'));
});

api('a src that is not https gives one console error naming src, and only the link', async () => {
  for (const src of ['http://www.google.com/maps?q=x', 'javascript:alert(1)', '/maps/frame.html']) {
    const capture = captureErrors();
    const el = mountEmbed({ src, title: 'Map' }, '<a href="https://maps.google.com/?q=x">Open the map</a>');
    await settle();
    capture.restore();
    assert.not.ok(loadButton(el), `${src}: no load button`);
    assert.not.ok(frame(el));
    assert.ok($(el, '[part="link"]'), `${src}: the link is shown`);
    assert.equal(capture.errors, [`<shop-embed>: src "${src}" is not an https URL; showing only the link.`]);
  }
});

api('a missing title gives a console error naming title, and the frame gets a fallback name', async () => {
  const capture = captureErrors();
  const el = mountEmbed({ src: 'https://www.youtube-nocookie.com/embed/xyz' });
  await settle();
  capture.restore();
  assert.ok(capture.errors.some((e) => e.includes('<shop-embed>: title is required')));
  loadButton(el)!.click();
  await until(() => frame(el));
  assert.is(frame(el)!.getAttribute('title'), 'Video from YouTube');
});

api(
  'height: a bad value gives a console error and 300 px; a change resizes the box; removing it returns to 300',
  async () => {
    const capture = captureErrors();
    const el = mountEmbed({ src: MAP, title: 'Map', height: 'tall' });
    await settle();
    capture.restore();
    assert.is(box(el)!.style.height, '300px');
    assert.ok(
      capture.errors.some((e) => e.includes('<shop-embed>: height must be a number of pixels above 0; using 300.')),
    );
    el.setAttribute('height', '429');
    await settle();
    assert.is(box(el)!.style.height, '429px');
    el.removeAttribute('height');
    await settle();
    assert.is(box(el)!.style.height, '300px');
  },
);

api('width sets the width of the box and the frame', async () => {
  const el = mountEmbed({ src: MAP, title: 'Map', width: '340' });
  await settle();
  assert.is(box(el)!.style.width, '340px');
  loadButton(el)!.click();
  await until(() => frame(el));
  assert.is(frame(el)!.getAttribute('width'), '340');
  el.removeAttribute('width');
  await settle();
  assert.is(box(el)!.style.width, '');
});

api('a new src after loading shows the placeholder again: nothing new loads unasked', async () => {
  const el = mountEmbed({ src: MAP, title: 'Map' });
  await settle();
  loadButton(el)!.click();
  await until(() => frame(el));
  el.setAttribute('src', 'https://www.google.com/maps?q=Karimpur&output=embed');
  await settle();
  assert.not.ok(frame(el));
  assert.ok(loadButton(el));
});

api.run();

const life = suite('<shop-embed> connection');
life.before.each(reset);

life(
  'removed and added again: shows the placeholder again, loads on request, and stops watching its children while out',
  async () => {
    let watching = 0;
    const Original = globalThis.MutationObserver;
    globalThis.MutationObserver = class extends Original {
      override observe(target: Node, options?: MutationObserverInit) {
        watching++;
        super.observe(target, options);
      }
      override disconnect() {
        watching--;
        super.disconnect();
      }
    };
    try {
      const el = mountEmbed({ src: MAP, title: 'Map' }, '<a href="https://maps.google.com/">Open the map</a>');
      await settle();
      assert.is(watching, 1);
      loadButton(el)!.click();
      await until(() => frame(el));
      el.remove();
      await settle();
      assert.is(watching, 0, 'the observer is disconnected');
      document.body.append(el);
      await settle();
      assert.is(watching, 1);
      assert.not.ok(frame(el), 'no frame until asked again');
      loadButton(el)!.click();
      await until(() => frame(el));
      assert.ok(frame(el));
    } finally {
      globalThis.MutationObserver = Original;
    }
  },
);

life('an element created before its children: the link appears once the site adds it', async () => {
  const el = mountEmbed({ src: MAP, title: 'Map' });
  await settle();
  assert.not.ok($(el, '[part="link"]'));
  el.innerHTML = '<a href="https://maps.google.com/">Open the map</a>';
  await until(() => $(el, '[part="link"]'));
  assert.is(($(el, '[part="link"]') as HTMLAnchorElement).getAttribute('href'), 'https://maps.google.com/');
});

life.run();
