import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { safeImageUrl, validateRecords } from '../../src/validate.js';

const base = 'https://shop.example/catalogue/saree.json';
const validate = suite('validateRecords(records, base)');

validate('keeps records whose title and des are text', () => {
  const { products, skipped } = validateRecords(
    [{ id: 'a', title: 'Tant', des: 'Cotton', img: '/images/a.svg' }],
    base,
  );
  assert.equal(skipped, 0);
  assert.equal(products, [{ id: 'a', title: 'Tant', des: 'Cotton', img: 'https://shop.example/images/a.svg' }]);
});

validate('skips and counts records whose title or des is not text, keeping the rest', () => {
  const { products, skipped } = validateRecords(
    [
      { id: 'ok', title: 'Baluchari', des: 'Silk' },
      { id: 'n', title: 42, des: 'x' },
      { id: 'm', title: 'No des' },
      { id: 'a', title: ['x'], des: 'y' },
      null,
      'text',
      7,
      [],
      { id: 'ok2', title: '', des: '' },
    ],
    base,
  );
  assert.equal(
    products.map((p) => p.id),
    ['ok', 'ok2'],
  );
  assert.equal(skipped, 7);
});

validate('gives records without an id a stable one', () => {
  const { products } = validateRecords(
    [
      { title: 'a', des: 'b' },
      { id: 12, title: 'c', des: 'd' },
    ],
    base,
  );
  assert.equal(
    products.map((p) => p.id),
    ['item-1', '12'],
  );
});

validate('answers nothing, without throwing, for input that is not a list', () => {
  for (const input of [null, undefined, {}, 'x', 3]) {
    assert.equal(validateRecords(input, base), { products: [], skipped: 0 });
  }
});

const images = suite('safeImageUrl(value, base)');

images('resolves site-relative and relative paths against the data URL', () => {
  assert.is(safeImageUrl('/images/p.svg', base), 'https://shop.example/images/p.svg');
  assert.is(safeImageUrl('p.svg', base), 'https://shop.example/catalogue/p.svg');
  assert.is(safeImageUrl('https://cdn.example/p.jpg', base), 'https://cdn.example/p.jpg');
});

images('drops every URL that is not http(s)', () => {
  for (const bad of [
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:image/svg+xml,<svg/>',
    'vbscript:x',
    'ftp://x/y',
    '',
    '   ',
    3,
    null,
    {},
  ]) {
    assert.is(safeImageUrl(bad, base), null, String(bad));
  }
});

validate.run();
images.run();
