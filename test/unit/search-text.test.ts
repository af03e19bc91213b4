import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildIndex, loadWords, queryTerms, search, suggest } from '../../src/search.js';
import { fold, loose, normalise, stems } from '../../src/search/text.js';
import type { Product } from '../../src/product.js';

const product = (id: string, title: string, des = ''): Product => ({ id, title, des, img: null });
const ids = (found: Product[]) => found.map((p) => p.id);

const bengali = suite('Bengali text, normalised');
bengali.before(() => loadWords());

bengali('matches the nukta letters (ড় ঢ় য়) typed composed or decomposed, either way round', () => {
  const index = buildIndex([product('composed', 'শা\u09dcি'), product('decomposed', 'শা\u09a1\u09bcি')]);
  assert.equal(ids(search(index, 'শা\u09a1\u09bcি')), ['composed', 'decomposed']);
  assert.equal(ids(search(index, 'শা\u09dcি')), ['composed', 'decomposed']);
  const biye = buildIndex([product('y', 'বি\u09dfে')]);
  assert.equal(ids(search(biye, 'বি\u09af\u09bcে')), ['y']);
});

bengali('ignores zero-width joiners and non-joiners on both sides', () => {
  const index = buildIndex([product('zwj', 'কালো পাঞ্জা\u200dবি'), product('plain', 'সাদা পাঞ্জাবি')]);
  assert.equal(ids(search(index, 'পাঞ্জাবি')), ['plain', 'zwj'], 'equal matches: the exact text first');
  assert.equal(ids(search(index, 'পাঞ্জা\u200cবি')), ['zwj', 'plain'], 'neither is exact: catalogue order');
});

bengali('reads Bengali digits as ASCII digits', () => {
  const index = buildIndex([product('bn', 'শাড়ি', '৬.৩ মিটার'), product('en', 'Saree', '6.3 m')]);
  assert.equal(ids(search(index, '6.3')), ['en', 'bn']);
  assert.equal(ids(search(index, '৬.৩')), ['bn', 'en']);
});

bengali('never strips vowel signs: different vowels stay different words', () => {
  assert.is(fold(normalise('শাড়ি')), normalise('শাড়ি'));
  const index = buildIndex([product('black', 'কালো শাড়ি'), product('banana', 'কলা')]);
  assert.equal(ids(search(index, 'কলা')), ['banana']);
  assert.equal(ids(search(index, 'কালো')), ['black']);
});

bengali('spells the long and short i alike, as shoppers do (শাড়ী, শাড়ি)', () => {
  assert.is(loose('শাড়ী'), loose('শাড়ি'));
  const index = buildIndex([product('a', 'গরদ শাড়ী'), product('b', 'Tangail Saree')]);
  assert.equal(ids(search(index, 'শাড়ি')), ['a', 'b']);
});

const roman = suite('romanised Bengali and word forms');
roman.before(() => loadWords());

roman('meets other spellings of a word outside the list: doubled letters, aa/a, ee/i, oo/u, sh/s', () => {
  for (const [a, b] of [
    ['shantipuri', 'santipuri'],
    ['taant', 'tant'],
    ['neel', 'nil'],
    ['sooti', 'suti'],
    ['chiffon', 'chifon'],
    ['bishnupur', 'vishnupur'],
  ]) {
    assert.is(loose(a!), loose(b!), `${a} and ${b}`);
  }
  const index = buildIndex([product('1', 'Phulia tant'), product('2', 'Khesh cotton')]);
  assert.equal(ids(search(index, 'fulia')), ['1']);
  assert.equal(ids(search(index, 'kheesh')), ['2']);
});

roman('finds words that start with the query, and the query without its ending, after the word itself', () => {
  assert.ok(stems('biyer').includes('biye'));
  assert.ok(stems('murshidabadi').includes('murshidabad'));
  const index = buildIndex([product('1', 'Silken drape, Murshidabadi weave'), product('2', 'Murshidabad silk')]);
  assert.equal(ids(search(index, 'silk')), ['2', '1']);
  assert.equal(ids(search(index, 'murshidabad')), ['2', '1']);
  assert.equal(ids(search(index, 'murshidabadi')), ['1', '2']);
});

roman('forgives one typo from five letters and two from eight, never in short words', () => {
  const index = buildIndex([
    product('1', 'Chiffon'),
    product('2', 'Georgette'),
    product('3', 'Tant'),
    product('4', 'Red'),
  ]);
  assert.equal(ids(search(index, 'chifon')), ['1']);
  assert.equal(ids(search(index, 'georgete')), ['2']);
  assert.equal(ids(search(index, 'jeorgete')), ['2']);
  assert.equal(ids(search(index, 'gorgete')), [], 'seven letters, two edits');
  assert.equal(ids(search(index, 'tent')), []);
  assert.equal(ids(search(index, 'rad')), []);
});

roman('puts the word as typed first, then the words it means', () => {
  const index = buildIndex([product('en', 'Red saree'), product('bn', 'লাল শাড়ি'), product('lal', 'Lal paar')]);
  assert.equal(ids(search(index, 'lal')), ['lal', 'en', 'bn']);
  assert.equal(ids(search(index, 'red')), ['en', 'bn', 'lal']);
});

const suggestions = suite('suggest(index, query)');
suggestions.before(() => loadWords());

const shop = buildIndex([
  product('1', 'Red Banarasi Saree', 'Katan silk'),
  product('2', 'Maroon Banarasi', 'Zari buti'),
  product('3', 'Baluchari Saree', 'Silk, story pallu'),
  product('4', 'Tant Saree', 'Cotton, 5.5 m'),
]);

suggestions('offers the nearest spellings the catalogue contains, best first, at most three', () => {
  for (const typed of ['banrsee', 'banrasy']) {
    assert.equal(search(shop, typed), [], `${typed} finds nothing`);
    const near = suggest(shop, typed);
    assert.ok(near.length <= 3 && near[0] === 'banarasi', `${typed}: ${near.join()}`);
  }
  assert.equal(suggest(shop, 'boluchoree')[0], 'baluchari');
});

suggestions('looks at the first word that finds nothing', () => {
  assert.equal(suggest(shop, 'silk banrsee')[0], 'banarasi');
  assert.equal(suggest(shop, 'baluchory xyz'), [], 'baluchory finds Baluchari; nothing is near xyz');
});

suggestions('offers nothing when every word finds something, or for nonsense', () => {
  assert.equal(suggest(shop, 'banarasi'), []);
  assert.equal(suggest(shop, 'xqzv'), []);
  assert.equal(suggest(shop, ''), []);
});

const terms = suite('queryTerms(query)');
terms('gives the normalised words of a query, none for a blank one', () => {
  assert.equal(queryTerms('  Red   SILK '), ['red', 'silk']);
  assert.equal(queryTerms(' \t'), []);
});

bengali.run();
roman.run();
suggestions.run();
terms.run();
