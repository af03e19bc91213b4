import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { AVAILABILITIES, COLLECTIONS, LIMITS } from '../../src/product.js';
import { PHOTO_LIMITS, SHOWROOM_ID } from '../../src/validate.js';

/*
 * firestore.rules cannot import src/validate.ts, so it repeats its numbers and lists: this reads them back out
 * of the rules and fails when the two say different things (the emulator tests then check the rules keep them).
 */
const RULES = readFileSync('firestore.rules', 'utf8');
const test = suite('firestore.rules repeats src/validate.ts');

/** The body of `function name() { return …; }` in the rules. */
function returned(name: string): string {
  const match = RULES.match(new RegExp(`function ${name}\\(\\)\\s*\\{\\s*return\\s+([\\s\\S]*?);\\s*\\}`));
  if (!match) throw new Error(`firestore.rules has no function ${name}()`);
  return match[1]!;
}
/** A map or list literal of the rules (single quotes, as the rules write them) as a value. */
const literal = (text: string): unknown => JSON.parse(text.replace(/'/g, '"'));

test('the limits of a product and of a photo are the same numbers', () => {
  assert.equal(literal(returned('limits')), {
    title: LIMITS.title,
    des: LIMITS.des,
    price: LIMITS.price,
    showrooms: LIMITS.showrooms,
    photoBytes: PHOTO_LIMITS.bytes,
    photoSide: PHOTO_LIMITS.side,
  });
});

test('the availabilities, photo types and product collections are the same lists', () => {
  assert.equal(literal(returned('availabilities')), [...AVAILABILITIES]);
  assert.equal(literal(returned('photoTypes')), [...PHOTO_LIMITS.types]);
  assert.equal(literal(returned('productCollections')), [...COLLECTIONS]);
});

test('a showroom id has the same pattern', () => {
  assert.equal(
    [...RULES.matchAll(/rooms\[i\]\.matches\('([^']+)'\)/g)].map((m) => m[1]),
    [SHOWROOM_ID.source],
  );
});

test('every showroom a product may list is checked (rules cannot loop)', () => {
  const checked = [...RULES.matchAll(/showroomAt\(rooms, (\d+)\)/g)].map((m) => Number(m[1]));
  assert.equal(
    checked,
    Array.from({ length: LIMITS.showrooms }, (_, i) => i),
  );
});

test('the rules write no limit as a bare number outside limits()', () => {
  const rest = RULES.replace(returned('limits'), '').replace(/showroomAt\(rooms, \d+\)/g, '');
  for (const n of [LIMITS.title, LIMITS.des, LIMITS.price, PHOTO_LIMITS.bytes, PHOTO_LIMITS.side])
    assert.not.match(rest, new RegExp(`\\b${n}\\b`), `${n} written outside limits()`);
});

test.run();
