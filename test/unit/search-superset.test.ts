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

test('returns every product the spec’s rule returns, first and in catalogue order (generated data)', () => {
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
        const spec = specIds(products, q);
        const found = search(buildIndex(products), q).map((p) => p.id);
        assert.equal(found.slice(0, spec.length), spec, `"${q}"`);
      },
    ),
    { numRuns: 3000 },
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
