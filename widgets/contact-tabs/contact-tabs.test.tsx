import '../../test/_util/dom.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { captureErrors, settle } from '../../test/_util/dom.js';
import './define.js';

const SECTIONS = `
  <section><h2>Online experience</h2><p>Coming soon.</p></section>
  <section><h2>In-store experience</h2><p>Coming soon.</p></section>
  <section>
    <h2>Help <em>Line</em></h2>
    <p>Call us everyday.</p>
    <p><a href="tel:+919999900001">Call +91 99999 00001</a> <a href="mailto:hello@showroom.example.com">E-mail us</a></p>
  </section>`;

function mount(attributes: Record<string, string> = {}, html = SECTIONS): HTMLElement {
  const element = document.createElement('shop-contact-tabs');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.innerHTML = html;
  document.body.append(element);
  return element;
}
const $ = (el: HTMLElement, selector: string) => el.shadowRoot!.querySelector(selector);
const tabs = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const panels = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
const selectedIndex = (el: HTMLElement) => tabs(el).findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
const visiblePanels = (el: HTMLElement) => panels(el).filter((panel) => !panel.hidden);
const focusedTab = (el: HTMLElement) => tabs(el).indexOf(el.shadowRoot!.activeElement as HTMLButtonElement);
const press = (tab: HTMLElement, key: string) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  tab.dispatchEvent(event);
  return event;
};

const reset = () => {
  document.body.innerHTML = '';
};

const api = suite('<shop-contact-tabs> API');
api.before.each(reset);

api('makes one tab per <section>, labelled by its heading, with "Online experience" selected first', async () => {
  const el = mount();
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
  const el = mount();
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
  const el = mount({ selected: '2' });
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
  const el = mount({ selected: '7' });
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
  const el = mount({ label: 'Ways to reach us' });
  await settle();
  assert.is($(el, '[role="tablist"]')!.getAttribute('aria-label'), 'Ways to reach us');
  el.removeAttribute('label');
  await settle();
  assert.is($(el, '[role="tablist"]')!.getAttribute('aria-label'), 'Contact options');
});

api('a section without a heading logs a console error and gets a numbered tab with all its content', async () => {
  const console = captureErrors();
  const el = mount({}, '<section><h2>Help Line</h2><p>Call us</p></section><section><p>No heading here</p></section>');
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
  const el = mount({}, '');
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

const a11y = suite('<shop-contact-tabs> accessibility (WAI-ARIA tabs, automatic activation)');
a11y.before.each(reset);

a11y(
  'wires tabs and panels: aria-selected, aria-controls, aria-labelledby, roving tabindex, focusable panels',
  async () => {
    const el = mount();
    await settle();
    assert.is($(el, '[role="tablist"]')!.getAttribute('aria-label'), 'Contact options');
    tabs(el).forEach((tab, i) => {
      const panel = panels(el)[i]!;
      assert.is(tab.localName, 'button');
      assert.is(tab.getAttribute('aria-controls'), panel.id);
      assert.is(panel.getAttribute('aria-labelledby'), tab.id);
      assert.is(panel.getAttribute('tabindex'), '0');
      assert.is(tab.getAttribute('tabindex'), i === 0 ? '0' : '-1');
      assert.is(tab.getAttribute('aria-selected'), i === 0 ? 'true' : 'false');
    });
  },
);

a11y('ArrowRight and ArrowLeft move focus and selection, wrapping at both ends', async () => {
  const el = mount();
  await settle();
  const steps: Array<[string, number]> = [
    ['ArrowRight', 1],
    ['ArrowRight', 2],
    ['ArrowRight', 0],
    ['ArrowLeft', 2],
    ['ArrowLeft', 1],
  ];
  for (const [key, expected] of steps) {
    const from = tabs(el)[selectedIndex(el)]!;
    const event = press(from, key);
    await settle();
    assert.ok(event.defaultPrevented, `${key} does not scroll the page`);
    assert.is(selectedIndex(el), expected, `${key} selects tab ${expected}`);
    assert.is(focusedTab(el), expected, `${key} focuses tab ${expected}`);
    assert.equal(visiblePanels(el), [panels(el)[expected]]);
    assert.equal(
      tabs(el).map((tab) => tab.tabIndex),
      [0, 1, 2].map((i) => (i === expected ? 0 : -1)),
    );
  }
});

a11y('Home and End select the first and last tabs', async () => {
  const el = mount();
  await settle();
  press(tabs(el)[0]!, 'End');
  await settle();
  assert.is(selectedIndex(el), 2);
  assert.is(focusedTab(el), 2);
  press(tabs(el)[2]!, 'Home');
  await settle();
  assert.is(selectedIndex(el), 0);
  assert.is(focusedTab(el), 0);
});

a11y('other keys are left to the browser (Tab moves on to the panel)', async () => {
  const el = mount();
  await settle();
  const event = press(tabs(el)[0]!, 'Tab');
  await settle();
  assert.not.ok(event.defaultPrevented);
  assert.is(selectedIndex(el), 0);
});

a11y('a click selects a tab; each change dispatches shop-tab-change { index, label } once', async () => {
  const el = mount();
  await settle();
  const details: unknown[] = [];
  document.addEventListener('shop-tab-change', (event) => details.push(event.detail));
  tabs(el)[2]!.click();
  await settle();
  assert.is(selectedIndex(el), 2);
  tabs(el)[2]!.click();
  press(tabs(el)[2]!, 'Home');
  await settle();
  assert.equal(details, [
    { index: 2, label: 'Help Line' },
    { index: 0, label: 'Online experience' },
  ]);
});

a11y.run();

const life = suite('<shop-contact-tabs> connection');
life.before.each(reset);

life('disconnects its child observer when removed, and rebuilds the tabs when added back', async () => {
  let observing = 0;
  const Original = globalThis.MutationObserver;
  globalThis.MutationObserver = class extends Original {
    override observe(target: Node, options?: MutationObserverInit) {
      observing++;
      super.observe(target, options);
    }
    override disconnect() {
      observing--;
      super.disconnect();
    }
  };
  try {
    const el = mount();
    await settle();
    assert.is(observing, 1);
    tabs(el)[1]!.click();
    el.remove();
    assert.is(observing, 0, 'disconnected as the element leaves');
    document.body.append(el);
    await settle();
    assert.is(observing, 1);
    assert.is(tabs(el).length, 3);
    assert.is(selectedIndex(el), 0, 'a fresh connection starts from the selected attribute');
    assert.is(panels(el)[2]!.querySelectorAll('a').length, 2);
  } finally {
    globalThis.MutationObserver = Original;
  }
});

life.run();
