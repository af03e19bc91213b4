import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { settle, captureErrors, $ } from '../../test/_util/dom.js';
import { SECTIONS, mountTabs, tabs, panels, selectedIndex, visiblePanels, reset } from './fixtures.js';

const api = suite('<shop-contact-tabs> API');
api.before.each(reset);

api('makes one tab per <section>, labelled by its heading, with "Online experience" selected first', async () => {
  const el = mountTabs();
  await settle();
  assert.equal(
    tabs(el).map((tab) => tab.textContent),
    ['Online experience', 'In-store experience', 'Help Line'],
  );
  assert.is(selectedIndex(el), 0);
  assert.equal(visiblePanels(el), [panels(el)[0]]);
  assert.is(panels(el)[0]!.textContent, 'Coming soon.');
});

api('copies the content after each heading into its panel, leaving the page’s own sections in place', async () => {
  const el = mountTabs();
  await settle();
  const help = panels(el)[2]!;
  assert.not.ok(help.querySelector('h2'), 'the heading names the tab, it is not repeated in the panel');
  assert.match(help.textContent!, 'Call us everyday.');
  const links = [...help.querySelectorAll('a')].map((a) => a.getAttribute('href'));
  assert.equal(links, ['tel:+919999900001', 'mailto:hello@showroom.example.com']);
  assert.is(el.querySelectorAll('section').length, 3, 'the light-DOM sections are still there');
  assert.is(el.querySelector('section:last-child a')!.parentElement!.localName, 'p');
});

api('selected chooses the first tab; changing it selects another, removing it selects the first', async () => {
  const el = mountTabs({ selected: '2' });
  await settle();
  assert.is(selectedIndex(el), 2);
  assert.equal(visiblePanels(el), [panels(el)[2]]);
  el.setAttribute('selected', '1');
  await settle();
  assert.is(selectedIndex(el), 1);
  el.removeAttribute('selected');
  await settle();
  assert.is(selectedIndex(el), 0);
});

api('a selected index out of range logs one console error naming it and selects the first tab', async () => {
  const console = captureErrors();
  const el = mountTabs({ selected: '7' });
  await settle();
  assert.is(selectedIndex(el), 0);
  el.setAttribute('selected', 'last');
  await settle();
  console.restore();
  assert.is(selectedIndex(el), 0);
  assert.equal(console.errors, [
    '<shop-contact-tabs>: selected "7" is not a tab index from 0 to 2; selecting the first tab.',
    '<shop-contact-tabs>: selected "last" is not a tab index from 0 to 2; selecting the first tab.',
  ]);
});

api('label names the tab list; without it the list is "Contact options"', async () => {
  const el = mountTabs({ label: 'Ways to reach us' });
  await settle();
  assert.is($(el, '[role="tablist"]')!.getAttribute('aria-label'), 'Ways to reach us');
  el.removeAttribute('label');
  await settle();
  assert.is($(el, '[role="tablist"]')!.getAttribute('aria-label'), 'Contact options');
});

api('a section without a heading logs a console error and gets a numbered tab with all its content', async () => {
  const console = captureErrors();
  const el = mountTabs(
    {},
    '<section><h2>Help Line</h2><p>Call us</p></section><section><p>No heading here</p></section>',
  );
  await settle();
  console.restore();
  assert.equal(
    tabs(el).map((tab) => tab.textContent),
    ['Help Line', 'Tab 2'],
  );
  assert.is(panels(el)[1]!.textContent, 'No heading here');
  assert.equal(console.errors, [
    '<shop-contact-tabs>: section 2 has no heading with text to name its tab; calling it "Tab 2".',
  ]);
});

api('reads sections added after the element connected, as when the page is parsed after the script', async () => {
  const el = mountTabs({}, '');
  await settle();
  assert.is(tabs(el).length, 0);
  el.innerHTML = SECTIONS;
  await settle();
  assert.is(tabs(el).length, 3);
  el.querySelector('section p')!.textContent = 'Opening in December.';
  await settle();
  assert.is(panels(el)[0]!.textContent, 'Opening in December.');
});

api.run();
