import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ENQUIRIES } from '../../src/links.js';
import type { Product } from '../../src/product.js';
import { buildIndex, loadWords, search, setWordSource } from '../../src/search.js';
import { formatPrice, productMessage, soldOutLast } from '../../src/selling.js';

const product = (id: string, more: Partial<Product> = {}): Product => ({
  id,
  title: `Saree ${id}`,
  des: 'Cotton',
  img: null,
  ...more,
});

const test = suite('prices, sold products and the WhatsApp message');

test('whole rupees with Indian grouping, Bengali digits in Bengali', () => {
  assert.is(formatPrice(2450, 'en'), '₹2,450');
  assert.is(formatPrice(2450, 'bn'), '₹২,৪৫০');
  assert.is(formatPrice(124500, 'en'), '₹1,24,500');
  assert.is(formatPrice(124500, 'bn'), '₹১,২৪,৫০০');
});

test('sold products after the rest, each group in catalogue order', () => {
  const list = [
    product('a', { availability: 'sold out' }),
    product('b'),
    product('c', { availability: 'sold out' }),
    product('d', { availability: 'in stock' }),
  ];
  assert.equal(
    soldOutLast(list).map((p) => p.id),
    ['b', 'd', 'a', 'c'],
  );
  const index = buildIndex(list);
  assert.equal(
    search(index, '').map((p) => p.id),
    ['b', 'd', 'a', 'c'],
    'the listing',
  );
  assert.equal(
    search(index, 'saree').map((p) => p.id),
    ['b', 'd', 'a', 'c'],
    'a search',
  );
});

test('the message names the price when known; a sold product asks for one like it', () => {
  const url = 'https://shop.example/saree/a';
  const red = product('a', { title: 'Red Silk Saree', title_bn: 'লাল সিল্ক শাড়ি', price: 2450 });
  assert.is(
    productMessage(ENQUIRIES.en.saree, red, 'en', url),
    `I want to buy this saree, contact me — Red Silk Saree — ₹2,450 — ${url}`,
  );
  assert.is(
    productMessage(ENQUIRIES.bn.saree, red, 'bn', url),
    `আমি এই শাড়িটি কিনতে চাই, আমার সাথে যোগাযোগ করুন — লাল সিল্ক শাড়ি — ₹২,৪৫০ — ${url}`,
  );
  assert.is(
    productMessage(ENQUIRIES.en.saree, product('a', { title: 'Red Silk Saree' }), 'en', url),
    `I want to buy this saree, contact me — Red Silk Saree — ${url}`,
  );
  const sold = { ...red, availability: 'sold out' as const };
  assert.is(
    productMessage(ENQUIRIES.en.saree, sold, 'en', url),
    `Do you have something like this? — Red Silk Saree — ${url}`,
  );
  assert.is(productMessage(ENQUIRIES.bn.saree, sold, 'bn', url), `এরকম আর আছে? — লাল সিল্ক শাড়ি — ${url}`);
});

test('a search finds a product by its Bengali name or description, the name first', async () => {
  // The search module's state is the process's: start from the spec's rule, whatever ran before.
  setWordSource();
  const index = buildIndex([
    product('des', { des: 'Cotton', des_bn: 'লাল পাড়, সুতির শাড়ি' }),
    product('name', { title_bn: 'লাল বেনারসি' }),
    product('none'),
  ]);
  assert.equal(
    search(index, 'লাল').map((p) => p.id),
    ['des', 'name'],
    'the spec’s rule (before the search chunk): both, catalogue order',
  );
  await loadWords();
  assert.equal(
    search(index, 'লাল').map((p) => p.id),
    ['name', 'des'],
    'ranked: the Bengali name before the Bengali description',
  );
  assert.equal(
    search(index, 'বেনারসি').map((p) => p.id),
    ['name'],
  );
});

test.run();
