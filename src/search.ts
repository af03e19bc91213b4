/**
 * Catalogue search, the same for every source and collection: the spec's
 * substring results and what the shopper meant in another script, spelling,
 * word form or with a typo (see src/vocabulary/README.md), best match first.
 *
 * Two parts: this module, in every listing's first view, normalises the
 * catalogue and answers with the spec's rule; the rest of the search (the word
 * list, the matcher, the ranking) is its own chunk, loaded when the shopper is
 * about to search (`loadWords`), and used from the next keystroke on.
 */
import { lazyImport } from './lazy-import.js';
import type { Product } from './product.js';
import { soldOutLast } from './selling.js';
import { buildIndex, type SearchIndex } from './search/build.js';
import type { WordList } from './search/lexicon.js';
import { fold, normalise } from './search/normalise.js';
import type { Engine } from './search/search.lazy.js';

export { buildIndex, normalise, type SearchIndex };

/** The search chunk; after a failure, the next attempt asks under a fresh URL. */
const importSearch = lazyImport(() => import('./search/search.lazy.js'));

/** Where the word list comes from, when not from the chunk: a test's slow or failing network. */
let wordSource: (() => Promise<WordList>) | undefined;
let smart: Engine | undefined;
let loading: Promise<void> | undefined;
let failures = 0;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Calls `listener` when searches start or stop using the word list (`wordsLoaded`); returns its removal. */
export function onWordsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Loads the search chunk once; searches use it as soon as it has arrived and
 * the spec's rule before. Never rejects: after a failed load (see
 * `wordsLoaded`) the next call tries again.
 */
export function loadWords(): Promise<void> {
  return (loading ??= importSearch(failures)
    .then((module) => (wordSource ?? (() => Promise.resolve(module.WORDS)))().then((list) => module.engine(list)))
    .then(
      (loaded) => {
        smart = loaded;
        changed();
      },
      () => {
        failures++;
        loading = undefined;
      },
    ));
}

/** Whether searches already use the word list. */
export const wordsLoaded = (): boolean => smart !== undefined;

/**
 * Where the word list comes from: its chunk, or `load` (a test's slow or
 * failing network). Forgets the list in use, so the next search starts without it.
 */
export function setWordSource(load?: () => Promise<WordList>): void {
  wordSource = load;
  smart = undefined;
  loading = undefined;
  failures = 0;
  changed();
}

/** Indexes the catalogue's words when the browser is idle, once the search chunk is in use. */
export function prepareSearch(index: SearchIndex): void {
  const engine = smart;
  if (!engine) return;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => engine.prepare(index));
  else engine.prepare(index);
}

/** Whitespace-separated, normalised terms of a query; empty for a blank query. */
export function queryTerms(query: string): string[] {
  const trimmed = normalise(query).trim();
  return trimmed === '' ? [] : trimmed.split(/\s+/u);
}

/**
 * The spec's rule, until the search chunk has arrived: the products whose
 * text contains the query come first, then those containing every word of it
 * (after folding), both in catalogue order.
 */
function plain(index: SearchIndex, query: string): number[] {
  const terms = query.split(/\s+/u).map(fold);
  const whole: number[] = [];
  const every: number[] = [];
  index.haystacks.forEach((haystack, p) => {
    if (haystack.includes(query)) whole.push(p);
    else if (terms.every((term) => (index.folded[p] ?? haystack).includes(term))) every.push(p);
  });
  return [...whole, ...every];
}

/**
 * Products that match every word of the query, best first (src/search/rank.ts):
 * every product whose title or description (English or Bengali) contains the
 * query text is among them. Until the search chunk has arrived, the spec's
 * rule in catalogue order. The query is never a pattern; an empty query
 * returns everything. Sold products come after the rest, in the same order.
 */
export function search(index: SearchIndex, query: string): Product[] {
  const trimmed = normalise(query).trim();
  if (trimmed === '') return soldOutLast(index.products);
  return soldOutLast((smart ? smart.rank(index, trimmed) : plain(index, trimmed)).map((p) => index.products[p]!));
}

/**
 * Up to three words the catalogue does contain, nearest first, for a query
 * word that finds nothing ("Did you mean banarasi?"); empty when every word
 * finds something or before the search chunk has arrived.
 */
export function suggest(index: SearchIndex, query: string): string[] {
  return smart ? smart.suggest(index, queryTerms(query)) : [];
}
