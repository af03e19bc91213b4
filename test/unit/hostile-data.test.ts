import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { validateRecords } from '../../src/validate.js';
import { buildIndex, search } from '../../src/search.js';

const base = 'https://shop.example/catalogue/saree.json';

/** Text a shop's database or an attacker might hold: Bengali, emoji, control characters, markup, huge strings. */
const nastyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom(...'বাংলা শাড়ি জামদানি ৫০০০ ২৫%'.split('')), maxLength: 30 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)), maxLength: 10 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '"><svg onload=alert(1)>',
    '🧣🥻✨',
    '\u202e\u0000\ud800',
  ),
  fc.nat({ max: 5000 }).map((n) => 'ক'.repeat(n)),
);
const nastyUrl = fc.oneof(
  fc.webUrl(),
  fc.constantFrom(
    'javascript:alert(1)',
    ' JAVASCRIPT:alert(1)',
    'data:text/html,<script>',
    'vbscript:x',
    '//evil.example/x.png',
    '/images/a.svg',
    'a.svg',
    '\u0000javascript:x',
  ),
  fc.string({ maxLength: 20 }),
);
const anyValue = fc.oneof(
  nastyText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);
const record = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ id: fc.oneof(fc.string(), fc.integer()), title: nastyText, des: nastyText, img: nastyUrl }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ id: anyValue, title: anyValue, des: anyValue, img: anyValue }, { requiredKeys: [] }),
  },
  { weight: 1, arbitrary: anyValue },
);

const hostile = suite('hostile and broken records (property-based)');

hostile('validation never throws, keeps exactly the records with text title and des, and only http(s) images', () => {
  let records = 0;
  fc.assert(
    fc.property(fc.array(record, { minLength: 40, maxLength: 60 }), (input) => {
      records += input.length;
      const { products, skipped } = validateRecords(input, base);
      const valid = input.filter(
        (r) =>
          typeof r === 'object' &&
          r !== null &&
          !Array.isArray(r) &&
          typeof (r as { title?: unknown }).title === 'string' &&
          typeof (r as { des?: unknown }).des === 'string',
      );
      assert.is(products.length, valid.length);
      assert.is(skipped, input.length - valid.length);
      for (const p of products) {
        assert.type(p.title, 'string');
        assert.type(p.id, 'string');
        if (p.img !== null) assert.match(p.img, /^https?:\/\//);
      }
    }),
    { numRuns: 300 },
  );
  assert.ok(records >= 10_000, `${records} generated records`);
});

hostile('search never throws and returns a subset for any query over hostile products', () => {
  fc.assert(
    fc.property(fc.array(record, { maxLength: 40 }), fc.oneof(nastyText, fc.string()), (input, query) => {
      const { products } = validateRecords(input, base);
      const found = search(buildIndex(products), query);
      assert.ok(found.every((p) => products.includes(p)));
    }),
    { numRuns: 500 },
  );
});

hostile.run();
