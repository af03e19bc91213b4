import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { parseShopConfig } from '../../src/config/schema.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test edits the fixture's JSON freely
const sample = () => JSON.parse(readFileSync('site/shop.json', 'utf8')) as Record<string, any>;
const config = suite('parseShopConfig(data)');

config('accepts the shop config in the repository', () => {
  const parsed = parseShopConfig(sample());
  assert.is(parsed.showrooms.length, 3);
  assert.equal(
    parsed.showrooms.map((s) => s.postalCode),
    ['741201', '741126', '741152'],
  );
});

config('names the field of a bad phone number', () => {
  const data = sample();
  data.showrooms[1].phones[0] = 'call the shop';
  assert.throws(() => parseShopConfig(data), /showrooms\[1\]\.phones\[0\]: expected an Indian phone number/);
});

config('names a missing field and a bad postal code together', () => {
  const data = sample();
  delete data.chatNumber;
  data.showrooms[2].postalCode = '7411';
  assert.throws(
    () => parseShopConfig(data),
    (error: Error) =>
      /chatNumber/.test(error.message) && /showrooms\[2\]\.postalCode: expected a 6-digit PIN code/.test(error.message),
  );
});

config.run();
