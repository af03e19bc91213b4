/**
 * The search index: each product's text normalised once, which is all the
 * spec's rule needs. The catalogue's words are indexed by word-index.ts, in
 * the search chunk, when the shopper is about to search.
 */
import type { Product } from '../product.js';
import { fold, normalise } from './normalise.js';

export interface SearchIndex {
  products: readonly Product[];
  /** Normalised "title \n des" of each product, same order: what the spec's rule is checked on. */
  haystacks: readonly string[];
  /** The folded haystack where folding changed it (invisible marks, Bengali digits), else null. */
  folded: readonly (string | null)[];
}

/** Normalises each product's text once: all a search needs before its first keystroke. */
export function buildIndex(products: readonly Product[]): SearchIndex {
  const haystacks: string[] = [];
  const folded: (string | null)[] = [];
  for (const product of products) {
    const haystack = normalise(`${product.title}\n${product.des}`);
    const text = fold(haystack);
    haystacks.push(haystack);
    folded.push(text === haystack ? null : text);
  }
  return { products, haystacks, folded };
}
