import '../../test/_util/dom.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from 'preact';
import { ProductCard } from './card.js';

const test = suite('the product card marks Bengali lang="bn"');

test('every Bengali word of the title and description, the buttons’ hidden titles included', () => {
  const product = { id: 'b1', title: 'Dhakai জামদানি Saree', des: 'Soft cotton, পুজোর জন্য', img: null };
  const host = document.createElement('ul');
  render(<ProductCard product={product} eager tel="tel:+911" chat="https://wa.me/911" />, host);
  const walker = document.createTreeWalker(host, NodeFilter.SHOW_TEXT);
  const unmarked: string[] = [];
  let bengali = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!/[\u0980-\u09ff]/.test(node.textContent!)) continue;
    bengali++;
    if (node.parentElement!.closest('[lang]')?.getAttribute('lang') !== 'bn') unmarked.push(node.textContent!);
  }
  assert.is(bengali, 4, 'title, description and the two hidden titles');
  assert.equal(unmarked, []);
});

test.run();
