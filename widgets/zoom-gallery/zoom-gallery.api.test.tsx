import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { settle, until, captureErrors, onFakeClock, $, $$ } from '../../test/_util/dom.js';
import { mountGallery, buttons, labels, reset } from './fixtures.js';

const api = suite('<shop-zoom-gallery> API');
api.before.each(reset);
onFakeClock(api);

api(
  'renders one "Expand image" button per <figure>, named with the photo’s alt text, caption or position',
  async () => {
    const el = mountGallery({ label: 'Ranaghat showroom photos' });
    await settle();
    assert.equal(labels(el), [
      'Expand image: Ranaghat showroom saree counter',
      "Expand image: Men's wear racks",
      'Expand image: The entrance',
    ]);
    const images = $$(el, 'img') as HTMLImageElement[];
    assert.equal(
      images.map((img) => img.getAttribute('src')),
      [
        'https://shop.example/images/showroom/counter.jpg',
        'https://shop.example/images/showroom/mens.jpg',
        'https://cdn.example.com/entrance.jpg',
      ],
    );
    assert.is(images[0]!.getAttribute('width'), '800');
    assert.equal(
      $$(el, 'figcaption').map((c) => c.textContent),
      ['The saree counter', 'The entrance'],
    );
  },
);

api('label names the list; changing it updates the name and removing it falls back to "Photos"', async () => {
  const el = mountGallery({ label: 'Ranaghat showroom photos' });
  await settle();
  assert.is($(el, 'ul')!.getAttribute('aria-label'), 'Ranaghat showroom photos');
  el.setAttribute('label', 'Karimpur grand opening');
  await settle();
  assert.is($(el, 'ul')!.getAttribute('aria-label'), 'Karimpur grand opening');
  el.removeAttribute('label');
  await settle();
  assert.is($(el, 'ul')!.getAttribute('aria-label'), 'Photos');
});

api('leaves out a photo whose src is not http(s) or a site path, with one console error naming it', async () => {
  const capture = captureErrors();
  const el = mountGallery(
    {},
    `<figure><img src="javascript:alert(1)" alt="bad"></figure><figure><img src="/ok.jpg" alt="Good photo"></figure>`,
  );
  await settle();
  capture.restore();
  assert.equal(labels(el), ['Expand image: Good photo']);
  assert.is(capture.errors.length, 1);
  assert.match(capture.errors[0]!, '<shop-zoom-gallery>: photo 1 has no <img> with an http(s) or site-relative src');
});

api(
  'keeps the responsive candidates of a <picture>: its sources and the img’s srcset, checked, with the grid’s sizes',
  async () => {
    const el = mountGallery(
      {},
      `<figure><picture>
      <source type="image/avif" srcset="/p/a-320.avif 320w, /p/a-640.avif 640w" sizes="100vw">
      <source type="image/webp" srcset="javascript:alert(1) 320w" sizes="100vw">
      <img src="/p/a-640.jpg" srcset="/p/a-320.jpg 320w, https://cdn.example.com/a-640.jpg 640w" sizes="100vw" alt="Saree counter" width="640" height="480">
    </picture></figure>`,
    );
    await settle();
    const sources = ($$(el, 'picture source') as HTMLSourceElement[]).map((s) => [
      s.getAttribute('type'),
      s.getAttribute('srcset'),
      s.getAttribute('sizes'),
    ]);
    assert.equal(sources, [
      [
        'image/avif',
        'https://shop.example/p/a-320.avif 320w, https://shop.example/p/a-640.avif 640w',
        '(min-width: 40rem) 25vw, 50vw',
      ],
      [
        null,
        'https://shop.example/p/a-320.jpg 320w, https://cdn.example.com/a-640.jpg 640w',
        '(min-width: 40rem) 25vw, 50vw',
      ],
    ]);
    const img = $(el, 'picture img')!;
    assert.is(img.getAttribute('src'), 'https://shop.example/p/a-640.jpg');
    assert.is(img.getAttribute('srcset'), null, 'the zoom uses the candidate on screen, not a new download');
  },
);

api(
  'shows its own children through a slot when there is no figure, and photos added later once they arrive',
  async () => {
    const el = mountGallery({}, '<p>Photos coming soon</p>');
    await settle();
    assert.ok($(el, 'slot'));
    assert.is(buttons(el).length, 0);
    el.insertAdjacentHTML('beforeend', '<figure><img src="/a.jpg" alt="New photo"></figure>');
    await until(() => buttons(el).length === 1);
    assert.equal(labels(el), ['Expand image: New photo']);
    assert.not.ok($(el, 'slot'));
  },
);

api.run();
