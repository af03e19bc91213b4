import '../../test/_util/dom.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from 'preact';
import type { Product } from '../../src/product.js';
import { ProductCard } from './card.js';

const RED: Product = {
  id: 'red-silk',
  title: 'Red Silk Saree',
  des: 'Pure silk with zari border.',
  img: null,
  title_bn: 'লাল সিল্ক শাড়ি',
  des_bn: 'খাঁটি সিল্ক, জরির পাড়।',
  price: 2450,
  showrooms: ['ranaghat', 'karimpur'],
};

function card(product: Product, lang: 'en' | 'bn' = 'en', showroomHref = (route: string) => route) {
  const host = document.createElement('ul');
  render(
    <ProductCard
      product={product}
      eager
      tel="tel:+911"
      chat="https://wa.me/911"
      lang={lang}
      showroomHref={showroomHref}
    />,
    host,
  );
  const text = (selector: string) => host.querySelector(selector)?.textContent ?? null;
  return { host, text };
}

const test = suite('a product card shows what a shopper needs to buy');

test('English: the English name, the price in rupees, the showrooms as links', () => {
  const { host, text } = card(RED);
  assert.is(text('.card__title'), 'Red Silk Saree');
  assert.is(text('.card__des'), 'Pure silk with zari border.');
  assert.is(text('[part="price"]'), '₹2,450');
  assert.is(text('[part="showrooms"]'), 'At Ranaghat, Karimpur');
  assert.equal(
    [...host.querySelectorAll('[part="showroom"]')].map((a) => a.getAttribute('href')),
    ['/Ranaghat_showroom', '/KarimpurShowroom'],
  );
  assert.not.ok(host.querySelector('[part="sold-out"]'));
  assert.is(text('[part="whatsapp"]')!.startsWith('Whatsapp Book'), true);
});

test('Bengali: the Bengali name and description, the price in Bengali digits, the showrooms in Bengali', () => {
  const { host, text } = card(RED, 'bn', (route) => `https://shop.example/bn${route}`);
  assert.is(text('.card__title'), 'লাল সিল্ক শাড়ি');
  assert.is(text('.card__des'), 'খাঁটি সিল্ক, জরির পাড়।');
  assert.is(text('[part="price"]'), '₹২,৪৫০');
  assert.is(text('[part="showrooms"]'), 'রানাঘাট, করিমপুর শোরুমে পাবেন');
  assert.is(host.querySelector('[part="showroom"]')!.getAttribute('href'), 'https://shop.example/bn/Ranaghat_showroom');
  assert.is(host.querySelector('img, [role="img"]') !== null, true);
  assert.not.ok(host.querySelector('[lang="en"]'), 'nothing English left to mark');
});

test('Bengali page, a product with no Bengali name: the English name, marked lang="en"', () => {
  const { host, text } = card({ id: 'p', title: 'Blue Jamdani', des: 'Cotton handloom.', img: null }, 'bn');
  assert.is(text('.card__title'), 'Blue Jamdani');
  assert.is(host.querySelector('.card__title [lang="en"]')?.textContent, 'Blue Jamdani');
  assert.is(host.querySelector('.card__des [lang="en"]')?.textContent, 'Cotton handloom.');
});

test('no price: "Ask for price" (Bengali "দাম জানতে ফোন করুন"), Call Book beside it; no showrooms: no line', () => {
  const plain = { id: 'p', title: 'Blue Jamdani', des: 'Cotton.', img: null };
  assert.is(card(plain).text('[part="price"]'), 'Ask for price');
  assert.is(card(plain, 'bn').text('[part="price"]'), 'দাম জানতে ফোন করুন');
  assert.ok(card(plain).host.querySelector('[part="call"][href="tel:+911"]'));
  assert.not.ok(card(plain).host.querySelector('[part="showrooms"]'));
});

test('sold out: a "Sold out" badge in words, and WhatsApp asks for one like it', () => {
  const sold = { ...RED, availability: 'sold out' as const };
  const en = card(sold);
  assert.is(en.text('[part="sold-out"]'), 'Sold out');
  assert.ok(en.text('[part="whatsapp"]')!.startsWith('Ask on WhatsApp for one like it'));
  const bn = card(sold, 'bn');
  assert.is(bn.text('[part="sold-out"]'), 'বিক্রি হয়ে গেছে');
  assert.ok(bn.text('[part="whatsapp"]')!.startsWith('এরকম আর আছে?'));
});

test.run();
