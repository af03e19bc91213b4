import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { settle } from '../../test/_util/dom.js';
import '../offer-banner/define.js';
import { LOCALE, formatNumber, resolveLang } from './lang.js';

const test = suite('a widget’s language: its lang attribute, else the nearest lang around it');
test.after.each(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('lang');
});

const toggleName = (el: Element) => el.shadowRoot!.querySelector('[part="toggle"] .visually-hidden')!.textContent;

test('follows the page: a Bengali page gets Bengali widgets with nothing to configure', async () => {
  document.documentElement.lang = 'bn';
  const el = document.createElement('shop-offer-banner');
  el.innerHTML = '<p>অফার</p>';
  document.body.append(el);
  await settle();
  assert.is(toggleName(el), 'অফার থামান');
  assert.is(el.shadowRoot!.querySelector('[aria-label]')!.getAttribute('aria-label'), 'অফার');
});

test('its own lang attribute wins, and changing it re-renders in the new language', async () => {
  document.documentElement.lang = 'bn';
  const el = document.createElement('shop-offer-banner');
  el.setAttribute('lang', 'en');
  el.innerHTML = '<p>Offer</p>';
  document.body.append(el);
  await settle();
  assert.is(toggleName(el), 'Pause offers');
  el.setAttribute('lang', 'bn-IN');
  await settle();
  assert.is(toggleName(el), 'অফার থামান');
  el.removeAttribute('lang');
  await settle();
  assert.is(toggleName(el), 'অফার থামান', 'back to the page’s language');
  assert.is(el.lang, '', 'the element’s own lang property is left alone');
});

test('the nearest lang is found across shadow roots, through each host', () => {
  const outer = document.createElement('div');
  outer.lang = 'bn';
  const host = document.createElement('div');
  outer.append(host);
  document.body.append(outer);
  const inner = document.createElement('span');
  host.attachShadow({ mode: 'open' }).append(inner);
  assert.is(resolveLang(inner), 'bn');
  host.lang = 'en';
  assert.is(resolveLang(inner), 'en');
  assert.is(resolveLang(document.createElement('p')), 'en', 'no lang anywhere: English');
});

test('numbers are written as Intl writes them in each language: Indian grouping, Bengali digits in Bengali', () => {
  assert.is(formatNumber(132, 'bn'), '১৩২');
  assert.is(formatNumber(150000, 'bn'), '১,৫০,০০০');
  assert.is(formatNumber(150000, 'en'), '1,50,000');
  const samples = [...Array(2001).keys(), 9999, 10000, 99999, 100000, 1234567, 12345678, 123456789, 2 ** 40 + 7];
  for (let i = 0; i < 300; i++) samples.push(Math.floor(Math.random() * Number.MAX_SAFE_INTEGER));
  for (const lang of ['en', 'bn'] as const) {
    const intl = new Intl.NumberFormat(LOCALE[lang]);
    for (const n of samples) assert.is(formatNumber(n, lang), intl.format(n), `${n} in ${lang}`);
    // Not a whole count: Intl itself.
    assert.is(formatNumber(-12.5, lang), intl.format(-12.5));
  }
});

test.run();
