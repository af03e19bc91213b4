import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { buildIndex, normalise, search } from '../../src/search.js';
import type { Product } from '../../src/product.js';

const product = (id: string, title: string, des: string): Product => ({ id, title, des, img: null });
const ids = (found: Product[]) => found.map((p) => p.id);

const catalogue = buildIndex([
  product('1', 'Red Banarasi Katan Silk Saree', 'Gold zari buti, temple border'),
  product('2', 'Off-white Tant Saree', 'Red border, cotton handloom, daily wear'),
  product('3', 'Peacock Blue Baluchari', 'Silk with story pallu; বিয়ের সাজে'),
  product('4', 'Mustard Jamdani', 'Dhakai weave (6.3 m) with blouse piece'),
]);

const query = suite('search(index, query)');

query('an empty or blank query shows every product in order', () => {
  assert.equal(ids(search(catalogue, '')), ['1', '2', '3', '4']);
  assert.equal(ids(search(catalogue, '   \t')), ['1', '2', '3', '4']);
});

query('matches the title or the description, ignoring case', () => {
  assert.equal(ids(search(catalogue, 'BANARASI')), ['1']);
  assert.equal(ids(search(catalogue, 'handloom')), ['2']);
});

query('when the query is "red silk", shows products whose text contains both words', () => {
  assert.equal(ids(search(catalogue, 'red silk')), ['1']);
  assert.equal(ids(search(catalogue, '  silk   red ')), ['1']);
});

query('finds Bengali text', () => {
  assert.equal(ids(search(catalogue, 'বিয়ের')), ['3']);
});

query('treats the query as text, never as a pattern', () => {
  assert.equal(ids(search(catalogue, '(6.3 m)')), ['4']);
  assert.equal(ids(search(catalogue, '.*')), []);
  assert.equal(ids(search(catalogue, '[')), []);
});

query('compares composed and decomposed Unicode alike', () => {
  const index = buildIndex([product('c', 'Caf\u00e9 cotton', '')]);
  assert.equal(ids(search(index, 'Cafe\u0301')), ['c']);
});

query('returns every product the spec’s substring rule returns (generated data)', () => {
  const words = ['Red', 'SILK', 'tant', 'Jamdani', 'বিয়ে', 'পুজো', 'zari', 'Cafe\u0301', 'caf\u00e9', ' ', '-', '6.3m'];
  const text = fc.array(fc.constantFrom(...words), { maxLength: 8 }).map((parts) => parts.join(' '));
  fc.assert(
    fc.property(
      fc.array(fc.record({ title: text, des: text }), { maxLength: 30 }),
      fc.oneof(text, fc.string({ maxLength: 6 })),
      (records, q) => {
        const products = records.map((r, i) => product(String(i), r.title, r.des));
        const found = new Set(ids(search(buildIndex(products), q)));
        const needle = normalise(q);
        for (const p of products) {
          if (normalise(p.title).includes(needle) || normalise(p.des).includes(needle)) {
            assert.ok(found.has(p.id), `"${q}" should find "${p.title}" / "${p.des}"`);
          }
        }
      },
    ),
    { numRuns: 2000 },
  );
});

query.run();
