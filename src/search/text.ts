/**
 * How words are compared, after normalise.ts: the loose keys and word
 * endings that let shoppers' own spellings meet, and edit distances.
 */

import { fold, normalise } from './normalise.js';

export { fold, normalise };

const LETTER = /[\p{L}\p{M}\p{N}]/u;
/** Per UTF-16 unit below 0x10000: 0 not yet known, 1 part of a word, 2 not. ASCII is filled in at once. */
const kinds = new Uint8Array(0x10000);
for (let code = 0; code < 128; code++) kinds[code] = LETTER.test(String.fromCharCode(code)) ? 1 : 2;

/** 1 when a word character starts at `i`, 2 when a two-unit one does (outside the BMP), else 0. */
export function isWordAt(text: string, i: number): number {
  const code = text.charCodeAt(i);
  let kind = kinds[code]!;
  if (kind === 0) {
    if (code >= 0xd800 && code <= 0xdbff) return LETTER.test(text.slice(i, i + 2)) ? 2 : 0;
    kinds[code] = kind = LETTER.test(text[i]!) ? 1 : 2;
  }
  return kind === 1 ? 1 : 0;
}

/**
 * Calls `word` for each run of letters, marks (Bengali vowel signs, hasanta)
 * and digits in `text` and, when given, `compound` for each run of
 * hyphenated words with the hyphens dropped ("t-shirt" → "tshirt"), so
 * either spelling finds the other.
 */
export function eachWord(text: string, word: (w: string) => void, compound?: (w: string) => void): void {
  let start = -1;
  let joined = '';
  for (let i = 0; i <= text.length; i++) {
    const width = i < text.length ? isWordAt(text, i) : 0;
    if (width > 0) {
      if (start < 0) start = i;
      if (width === 2) i++;
      continue;
    }
    if (start < 0) continue;
    const found = text.slice(start, i);
    start = -1;
    word(found);
    if (compound === undefined) continue;
    if (text.charCodeAt(i) === 45 && i + 1 < text.length && isWordAt(text, i + 1) > 0) joined += found;
    else if (joined !== '') {
      compound(joined + found);
      joined = '';
    }
  }
}

/** The words of `text`, in order. */
export function words(text: string): string[] {
  const found: string[] = [];
  eachWord(text, (w) => found.push(w));
  return found;
}

// Romanised Bengali has no fixed spelling: an aspirate may be written or not (dh/d, sh/s), f and
// ph, v and b, z and j are one sound each, and vowels are doubled at will (aa, ee, oo). In
// Bengali script, the long and short i and u, the three sibilants and the two n's are spelt
// interchangeably by many shoppers.
const LOOSE: readonly [RegExp, string][] = [
  [/([bcdgjkpst])h/g, '$1'],
  [/c/g, 'k'],
  [/f/g, 'p'],
  [/v/g, 'b'],
  [/z/g, 'j'],
  [/q/g, 'k'],
  [/y/g, 'i'],
  [/ee/g, 'i'],
  [/oo/g, 'u'],
  [/[ীি]/gu, 'ি'],
  [/[ূু]/gu, 'ু'],
  [/ঈ/gu, 'ই'],
  [/ঊ/gu, 'উ'],
  [/[শষস]/gu, 'শ'],
  [/ণ/gu, 'ন'],
  [/ঙ/gu, 'ং'],
  [/ৎ/gu, 'ত'],
  [/(.)\1+/gu, '$1'],
];

/** The key under which different spellings of one spoken word meet ("shari" and "sari", "tanth" and "tant"). */
export function loose(word: string): string {
  let key = word;
  for (const [pattern, replacement] of LOOSE) key = key.replace(pattern, replacement);
  return key;
}

// Endings that make a word form of another: Bengali -er/-r/-e (বিয়ের, তাঁতের, গরমে), the adjective
// -i (murshidabadi, মুর্শিদাবাদি), English plurals and past participles.
const ENDINGS = ['ের', 'র', 'ে', 'ি', 'ী', 'es', 'er', 'ed', 's', 'r', 'i'];

/** The word without each ending it has, when at least three characters are left. */
export function stems(word: string): string[] {
  return ENDINGS.filter((end) => word.length - end.length >= 3 && word.endsWith(end)).map((end) =>
    word.slice(0, -end.length),
  );
}

/**
 * Whether `a` becomes `b` with at most `max` insertions, deletions, substitutions or swaps of
 * neighbours (optimal string alignment), stopping as soon as every path costs more.
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  return editDistance(a, b, max) <= max;
}

// Reused between calls: a search compares a word with every word of the catalogue.
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** The edit distance of `a` and `b`, or `max + 1` when it is larger than `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (rows[0]!.length <= b.length) rows = rows.map(() => new Int32Array(b.length * 2 + 1));
  let [before, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length]!, max + 1);
}
