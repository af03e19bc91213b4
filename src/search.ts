/**
 * Catalogue search, the same for every source and collection: the spec's
 * substring results first, then what the shopper meant in another script,
 * spelling, word form or with a typo (see src/words/README.md).
 */
import type { Product } from './product.js';
import { buildIndex as build, type SearchIndex, wordIndex } from './search/build.js';
import { compileWords } from './search/lexicon.js';
import { rank } from './search/rank.js';
import { suggestions } from './search/suggest.js';
import { normalise } from './search/text.js';

export { normalise, type SearchIndex };

let lexicon = compileWords({});
let loading: Promise<void> | undefined;

/**
 * Loads the word list, which is its own chunk (it is larger than all the
 * rest of the search), once; searches use it as soon as it has arrived and
 * find the spec's results and spelling matches before. Never rejects: on a
 * failed load the next call tries again.
 */
export function loadWords(): Promise<void> {
  return (loading ??= import('./words/words.js').then(
    ({ WORDS }) => {
      lexicon = compileWords(WORDS);
    },
    () => {
      loading = undefined;
    },
  ));
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
