import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { settle, $ } from '../../test/_util/dom.js';
import { mountTabs, tabs, panels, selectedIndex, visiblePanels, focusedTab, press, reset } from './fixtures.js';

const a11y = suite('<shop-contact-tabs> accessibility (WAI-ARIA tabs, automatic activation)');
a11y.before.each(reset);

a11y(
  'wires tabs and panels: aria-selected, aria-controls, aria-labelledby, roving tabindex, focusable panels',
  async () => {
    const el = mountTabs();
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
  const el = mountTabs();
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
  const el = mountTabs();
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
  const el = mountTabs();
  await settle();
  const event = press(tabs(el)[0]!, 'Tab');
  await settle();
  assert.not.ok(event.defaultPrevented);
  assert.is(selectedIndex(el), 0);
});

a11y('a click selects a tab; each change dispatches shop-tab-change { index, label } once', async () => {
  const el = mountTabs();
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
    const el = mountTabs();
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
