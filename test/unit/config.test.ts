import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { z } from 'zod';
import { describeField } from '../../src/config/fields.js';
import { isSampleValue, sampleValues } from '../../src/config/sample.js';
import { parseShopConfig, shopConfigSchema } from '../../src/config/schema.js';
import { putRealDetails } from '../_util/real-details.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test edits the fixture's JSON freely
const sample = () => JSON.parse(readFileSync('site/data/shop.json', 'utf8')) as Record<string, any>;
const config = suite('parseShopConfig(data)');

config('accepts the shop config in the repository', () => {
  const parsed = parseShopConfig(sample());
  assert.is(parsed.showrooms.length, 3);
  assert.equal(
    parsed.showrooms.map((s) => s.postalCode),
    ['741201', '741126', '741152'],
  );
});

config("a showroom's map position: optional, and a latitude out of range is named", () => {
  const data = sample();
  assert.equal(parseShopConfig(data).showrooms[0]!.geo, { lat: 23.18, lng: 88.57, approximate: true });
  delete data.showrooms[1].geo;
  assert.is(parseShopConfig(data).showrooms[1]!.geo, undefined);
  // Longitude typed where the latitude goes.
  data.showrooms[2].geo = { lat: 88.62, lng: 23.97 };
  assert.throws(
    () => parseShopConfig(data),
    /showrooms\[2\]\.geo\.lat: expected a latitude in India, between 6 and 36/,
  );
  data.showrooms[2].geo = { lat: '23.97', lng: 88.62 };
  assert.throws(() => parseShopConfig(data), /showrooms\[2\]\.geo\.lat/);
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

config('accepts a phone number typed with Bengali digits, as the same number in 0–9', () => {
  const data = sample();
  data.showrooms[1].phones[0] = '+৯১ ৯৮৩০০ ১২৩৪৫';
  data.callNumber = '৯৮৩০০ ১২৩৪৬';
  const parsed = parseShopConfig(data);
  assert.is(parsed.showrooms[1]!.phones[0], '+91 98300 12345');
  assert.is(parsed.callNumber, '98300 12346');
});

/** Every path a problem of the schema can name: each field, each list's entries, a Firebase setting. */
function schemaPaths(schema: z.ZodType, path: Array<string | number> = []): Array<Array<string | number>> {
  const def = (schema as unknown as { def: Record<string, unknown> & { type: string } }).def;
  const inner = (s: unknown) => schemaPaths(s as z.ZodType, path);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'array':
      return [path, ...[0, 1].flatMap((i) => schemaPaths(def.element as z.ZodType, [...path, i]))];
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const fields = Object.entries(shape).flatMap(([key, s]) => schemaPaths(s, [...path, key]));
      const extra = def.catchall ? schemaPaths(def.catchall as z.ZodType, [...path, 'authDomain']) : [];
      return [path, ...fields, ...extra];
    }
    default:
      return [path];
  }
}

config('every field the schema can name has words, each its own, naming the showroom', () => {
  const data = sample();
  const paths = schemaPaths(shopConfigSchema);
  assert.ok(paths.length > 60, `${paths.length} paths`);
  const seen = new Map<string, string>();
  for (const path of paths) {
    const dotted = path.map((k) => (typeof k === 'number' ? `[${k}]` : `.${k}`)).join('');
    const { words } = describeField(path, data);
    assert.not.match(words, /\[\d|\bundefined\b|^the field "/, `${dotted} → ${words}`);
    assert.not.ok(seen.has(words), `${dotted} and ${seen.get(words)} both read "${words}"`);
    seen.set(words, dotted);
  }
  assert.is(describeField(['showrooms', 1, 'phones', 0], data).words, 'Bethuadahari, first phone number ("phones")');
  assert.is(describeField(['showrooms', 2, 'street', 'bn'], data).words, 'Karimpur, street ("street"), in Bengali');
  assert.is(describeField(['offers', 1], data).words, 'the second offer text ("offers")');
});

config.run();

const samples = suite('sample values (src/config/sample.ts)');

samples('finds every made-up contact detail of the shipped config, with the field in words', () => {
  const found = sampleValues(parseShopConfig(sample()));
  assert.equal(
    found.map((s) => s.field),
    [
      `the site's public address ("siteUrl")`,
      'the number the Call buttons dial ("callNumber")',
      'the WhatsApp number ("chatNumber")',
      `the shop's e-mail address ("email")`,
      `the shop's Facebook page ("facebook")`,
      `the shop's YouTube channel ("youtube")`,
      'the video on the home page ("youtubeEmbed")',
      'Ranaghat, first phone number ("phones")',
      'Ranaghat, second phone number ("phones")',
      'Bethuadahari, first phone number ("phones")',
      'Karimpur, first phone number ("phones")',
    ],
  );
  assert.ok(found.every((s) => s.fill.length > 10 && s.value.length > 0));
});

samples('a value is a sample by its reserved name or number, not by who wrote it', () => {
  for (const value of [
    '+91 99999 00005',
    '099999 00099',
    'https://shop.example.com',
    'https://example.org/x',
    'owner@shop.example',
    'https://shop.invalid',
    'https://www.facebook.com/showroom.example',
  ]) {
    assert.ok(isSampleValue(value), value);
  }
  for (const value of [
    '+91 98300 12345',
    '+91 99999 10001',
    'https://showroom-nadia.web.app',
    'https://www.facebook.com/examplesarees',
    'showroom.nadia@gmail.com',
    'উৎসবের অফার',
  ]) {
    assert.not.ok(isSampleValue(value), value);
  }
});

samples('none is left once the staff put in the real details', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'real-details-'));
  try {
    const file = path.join(dir, 'shop.json');
    writeFileSync(file, readFileSync('site/data/shop.json'));
    putRealDetails(file);
    assert.equal(sampleValues(parseShopConfig(JSON.parse(readFileSync(file, 'utf8')))), []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

samples.run();
