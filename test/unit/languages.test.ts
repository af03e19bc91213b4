import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { localize } from '../../src/localize.js';
import { langOf } from '../../widgets/_runtime/lang.js';
import { strings as catalogue } from '../../widgets/catalogue/strings.js';
import { interfacePhrases, wrongLanguage, type ShownText } from '../_util/languages.js';

const test = suite('two languages: tables, localize and the wrong-language check');
const shown = (text: string, lang = '', exempt = false): ShownText => ({ text, lang, exempt });
const english = interfacePhrases('en');

test('every strings table has the same keys in Bengali as in English', () => {
  const keys = (value: object): string[] =>
    Object.entries(value).flatMap(([k, v]) =>
      v && typeof v === 'object' ? keys(v).map((inner) => `${k}.${inner}`) : [k],
    );
  assert.equal(keys(catalogue.bn).sort(), keys(catalogue.en).sort());
});

test('counts in Bengali use Bengali digits through Intl', () => {
  assert.is(catalogue.bn.showing(78, 132, catalogue.bn.nouns.Saree), '১৩২টি শাড়ির মধ্যে ৭৮টি দেখানো হচ্ছে');
  assert.is(catalogue.bn.showMore(54), 'আরও ৫৪টি দেখুন');
  assert.is(catalogue.en.showing(78, 132, 'sarees'), 'Showing 78 of 132 sarees');
});

test('localize picks one language of every { en, bn } and leaves other objects alone', () => {
  const data = {
    name: { en: 'Ranaghat', bn: 'রানাঘাট' },
    ids: ['a'],
    banner: { headline: 'x', line: { en: 'e', bn: 'ব' } },
  };
  assert.equal(localize(data, 'bn'), { name: 'রানাঘাট', ids: ['a'], banner: { headline: 'x', line: 'ব' } });
  assert.equal(localize(data, 'en').name, 'Ranaghat');
});

test('lang attribute values: bn and its regional tags are Bengali, anything else English, empty is unset', () => {
  assert.is(langOf('bn'), 'bn');
  assert.is(langOf('bn-IN'), 'bn');
  assert.is(langOf('en-GB'), 'en');
  assert.is(langOf(''), undefined);
  assert.is(langOf(null), undefined);
});

test('a Bengali page fails on an English interface phrase, unless marked lang="en"', () => {
  assert.equal(wrongLanguage([shown('১৩২টি শাড়ির মধ্যে ৭৮টি দেখানো হচ্ছে')], 'bn', english), []);
  assert.equal(wrongLanguage([shown('Call Book')], 'bn', english), ['"Call Book" (English "Call Book")']);
  assert.equal(wrongLanguage([shown('Show 54 more')], 'bn', english).length, 1);
  assert.equal(wrongLanguage([shown('Red Silk Saree', 'en'), shown('hello@shop.example.com')], 'bn', english), []);
});

test('an English page fails on Bengali outside the offers, the banner, the switch and product words', () => {
  assert.equal(wrongLanguage([shown('উৎসবের অফার', 'bn', true), shown('Call Book', 'en')], 'en', []), []);
  assert.equal(wrongLanguage([shown('আরও দেখুন', 'bn')], 'en', []), ['"আরও দেখুন"']);
  assert.equal(wrongLanguage([shown('আরও দেখুন')], 'en', []), ['"আরও দেখুন" (not marked lang="bn")']);
});

test.run();
