/**
 * Catalogue search, the same for every source and collection: the spec's
 * substring results first, then what the shopper meant in another script,
 * spelling, word form or with a typo (see src/words/README.md).
 */
import type { Product } from './product.js';
import { buildIndex as build, type SearchIndex, wordIndex } from './search/build.js';
import { compileWords, type WordList } from './search/lexicon.js';
import { rank } from './search/rank.js';
import { suggestions } from './search/suggest.js';
import { normalise } from './search/text.js';

export { normalise, type SearchIndex };

declare global {
  interface ImportMeta {
    /** URL of the word list's chunk (rollup.config.mjs); absent outside a build. */
    WORDS_CHUNK?: string;
  }
}

type WordsModule = typeof import('./words/words.js');

/**
 * The word list's chunk. Browsers remember a failed import() of a URL for the
 * life of the page, so after a failure the next attempt asks for the same
 * chunk under a fresh URL.
 */
function importWords(failures: number): Promise<WordList> {
  const chunk = import.meta.WORDS_CHUNK;
  const load: Promise<WordsModule> =
    failures > 0 && chunk
      ? (import(/* retry */ `${chunk}?retry=${failures}`) as Promise<WordsModule>)
      : import('./words/words.js');
  return load.then(({ WORDS }) => WORDS);
}

let source = importWords;
let lexicon = compileWords({});
let loaded = false;
let loading: Promise<void> | undefined;
let failures = 0;

/**
 * Loads the word list, which is its own chunk (it is larger than all the
 * rest of the search), once; searches use it as soon as it has arrived and
 * find the spec's results and spelling matches before. Never rejects: after a
 * failed load (see `wordsLoaded`) the next call tries again.
 */
export function loadWords(): Promise<void> {
  return (loading ??= source(failures).then(
    (list) => {
      lexicon = compileWords(list);
      loaded = true;
    },
    () => {
      failures++;
      loading = undefined;
    },
  ));
}

/** Whether searches already use the word list. */
export const wordsLoaded = (): boolean => loaded;

/**
 * Where the word list comes from: its chunk, or `load` (a test's slow or
 * failing network). Forgets the list in use, so the next search starts without it.
 */
export function setWordSource(load?: () => Promise<WordList>): void {
  source = load ?? importWords;
  lexicon = compileWords({});
  loaded = false;
  loading = undefined;
  failures = 0;
}

/**
 * Normalises each product's text once, so the catalogue can be shown at once;
 * its words are indexed when the browser is idle (or on the first search).
 * Also starts loading the word list: the catalogue has arrived, so the
 * shopper is about to search, and the first search should already know the
 * shop's words.
 */
export function buildIndex(products: readonly Product[]): SearchIndex {
  void loadWords();
  const index = build(products);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => wordIndex(index));
  return index;
}

/** Whitespace-separated, normalised terms of a query; empty for a blank query. */
export function queryTerms(query: string): string[] {
  const trimmed = normalise(query).trim();
  return trimmed === '' ? [] : trimmed.split(/\s+/u);
}

/**
 * Products that match every word of the query: those whose title or
 * description contains the query text come first, in catalogue order, then the
 * others, best first. The query is never a pattern; an empty query returns
 * everything.
 */
export function search(index: SearchIndex, query: string): Product[] {
  const trimmed = normalise(query).trim();
  if (trimmed === '') return index.products.slice();
  return rank(index, lexicon, trimmed).map((p) => index.products[p]!);
}

/**
 * Up to three words the catalogue does contain, nearest first, for a query
 * word that finds nothing ("Did you mean banarasi?"); empty when every word
 * finds something.
 */
export function suggest(index: SearchIndex, query: string): string[] {
  return suggestions(index, lexicon, queryTerms(query));
}
