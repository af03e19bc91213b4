import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { elapse, onFakeClock, settle, $, $$ } from '../../test/_util/dom.js';
import { needGlide, spyTimers, spyWindowListeners } from '../_glide/testing.js';
import { media, mountSlider, realCards, inView, reset } from './fixtures.js';

const a11y = suite('<shop-category-slider> accessibility');
a11y.before.each(reset);
a11y.after(() => media.restore());
onFakeClock(a11y);

a11y('a labelled carousel group of "n of 4" slide groups, with named previous, next and dot buttons', async () => {
  const el = mountSlider();
  await settle();
  await needGlide(el);
  const region = $(el, '[part="slider"]')!;
  assert.is(region.getAttribute('role'), 'group', 'not a landmark: the page labels its own section');
  assert.is(region.getAttribute('aria-roledescription'), 'carousel');
  assert.is(region.getAttribute('aria-label'), 'Categories');
  assert.equal(
    realCards(el).map((c) => [
      c.getAttribute('role'),
      c.getAttribute('aria-roledescription'),
      c.getAttribute('aria-label'),
    ]),
    [1, 2, 3, 4].map((n) => ['group', 'slide', `${n} of 4`]),
  );
  assert.equal(
    $$(el, 'button').map((b) => b.getAttribute('aria-label')),
    ['Previous categories', 'Show Womens', 'Show Mens', 'Show Kids', 'Show Accessories', 'Next categories'],
  );
  assert.equal(
    $$(el, '[part="dot"]').map((d) => d.getAttribute('aria-current')),
    ['true', null, null, null],
  );
});

a11y(
  'only the cards in view are focusable and read: the others and every hidden clone are inert and aria-hidden',
  async () => {
    const el = mountSlider();
    await settle();
    assert.equal(inView(el), ['Womens', 'Mens', 'Kids'], 'before Glide: the first three cards');
    assert.is(realCards(el).length, 3, 'only the cards in view are drawn until the first need');
    await needGlide(el);
    const all = $$(el, '.glide__slide');
    assert.ok(all.length > 4, 'Glide added clones');
    const open = all.filter((s) => !s.hasAttribute('inert'));
    assert.is(open.length, 3);
    assert.ok(open.every((s) => !s.classList.contains('glide__slide--clone')));
    assert.ok(all.filter((s) => s.hasAttribute('inert')).every((s) => s.getAttribute('aria-hidden') === 'true'));
    // The Explore links of the cards in view stay in the tab order.
    assert.equal(
      open.map((s) => s.querySelector('a')!.getAttribute('href')),
      ['/womens', '/mens', '/kids'],
    );
  },
);

a11y.run();

const lifecycle = suite('<shop-category-slider> lifecycle');
lifecycle.before.each(reset);
lifecycle.after(() => media.restore());
onFakeClock(lifecycle);

lifecycle(
  'removing the element mid-move leaves no timer, window listener or media listener; re-adding works',
  async () => {
    const timers = spyTimers();
    const listeners = spyWindowListeners();
    try {
      const el = mountSlider();
      await settle();
      assert.ok(media.listeners() > 0);
      await needGlide(el);
      $<HTMLButtonElement>(el, '[part="next"]')!.click();
      assert.ok(timers.pending().includes(500), 'a 500 ms move is running');
      el.remove();
      await settle();
      await elapse(20);
      assert.equal(timers.pending(), []);
      assert.equal(listeners.pending(), []);
      assert.is(media.listeners(), 0);
      document.body.append(el);
      await settle();
      assert.is($$(el, '.glide__slides').length, 1);
      assert.equal(inView(el), ['Womens', 'Mens', 'Kids']);
      await needGlide(el);
      assert.is(realCards(el).length, 4);
    } finally {
      timers.restore();
      listeners.restore();
    }
  },
);

lifecycle.run();
