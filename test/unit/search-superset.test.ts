import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { buildIndex, loadWords, normalise, search } from '../../src/search.js';
import type { Product } from '../../src/product.js';

const product = (id: string, title: string, des: string): Product => ({ id, title, des, img: null });

// Words that exercise every path: English and Bengali, listed and unlisted, nukta letters typed
// composed and decomposed, a zero-width joiner, Bengali digits, hyphens, punctuation.
const WORDS = [
  'Red',
  'SILK',
  'silken',
  'saree',
  'sari',
  'tant',
  'Jamdani',
  'georgette',
  'শাড়ি',
  'শা\u09dcি',
  'শাড়ী',
  'লাল',
  'বিয়ে',
  'বিয়ের',
  'পাঞ্জা\u200dবি',
  '৫.৫',
  '5.5',
  'T-Shirt',
  'tshirt',
  'Cafe\u0301',
  'caf\u00e9',
  '(6.3 m)',
  '-',
  '।',
  ' ',
];
const text = fc.array(fc.constantFrom(...WORDS), { maxLength: 8 }).map((parts) => parts.join(' '));
const records = fc.array(fc.record({ title: text, des: text }), { maxLength: 30 });

/** The spec's rule: the query text occurs in the title or the description, case-insensitively. */
function specIds(products: Product[], query: string): string[] {
  const needle = normalise(query).trim();
  return products
    .filter((p) => normalise(p.title).includes(needle) || normalise(p.des).includes(needle))
    .map((p) => p.id);
}

const test = suite('search(index, query) against the spec’s substring rule');
test.before(() => loadWords());

test('returns every product the spec’s rule returns (generated data)', () => {
  fc.assert(
    fc.property(
      records,
      fc.oneof(text, fc.string({ maxLength: 6 }), fc.constantFrom(...WORDS)),
      fc.nat(),
      (input, query, cut) => {
        const products = input.map((r, i) => product(String(i), r.title, r.des));
        // Half the time, ask for a piece of a real product's text, as a shopper copying a word would.
        const source = products[cut % Math.max(1, products.length)];
        const piece = source ? `${source.title}\n${source.des}`.slice(cut % 7, (cut % 7) + 1 + (cut % 9)) : query;
        const q = cut % 2 === 0 ? query : piece;
        if (normalise(q).trim() === '') return;
        const found = new Set(search(buildIndex(products), q).map((p) => p.id));
        for (const id of specIds(products, q)) assert.ok(found.has(id), `"${q}" leaves out ${id}`);
      },
    ),
    { numRuns: 3000 },
  );
});

// Words with "red" as a word, at the start of one, and inside one, and no word the word list ties to red.
const RED_WORDS = ['Red', 'red', 'reduced', 'scattered', 'embroidered', 'silk', 'saree', '-', ','];
const redText = fc.array(fc.constantFrom(...RED_WORDS), { maxLength: 6 }).map((parts) => parts.join(' '));
const wordsOf = (text: string) => normalise(text).split(/[^a-z]+/u);

test('ranks "red" as a whole word in the title first, then in the description, then inside other words', () => {
  fc.assert(
    fc.property(fc.array(fc.record({ title: redText, des: redText }), { maxLength: 20 }), (input) => {
      const products = input.map((r, i) => product(String(i), r.title, r.des));
      const order = search(buildIndex(products), 'red').map((p) => p.id);
      const at = (p: Product) => order.indexOf(p.id);
      const inTitle = products.filter((p) => wordsOf(p.title).includes('red'));
      const inDes = products.filter(
        (p) => !wordsOf(p.title).some((w) => w.startsWith('red')) && wordsOf(p.des).includes('red'),
      );
      const inside = products.filter((p) => !wordsOf(`${p.title} ${p.des}`).some((w) => w.startsWith('red')));
      const before = (a: Product, b: Product) => at(b) < 0 || (at(a) >= 0 && at(a) < at(b));
      for (const a of inTitle) for (const b of [...inDes, ...inside]) assert.ok(before(a, b), `${a.id} before ${b.id}`);
      for (const a of inDes) for (const b of inside) assert.ok(before(a, b), `${a.id} before ${b.id}`);
    }),
    { numRuns: 1000 },
  );
});

test('never returns a product twice, and a query of nonsense finds nothing', () => {
  fc.assert(
    fc.property(records, text, (input, q) => {
      const products = input.map((r, i) => product(String(i), r.title, r.des));
      const index = buildIndex(products);
      const found = search(index, q).map((p) => p.id);
      assert.is(new Set(found).size, found.length);
      assert.equal(search(index, 'xqzvw'), []);
    }),
    { numRuns: 500 },
  );
});

test.run();
