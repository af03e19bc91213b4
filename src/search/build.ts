/**
 * The search index: each product's text normalised once, which is all the
 * spec's rule needs. The catalogue's words are indexed by word-index.ts, in
 * the search chunk, when the shopper is about to search.
 */
import type { Product } from '../product.js';
import { fold, normalise } from './normalise.js';

export interface SearchIndex {
  products: readonly Product[];
  /**
   * Normalised "title title_bn \n des des_bn" of each product, same order: what the spec's rule is checked on. The
   * Bengali name counts as title, so "লাল বেনারসি" finds a product by its Bengali name before one whose description
   * has the words.
   */
  haystacks: readonly string[];
  /** The folded haystack where folding changed it (invisible marks, Bengali digits), else null. */
  folded: readonly (string | null)[];
}

/** A product's title as searched: the English name, then the Bengali one when it has it. */
export const searchTitle = (product: Product): string =>
  product.title_bn ? `${product.title} ${product.title_bn}` : product.title;

/** A product's description as searched, as `searchTitle`. */
export const searchDes = (product: Product): string =>
  product.des_bn ? `${product.des} ${product.des_bn}` : product.des;

/** Normalises each product's text once: all a search needs before its first keystroke. */
export function buildIndex(products: readonly Product[]): SearchIndex {
  const haystacks: string[] = [];
  const folded: (string | null)[] = [];
  for (const product of products) {
    const haystack = normalise(`${searchTitle(product)}\n${searchDes(product)}`);
    const text = fold(haystack);
    haystacks.push(haystack);
    folded.push(text === haystack ? null : text);
  }
  return { products, haystacks, folded };
}
