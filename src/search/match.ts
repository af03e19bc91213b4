/**
 * Which products one query word finds, and how well: the catalogue's words
 * that contain it or start with it, the forms of the word-list entries it
 * names, loose spellings, word forms and, when nothing else matches, typos.
 */
import type { SearchIndex } from './build.js';
import { wordIndex } from './word-index.js';
import { type Lexicon, lookUp, lookUpTypo, lowerBound, typoBudget } from './lexicon.js';
import { editDistance, loose, stems, words } from './text.js';

/** Products (ascending) and how well they match: higher is better. */
export interface Hit {
  products: ArrayLike<number>;
  score: number;
  /** Where each product has it, same order (see `WordIndex.places`); none: in the description. */
  places?: Uint8Array;
}

/**
 * Scores, best first: a whole word as typed, a word that starts with it, a word the word list says it means, a
 * looser spelling or word form, letters inside another word, a typo.
 */
export const SCORE = { word: 6, start: 5, named: 4, loose: 3, inside: 2, typo: 1 } as const;

/** Products whose haystack contains `text`, among `candidates` (all when null). */
export function containing(index: SearchIndex, text: string, candidates: ArrayLike<number> | null): number[] {
  const found: number[] = [];
  const count = candidates ? candidates.length : index.products.length;
  for (let i = 0; i < count; i++) {
    const p = candidates ? candidates[i]! : i;
    if ((index.folded[p] ?? index.haystacks[p]!).includes(text)) found.push(p);
  }
  return found;
}

/** Products with a written word containing `run` (a run of letters): every product whose text can contain it. */
export function withRun(index: SearchIndex, run: string): ArrayLike<number> {
  const w = wordIndex(index);
  const lists: (readonly number[])[] = [];
  for (let i = 0; i < w.vocabulary.length; i++) {
    if (w.written[i]!.length > 0 && w.vocabulary[i]!.includes(run)) lists.push(w.written[i]!);
  }
  return union(lists, index.products.length);
}

/** The ascending union of ascending lists. */
export function union(lists: readonly ArrayLike<number>[], size: number): ArrayLike<number> {
  if (lists.length === 1) return lists[0]!;
  const seen = new Uint8Array(size);
  for (const list of lists) for (let i = 0; i < list.length; i++) seen[list[i]!] = 1;
  const found: number[] = [];
  for (let p = 0; p < size; p++) if (seen[p]) found.push(p);
  return found;
}

/**
 * Positions of the catalogue words equal to `word`, with it plus an ending (জরি → জরির) or, in Bengali script from
 * four letters, starting with it: Bengali writes words together (জামাই → জামাইষষ্ঠীর), English does not (`shadi`
 * is not in "shading").
 */
function wordsFor(index: SearchIndex, word: string): number[] {
  const w = wordIndex(index);
  const found = [...(w.stemmed.get(word) ?? [])];
  if (word.length < 4 || !NOT_LATIN.test(word)) {
    const at = w.position.get(word);
    if (at !== undefined) found.push(at);
    return found;
  }
  for (let i = lowerBound(w.vocabulary, word); i < w.vocabulary.length; i++) {
    if (!w.vocabulary[i]!.startsWith(word)) break;
    found.push(i);
  }
  return found;
}
// eslint-disable-next-line no-control-regex
const NOT_LATIN = /[^\u0000-\u024f]/u;

/**
 * Products that have every word of a form ("sky blue" needs both), or the form run together ("tshirt"); each in
 * the place of its first word.
 */
function formHits(index: SearchIndex, form: readonly string[], score: number, hits: Hit[]): void {
  const w = wordIndex(index);
  if (form.length === 1) {
    for (const i of wordsFor(index, form[0]!)) hits.push({ products: w.postings[i]!, places: w.places[i]!, score });
    return;
  }
  let products: ArrayLike<number> | null = null;
  for (const word of form) {
    const lists = wordsFor(index, word).map((i) => w.postings[i]!);
    if (lists.length === 0) {
      products = [];
      break;
    }
    const found = union(lists, index.products.length);
    products = products === null ? found : intersect(products, found);
  }
  if (products && products.length > 0) {
    const first = wordsFor(index, form[0]!);
    const places = Uint8Array.from(products, (p) => {
      let best = 0;
      for (const i of first) best = Math.max(best, placeOf(w.postings[i]!, w.places[i]!, p));
      return best;
    });
    hits.push({ products, places, score });
  }
  for (const i of wordsFor(index, form.join(''))) hits.push({ products: w.postings[i]!, places: w.places[i]!, score });
}

/** The place of product `p` in a posting list (0 when it is not there). */
function placeOf(products: readonly number[], places: Uint8Array, p: number): number {
  const at = lowerBound(products, p);
  return products[at] === p ? places[at]! : 0;
}

function intersect(a: ArrayLike<number>, b: ArrayLike<number>): ArrayLike<number> {
  const found: number[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      found.push(a[i]!);
      i++;
      j++;
    }
  }
  return found;
}

/** What one whitespace-free, folded query term finds. */
export function termHits(index: SearchIndex, lexicon: Lexicon, term: string): Hit[] {
  const w = wordIndex(index);
  const runs = words(term);
  // Punctuation only ("-", "("): the spec's rule, nothing more.
  if (runs.length === 0) return [{ products: containing(index, term, null), score: SCORE.word }];
  const hits: Hit[] = [];
  // Punctuation inside ("t-shirt", "(6.3"): the term as written, as today.
  if (runs.length > 1 || runs[0] !== term) {
    const longest = runs.reduce((a, b) => (b.length > a.length ? b : a));
    hits.push({ products: containing(index, term, withRun(index, longest)), score: SCORE.word });
  }
  const key = runs.join('');
  const looseKey = loose(key);
  const forms = stems(key);
  let strong = false;
  for (let i = 0; i < w.vocabulary.length; i++) {
    const word = w.vocabulary[i]!;
    let score = 0;
    if (word === key) score = SCORE.word;
    else if (word.startsWith(key)) score = SCORE.start;
    else if (word.includes(key)) score = SCORE.inside;
    if (score < SCORE.loose) {
      const wordKey = w.looseKeys[i]!;
      if (wordKey === looseKey || (looseKey.length >= 3 && wordKey.startsWith(looseKey)) || forms.includes(word)) {
        score = SCORE.loose;
      }
    }
    if (score > 0) hits.push({ products: w.postings[i]!, places: w.places[i]!, score });
    if (score >= SCORE.start) strong = true;
  }
  const named = lookUp(lexicon, key);
  const entries: [Set<number>, number][] = [
    [named.exact, SCORE.named],
    [named.prefix, SCORE.loose],
  ];
  if (!strong && named.exact.size === 0 && named.prefix.size === 0)
    entries.push([lookUpTypo(lexicon, key), SCORE.typo]);
  for (const [ids, score] of entries) {
    for (const id of ids) for (const form of lexicon.forms[id]!) formHits(index, form, score, hits);
  }
  if (hits.length === 0) hits.push(...typoHits(index, key));
  return hits;
}

/** Catalogue words within the typo budget of `key`. */
function typoHits(index: SearchIndex, key: string): Hit[] {
  const w = wordIndex(index);
  const budget = typoBudget(key);
  const hits: Hit[] = [];
  if (budget === 0) return hits;
  for (let i = 0; i < w.vocabulary.length; i++) {
    if (editDistance(key, w.vocabulary[i]!, budget) <= budget) {
      hits.push({ products: w.postings[i]!, places: w.places[i]!, score: SCORE.typo });
    }
  }
  return hits;
}
