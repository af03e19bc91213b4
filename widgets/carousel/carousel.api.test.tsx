import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { onFakeClock, settle, until, captureErrors, $, $$ } from '../../test/_util/dom.js';
import { needGlide } from '../_glide/testing.js';
import { FIGURES, JSON_SLIDES, mountCarousel, realSlides, shown, reset, teardown } from './fixtures.js';

const api = suite('<shop-carousel> API');
api.before.each(reset);
api.after(teardown);
onFakeClock(api);

api('renders one slide per <figure> child: its image with width and height, and its caption', async () => {
  const el = mountCarousel();
  await settle();
  assert.equal(
    realSlides(el).map((slide) => slide.querySelector('img')!.getAttribute('alt')),
    ['Banner 1'],
    'until its first need, only the slide in view is drawn',
  );
  await needGlide(el);
  const slides = realSlides(el);
  assert.is(slides.length, 4);
  const img = slides[1]!.querySelector('img')!;
  assert.is(img.getAttribute('src'), '/banner-2.svg');
  assert.is(img.getAttribute('alt'), 'Banner 2');
  assert.is(img.getAttribute('width'), '1200');
  assert.is(img.getAttribute('height'), '500');
  assert.is(slides[1]!.querySelector('figcaption')!.textContent, 'Offer 2');
  assert.is(shown(el), '1 / 4');
});

api('reads the slides attribute (JSON) instead of the children', async () => {
  const el = mountCarousel({ slides: JSON_SLIDES });
  await settle();
  await needGlide(el);
  const slides = realSlides(el);
  assert.equal(
    slides.map((slide) => slide.querySelector('img')!.getAttribute('alt')),
    ['Front', 'Shelves', 'Counter'],
  );
  assert.is(slides[1]!.querySelector('figcaption')!.textContent, 'Sarees');
  assert.not.ok(slides[0]!.querySelector('figcaption'));
  assert.is(slides[2]!.querySelector('img')!.getAttribute('height'), '600');
});

api('a slides attribute that is not JSON logs one console error naming it and shows the children', async () => {
  const console = captureErrors();
  const el = mountCarousel({ slides: '[{ "src": "/a.svg", oops' });
  await settle();
  el.setAttribute('label', 'Offers'); // a re-render must not log again
  await settle();
  await needGlide(el);
  console.restore();
  const mine = console.errors.filter((e) => e.includes('<shop-carousel>'));
  assert.is(mine.length, 1, mine.join('\n'));
  assert.match(mine[0]!, 'slides is not valid JSON');
  assert.is(realSlides(el).length, 4);
});

api('slides items without a text src and alt are left out, with a console error giving their positions', async () => {
  const console = captureErrors();
  const el = mountCarousel(
    { slides: JSON.stringify([{ src: '/a.svg', alt: 'A' }, { src: 5, alt: 'B' }, null, { src: '/c.svg', alt: 'C' }]) },
    '',
  );
  await settle();
  await needGlide(el);
  console.restore();
  assert.equal(
    realSlides(el).map((slide) => slide.querySelector('img')!.getAttribute('alt')),
    ['A', 'C'],
  );
  assert.ok(console.errors.some((e) => e.includes('slides item(s) 1, 2 need a text "src" and "alt"')));
});

api('changing the slides attribute rebuilds the carousel; removing it goes back to the children', async () => {
  const el = mountCarousel({ slides: JSON_SLIDES });
  await settle();
  await needGlide(el);
  assert.is(realSlides(el).length, 3);
  el.setAttribute(
    'slides',
    JSON.stringify([
      { src: '/x.svg', alt: 'X' },
      { src: '/y.svg', alt: 'Y' },
    ]),
  );
  await settle();
  assert.equal(
    realSlides(el).map((s) => s.getAttribute('aria-label')),
    ['1 of 2', '2 of 2'],
  );
  assert.is($$(el, '.glide__slides').length, 1, 'one strip of slides, the old one removed with its clones');
  el.removeAttribute('slides');
  await settle();
  assert.is(realSlides(el).length, 4);
});

api('label names the carousel region; changing it and removing it (back to "Banner") update the name', async () => {
  const el = mountCarousel({ label: 'Offers' });
  await settle();
  const region = $(el, 'section')!;
  assert.is(region.getAttribute('aria-roledescription'), 'carousel');
  assert.is(region.getAttribute('aria-label'), 'Offers');
  el.setAttribute('label', 'Karimpur showroom');
  await settle();
  assert.is($(el, 'section')!.getAttribute('aria-label'), 'Karimpur showroom');
  el.removeAttribute('label');
  await settle();
  assert.is($(el, 'section')!.getAttribute('aria-label'), 'Banner');
});

api('reads children added after the element is in the page', async () => {
  const el = mountCarousel({}, '');
  await settle();
  assert.is(realSlides(el).length, 0);
  assert.ok($(el, 'slot'));
  el.innerHTML = FIGURES;
  await until(() => realSlides(el).length === 1);
  assert.is(shown(el), '1 / 4');
  await needGlide(el);
  assert.is(realSlides(el).length, 4);
});

api.run();
