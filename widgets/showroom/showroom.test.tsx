import '../../test/_util/dom.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { settle, until, captureErrors, mount, onFakeClock, $, $$ } from '../../test/_util/dom.js';
import { shop } from '../../src/config/shop.js';
import './define.js';

const FALLBACK = `
  <h2>Ranaghat showroom</h2>
  <address>Aistala, Ranaghat, Nadia, West Bengal 741201</address>
  <figure><img src="/images/showrooms/ranaghat-1.jpg" alt="Ranaghat showroom saree counter" width="800" height="600"><figcaption>Saree counter</figcaption></figure>
  <figure><img src="/images/showrooms/ranaghat-2.jpg" alt="Ranaghat showroom men's wear"></figure>`;

/** A `<shop-showroom>` added to the page, with FALLBACK as its children unless others are given. */
const mountShowroom = (attributes: Record<string, string> = {}, children = FALLBACK) =>
  mount('shop-showroom', attributes, children);
const heading = (el: HTMLElement) => $(el, '[part="name"]')!;
const phones = (el: HTMLElement) =>
  ($$(el, '[part="phone"]') as HTMLAnchorElement[]).map((a) => [a.textContent, a.getAttribute('href')]);

const reset = async () => {
  document.querySelectorAll('shop-showroom').forEach((el) => el.remove());
  document.body.innerHTML = '';
  await settle();
};

const api = suite('<shop-showroom> API');
api.before.each(reset);
onFakeClock(api);

api(
  'showroom="ranaghat" shows the name as a level-2 heading, the address, a Call link per phone and directions',
  async () => {
    const el = mountShowroom({ showroom: 'ranaghat' });
    await settle();
    assert.is(heading(el).localName, 'h2');
    assert.is(heading(el).textContent, 'Ranaghat showroom');
    assert.is($(el, 'article')!.getAttribute('aria-labelledby'), heading(el).id);
    const address = $(el, 'address')!;
    assert.is(address.getAttribute('part'), 'address');
    assert.is(address.textContent, 'AistalaRanaghat, NadiaWest Bengal 741201India');
    assert.equal(phones(el), [
      ['Call 99999 00011', 'tel:+919999900011'],
      ['Call 99999 00012', 'tel:+919999900012'],
    ]);
    const directions = $(el, '[part="directions"]') as HTMLAnchorElement;
    assert.is(directions.getAttribute('href'), shop.showrooms[0]!.directions);
    assert.is(directions.target, '_blank');
    assert.is(directions.rel, 'noopener noreferrer');
    assert.is(directions.textContent, 'Directions to the Ranaghat showroom (opens in a new tab)');
  },
);

api('karimpur shows its tagline and one phone; changing the showroom attribute switches the card', async () => {
  const el = mountShowroom({ showroom: 'karimpur' }, '');
  await settle();
  assert.is(heading(el).textContent, 'Karimpur showroom');
  assert.is($(el, '.showroom__tagline')!.textContent, 'Our newest showroom, by the New Bus Stand');
  assert.equal(phones(el), [['Call 99999 00031', 'tel:+919999900031']]);
  el.setAttribute('showroom', 'bethuadahari');
  await settle();
  assert.is(heading(el).textContent, 'Bethuadahari showroom');
  assert.match($(el, 'address')!.textContent!, 'Patuli Ghat Rd');
  assert.not.ok($(el, '.showroom__tagline'));
});

api(
  'heading-level sets the heading; a bad one gives a console error naming it and h2; removing it returns to h2',
  async () => {
    const el = mountShowroom({ showroom: 'ranaghat', 'heading-level': '3' });
    await settle();
    assert.is(heading(el).localName, 'h3');
    const capture = captureErrors();
    el.setAttribute('heading-level', '9');
    await settle();
    capture.restore();
    assert.is(heading(el).localName, 'h2');
    assert.equal(capture.errors, ['<shop-showroom>: heading-level must be a whole number from 1 to 6; using 2.']);
    el.setAttribute('heading-level', '4');
    await settle();
    assert.is(heading(el).localName, 'h4');
    el.removeAttribute('heading-level');
    await settle();
    assert.is(heading(el).localName, 'h2');
  },
);

api(
  'name and phones attributes override the config; phones that are not numbers are left out with a console error',
  async () => {
    const capture = captureErrors();
    const el = mountShowroom({
      showroom: 'ranaghat',
      name: 'Ranaghat Main Road',
      phones: '98300 12345, call us, +91 90000 11111',
    });
    await settle();
    capture.restore();
    assert.is(heading(el).textContent, 'Ranaghat Main Road showroom');
    assert.equal(phones(el), [
      ['Call 98300 12345', 'tel:+919830012345'],
      ['Call 90000 11111', 'tel:+919000011111'],
    ]);
    assert.equal(capture.errors, [
      '<shop-showroom>: phones has entries that are not phone numbers (call us); they are left out.',
    ]);
  },
);

api('phones with no number at all fall back to the showroom’s numbers; removing the attribute does too', async () => {
  const capture = captureErrors();
  const el = mountShowroom({ showroom: 'bethuadahari', phones: 'soon' });
  await settle();
  capture.restore();
  assert.equal(phones(el), [['Call 99999 00021', 'tel:+919999900021']]);
  assert.ok(capture.errors.some((e) => e.includes('phones "soon" has no phone number')));
  el.setAttribute('phones', '98300 12345');
  await settle();
  assert.equal(phones(el), [['Call 98300 12345', 'tel:+919830012345']]);
  el.removeAttribute('phones');
  await settle();
  assert.equal(phones(el), [['Call 99999 00021', 'tel:+919999900021']]);
});

api('an unknown showroom gives a console error naming the attribute and shows the element’s own content', async () => {
  const capture = captureErrors();
  const el = mountShowroom({ showroom: 'kolkata' });
  await settle();
  capture.restore();
  assert.equal(capture.errors, [
    '<shop-showroom>: showroom "kolkata" is not one of ranaghat, bethuadahari, karimpur; showing the element\'s own content.',
  ]);
  assert.ok($(el, 'slot'));
  assert.not.ok($(el, 'article'));
});

api(
  'a child with slot="card" is the page’s own card: it stays, light DOM, in place of the name, address and buttons; the map and photos follow',
  async () => {
    const own = `<div class="showroom-card" slot="card"><h2>Visit us</h2><p>Hours: Everyday 10:00AM to 10:00PM</p></div>${FALLBACK.replace(/<h2>.*?<\/h2>|<address>.*?<\/address>/g, '')}`;
    const el = mountShowroom({ showroom: 'ranaghat' }, own);
    await settle();
    const slot = $(el, 'slot[name="card"]') as HTMLSlotElement;
    assert.ok(slot, 'the card is slotted');
    assert.equal(
      slot.assignedElements().map((child) => child.textContent),
      ['Visit usHours: Everyday 10:00AM to 10:00PM'],
    );
    assert.not.ok($(el, '[part="name"]'), 'no second heading');
    assert.not.ok($(el, '[part="address"]'));
    assert.is($$(el, '[part="phone"]').length, 0);
    // Its text is not inside .root, so it keeps the page's font, size and colour.
    assert.not.ok(slot.closest('.root'));
    assert.ok($(el, '[part="load"]'), 'the map placeholder follows the card');
    // The page's card says what the map is: the placeholder holds only its button, no text to paint late.
    assert.not.ok($(el, '[part="text"]'));
    assert.is($(el, '[part="load"]')!.getAttribute('aria-describedby'), null);
    assert.is($$(el, '[part="expand"]').length, 2, 'and the photos');
  },
);

api.run();

const parts = suite('<shop-showroom> map and photos');
parts.before.each(reset);
onFakeClock(parts);

parts('the map waits behind a "Load the map" placeholder of the config’s height and loads on request', async () => {
  const el = mountShowroom({ showroom: 'karimpur' });
  await settle();
  assert.not.ok($(el, 'iframe'));
  assert.is(($(el, '.embed__box') as HTMLElement).style.height, '250px');
  const events: unknown[] = [];
  el.addEventListener('shop-embed-load', (event) => events.push(event.detail));
  const load = $(el, '[part="load"]') as HTMLButtonElement;
  assert.is(load.textContent, 'Load the map from Google Maps');
  load.click();
  await until(() => $(el, 'iframe'));
  const frame = $(el, 'iframe')!;
  assert.is(frame.getAttribute('title'), 'Map of the Karimpur showroom');
  assert.is(frame.getAttribute('src'), shop.showrooms[2]!.mapEmbed);
  assert.equal(events, [{ src: shop.showrooms[2]!.mapEmbed }]);
});

parts(
  'its <figure> children become a gallery of "Expand image" buttons that open zoomed from the showroom element',
  async () => {
    const el = mountShowroom({ showroom: 'ranaghat' });
    await settle();
    const list = $(el, 'ul[part="grid"]')!;
    assert.is(list.getAttribute('aria-label'), 'Photos of the Ranaghat showroom');
    const expand = $$(el, '[part="expand"]') as HTMLButtonElement[];
    assert.equal(
      expand.map((b) => b.getAttribute('aria-label')),
      ['Expand image: Ranaghat showroom saree counter', "Expand image: Ranaghat showroom men's wear"],
    );
    const events: unknown[] = [];
    el.addEventListener('shop-zoom-open', (event) => events.push(event.detail));
    expand[1]!.click();
    await until(() => document.querySelector('dialog[data-shop-zoom="loaded"]'));
    assert.is(expand[1]!.getAttribute('aria-label'), "Minimize image: Ranaghat showroom men's wear");
    assert.equal(events, [{ index: 1, src: 'https://shop.example/images/showrooms/ranaghat-2.jpg' }]);
  },
);

parts('without figures there is no gallery', async () => {
  const el = mountShowroom({ showroom: 'bethuadahari' }, '<p>No photos yet</p>');
  await settle();
  assert.not.ok($(el, '[part="grid"]'));
});

parts('removing the showroom while a photo is open takes the zoom layer and the scroll lock with it', async () => {
  const el = mountShowroom({ showroom: 'ranaghat' });
  await settle();
  ($(el, '[part="expand"]') as HTMLButtonElement).click();
  await until(() => document.querySelector('dialog[data-shop-zoom="loaded"]'));
  assert.is(document.documentElement.style.getPropertyValue('overflow-y'), 'hidden');
  el.remove();
  await settle();
  assert.equal([...document.body.children], []);
  assert.is(document.documentElement.getAttribute('style'), null);
  document.body.append(el);
  await settle();
  assert.is(heading(el).textContent, 'Ranaghat showroom', 'renders again when added back');
  assert.is($$(el, '[part="expand"]').length, 2);
});

parts.run();
