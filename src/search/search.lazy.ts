/**
 * The search beyond the spec's rule, a `.lazy.ts` module: one chunk that a listing loads when the shopper is about
 * to search (see src/search.ts): the word list, the index of the catalogue's words, the matcher, the ranking and
 * "Did you mean …?".
 */
import type { SearchIndex } from './build.js';
import { compileWords, type WordList } from './lexicon.js';
import { rank } from './rank.js';
import { suggestions } from './suggest.js';
import { wordIndex } from './word-index.js';

export { WORDS } from '../vocabulary/words.js';

export interface Engine {
  /** Positions of the products that match the (normalised, trimmed) query, best first. */
  rank(index: SearchIndex, query: string): number[];
  /** Catalogue words near the terms that find nothing. */
  suggest(index: SearchIndex, terms: readonly string[]): string[];
  /** Indexes the catalogue's words now, so the first keystroke does not. */
  prepare(index: SearchIndex): void;
}

export function engine(list: WordList): Engine {
  const lexicon = compileWords(list);
  return {
    rank: (index, query) => rank(index, lexicon, query),
    suggest: (index, terms) => suggestions(index, lexicon, terms),
    prepare: (index) => void wordIndex(index),
  };
}
