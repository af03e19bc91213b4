import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { enquiryMessage, indianDigits, telHref, whatsappHref } from '../../src/links.js';

const links = suite('contact links');

links('strip everything but digits and add the 91 country code', () => {
  assert.is(indianDigits('+91 99999-00001'), '919999900001');
  assert.is(indianDigits('099999 00001'), '919999900001');
  assert.is(indianDigits('99999 00001'), '919999900001');
});

links('refuse numbers with letters or the wrong length', () => {
  assert.is(indianDigits('99999 0000x'), null);
  assert.is(indianDigits('12345'), null);
  assert.is(telHref('call me'), null);
  assert.is(whatsappHref('', 'hi'), null);
});

links('build tel: and wa.me links with the message encoded', () => {
  assert.is(telHref('+91 99999 00001'), 'tel:+919999900001');
  const message = enquiryMessage(
    'I want to buy this saree, contact me',
    'Red Tant & Zari',
    'https://shop.example/saree/red-tant',
  );
  assert.is(
    whatsappHref('+91 99999 00002', message),
    'https://wa.me/919999900002?text=I%20want%20to%20buy%20this%20saree%2C%20contact%20me%20%E2%80%94%20Red%20Tant%20%26%20Zari%20%E2%80%94%20https%3A%2F%2Fshop.example%2Fsaree%2Fred-tant',
  );
});

links.run();
