/**
 * How text is compared before anything else: the spec's case-insensitive rule,
 * and the folding that makes Bengali typed on different keyboards compare
 * equal. Small on purpose: it is all of the search a listing loads at first
 * (see src/search.ts).
 */

/** NFC + lower case: the spec's comparison, on the query and on the product text alike. */
export function normalise(text: string): string {
  // ASCII is already in NFC; skipping ICU there keeps indexing a large catalogue quick.
  return (NOT_ASCII.test(text) ? text.normalize('NFC') : text).toLowerCase();
}
// eslint-disable-next-line no-control-regex
const NOT_ASCII = /[^\u0000-\u007f]/u;

// Every fold below maps one character to a fixed string, so whatever contained the query before
// folding still contains it after: the spec's results survive folding. NFC already writes the
// nukta letters (ড় ঢ় য়) one way, whichever way they were typed.
const FOLDED = /[\u00ad\u200b-\u200d\u2060\ufeff\u09e6-\u09ef]/u;
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/gu;
const BENGALI_DIGIT = /[\u09e6-\u09ef]/gu;

/** Drops zero-width joiners and other invisible marks and writes Bengali digits as ASCII; vowel signs stay. */
export function fold(normalised: string): string {
  if (!FOLDED.test(normalised)) return normalised;
  return normalised
    .replace(INVISIBLE, '')
    .replace(BENGALI_DIGIT, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0x09e6 + 48));
}
